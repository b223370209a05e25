// An XLSX statement read off the event loop, in a bounded worker thread (lib/workers/bounded-worker.ts),
// its zip inflated with a real byte counter before exceljs parses it (xlsx-statement-worker.mjs). A
// hostile file (a part that lies about its size, a maze of XML) costs the worker, never another
// customer's request.
import 'server-only';
import path from 'node:path';
import { runBoundedWorker, type TighterTimeBounds } from '@/lib/workers/bounded-worker';

export const XLSX_LIMITS = {
  /** what the parts may really unpack to, together: a busy month's statement is a few MB */
  maxUnpackedBytes: 60 * 1024 * 1024,
  maxParts: 2_000,
  /**
   * The worker's own CPU time: reading 10,000 rows takes about a second of it, so a file that needs
   * ten is refused as unreadable. CPU time, not time on the clock: the worker runs at a lower
   * priority than the server's requests, and on a busy machine an honest file waits for the CPU
   * without using it.
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

const WORKER_FILE = path.join(process.cwd(), 'lib/payments/xlsx-statement-worker.mjs');

export async function readXlsxStatement(bytes: Uint8Array, maxRows: number, limits: TighterTimeBounds = {}): Promise<XlsxRead> {
  const end = await runBoundedWorker<XlsxRead>(
    WORKER_FILE,
    { bytes, maxUnpackedBytes: XLSX_LIMITS.maxUnpackedBytes, maxParts: XLSX_LIMITS.maxParts, maxRows },
    { ...XLSX_LIMITS, ...limits },
  );
  if (end.ended === 'answered') return end.message;
  // a crash (out of memory, exceljs failing to load): not a file we can read
  return { ok: false, reason: end.ended === 'crashed' ? 'unreadable' : end.ended };
}
