// A month of GSTR-1 built through the store as a seller would, then every file and every sheet of
// the workbook checked against the documents issued, to the paisa. The month (December 2026):
//   - a Bengaluru order of meals with curd at 0 % (a nil-rated add-on), paid, then one day skipped:
//     B2CS (intra-state), table 8 (the curd, less the skipped day's), a credit note netted in B2CS;
//   - a Mumbai order of treats above ₹1,00,000 for an unregistered buyer with an address, paid,
//     then one day skipped: B2CL, its credit note in CDNUR;
// and the PDFs of the B2CL invoice and its credit note carry what Rules 46 and 53 ask. The expected
// figures are summed here from the stored documents' lines, independently of lib/domain/gstr1.ts.
import { NextRequest } from 'next/server';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { useTestDatabase } from '@/testing/test-database';
import { loginAs } from '@/testing/login';
import { pdfText } from '@/testing/pdf-text';
import { addAddress, createCustomer, placeTestOrder } from '@/testing/checkout';
import { ADMIN_PHONE } from '@/prisma/seed-data';
import { setClock } from '@/lib/clock';
import { formatInstantDay } from '@/lib/domain/calendar';
import { confirmPayment } from '@/lib/payments/confirm-payment';
import { skipDelivery } from '@/lib/orders/skip-delivery';
import { GET } from '@/app/admin/tax/csv/route';
import { GET as pdf } from '@/app/invoice/pdf/route';

const t = useTestDatabase();
let admin: Awaited<ReturnType<typeof loginAs>>;
const csv = (query: string) => GET(new NextRequest(`http://localhost:3000/admin/tax/csv?${query}`, { headers: { cookie: admin.cookie } }));
const file = async (name: string) => {
  const res = await csv(`month=2026-12&file=${name}`);
  expect(res.status).toBe(200);
  const parsed = Papa.parse<string[]>((await res.text()).trim(), { skipEmptyLines: true }).data;
  return { header: parsed[0], rows: parsed.slice(1) };
};
const paise = (rupees: string) => Math.round(Number(rupees) * 100);
const rupees = (p: number) => (p / 100).toFixed(2);

type Line = { hsn: string; uqc: string; quantityMilli: number; gstRate: number; taxableValue: number; cgst: number; sgst: number; igst: number };
type Doc = { number: string; issuedAt: Date; placeOfSupply: string; total: number; lines: Line[] };
let invoices: Doc[];
let notes: (Doc & { invoice: Doc })[];
const B2CL = (d: { placeOfSupply: string; total: number }) => d.placeOfSupply !== '29' && d.total > 10000000;

beforeAll(async () => {
  admin = await loginAs(ADMIN_PHONE);
  const restore = setClock(new Date('2026-12-02T04:30:00Z'));
  try {
    // the owner's settings: curd is nil-rated, with its own HSN and description
    await t.db().menuItem.updateMany({ where: { name: 'Fresh Curd' }, data: { gstRate: 0, hsn: '04039090' } });
    await t.db().configuration.upsert({ where: { key: 'gst.hsnDescriptions' }, update: { value: '04039090: Curd, plain\n23091000: Dog food, retail packs' }, create: { key: 'gst.hsnDescriptions', value: '04039090: Curd, plain\n23091000: Dog food, retail packs' } });

    const asha = await createCustomer(t.db(), { firstName: 'Asha', lastName: 'Kumar' });
    const home = await placeTestOrder(t.db(), asha, [
      { kind: 'PDM', items: { 'Chicken & Pumpkin Bowl': [[250, 1]] }, dates: ['2026-12-07', '2026-12-08', '2026-12-09'] },
      { kind: 'ADON', items: { 'Fresh Curd': [[200, 2]] }, dates: ['2026-12-07', '2026-12-08', '2026-12-09'] },
    ]);
    const ravi = await createCustomer(t.db(), { firstName: 'Ravi', lastName: 'Shah' });
    const mumbai = await addAddress(t.db(), ravi, 'Maharashtra', '400001', 'Mumbai');
    const dates = Array.from({ length: 20 }, (_, i) => `2026-12-${String(12 + i).padStart(2, "0")}`);
    const large = await placeTestOrder(t.db(), ravi, [{ kind: 'TREATS', items: { 'Chicken Jerky': [[200, 12]] }, dates, addressId: mumbai }]);
    const by = { id: admin.user.id, roleId: 1, firstName: 'Admin' };
    await confirmPayment(by, home.id);
    await confirmPayment(by, large.id);
    await skipDelivery(asha.viewer, home.suborders[1].deliveries[2].id);
    await skipDelivery(ravi.viewer, large.suborders[0].deliveries[19].id);
  } finally {
    restore();
  }
  const lines = { select: { hsn: true, uqc: true, quantityMilli: true, gstRate: true, taxableValue: true, cgst: true, sgst: true, igst: true }, orderBy: { position: 'asc' as const } };
  invoices = await t.db().invoice.findMany({ include: { lines }, orderBy: { serial: 'asc' } });
  const rows = await t.db().creditNote.findMany({ include: { lines, invoice: { include: { lines } } }, orderBy: { serial: 'asc' } });
  notes = rows.map((n) => ({ ...n, placeOfSupply: n.invoice.placeOfSupply }));
}, 120_000);

