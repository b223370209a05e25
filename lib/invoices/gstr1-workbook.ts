// The month's GSTR-1 as one Excel workbook in the offline tool's template layout, so the seller
// imports one file: a sheet per table (b2cl, b2cs, cdnur, exemp, hsn(b2c), docs), each with the
// template's title in row 1, its summary labels and values in rows 2 and 3, its header in row 4 and
// the data from row 5 (lib/domain/gstr1.ts gstr1Csv holds the layout; this only writes it).
import ExcelJS from 'exceljs';
import { gstr1Csv, type CsvTable, type GstReport } from '@/lib/domain/gstr1';

export const WORKBOOK_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The template's sheet order (its other sheets, for registered buyers, exports and amendments, stay out: this store has none). */
const SHEET_ORDER = ['b2cl', 'b2cs', 'cdnur', 'exemp', 'hsn', 'docs'] as const;

function writeSheet(book: ExcelJS.Workbook, table: CsvTable) {
  const sheet = book.addWorksheet(table.sheetName);
  sheet.getCell(1, 1).value = table.title;
  sheet.getCell(1, 1).font = { bold: true };
  for (const s of table.summary) {
    sheet.getCell(2, s.column + 1).value = s.label;
    sheet.getCell(3, s.column + 1).value = s.value;
  }
  const header = sheet.getRow(4);
  header.values = table.header;
  header.font = { bold: true };
  table.rows.forEach((row, i) => {
    sheet.getRow(5 + i).values = row.map((cell, c) => (table.numeric.includes(c) && cell !== '' ? Number(cell) : cell === '' ? null : cell));
  });
  sheet.columns.forEach((col, c) => {
    col.width = Math.min(48, Math.max(12, (table.header[c] ?? '').length + 2));
  });
}

export async function gstr1Workbook(report: GstReport): Promise<Uint8Array> {
  const tables = gstr1Csv(report);
  const book = new ExcelJS.Workbook();
  book.creator = 'GSTR-1 export';
  for (const key of SHEET_ORDER) writeSheet(book, tables.find((t) => t.key === key)!);
  return new Uint8Array(await book.xlsx.writeBuffer());
}
