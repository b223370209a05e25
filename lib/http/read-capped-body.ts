/**
 * A request body as bytes, cut off once it passes `maxBytes` or arrives too slowly. Route handlers
 * have no body limit of their own, and a declared Content-Length can be absent (chunked) or wrong,
 * so the stream is counted as it arrives; a client that trickles its body (or stops sending) is
 * let go at the deadline instead of holding the request, its memory and its socket.
 */
import 'server-only';

export type BodyLimits = {
  maxBytes: number;
  /** the whole body must have arrived this long after reading started */
  deadlineMs?: number;
  /** and no gap between two chunks may be longer than this */
  idleMs?: number;
};

export type BodyRead = { ok: true; bytes: Uint8Array } | { ok: false; reason: 'too-large' | 'too-slow' };

export async function readBody(req: Request, limits: BodyLimits): Promise<BodyRead> {
  const declared = Number(req.headers.get('content-length') ?? NaN);
  if (declared > limits.maxBytes) return { ok: false, reason: 'too-large' };
  if (!req.body) return { ok: true, bytes: new Uint8Array(0) };
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  const deadline = limits.deadlineMs === undefined ? Infinity : Date.now() + limits.deadlineMs;
  for (;;) {
    const wait = Math.min(deadline - Date.now(), limits.idleMs ?? Infinity);
    const next = await withTimeout(reader.read(), wait);
    if (next === 'timeout') {
      // Not awaited: cancelling waits for the read in progress, i.e. for the slow client itself.
      void reader.cancel().catch(() => undefined);
      return { ok: false, reason: 'too-slow' };
    }
    const { done, value } = next;
    if (done) break;
    total += value.byteLength;
    if (total > limits.maxBytes) {
      void reader.cancel().catch(() => undefined);
      return { ok: false, reason: 'too-large' };
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const c of chunks) {
    body.set(c, offset);
    offset += c.byteLength;
  }
  return { ok: true, bytes: body };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | 'timeout'> {
  if (ms === Infinity) return promise;
  if (ms <= 0) return Promise.resolve('timeout');
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), ms)));
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The body as bytes, or null once it passes `maxBytes` (no deadline: small trusted payloads). */
export async function readCappedBody(req: Request, maxBytes: number): Promise<Uint8Array | null> {
  const read = await readBody(req, { maxBytes });
  return read.ok ? read.bytes : null;
}
