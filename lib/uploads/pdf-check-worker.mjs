// Runs in a worker thread (lib/uploads/check-pdf.ts): opens the bytes with Mozilla's pdf.js and
// answers whether they are a PDF with at least one page. Plain ES module so that Node loads
// pdf.js (ESM only) itself, outside the app's bundle and jest's module system.
import { parentPort, workerData } from 'node:worker_threads';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

async function check(bytes) {
  // No fonts, no eval, no rendering: only the structure is read.
  const task = getDocument({ data: bytes, isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0 });
  try {
    const doc = await task.promise;
    if (doc.numPages < 1) return { ok: false, reason: 'no-pages' };
    await doc.getPage(1);
    return { ok: true, pages: doc.numPages };
  } catch (e) {
    return { ok: false, reason: e?.name === 'PasswordException' ? 'password' : 'unreadable', detail: String(e?.message ?? e) };
  } finally {
    await task.destroy().catch(() => undefined);
  }
}

parentPort.postMessage(await check(new Uint8Array(workerData.buffer, workerData.byteOffset, workerData.byteLength)));
