// The workbook read back with exceljs: one sheet per table in the template's order (v2.0 of the
// GSTR-1 offline tool's Excel template: b2cl, b2cs, cdnur, exemp, hsn(b2c), docs), each with its
// title, summary, header at row 4 and the same rows as the CSV files, amounts as numbers.
import ExcelJS from 'exceljs';
import { buildGstReport, gstr1Csv, type ReportInvoice } from '@/lib/domain/gstr1';
import { gstr1Workbook } from './gstr1-workbook';

const line = { hsn: '23091000', description: 'Dog or cat food, put up for retail sale', uqc: 'KGS' as const, quantityMilli: 10000, gstRate: 50, taxableValue: 280000, cgst: 7000, sgst: 7000, igst: 0 };
const invoices: ReportInvoice[] = [
  { number: 'GDK/26-27/000001', issuedOn: '2026-12-02', placeOfSupply: '29', interState: false, total: 322000, lines: [line, { ...line, hsn: '23099090', uqc: 'NOS', gstRate: 0, taxableValue: 28000, cgst: 0, sgst: 0 }] },
  { number: 'GDK/26-27/000002', issuedOn: '2026-12-03', placeOfSupply: '27', interState: true, total: 12600000, lines: [{ ...line, taxableValue: 12000000, cgst: 0, sgst: 0, igst: 600000 }] },
];

test('one sheet per table, in the template layout, holding what the CSV files hold', async () => {
  const report = buildGstReport('2026-12', invoices, []);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(await gstr1Workbook(report)) as unknown as ExcelJS.Buffer);
  expect(book.worksheets.map((s) => s.name)).toEqual(['b2cl', 'b2cs', 'cdnur', 'exemp', 'hsn(b2c)', 'docs']);
  for (const table of gstr1Csv(report)) {
    const sheet = book.getWorksheet(table.sheetName)!;
    const row = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(sheet.getCell('A1').value).toBe(table.title);
    for (const s of table.summary) {
      expect(sheet.getCell(2, s.column + 1).value).toBe(s.label);
      expect(sheet.getCell(3, s.column + 1).value).toBe(s.value);
    }
    expect(row(4)).toEqual(table.header);
    table.rows.forEach((cells, i) => {
      const read = row(5 + i);
      cells.forEach((cell, c) => expect(read[c] ?? '').toBe(table.numeric.includes(c) && cell !== '' ? Number(cell) : cell));
    });
    expect(sheet.rowCount).toBe(4 + table.rows.length);
  }
  const b2cl = book.getWorksheet('b2cl')!;
  expect((b2cl.getRow(5).values as unknown[]).slice(1, 7)).toEqual(['GDK/26-27/000002', '03-Dec-2026', 126000, '27-Maharashtra', undefined, 5]);
  expect(book.getWorksheet('exemp')!.getCell('B8').value).toBe(280);
  expect(book.getWorksheet('b2cs')!.getCell('D5').value).toBe(5);
});
