// One structured log line per failed server request (Next's onRequestError hook), carrying a
// request id so that support can find it: the id a proxy or load balancer set in x-request-id,
// or a fresh one. Users see only Next's opaque digest on the error page, never a stack trace;
// the digest is logged too, so a digest a user quotes leads to this line.
import 'server-only';
export type ServerErrorRequest = Readonly<{ path: string; method: string; headers: NodeJS.Dict<string | string[]> }>;
export type ServerErrorContext = Readonly<{ routerKind: string; routePath: string; routeType: string; renderSource?: string }>;

export type ServerErrorLogEntry = {
  level: 'error';
  msg: 'request failed';
  requestId: string;
  digest?: string;
  method: string;
  path: string;
  route: string;
  routeType: string;
  renderSource?: string;
  error: { name: string; message: string; stack?: string };
};

const REQUEST_ID = /^[\w.:-]{1,128}$/;

// Next signals notFound(), forbidden(), redirect() and prerender bail-outs by throwing errors
// with these digests (possibly wrapped as a cause). They are control flow, not failures.
const CONTROL_FLOW_DIGEST = /^(?:NEXT_NOT_FOUND|NEXT_HTTP_ERROR_FALLBACK;\d+|NEXT_REDIRECT;.*|HANGING_PROMISE_REJECTION|NEXT_PRERENDER_INTERRUPTED|DYNAMIC_SERVER_USAGE|BAILOUT_TO_CLIENT_SIDE_RENDERING)$/;

export function isControlFlowError(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object') return false;
  const { digest, cause } = error as { digest?: unknown; cause?: unknown };
  if (typeof digest === 'string' && CONTROL_FLOW_DIGEST.test(digest)) return true;
  return depth < 5 && isControlFlowError(cause, depth + 1);
}

/** The incoming x-request-id if it looks like one (it is copied into logs), else a new id. */
export function requestIdFrom(headers: NodeJS.Dict<string | string[]>, newId: () => string): string {
  const raw = headers['x-request-id'];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value && REQUEST_ID.test(value) ? value : newId();
}

export function serverErrorLogEntry(
  error: unknown,
  request: ServerErrorRequest,
  context: ServerErrorContext,
  newId: () => string = () => crypto.randomUUID(),
): ServerErrorLogEntry {
  const err = error instanceof Error ? error : new Error(typeof error === 'string' ? error : 'non-Error value thrown');
  const digest = (error as { digest?: unknown } | null)?.digest;
  return {
    level: 'error',
    msg: 'request failed',
    requestId: requestIdFrom(request.headers, newId),
    ...(typeof digest === 'string' ? { digest } : {}),
    method: request.method,
    // The query string can carry personal data (phone numbers, codes); the route is enough.
    path: request.path.split('?')[0],
    route: context.routePath,
    routeType: context.routeType,
    ...(context.renderSource ? { renderSource: context.renderSource } : {}),
    error: { name: err.name, message: err.message, ...(err.stack ? { stack: err.stack } : {}) },
  };
}
