import { readBody } from './read-capped-body';

const request = (body: ReadableStream<Uint8Array> | string, headers: Record<string, string> = {}) =>
  new Request('http://localhost/x', { method: 'POST', headers, body, duplex: 'half' } as RequestInit);

/** A body that sends `chunks` bytes, one every `everyMs`, then ends (or never ends). */
function trickle(chunks: number, everyMs: number, ends = true): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    async pull(controller) {
      if (sent === chunks) {
        if (ends) controller.close();
        else await new Promise(() => {});
        return;
      }
      await new Promise((r) => setTimeout(r, everyMs));
      sent++;
      controller.enqueue(new Uint8Array([120]));
    },
  });
}

test('a body within its limits arrives whole', async () => {
  const read = await readBody(request('{"query":"{ __typename }"}'), { maxBytes: 100, deadlineMs: 1_000, idleMs: 500 });
  expect(read.ok && new TextDecoder().decode(read.bytes)).toBe('{"query":"{ __typename }"}');
});

test.each<[string, () => Request, { maxBytes: number; deadlineMs?: number; idleMs?: number }, string]>([
  ['a declared length over the limit, before reading', () => request(trickle(1, 10, false), { 'content-length': '1000' }), { maxBytes: 100 }, 'too-large'],
  ['a chunked body that grows past the limit', () => request('x'.repeat(101)), { maxBytes: 100 }, 'too-large'],
  ['a body that stops sending (idle)', () => request(trickle(2, 5, false)), { maxBytes: 100, deadlineMs: 5_000, idleMs: 100 }, 'too-slow'],
  ['a body that trickles past its deadline', () => request(trickle(1000, 20)), { maxBytes: 10_000, deadlineMs: 200, idleMs: 1_000 }, 'too-slow'],
])('%s is cut off', async (_label, make, limits, reason) => {
  const started = Date.now();
  const read = await readBody(make(), limits);
  expect(read).toEqual({ ok: false, reason });
  // let go at the deadline, not when the client finishes
  expect(Date.now() - started).toBeLessThan(2_000);
});
