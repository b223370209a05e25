import { startServerAndCreateNextHandler } from '@as-integrations/next';
import { NextRequest, NextResponse } from 'next/server';
import { createApolloServer } from '@/graphql/server';
import { QUERY_LIMITS, QUERY_TOO_COMPLEX } from '@/graphql/query-limits';
import { clientIp, type GraphQLContext } from '@/graphql/context';
import { getViewer } from '@/lib/auth/session-viewer';
import { claimsFromCookies, type SessionClaims } from '@/lib/auth/session-token';
import { AppError, SERVICE_UNAVAILABLE, isDatabaseUnavailable } from '@/lib/errors';
import { clock } from '@/lib/clock';
import { serviceUnavailableError } from '@/graphql/errors';
import { readBody } from '@/lib/http/read-capped-body';
import { BODY_LIMITS, BODY_MESSAGES } from '@/lib/http/body-limits';
import { spendBodyBytes } from '@/lib/rate-limit/body-budget';
import { isExactJsonContentType, namesJson } from '@/lib/http/same-origin';

// A 5 MB image is about 6.7 MB as base64; nothing else comes close. Only a session gets that much
// room (lib/http/body-limits.ts).
export const MAX_BODY_BYTES = BODY_LIMITS.sessionMaxBytes;

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

function errorResponse(status: number, message: string, extensions: Record<string, unknown>, headers: Record<string, string> = {}) {
  return NextResponse.json({ errors: [{ message, extensions }] }, { status, headers });
}

// A refused body is not read: the connection is closed after the answer, so the rest of the upload
// is not pulled off the wire (Node would read it to keep the connection alive).
const tooLarge = () => errorResponse(413, BODY_MESSAGES.tooLarge, { code: 'BAD_USER_INPUT' }, { connection: 'close' });

function badRequest(message: string, extensions: Record<string, unknown> = { code: 'BAD_REQUEST' }) {
  return errorResponse(400, message, extensions);
}

/**
 * Counts a logged-in user's large body against their bytes per minute; the refusal (or the
 * database being out of reach) as a response, or null when the body may be read or used.
 */
async function overBudget(claims: SessionClaims, bytes: number): Promise<NextResponse | null> {
  try {
    await spendBodyBytes(claims.sub, bytes, clock().now());
    return null;
  } catch (e) {
    if (e instanceof AppError && e.code === 'RATE_LIMITED') {
      const retryAfterSeconds = e.details.retryAfterSeconds ?? 60;
      return errorResponse(429, e.message, { code: 'RATE_LIMITED', retryAfterSeconds }, { 'retry-after': String(retryAfterSeconds) });
    }
    if (isDatabaseUnavailable(e)) {
      const { message, code, retryAfterSeconds } = SERVICE_UNAVAILABLE;
      return errorResponse(503, message, { code, retryAfterSeconds }, { 'retry-after': String(retryAfterSeconds) });
    }
    throw e;
  }
}

// Fatal: a byte sequence that is not UTF-8 is refused, never stored as U+FFFD.
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Where the first character that could not be decoded sits ('variables.firstName'), for the error. */
function undecodableField(bytes: Uint8Array): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder('utf-8').decode(bytes));
  } catch {
    return 'body';
  }
  const find = (value: unknown, path: string): string | null => {
    if (typeof value === 'string') return value.includes('\uFFFD') ? path : null;
    if (!value || typeof value !== 'object') return null;
    for (const [key, inner] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (key.includes('\uFFFD')) return at;
      const found = find(inner, at);
      if (found) return found;
    }
    return null;
  };
  return find(parsed, '') ?? 'body';
}

/**
 * What Apollo's Next integration would otherwise turn into a 500 with an empty body (it parses the
 * JSON itself and does not catch): the body must be one JSON object sent as application/json.
 * Returns the problem as a 400 response, or null when the body may go on to Apollo.
 */
function checkBody(req: NextRequest, body: string): NextResponse | null {
  const contentType = req.headers.get('content-type');
  if (!namesJson(contentType)) return badRequest('Send the request as JSON with Content-Type: application/json.');
  // A list of types or anything but parameters after it: refused, whatever a parser would make of it.
  if (!isExactJsonContentType(contentType)) {
    return errorResponse(403, 'Send Content-Type: application/json alone (a charset may follow it, nothing else).', { code: 'FORBIDDEN' });
  }
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
  // The cookie decides the room before a byte of the body is read: signature and expiry only (no
  // database); the session itself is checked with the request, as before.
  const claims = await claimsFromCookies((name) => req.cookies.get(name)?.value);
  const length = req.headers.get('content-length');
  const declared = length === null ? NaN : Number(length);
  const large = (n: number) => n > BODY_LIMITS.anonymousMaxBytes;
  if (claims && Number.isFinite(declared) && large(declared) && declared <= BODY_LIMITS.sessionMaxBytes) {
    const refused = await overBudget(claims, declared);
    if (refused) return noStore(refused);
  }
  const read = await readBody(req, {
    maxBytes: claims ? BODY_LIMITS.sessionMaxBytes : BODY_LIMITS.anonymousMaxBytes,
    deadlineMs: claims ? BODY_LIMITS.sessionDeadlineMs : BODY_LIMITS.anonymousDeadlineMs,
    idleMs: BODY_LIMITS.idleMs,
  });
  if (!read.ok) {
    if (read.reason === 'too-slow') return noStore(errorResponse(408, BODY_MESSAGES.tooSlow, { code: 'BAD_REQUEST' }, { connection: 'close' }));
    if (!claims) await new Promise((r) => setTimeout(r, BODY_LIMITS.anonymousRefusalDelayMs));
    return noStore(tooLarge());
  }
  const { bytes } = read;
  // A chunked body declared no length: counted once it is known.
  if (claims && !Number.isFinite(declared) && large(bytes.byteLength)) {
    const refused = await overBudget(claims, bytes.byteLength);
    if (refused) return noStore(refused);
  }
  let body: string;
  try {
    body = utf8.decode(bytes);
  } catch {
    const field = undecodableField(bytes);
    return noStore(badRequest(`The request is not valid UTF-8 text (at ${field}). Please send text encoded as UTF-8.`, { code: 'BAD_USER_INPUT', field }));
  }
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

/**
 * The API takes POST only (queries too): a GET answered 500 with an empty body whenever it carried
 * a JSON content type (Apollo's Next integration read a body a GET has not got). Now every GET,
 * whatever it carries, is a 405 that says so.
 */
export function GET() {
  return noStore(errorResponse(405, 'Send GraphQL requests as POST with Content-Type: application/json.', { code: 'METHOD_NOT_ALLOWED' }, { allow: 'POST' }));
}

/** No answer is kept by a browser or a shared cache: most carry one visitor's data. */
function noStore(response: Response): Response {
  response.headers.set('cache-control', 'no-store');
  return response;
}
