import 'server-only';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { db } from '@/lib/database/db';
import { clock } from '@/lib/clock';
import { requireViewer } from '@/lib/auth/guards';
import type { Viewer } from '@/lib/auth/viewer';
import { hit } from '@/lib/rate-limit/sliding-window';
import { csvDocument } from '@/lib/csv/csv-document';
import { kolkataToday } from '@/lib/domain/calendar';
import { EXPORT_RATE, PERSONAL_DATA_SECTIONS, exportFileName, exportRateMessage, type ExportFormat, type PersonalDataSection } from '@/lib/domain/personal-data';
import { PERSONAL_DATA_READERS } from './personal-data-readers';
import type { CsvTable } from './section-reader';

export type PersonalData = Record<PersonalDataSection, unknown>;

export type DataExportFile = { fileName: string; contentType: string; body: Uint8Array };

const README = [
  'Your data at Good Dog Kitchen, as we hold it on the day of this download.',
  '',
  'One CSV file per kind of record: profile, addresses (removed ones included), orders with their',
  'parts, items, deliveries and refunds, invoices, messages we sent you, your logins (sessions) and',
  'your wallet, and the PIN codes you asked us to tell you about when we deliver there (left with',
  'your phone number or email). Money is in rupees; times are UTC (ISO 8601). The same data as',
  'JSON: ?format=json.',
  'Pictures (profile, address photos, payment proofs) are links that open once you are logged in.',
  '',
].join('\r\n');

/**
 * The logged-in person's own data (DPDP Act 2023, the right to access), read in one repeatable-read
 * transaction so every section describes the same moment. Always the viewer's own: an admin acting
 * for a customer gets their own data, never the customer's (a customer asks for theirs themself,
 * logged in; support can tell them how). Ten copies an hour per person (EXPORT_RATE).
 */
export async function readMyData(viewer: Viewer | null): Promise<PersonalData> {
  const v = requireViewer(viewer);
  const now = clock().now();
  await db.$transaction((tx) => hit(tx, { bucket: `data-export:${v.id}`, limit: EXPORT_RATE.limit, windowMs: EXPORT_RATE.windowMs, message: exportRateMessage }, now));
  return db.$transaction(
    async (tx) => {
      const data = {} as PersonalData;
      // One after another: an interactive transaction is one connection.
      for (const section of PERSONAL_DATA_SECTIONS) data[section] = await PERSONAL_DATA_READERS[section].read(tx, v.id);
      return data;
    },
    { isolationLevel: 'RepeatableRead', timeout: 30_000 },
  );
}

/** The CSV files of an export, by file name, each laid out by its section's reader. */
export function personalDataTables(data: PersonalData): CsvTable[] {
  return PERSONAL_DATA_SECTIONS.flatMap((section) => PERSONAL_DATA_READERS[section].tables(data[section]));
}

/** GET /api/me/export: the viewer's data as one JSON file, or a zip of CSV files. */
export async function exportMyData(viewer: Viewer | null, format: ExportFormat): Promise<DataExportFile> {
  const data = await readMyData(viewer);
  const fileName = exportFileName(format, kolkataToday(clock().now()));
  if (format === 'json') {
    return { fileName, contentType: 'application/json; charset=utf-8', body: strToU8(JSON.stringify(data, null, 2)) };
  }
  const files: Zippable = { 'README.txt': strToU8(README) };
  for (const t of personalDataTables(data)) files[`${t.name}.csv`] = strToU8(csvDocument(t.header, t.rows));
  return { fileName, contentType: 'application/zip', body: zipSync(files, { level: 6 }) };
}
