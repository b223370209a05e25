import { AppError } from '@/lib/errors';
import { IMAGE_BUSY } from '@/lib/domain/upload-rules';
import { ImageSlots, slotSettings, type SlotSettings } from './image-slots';

/** Work that finishes when the test says so. */
function gate() {
  let open!: () => void;
  const done = new Promise<void>((r) => (open = r));
  return { open, done };
}

const slots = (s: Partial<SlotSettings>) => new ImageSlots(() => ({ concurrency: 1, queueTimeoutMs: 10_000, maxQueue: 10, ...s }));
const busy = expect.objectContaining({ code: 'RATE_LIMITED', message: IMAGE_BUSY.message, details: { retryAfterSeconds: IMAGE_BUSY.retryAfterSeconds } });

test('beyond the cap, work waits and starts first come, first served', async () => {
  const s = slots({ concurrency: 2 });
  const order: string[] = [];
  const gates = [gate(), gate(), gate(), gate()];
  const runs = gates.map((g, i) => s.run(async () => {
    order.push(`start ${i}`);
    await g.done;
    order.push(`end ${i}`);
  }));
  await Promise.resolve();
  expect([s.running, s.queued]).toEqual([2, 2]);
  gates[1].open();
  await runs[1];
  await new Promise((r) => setImmediate(r));
  expect(order).toEqual(['start 0', 'start 1', 'end 1', 'start 2']);
  gates[0].open();
  gates[2].open();
  gates[3].open();
  await Promise.all(runs);
  expect(s.peak).toBe(2);
  expect([s.running, s.queued]).toEqual([0, 0]);
});

test('a full queue is refused at once; a wait past the timeout is refused and leaves the queue', async () => {
  jest.useFakeTimers();
  try {
    const s = slots({ maxQueue: 1, queueTimeoutMs: 1000 });
    const g = gate();
    const first = s.run(() => g.done);
    const second = s.run(async () => 'ran');
    await expect(s.run(async () => 'never')).rejects.toEqual(busy);
    jest.advanceTimersByTime(1001);
    await expect(second).rejects.toBeInstanceOf(AppError);
    expect(s.queued).toBe(0);
    g.open();
    await first;
    // the slot is free again
    await expect(s.run(async () => 'next')).resolves.toBe('next');
  } finally {
    jest.useRealTimers();
  }
});

test('a failing job frees its slot', async () => {
  const s = slots({});
  await expect(s.run(async () => { throw new Error('bad image'); })).rejects.toThrow('bad image');
  await expect(s.run(async () => 1)).resolves.toBe(1);
  expect(s.running).toBe(0);
});

test.each<[Record<string, string>, SlotSettings]>([
  [{}, { concurrency: 2, queueTimeoutMs: 20_000, maxQueue: 10 }],
  [{ IMAGE_PROCESSING_CONCURRENCY: '1', IMAGE_QUEUE_TIMEOUT_MS: '500', IMAGE_QUEUE_MAX: '3' }, { concurrency: 1, queueTimeoutMs: 500, maxQueue: 3 }],
  [{ IMAGE_PROCESSING_CONCURRENCY: '0', IMAGE_QUEUE_TIMEOUT_MS: 'x', IMAGE_QUEUE_MAX: '-1' }, { concurrency: 2, queueTimeoutMs: 20_000, maxQueue: 10 }],
])('settings from %j', (env, expected) => {
  expect(slotSettings(env as NodeJS.ProcessEnv)).toEqual(expected);
});
