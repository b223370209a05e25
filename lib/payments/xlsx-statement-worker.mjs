// Runs in a worker thread (lib/payments/read-xlsx-statement.ts): reads the first sheet of an XLSX as
// rows of text cells. First every part of the zip is inflated with a real byte counter, the output
// thrown away: the sizes a zip's headers declare are the sender's word, and a 1 MB file that says
// 1,000 bytes may unpack to a gigabyte. A part is stopped as soon as it unpacks to more than it
// claims, so a lie costs no more than the claims, and the claims together are held under the cap
// before anything is inflated. Only then does exceljs read the file, now known to be small. Plain
// ES module, loaded by Node itself, outside the app's bundle and jest's module system.
import { parentPort, workerData } from 'node:worker_threads';
import zlib from 'node:zlib';
import { Unzip, unzipSync } from 'fflate';

const { bytes, maxUnpackedBytes, maxParts, maxRows } = workerData;

// The thread already runs below the server's priority (lib/workers/bounded-worker.ts). Inflating is
// done here, synchronously, rather than by zlib's stream, whose work runs on the process's shared
// thread pool at the server's priority.

class Refused extends Error {}

/**
 * What each part says it unpacks to, from the zip's central directory (where exceljs finds the
 * parts), read without inflating anything.
 */
function claimedSizes(data) {
  const claims = new Map();
  unzipSync(data, {
    filter(file) {
      claims.set(file.name, file.originalSize);
      return false;
    },
  });
  return claims;
}

/** A part that unpacks to more than it claims is a lie: refused, whatever it would come to. */
function refuseOverClaim(size, budget) {
  if (size > budget) throw new Refused('larger than it claims');
}

/** What `compressed` really inflates to; Refused as soon as it passes `budget` bytes. */
function inflatedSize(compressed, budget) {
  let size;
  try {
    // one byte past the budget is enough to tell a lie, and never 0 (zlib's lower bound)
    size = zlib.inflateRawSync(compressed, { maxOutputLength: budget + 1, chunkSize: 1 << 20 }).length;
  } catch (e) {
    if (e?.code === 'ERR_BUFFER_TOO_LARGE') refuseOverClaim(Infinity, budget);
    throw e;
  }
  refuseOverClaim(size, budget);
  return size;
}

/**
 * Inflates every part, counting what really comes out; throws Refused when the claims pass the
 * cap, or when a part unpacks to more than it claims. fflate reads the zip's structure (each
 * part's data, as the local headers delimit it); zlib inflates.
 */
function measure(data) {
  const claims = claimedSizes(data);
  if (claims.size > maxParts) throw new Refused('parts');
  let claimed = 0;
  for (const size of claims.values()) claimed += size;
  if (claimed > maxUnpackedBytes) throw new Refused('claims past the cap');

  let unpacked = 0;
  let parts = 0;
  const deflated = [];
  /** a part's budget: what it claims, and never more than what the cap has left */
  const budgetOf = (name) => Math.min(claims.get(name) ?? Infinity, maxUnpackedBytes - unpacked);
  class Collect {
    static compression = 8;
    chunks = [];
    constructor(name) {
      this.name = name;
    }
    push(chunk, final) {
      this.chunks.push(chunk);
      if (!final) return;
      deflated.push({ name: this.name, data: Buffer.concat(this.chunks) });
      this.chunks = [];
      this.ondata(null, new Uint8Array(0), true);
    }
  }
  const unzip = new Unzip((file) => {
    parts += 1;
    if (parts > maxParts) throw new Refused('parts');
    // stored parts arrive as they are; deflated ones (an empty chunk here) are counted below
    let arrived = 0;
    const budget = budgetOf(file.name);
    file.ondata = (err, chunk) => {
      if (err) throw err;
      arrived += chunk.length;
      refuseOverClaim(arrived, budget);
      unpacked += chunk.length;
    };
    file.start();
  });
  unzip.register(Collect);
  unzip.push(data, true);
  for (const part of deflated) unpacked += inflatedSize(part.data, budgetOf(part.name));
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
    measure(data);
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
