// A file that starts with %PDF- is not yet a PDF: "%PDF-1.4" and 4.9 MB of random bytes passed as
// payment proof. Mozilla's pdf.js (pdfjs-dist, the reader in Firefox) must open it and find a
// page. It runs in a worker thread with a time and memory bound, so a hostile file (a maze of
// objects, a compressed stream that unpacks to gigabytes) costs the worker, never the server.
import 'server-only';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

export type PdfCheck = { ok: true; pages: number } | { ok: false; reason: 'no-pages' | 'password' | 'unreadable' | 'too-slow' };

export const PDF_CHECK_LIMITS = { timeoutMs: 10_000, maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32 } as const;

// A file of its own beside this one, which Node loads with pdf.js as ES modules. From the project
// root, where `next start`, the worker and the tests all run. The worker is started from a line of
// code that imports it, not from its path: given a path, Next's bundler builds the file into a
// worker chunk of its own (magic comments do not stop it), pdf.js inside, which then cannot load
// pdf.js's own worker module, and every PDF read as unreadable on the production build.
const WORKER_FILE = path.join(process.cwd(), 'lib/uploads/pdf-check-worker.mjs');
const WORKER_LOADER = `import(${JSON.stringify(pathToFileURL(WORKER_FILE).href)});`;

export function checkPdf(bytes: Uint8Array): Promise<PdfCheck> {
  return new Promise((resolve) => {
    // Copied, not transferred: at most 5 MB, and the caller keeps its bytes to store.
    const worker = new Worker(WORKER_LOADER, {
      eval: true,
      workerData: bytes,
      resourceLimits: { maxOldGenerationSizeMb: PDF_CHECK_LIMITS.maxOldGenerationSizeMb, maxYoungGenerationSizeMb: PDF_CHECK_LIMITS.maxYoungGenerationSizeMb },
      stdout: true,
      stderr: true,
    });
    let settled = false;
    const settle = (result: PdfCheck) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(result);
    };
    const timer = setTimeout(() => settle({ ok: false, reason: 'too-slow' }), PDF_CHECK_LIMITS.timeoutMs);
    worker.once('message', (m: { ok: boolean; pages?: number; reason?: string }) =>
      settle(m.ok ? { ok: true, pages: m.pages ?? 1 } : { ok: false, reason: m.reason === 'password' || m.reason === 'no-pages' ? m.reason : 'unreadable' }),
    );
    // Out of memory, or pdf.js failing to load: the file is not one we can read.
    worker.once('error', () => settle({ ok: false, reason: 'unreadable' }));
    worker.once('exit', () => settle({ ok: false, reason: 'unreadable' }));
  });
}
