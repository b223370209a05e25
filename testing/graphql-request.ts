// Calls the real /api/graphql route handler in-process, as a browser would (JSON POST, cookies).
import { NextRequest } from 'next/server';
import { peerHeaderName } from '@/lib/http/client-ip';

export type GraphQLResult<T = Record<string, unknown>> = {
  status: number;
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; field?: string; retryAfterSeconds?: number } }[];
  setCookies: string[];
  headers: Headers;
};

export async function graphqlRequest<T = Record<string, unknown>>(
  query: string,
  variables: Record<string, unknown> = {},
  opts: { cookie?: string; ip?: string; headers?: Record<string, string> } = {},
): Promise<GraphQLResult<T>> {
  const { POST } = await import('@/app/api/graphql/route');
  // From the shop's own page, as a browser sends it (mutations need it: lib/http/same-origin.ts).
  const headers: Record<string, string> = { 'content-type': 'application/json', origin: 'http://localhost:3000', ...opts.headers };
  // A header given as '' is left out (a request without Origin).
  for (const [name, value] of Object.entries(headers)) if (value === '') delete headers[name];
  if (opts.cookie) headers.cookie = opts.cookie;
  // `ip` is the socket address, stamped as the server's instrumentation hook does (lib/http/client-ip.ts).
  headers[peerHeaderName()] = opts.ip ?? '10.0.0.1';
  const req = new NextRequest('http://localhost:3000/api/graphql', {
    method: 'POST',
    headers,
    body: JSON.stringify({ query, variables }),
  });
  const res = await POST(req);
  const json = (await res.json()) as { data?: T; errors?: GraphQLResult['errors'] };
  return { status: res.status, data: json.data, errors: json.errors, setCookies: res.headers.getSetCookie(), headers: res.headers };
}

/** Turns Set-Cookie headers into a Cookie header for the next request. */
export function cookieHeader(setCookies: string[]): string {
  return setCookies.map((c) => c.split(';')[0]).join('; ');
}
