// A stranger's file (a customer's PDF payment proof, an admin's bank statement XLSX) is opened in a
// worker thread bounded four ways, so that a hostile file costs the worker and never another
// customer's request:
// - memory: V8's heap limits for the thread (out of memory ends the worker, not the server);
// - priority: the thread runs at nice WORKER_NICE, so the server's requests come first on a busy
//   machine;
// - its own CPU time, read every CPU_CHECK_EVERY_MS: a file that needs more than `cpuMs` of work is
//   refused, however busy or idle the machine is;
// - the clock, a backstop (`wallMs`): a worker the machine starved of CPU is stopped, and the caller
//   asks the person to try again rather than calling an honest file unreadable.
// A limit on the clock alone did both jobs badly: at nice 19 under 10 s an honest 2,000-line
// statement was refused whenever the machine was busy (docs/decisions/security.md, "The statement
// reader's limit is its own CPU time, at nice 10").
import 'server-only';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

export type WorkerBounds = { cpuMs: number; wallMs: number; maxOldGenerationSizeMb: number; maxYoungGenerationSizeMb: number };

/** Time bounds tighter than a reader's own, for tests that must meet them. */
export type TighterTimeBounds = Partial<Pick<WorkerBounds, 'cpuMs' | 'wallMs'>>;

/**
 * How a bounded worker ended: with the message it posted; `too-slow`, past its CPU time (the file
 * needs more work than any honest one); `busy`, stopped by the clock before it used that time (the
 * machine starved it: try again); or `crashed` (out of memory, a module that would not load, an
 * error it did not catch, an exit without a message). The readers pass `too-slow` and `busy` on as
 * their own reasons.
 */
export type WorkerEnd<T> = { ended: 'answered'; message: T } | { ended: 'too-slow' } | { ended: 'busy' } | { ended: 'crashed' };

/**
 * The kernel's weights give a thread at nice 10 about a tenth of a core that normal-priority work
 * also wants (110 against 1024): requests come first, and an honest file still finishes. At 19 (a
 * hundredth) an honest statement did not, on a busy 2-core machine.
 */
export const WORKER_NICE = 10;

/** How often the worker's CPU time is read: a file past its budget runs at most this much longer. */
export const CPU_CHECK_EVERY_MS = 200;

// The worker is started from a line of code that imports its file, not from the file's path: given a
// path, Next's bundler builds the file into a worker chunk of its own (magic comments do not stop
// it), where pdf.js could not load its own worker module and every PDF read as unreadable on the
// production build. The same line lowers the thread's priority before the file's code runs: on Linux
// a thread's nice value is its own, and `setPriority(0, …)` sets the calling thread's.
function loaderFor(file: string): string {
  return `import('node:os').then((os) => { try { os.setPriority(0, ${WORKER_NICE}); } catch {} return import(${JSON.stringify(pathToFileURL(file).href)}); });`;
}

/**
 * Runs the ES module at `file` (an absolute path; it reads `workerData` and posts one message) and
 * resolves with how it ended. Never rejects.
 */
export function runBoundedWorker<T>(file: string, workerData: unknown, bounds: WorkerBounds): Promise<WorkerEnd<T>> {
  return new Promise((resolve) => {
    const worker = new Worker(loaderFor(file), {
      eval: true,
      workerData,
      resourceLimits: { maxOldGenerationSizeMb: bounds.maxOldGenerationSizeMb, maxYoungGenerationSizeMb: bounds.maxYoungGenerationSizeMb },
      // the worker's own output is not the server's log
      stdout: true,
      stderr: true,
    });
    let settled = false;
    const settle = (end: WorkerEnd<T>) => {
      if (settled) return;
      settled = true;
      clearInterval(cpuCheck);
      clearTimeout(wallTimer);
      void worker.terminate();
      resolve(end);
    };
    const cpuCheck = setInterval(() => {
      worker.cpuUsage().then(
        (used) => {
          if ((used.user + used.system) / 1000 >= bounds.cpuMs) settle({ ended: 'too-slow' });
        },
        // the worker has just ended: its message or its exit settles it
        () => {},
      );
    }, CPU_CHECK_EVERY_MS);
    const wallTimer = setTimeout(() => settle({ ended: 'busy' }), bounds.wallMs);
    worker.once('message', (message: T) => settle({ ended: 'answered', message }));
    worker.once('error', () => settle({ ended: 'crashed' }));
    worker.once('exit', () => settle({ ended: 'crashed' }));
  });
}
