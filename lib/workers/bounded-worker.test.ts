// One row per way a bounded worker can end, and the priority it runs at.
import path from 'node:path';
import { runBoundedWorker, WORKER_NICE, type WorkerBounds } from './bounded-worker';

const FIXTURE = path.join(__dirname, 'bounded-worker.fixture.mjs');
const bounds: WorkerBounds = { cpuMs: 3_000, wallMs: 8_000, maxOldGenerationSizeMb: 32, maxYoungGenerationSizeMb: 8 };

test('a worker that answers resolves with its message, having run at the lower priority', async () => {
  await expect(runBoundedWorker(FIXTURE, 'answer', bounds)).resolves.toEqual({ ended: 'answered', message: { nice: WORKER_NICE } });
});

// Bounds tighter than a reader's, one per row: the limit the row is about, the others out of reach.
test.each([
  ['spins past its CPU time', 'spin', { cpuMs: 300 }, { ended: 'too-slow' }],
  ['sleeps, using no CPU, past the clock backstop', 'wait', { wallMs: 500 }, { ended: 'busy' }],
  ['fills its heap', 'hoard', {}, { ended: 'crashed' }],
  ['throws', 'throw', {}, { ended: 'crashed' }],
  ['exits without a message', 'exit', {}, { ended: 'crashed' }],
] as const)('a worker that %s is stopped', async (_, behaviour, limit, end) => {
  // A worker that crashed or used its CPU time is not left to the clock: the clock's end is 'busy',
  // so the end itself says which limit stopped it. (Its wall time is not asserted: the worker runs
  // at nice 10, and on a busy machine filling 32 MB took 4.3 s of the clock.)
  await expect(runBoundedWorker(FIXTURE, behaviour, { ...bounds, ...limit })).resolves.toEqual(end);
});

test('the CPU limit is the worker\'s own time, not the clock\'s: a worker asleep for longer than its CPU budget is stopped only by the clock', async () => {
  // 300 ms of CPU allowed; the worker sleeps without using any, and the clock stops it at 1 s.
  const started = performance.now();
  await expect(runBoundedWorker(FIXTURE, 'wait', { ...bounds, cpuMs: 300, wallMs: 1_000 })).resolves.toEqual({ ended: 'busy' });
  expect(performance.now() - started).toBeGreaterThanOrEqual(990);
  // and it is the bounds' own clock, not the 8 s of the others
  expect(performance.now() - started).toBeLessThan(5_000);
});
