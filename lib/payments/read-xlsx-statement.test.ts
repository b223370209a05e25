// A statement whose zip lies about its size is refused within 3 s, without holding the event loop
// (another customer's request goes on meanwhile); an honest XLSX still reads (on a busy machine too:
// faults/file-readers-busy.fault.test.ts); a parse past its CPU time is refused, and one the
// machine starves is "try again", not "unreadable".
import zlib from 'node:zlib';
import ExcelJS from 'exceljs';
import { readStatementFile, STATEMENT_FILE_MESSAGES } from './read-statement-file';
import { readXlsxStatement } from './read-xlsx-statement';
import { deflatedZeros, lyingZip } from '@/testing/lying-zip';
import { hdfcXlsx, manyCredits } from '@/testing/bank-statement-files';

test('an XLSX of about 1 MB that unpacks to 1 GB, its headers claiming 1,000 bytes, is refused within 3 s while the event loop runs on', async () => {
  const bomb = lyingZip('xl/worksheets/sheet1.xml', deflatedZeros(1), 1_000);
  expect(bomb.length).toBeLessThan(1.5 * 1024 * 1024);
  const base64 = bomb.toString('base64');

  // Another customer's request: a timer that should fire every 10 ms.
  let last = performance.now();
  let longestGap = 0;
  const tick = setInterval(() => {
    const now = performance.now();
    longestGap = Math.max(longestGap, now - last);
    last = now;
  }, 10);
  const started = performance.now();
  try {
    await expect(readStatementFile(base64)).rejects.toMatchObject({ code: 'BAD_USER_INPUT', message: STATEMENT_FILE_MESSAGES.tooLarge });
  } finally {
    clearInterval(tick);
  }
  expect(performance.now() - started).toBeLessThan(3_000);
  // the inflating happened in the worker: the loop was never held for long
  expect(longestGap).toBeLessThan(500);
}, 30_000);

async function statementXlsx(rows: (string | number | Date)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Statement');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

test('an honest XLSX statement is read in the worker, dates as days and amounts as text', async () => {
  const file = await statementXlsx([
    ['Date', 'Narration', 'Credit', 'UTR'],
    [new Date(Date.UTC(2026, 10, 20)), 'UPI/CR/DM261120-K7Q2M', 1234.5, '612345678901'],
  ]);
  await expect(readStatementFile(file.toString('base64'))).resolves.toEqual([
    ['Date', 'Narration', 'Credit', 'UTR'],
    ['2026-11-20', 'UPI/CR/DM261120-K7Q2M', '1234.5', '612345678901'],
  ]);
});

// One row per way a zip's sizes can be wrong; each is refused before exceljs sees it.
test.each([
  ['the 1 GB part claiming 1,000 bytes: stopped at byte 1,001', () => lyingZip('xl/worksheets/sheet1.xml', deflatedZeros(1), 1_000), 'larger than it claims'],
  ['a part that unpacks to a little more than it claims', () => lyingZip('xl/worksheets/sheet1.xml', zlib.deflateRawSync(Buffer.alloc(2_000)), 1_000), 'larger than it claims'],
  ['a stored part longer than it claims', () => lyingZip('xl/worksheets/sheet1.xml', Buffer.alloc(2_000), 1_000, { stored: true }), 'larger than it claims'],
  ['parts that claim more than a statement could hold, together: nothing inflated', () => lyingZip('xl/worksheets/sheet1.xml', zlib.deflateRawSync(Buffer.alloc(10)), 61 * 1024 * 1024), 'claims past the cap'],
])('%s is refused as too large', async (_, file, detail) => {
  await expect(readXlsxStatement(file(), 10_000)).resolves.toMatchObject({ ok: false, reason: 'too-large', detail });
});

test('a file that needs more of the worker\'s CPU time than allowed is refused, and the worker is stopped', async () => {
  const file = await hdfcXlsx(manyCredits(2_000));
  await expect(readXlsxStatement(file, 10_000, { cpuMs: 50 })).resolves.toEqual({ ok: false, reason: 'too-slow' });
});

test('a worker the machine gives no time to finish is stopped and the admin asked to try again, not told the file is unreadable', async () => {
  const file = await hdfcXlsx(manyCredits(2));
  await expect(readXlsxStatement(file, 10_000, { wallMs: 1 })).resolves.toEqual({ ok: false, reason: 'busy' });
  await expect(readStatementFile(file.toString('base64'), { wallMs: 1 })).rejects.toMatchObject({
    code: 'SERVICE_UNAVAILABLE',
    message: STATEMENT_FILE_MESSAGES.busy,
    details: { retryAfterSeconds: 60 },
  });
});
