// A worker for lib/workers/bounded-worker.test.ts: does what `workerData` names, as a hostile or an
// honest file's reader might.
import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';

if (workerData === 'answer') {
  // the thread's own priority, as the loader set it
  parentPort.postMessage({ nice: os.getPriority(0) });
} else if (workerData === 'spin') {
  for (;;);
} else if (workerData === 'wait') {
  // asleep, using no CPU, as a reader the machine gives no time to
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 60_000);
} else if (workerData === 'hoard') {
  const kept = [];
  for (;;) kept.push(new Array(1_000_000).fill(kept.length));
} else if (workerData === 'throw') {
  throw new Error('a reader that fails');
} else if (workerData === 'exit') {
  process.exit(0);
}
