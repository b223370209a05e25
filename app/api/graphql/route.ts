import { startServerAndCreateNextHandler } from '@as-integrations/next';
import { NextRequest, NextResponse } from 'next/server';
import { createApolloServer } from '@/graphql/server';
import { clientIp, type GraphQLContext } from '@/graphql/context';
import { getViewer } from '@/lib/auth/session-viewer';

// A 5 MB image is about 6.7 MB as base64; nothing else comes close.
export const MAX_BODY_BYTES = 7 * 1024 * 1024;

const server = createApolloServer();

// Cookies resolvers ask for (verifyOtp signs the caller in) are added to the response afterwards.
const pendingCookies = new WeakMap<NextRequest, string[]>();

const handler = startServerAndCreateNextHandler<NextRequest, GraphQLContext>(server, {
  context: async (req) => {
    const setCookies: string[] = [];
    pendingCookies.set(req, setCookies);
    return { req, ip: clientIp(req), viewer: await getViewer(req), setCookies };
  },
});

function tooLarge() {
  return NextResponse.json(
    { errors: [{ message: 'Request is too large.', extensions: { code: 'BAD_USER_INPUT' } }] },
    { status: 413 },
  );
}

export async function POST(req: NextRequest) {
  const declared = Number(req.headers.get('content-length') ?? 0);
  if (declared > MAX_BODY_BYTES) return tooLarge();
  // Content-Length can be absent (chunked) or lie: read the body with a hard cap.
  const body = await readCapped(req, MAX_BODY_BYTES);
  if (body === null) return tooLarge();
  const capped = new NextRequest(req.url, { method: 'POST', headers: req.headers, body });
  const response = await handler(capped);
  for (const cookie of pendingCookies.get(capped) ?? []) response.headers.append('set-cookie', cookie);
  return response;
}

export async function GET(req: NextRequest) {
  return handler(req);
}

async function readCapped(req: NextRequest, max: number): Promise<string | null> {
  if (!req.body) return '';
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