test('the month holds what was meant: an intra-state invoice with a 0 % line, an inter-state one above ₹1,00,000, a credit note against each', () => {
  expect(invoices.map((i) => [i.placeOfSupply, B2CL(i), i.lines.some((l) => l.gstRate === 0)])).toEqual([
    ['29', false, true],
    ['27', true, false],
  ]);
  expect(notes.map((n) => [n.invoice.number, n.lines.some((l) => l.gstRate === 0)])).toEqual([
    [invoices[0].number, true],
    [invoices[1].number, false],
  ]);
});

test('B2CS: the intra-state invoice less its credit note, by rate, without its 0 % line', async () => {
  const { header, rows } = await file('b2cs');
  expect(header).toEqual(['Type', 'Place Of Supply', 'Applicable % of Tax Rate', 'Rate', 'Taxable Value', 'Cess Amount', 'E-Commerce GSTIN']);
  const taxed = (d: Doc) => d.lines.filter((l) => l.gstRate === 50).reduce((s, l) => s + l.taxableValue, 0);
  expect(rows).toEqual([['OE', '29-Karnataka', '', '5', rupees(taxed(invoices[0]) - taxed(notes[0])), '', '']]);
});

test('B2CL and CDNUR: the large invoice and its credit note, dates dd-MMM-yyyy, values to the paisa', async () => {
  const b2cl = await file('b2cl');
  const inv = invoices[1];
  const sum = (d: Doc) => d.lines.reduce((s, l) => s + l.taxableValue, 0);
  expect(b2cl.rows).toEqual([[inv.number, '02-Dec-2026', rupees(inv.total), '27-Maharashtra', '', '5', rupees(sum(inv)), '', '']]);
  const cdnur = await file('cdnur');
  const note = notes[1];
  expect(cdnur.rows).toEqual([['B2CL', note.number, '02-Dec-2026', 'C', '27-Maharashtra', rupees(note.total), '', '5', rupees(sum(note)), '']]);
});

test('table 8 (exemp): the curd, less the skipped day’s, as intra-state nil-rated supplies to unregistered persons', async () => {
  const { header, rows } = await file('exemp');
  expect(header).toEqual(['Description', 'Nil Rated Supplies', 'Exempted(other than nil rated/non GST supply)', 'Non-GST Supplies']);
  const nil = (d: Doc) => d.lines.filter((l) => l.gstRate === 0).reduce((s, l) => s + l.taxableValue, 0);
  expect(nil(invoices[0])).toBeGreaterThan(0);
  expect(rows).toEqual([
    ['Inter-State supplies to registered persons', '0.00', '0.00', '0.00'],
    ['Intra-State supplies to registered persons', '0.00', '0.00', '0.00'],
    ['Inter-State supplies to unregistered persons', '0.00', '0.00', '0.00'],
    ['Intra-State supplies to unregistered persons', rupees(nil(invoices[0]) - nil(notes[0])), '0.00', '0.00'],
  ]);
});

test('HSN (B2C tab): every code, unit and rate of the documents, credit notes subtracted, with the owner’s descriptions', async () => {
  const { header, rows } = await file('hsn');
  expect(header).toEqual(['HSN', 'Description', 'UQC', 'Total Quantity', 'Total Value', 'Rate', 'Taxable Value', 'Integrated Tax Amount', 'Central Tax Amount', 'State/UT Tax Amount', 'Cess Amount']);
  const expected = new Map<string, { q: number; value: number; taxable: number; igst: number; cgst: number; sgst: number }>();
  for (const [docs, sign] of [[invoices, 1], [notes, -1]] as const) {
    for (const l of docs.flatMap((d) => d.lines)) {
      const k = `${l.hsn}|${l.uqc}|${l.gstRate / 10}`;
      const e = expected.get(k) ?? { q: 0, value: 0, taxable: 0, igst: 0, cgst: 0, sgst: 0 };
      expected.set(k, { q: e.q + sign * l.quantityMilli, value: e.value + sign * (l.taxableValue + l.cgst + l.sgst + l.igst), taxable: e.taxable + sign * l.taxableValue, igst: e.igst + sign * l.igst, cgst: e.cgst + sign * l.cgst, sgst: e.sgst + sign * l.sgst });
    }
  }
  const got = new Map(rows.map((r) => [`${r[0]}|${r[2].slice(0, 3)}|${r[5]}`, { q: Math.round(Number(r[3]) * 1000), value: paise(r[4]), taxable: paise(r[6]), igst: paise(r[7]), cgst: paise(r[8]), sgst: paise(r[9]) }]));
  expect(got).toEqual(expected);
  expect(Object.fromEntries(rows.map((r) => [r[0], r[1]]))).toEqual({ '04039090': 'Curd, plain', '23091000': 'Dog food, retail packs' });
});

