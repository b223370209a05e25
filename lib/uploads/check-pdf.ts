// A file that starts with %PDF- is not yet a PDF: "%PDF-1.4" and 4.9 MB of random bytes passed as
// payment proof. Mozilla's pdf.js (pdfjs-dist, the reader in Firefox) must open it and find a
// page. It runs in a bounded worker thread (lib/workers/bounded-worker.ts), so a hostile file (a
// maze of objects, a compressed stream that unpacks to gigabytes) costs the worker, never the server.
import 'server-only';
import path from 'node:path';
import { runBoundedWorker, type TighterTimeBounds } from '@/lib/workers/bounded-worker';

export type PdfCheck = { ok: true; pages: number } | { ok: false; reason: 'no-pages' | 'password' | 'unreadable' | 'too-slow' | 'busy' };

export const PDF_CHECK_LIMITS = {
  /**
   * The worker's own CPU time. A one-page receipt, worker start included, was checked in 1.5 s with
   * both cores of a 2-core machine busy, and pdf.js gave up on the attack run's 4.9 MB of random
   * bytes after about a second of CPU: a file that needs ten is not a receipt.
   */
  cpuMs: 10_000,
  /** A check the busy machine gave too little CPU to finish in this long: the customer tries again. */
  wallMs: 30_000,
  maxOldGenerationSizeMb: 256,
  maxYoungGenerationSizeMb: 32,
} as const;

// pdf-check-worker.mjs, loaded by Node itself with pdf.js. From the project root, where `next
// start`, the worker and the tests all run.
const WORKER_FILE = path.join(process.cwd(), 'lib/uploads/pdf-check-worker.mjs');

export async function checkPdf(bytes: Uint8Array, limits: TighterTimeBounds = {}): Promise<PdfCheck> {
  // Copied, not transferred: at most 5 MB, and the caller keeps its bytes to store.
  const end = await runBoundedWorker<{ ok: boolean; pages?: number; reason?: string }>(WORKER_FILE, bytes, { ...PDF_CHECK_LIMITS, ...limits });
  if (end.ended === 'answered') {
    const m = end.message;
    return m.ok ? { ok: true, pages: m.pages ?? 1 } : { ok: false, reason: m.reason === 'password' || m.reason === 'no-pages' ? m.reason : 'unreadable' };
  }
  // a crash (out of memory, pdf.js failing to load): not a file we can read
  return { ok: false, reason: end.ended === 'crashed' ? 'unreadable' : end.ended };
}
