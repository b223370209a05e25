// pdf.js in its bounded worker: a receipt opens; each way of failing has its own reason.
import { checkPdf } from './check-pdf';
import { junkPdf, pagelessPdf, tinyPdf } from '@/testing/images';

test.each([
  ['a one-page PDF opens', () => tinyPdf(), {}, { ok: true, pages: 1 }],
  ['a PDF without a page', () => pagelessPdf(), {}, { ok: false, reason: 'no-pages' }],
  ['%PDF-1.4 and random bytes', () => junkPdf(64 * 1024), {}, { ok: false, reason: 'unreadable' }],
  // the bounds made tight enough to meet
  ['a file that needs more CPU time than allowed (about a second of it, idle)', () => junkPdf(4.5 * 1024 * 1024), { cpuMs: 1 }, { ok: false, reason: 'too-slow' }],
  ['a check the machine gives no time to finish', () => tinyPdf(), { wallMs: 1 }, { ok: false, reason: 'busy' }],
] as const)('%s', async (_, file, limits, expected) => {
  await expect(checkPdf(file(), limits)).resolves.toEqual(expected);
});