test('docs: each series’ range and count', async () => {
  const { rows } = await file('docs');
  expect(rows).toEqual([
    ['Invoices for outward supply', invoices[0].number, invoices[1].number, '2', '0'],
    ['Credit Note', notes[0].number, notes[1].number, '2', '0'],
  ]);
});

test('every table together holds the month: B2CS + B2CL − CDNUR + nil-rated = invoices − credit notes, to the paisa', async () => {
  const taxable = (docs: Doc[]) => docs.flatMap((d) => d.lines).reduce((s, l) => s + l.taxableValue, 0);
  const col = (rows: string[][], i: number) => rows.reduce((s, r) => s + paise(r[i]), 0);
  const [b2cs, b2cl, cdnur, exemp] = [await file('b2cs'), await file('b2cl'), await file('cdnur'), await file('exemp')];
  expect(col(b2cs.rows, 4) + col(b2cl.rows, 6) - col(cdnur.rows, 8) + col(exemp.rows, 1)).toBe(taxable(invoices) - taxable(notes));
});

test('the workbook: one sheet per table in the template layout, each holding its file’s rows, amounts as numbers', async () => {
  const res = await csv('month=2026-12&file=workbook');
  expect(res.headers.get('content-disposition')).toBe('attachment; filename="gstr1-2026-12.xlsx"');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ExcelJS.Buffer);
  expect(book.worksheets.map((s) => s.name)).toEqual(['b2cl', 'b2cs', 'cdnur', 'exemp', 'hsn(b2c)', 'docs']);
  const files: Record<string, string> = { b2cl: 'b2cl', b2cs: 'b2cs', cdnur: 'cdnur', exemp: 'exemp', 'hsn(b2c)': 'hsn', docs: 'docs' };
  for (const [sheetName, name] of Object.entries(files)) {
    const sheet = book.getWorksheet(sheetName)!;
    const { header, rows } = await file(name);
    const cells = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1, header.length + 1);
    expect(cells(4)).toEqual(header);
    rows.forEach((row, i) => {
      const read = cells(5 + i);
      // the sheet's numbers are the file's amounts; its text the file's text
      row.forEach((cell, c) => expect(read[c] ?? '').toBe(typeof read[c] === 'number' ? Number(cell) : cell));
    });
    expect(sheet.rowCount).toBe(4 + rows.length);
  }
  expect(book.getWorksheet('b2cl')!.getCell('C5').value).toBe(invoices[1].total / 100);
  // the summary rows: B2CL's invoice count and value, table 8's nil-rated total
  expect(book.getWorksheet('b2cl')!.getCell('A3').value).toBe(1);
  expect(book.getWorksheet('b2cl')!.getCell('C3').value).toBe(invoices[1].total / 100);
  const nil = (d: Doc) => d.lines.filter((l) => l.gstRate === 0).reduce((s, l) => s + l.taxableValue, 0);
  expect(book.getWorksheet('exemp')!.getCell('B3').value).toBe((nil(invoices[0]) - nil(notes[0])) / 100);
});

test('the B2CL invoice’s PDF names the buyer with their address and state, the delivery address and reverse charge; its credit note the original invoice’s number and date', async () => {
  const text = async (query: string) => (await pdfText(new Uint8Array(await (await pdf(new NextRequest(`http://localhost:3000/invoice/pdf?${query}`, { headers: { cookie: admin.cookie } }))).arrayBuffer()))).replace(/\s+/g, ' ');
  const invoice = await text(`invoice=${encodeURIComponent(invoices[1].number)}`);
  for (const s of ['Ravi Shah', '1, Main Road, Mumbai, Maharashtra 400001', 'State: Maharashtra (code 27)', 'Delivered to', 'IGST 5 %', 'Tax payable on reverse charge: No', 'Authorised signatory']) expect(invoice).toContain(s);
  const note = await text(`creditNote=${encodeURIComponent(notes[1].number)}`);
  for (const s of [`Against invoice: ${invoices[1].number}`, `Invoice date: ${formatInstantDay(invoices[1].issuedAt)}`, 'Ravi Shah', '1, Main Road, Mumbai, Maharashtra 400001', 'Tax payable on reverse charge: No']) expect(note).toContain(s);
});
