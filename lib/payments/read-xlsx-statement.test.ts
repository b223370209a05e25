// A statement whose zip lies about its size is refused within 3 s, without holding the event loop
// (another customer's request goes on meanwhile); an honest XLSX still reads; a parse past its time
// limit is refused.
import zlib from 'node:zlib';
import ExcelJS from 'exceljs';
import { readStatementFile, STATEMENT_FILE_MESSAGES } from './read-statement-file';
import { readXlsxStatement } from './read-xlsx-statement';

/** Raw deflate data that inflates to `gigabytes` GB of zeros, in about 1 MB per GB. */
function deflatedZeros(gigabytes: number): Buffer {
  // 64 MB of zeros ending on a byte boundary (a sync flush, not the last block): a piece that can
  // be repeated, since each piece refers back only to zeros.
  const piece = zlib.deflateRawSync(Buffer.alloc(64 * 1024 * 1024), { level: 9, memLevel: 9, finishFlush: zlib.constants.Z_SYNC_FLUSH });
  // ...and an empty last block with fixed codes.
  return Buffer.concat([...Array.from({ length: 16 * gigabytes }, () => piece), Buffer.from([0x03, 0x00])]);
}

/** A zip of one part whose local and central headers both say it unpacks to `claimed` bytes. */
function lyingZip(name: string, data: Buffer, claimed: number): Buffer {
  const fileName = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8); // deflate
  local.writeUInt32LE(0x12345678, 14); // a made-up CRC
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(claimed, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(0x12345678, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(claimed, 24);
  central.writeUInt16LE(fileName.length, 28);
  const centralAt = local.length + fileName.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(centralAt, 16);
  return Buffer.concat([local, fileName, data, central, fileName, end]);
}

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

test('a file the worker cannot read within its time limit is refused, and the worker is stopped', async () => {
  const file = await statementXlsx([['Date', 'Narration'], ['20/11/2026', 'x']]);
  await expect(readXlsxStatement(file, 10_000, { timeoutMs: 1 })).resolves.toEqual({ ok: false, reason: 'too-slow' });
});
