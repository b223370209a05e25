// Runs in a worker thread (lib/payments/read-xlsx-statement.ts): reads the first sheet of an XLSX as
// rows of text cells. First every part of the zip is inflated with a real byte counter, the output
// thrown away as it comes: the sizes a zip's headers declare are the sender's word, and a 1 MB file
// that says 1,000 bytes may unpack to a gigabyte. Past the cap it stops at once. Only then does
// exceljs read the file, now known to be small. Plain ES module, loaded by Node itself, outside the
// app's bundle and jest's module system.
import { parentPort, workerData } from 'node:worker_threads';
import zlib from 'node:zlib';
import { Unzip } from 'fflate';

const { bytes, maxUnpackedBytes, maxParts, maxRows } = workerData;

class Refused extends Error {}

/** What `compressed` really inflates to, counted as zlib streams it out; Refused past `budget`. */
function inflatedSize(compressed, budget) {
  return new Promise((resolve, reject) => {
    const inflate = zlib.createInflateRaw({ chunkSize: 1 << 20 });
    let size = 0;
    inflate.on('data', (chunk) => {
      size += chunk.length;
      if (size > budget) {
        inflate.destroy();
        reject(new Refused('size'));
      }
    });
    inflate.on('end', () => resolve(size));
    inflate.on('error', reject);
    inflate.end(compressed);
  });
}

/**
 * Inflates every part, counting what really comes out and keeping none of it; throws Refused past
 * a cap. fflate reads the zip's structure (each part's data, as the local headers delimit it);
 * zlib inflates, streaming, and is stopped as soon as the count passes the cap (fflate's own
 * inflate ran at 15 MB/s on a busy machine, zlib's one-shot form took 1.5 s to reach 60 MB).
 */
async function measure(data) {
  let unpacked = 0;
  let parts = 0;
  const deflated = [];
  class Collect {
    static compression = 8;
    chunks = [];
    push(chunk, final) {
      this.chunks.push(chunk);
      if (!final) return;
      deflated.push(Buffer.concat(this.chunks));
      this.chunks = [];
      this.ondata(null, new Uint8Array(0), true);
    }
  }
  const unzip = new Unzip((file) => {
    parts += 1;
    if (parts > maxParts) throw new Refused('parts');
    // stored parts arrive as they are; deflated ones are counted below
    file.ondata = (err, chunk) => {
      if (err) throw err;
      unpacked += chunk.length;
      if (unpacked > maxUnpackedBytes) throw new Refused('size');
    };
    file.start();
  });
  unzip.register(Collect);
  unzip.push(data, true);
  for (const part of deflated) unpacked += await inflatedSize(part, maxUnpackedBytes - unpacked);
  return { unpacked, parts };
}

function cellText(value) {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : String(Math.round(value * 100) / 100);
  // exceljs gives a date cell as the instant of that day's midnight in UTC
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('hyperlink' in value) return String(value.text ?? '');
  if ('formula' in value || 'sharedFormula' in value) return cellText(value.result ?? null);
  return '';
}

async function read(data) {
  try {
    await measure(data);
  } catch (e) {
    return { ok: false, reason: e instanceof Refused ? 'too-large' : 'unreadable', detail: String(e?.message ?? e) };
  }
  // Loaded only for a file that passed the count: a refusal does not wait for exceljs to load.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return { ok: false, reason: 'empty' };
  if (sheet.rowCount > maxRows) return { ok: false, reason: 'too-many-rows' };
  const rows = [];
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const cells = [];
    row.eachCell({ includeEmpty: true }, (cell, col) => {
      cells[col - 1] = cellText(cell.value);
    });
    rows[rowNumber - 1] = Array.from(cells, (c) => c ?? '');
  });
  return { ok: true, rows: Array.from(rows, (r) => r ?? []) };
}

parentPort.postMessage(await read(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength)));
