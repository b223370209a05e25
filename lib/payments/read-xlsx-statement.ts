// An XLSX statement read off the event loop: in a worker thread with a CPU-time and memory bound, its
// zip inflated with a real byte counter before exceljs parses it (xlsx-statement-worker.mjs). A
// hostile file (a part that lies about its size, a maze of XML) costs the worker, never another
// customer's request.
import 'server-only';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

export const XLSX_LIMITS = {
  /** what the parts may really unpack to, together: a busy month's statement is a few MB */
  maxUnpackedBytes: 60 * 1024 * 1024,
  maxParts: 2_000,
  /**
   * The worker's own CPU time: reading 10,000 rows takes about a second of it, so a file that needs
   * ten is refused as unreadable. CPU time, not time on the clock: the worker runs at a lower
   * priority than the server's requests (xlsx-statement-worker.mjs), and on a busy machine an honest
   * file waits for the CPU without using it.
   */
  cpuMs: 10_000,
  /**
   * A worker the machine gave too little CPU to finish in this long is stopped and the admin asked
   * to try again: 10,000 rows took 8 s with both cores of a 2-core machine busy at normal priority.
   */
  wallMs: 30_000,
  maxOldGenerationSizeMb: 512,
  maxYoungGenerationSizeMb: 64,
} as const;

/** `detail` says which limit refused a file, for tests and logs; the customer sees `reason`'s message */
export type XlsxRead = { ok: true; rows: string[][] } | { ok: false; reason: 'too-large' | 'too-slow' | 'busy' | 'unreadable' | 'empty' | 'too-many-rows'; detail?: string };

// Started from a line that imports the file, not from its path (lib/uploads/check-pdf.ts says why:
// Next's bundler would build a path into a chunk of its own).
const WORKER_FILE = path.join(process.cwd(), 'lib/payments/xlsx-statement-worker.mjs');
const WORKER_LOADER = `import(${JSON.stringify(pathToFileURL(WORKER_FILE).href)});`;

/** How often the worker's CPU time is read: a file past its budget runs at most this much longer. */
const CPU_CHECK_EVERY_MS = 200;

/** Tighter bounds than XLSX_LIMITS, for tests. */
export type XlsxLimits = { cpuMs?: number; wallMs?: number };

export function readXlsxStatement(bytes: Uint8Array, maxRows: number, limits: XlsxLimits = {}): Promise<XlsxRead> {
  const cpuMs = limits.cpuMs ?? XLSX_LIMITS.cpuMs;
  return new Promise((resolve) => {
    const worker = new Worker(WORKER_LOADER, {
      eval: true,
      workerData: { bytes, maxUnpackedBytes: XLSX_LIMITS.maxUnpackedBytes, maxParts: XLSX_LIMITS.maxParts, maxRows },
      resourceLimits: { maxOldGenerationSizeMb: XLSX_LIMITS.maxOldGenerationSizeMb, maxYoungGenerationSizeMb: XLSX_LIMITS.maxYoungGenerationSizeMb },
      stdout: true,
      stderr: true,
    });
    let settled = false;
    const settle = (result: XlsxRead) => {
      if (settled) return;
      settled = true;
      clearInterval(cpuCheck);
      clearTimeout(wallTimer);
      void worker.terminate();
      resolve(result);
    };
    const cpuCheck = setInterval(() => {
      worker.cpuUsage().then(
        (used) => {
          if ((used.user + used.system) / 1000 >= cpuMs) settle({ ok: false, reason: 'too-slow' });
        },
        // the worker has just ended: its message or exit settles it
        () => {},
      );
    }, CPU_CHECK_EVERY_MS);
    const wallTimer = setTimeout(() => settle({ ok: false, reason: 'busy' }), limits.wallMs ?? XLSX_LIMITS.wallMs);
    worker.once('message', (m: XlsxRead) => settle(m));
    // Out of memory, or exceljs failing to load: not a file we can read.
    worker.once('error', () => settle({ ok: false, reason: 'unreadable' }));
    worker.once('exit', () => settle({ ok: false, reason: 'unreadable' }));
  });
}
