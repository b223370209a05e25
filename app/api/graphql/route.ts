import { startServerAndCreateNextHandler } from '@as-integrations/next';
import { NextRequest, NextResponse } from 'next/server';
import { createApolloServer } from '@/graphql/server';
import { QUERY_LIMITS, QUERY_TOO_COMPLEX } from '@/graphql/query-limits';
import { clientIp, type GraphQLContext } from '@/graphql/context';
import { getViewer } from '@/lib/auth/session-viewer';
import { isDatabaseUnavailable } from '@/lib/errors';
import { serviceUnavailableError } from '@/graphql/errors';
import { readCappedBody } from '@/lib/http/read-capped-body';

// A 5 MB image is about 6.7 MB as base64; nothing else comes close.
export const MAX_BODY_BYTES = 7 * 1024 * 1024;

const server = createApolloServer();

// Cookies resolvers ask for (verifyOtp signs the caller in) are added to the response afterwards.
const pendingCookies = new WeakMap<NextRequest, string[]>();

const handler = startServerAndCreateNextHandler<NextRequest, GraphQLContext>(server, {
  context: async (req) => {
    const setCookies: string[] = [];
    pendingCookies.set(req, setCookies);
    return { req, ip: clientIp(req), viewer: await viewerOrUnavailable(req), setCookies };
  },
});

async function viewerOrUnavailable(req: NextRequest) {
  try {
    return await getViewer(req);
  } catch (e) {
    if (isDatabaseUnavailable(e)) throw serviceUnavailableError();
    throw e;
  }
}

function tooLarge() {
  return NextResponse.json(
    { errors: [{ message: 'Request is too large.', extensions: { code: 'BAD_USER_INPUT' } }] },
    { status: 413 },
  );
}

function badRequest(message: string, extensions: Record<string, unknown> = { code: 'BAD_REQUEST' }) {
  return NextResponse.json({ errors: [{ message, extensions }] }, { status: 400 });
}

/**
 * What Apollo's Next integration would otherwise turn into a 500 with an empty body (it parses the
 * JSON itself and does not catch): the body must be one JSON object sent as application/json.
 * Returns the problem as a 400 response, or null when the body may go on to Apollo.
 */
function checkBody(req: NextRequest, body: string): NextResponse | null {
  const type = (req.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (type !== 'application/json') return badRequest('Send the request as JSON with Content-Type: application/json.');
  if (body.trim() === '') return badRequest('The request body is empty; send a JSON object with a query.');
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return badRequest('The request body is not valid JSON.');
  }
  // Batching (an array) is off; a string, number or null is no operation at all.
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return badRequest('The request body must be a JSON object with a query.');
  }
  const query = (parsed as { query?: unknown }).query;
  if (typeof query === 'string' && query.length > QUERY_LIMITS.maxQueryChars) {
    const limit = `Query text limit of ${QUERY_LIMITS.maxQueryChars} characters exceeded, found ${query.length}.`;
    return badRequest(limit, { code: QUERY_TOO_COMPLEX, limit: 'maxQueryChars' });
  }
  return null;
}

export async function POST(req: NextRequest) {
  const bytes = await readCappedBody(req, MAX_BODY_BYTES);
  if (bytes === null) return noStore(tooLarge());
  const body = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
  const problem = checkBody(req, body);
  if (problem) return noStore(problem);
  // The integration only reads a body typed exactly application/json (no "; charset=utf-8").
  const headers = new Headers(req.headers);
  headers.set('content-type', 'application/json');
  const capped = new NextRequest(req.url, { method: 'POST', headers, body });
  const response = noStore(await handler(capped));
  for (const cookie of pendingCookies.get(capped) ?? []) response.headers.append('set-cookie', cookie);
  return response;
}

export async function GET(req: NextRequest) {
  return noStore(await handler(req));
}

/** No answer is kept by a browser or a shared cache: most carry one visitor's data. */
function noStore(response: Response): Response {
  response.headers.set('cache-control', 'no-store');
  return response;
}
