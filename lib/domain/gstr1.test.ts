// The layouts are checked against the GSTR-1 offline tool's Excel workbook template, version 2.0
// (the "GSTR1_Excel_Workbook_Template_V2.0" bundled with offline tool 3.x, whose HSN summary has a
// B2B and a B2C tab, hsn(b2b) and hsn(b2c), from the May 2025 return period on): its sheets' title,
// summary and header rows as the template and its help sheet give them (b2cl: "Invoice date …
// DD-MMM-YYYY. E.g. 24-May-2017"; exemp: the four rows of table 8). Copies read: the template's
// help sheet as published on Scribd ("GSTR1 Excel Workbook Template V2.0"), and the header rows
// reproduced by open GSTR-1 exporters on GitHub. What the tables must hold: CGST Rules, Rule 59 and
// Form GSTR-1's instructions (tables 5, 7, 8, 9B, 12, 13).
import { buildGstReport, EXEMP_DESCRIPTIONS, gstr1Csv, isB2cl, isNilRated, monthRange, toolDate, uqcOf, type ReportCreditNote, type ReportInvoice, type ReportLine } from './gstr1';

const meal = (over: Partial<ReportLine> = {}): ReportLine => ({ hsn: '23091000', description: 'Dog or cat food, put up for retail sale', uqc: 'KGS', quantityMilli: 10000, gstRate: 50, taxableValue: 280000, cgst: 7000, sgst: 7000, igst: 0, ...over });
/** an add-on at 0 % (nil-rated): table 8, never B2CS, B2CL or CDNUR */
const nilAddOn = (over: Partial<ReportLine> = {}): ReportLine => ({ hsn: '23099090', description: 'Other preparations of a kind used in animal feeding', uqc: 'NOS', quantityMilli: 2000, gstRate: 0, taxableValue: 28000, cgst: 0, sgst: 0, igst: 0, ...over });
const delivery = (over: Partial<ReportLine> = {}): ReportLine => ({ hsn: '23091000', description: 'Dog or cat food, put up for retail sale', uqc: 'OTH', quantityMilli: 0, gstRate: 50, taxableValue: 95238, cgst: 2381, sgst: 2381, igst: 0, ...over });

// A worked month (November 2026): a Bengaluru subscription, a small and a large treats order to
// Mumbai, and a credit note against each kind; add-ons at 0 % in the subscription and the large order.
const invoices: ReportInvoice[] = [
  { number: 'GDK/26-27/000002', issuedOn: '2026-11-03', placeOfSupply: '29', interState: false, total: 422000, lines: [meal(), nilAddOn(), delivery()] },
  {
    number: 'GDK/26-27/000003',
    issuedOn: '2026-11-10',
    placeOfSupply: '27',
    interState: true,
    total: 57290,
    lines: [meal({ quantityMilli: 200, taxableValue: 49800, cgst: 0, sgst: 0, igst: 2490 }), delivery({ taxableValue: 4762, cgst: 0, sgst: 0, igst: 238 })],
  },
  {
    number: 'GDK/26-27/000004',
    issuedOn: '2026-11-20',
    placeOfSupply: '27',
    interState: true,
    total: 10628000,
    lines: [meal({ uqc: 'NOS', quantityMilli: 500000, gstRate: 180, taxableValue: 8983051, cgst: 0, sgst: 0, igst: 1616949 }), nilAddOn()],
  },
];
const notes: ReportCreditNote[] = [
  {
    number: 'CN/26-27/0000001',
    issuedOn: '2026-11-12',
    placeOfSupply: '29',
    interState: false,
    total: 19700,
    invoice: { number: 'GDK/26-27/000002', issuedOn: '2026-11-03', total: 422000, interState: false },
    lines: [meal({ quantityMilli: 500, taxableValue: 14000, cgst: 350, sgst: 350 }), delivery({ taxableValue: 4762, cgst: 119, sgst: 119 })],
  },
  {
    number: 'CN/26-27/0000002',
    issuedOn: '2026-11-25',
    placeOfSupply: '27',
    interState: true,
    total: 125000,
    invoice: { number: 'GDK/26-27/000004', issuedOn: '2026-11-20', total: 10628000, interState: true },
    lines: [meal({ uqc: 'NOS', quantityMilli: 10000, gstRate: 180, taxableValue: 100000, cgst: 0, sgst: 0, igst: 18000 }), nilAddOn({ quantityMilli: 500, taxableValue: 7000 })],
  },
];

const report = buildGstReport('2026-11', invoices, notes);

test('B2CS: intra-state and small inter-state supplies by place of supply and rate, credit notes netted', () => {
  expect(report.b2cs).toEqual([
    { placeOfSupply: '27-Maharashtra', rate: 50, taxableValue: 54562, igst: 2728, cgst: 0, sgst: 0 },
    { placeOfSupply: '29-Karnataka', rate: 50, taxableValue: 375238 - 18762, igst: 0, cgst: 9381 - 469, sgst: 9381 - 469 },
  ]);
});

test('B2CL: the inter-state invoice above ₹1,00,000, with its own row per rate (its 0 % line left out, its value whole); its credit note in CDNUR', () => {
  expect(report.b2cl).toEqual([{ invoiceNumber: 'GDK/26-27/000004', invoiceDate: '2026-11-20', invoiceValue: 10628000, placeOfSupply: '27-Maharashtra', rate: 180, taxableValue: 8983051, igst: 1616949, cgst: 0, sgst: 0 }]);
  expect(report.cdnur).toEqual([{ noteNumber: 'CN/26-27/0000002', noteDate: '2026-11-25', noteValue: 125000, placeOfSupply: '27-Maharashtra', rate: 180, taxableValue: 100000, igst: 18000, cgst: 0, sgst: 0 }]);
});

test('HSN summary (B2C tab): by HSN, UQC and rate, credit notes subtracted, nil-rated lines at rate 0', () => {
  expect(report.hsn.map((r) => [r.hsn, r.uqc, r.rate, r.quantityMilli, r.taxableValue])).toEqual([
    ['23091000', 'KGS', 50, 10000 + 200 - 500, 280000 + 49800 - 14000],
    ['23091000', 'NOS', 180, 500000 - 10000, 8983051 - 100000],
    ['23091000', 'OTH', 50, 0, 95238 + 4762 - 4762],
    ['23099090', 'NOS', 0, 2000 + 2000 - 500, 28000 + 28000 - 7000],
  ]);
});

test('Table 8 (exemp): nil-rated supplies by inter/intra-state, all to unregistered buyers, credit notes netted; none in B2CS, B2CL or CDNUR', () => {
  expect(report.exemp).toEqual([
    { description: 'Inter-State supplies to registered persons', nilRated: 0, exempted: 0, nonGst: 0 },
    { description: 'Intra-State supplies to registered persons', nilRated: 0, exempted: 0, nonGst: 0 },
    { description: 'Inter-State supplies to unregistered persons', nilRated: 28000 - 7000, exempted: 0, nonGst: 0 },
    { description: 'Intra-State supplies to unregistered persons', nilRated: 28000, exempted: 0, nonGst: 0 },
  ]);
  expect([...report.b2cs, ...report.b2cl, ...report.cdnur].filter((r) => r.rate === 0)).toEqual([]);
});

test.each<[number, boolean]>([
  [0, true],
  [1, false],
  [50, false],
])('a line at %i tenths of a percent is nil-rated: %p', (gstRate, nil) => expect(isNilRated({ gstRate })).toBe(nil));

test('documents issued: the serial ranges of each series', () => {
  expect(report.documents).toEqual([
    { nature: 'Invoices for outward supply', from: 'GDK/26-27/000002', to: 'GDK/26-27/000004', total: 3, cancelled: 0 },
    { nature: 'Credit Note', from: 'CN/26-27/0000001', to: 'CN/26-27/0000002', total: 2, cancelled: 0 },
  ]);
});

test("the month's totals are its invoices minus its credit notes, to the paisa", () => {
  const sum = (docs: { lines: ReportLine[] }[], k: 'taxableValue' | 'cgst' | 'sgst' | 'igst') => docs.flatMap((d) => d.lines).reduce((s, l) => s + l[k], 0);
  for (const k of ['taxableValue', 'cgst', 'sgst', 'igst'] as const) expect(report.totals[k]).toBe(sum(invoices, k) - sum(notes, k));
  expect(report.totals.total).toBe(422000 + 57290 + 10628000 - 19700 - 125000);
  expect(report.totals.taxableValue + report.totals.cgst + report.totals.sgst + report.totals.igst).toBe(report.totals.total);
  // and the sections hold all of it: B2CS + B2CL - CDNUR + nil-rated (table 8)
  const sections =
    [...report.b2cs, ...report.b2cl].reduce((s, r) => s + r.taxableValue, 0) - report.cdnur.reduce((s, r) => s + r.taxableValue, 0) + report.exemp.reduce((s, r) => s + r.nilRated, 0);
  expect(sections).toBe(report.totals.taxableValue);
});

test('the small invoices and notes summed per place of supply (as the database sums them) give the same report', () => {
  const add = (lines: ReportLine[]) =>
    Object.values(
      lines.reduce<Record<string, ReportLine>>((by, l) => {
        const k = `${l.hsn}|${l.uqc}|${l.gstRate}`;
        const s = by[k] ?? { ...l, quantityMilli: 0, taxableValue: 0, cgst: 0, sgst: 0, igst: 0 };
        by[k] = { ...s, quantityMilli: s.quantityMilli + l.quantityMilli, taxableValue: s.taxableValue + l.taxableValue, cgst: s.cgst + l.cgst, sgst: s.sgst + l.sgst, igst: s.igst + l.igst };
        return by;
      }, {}),
    );
  const small = invoices.filter((i) => !isB2cl(i, 10000000));
  const summed: ReportInvoice[] = [...new Set(small.map((i) => i.placeOfSupply))].map((pos) => {
    const of = small.filter((i) => i.placeOfSupply === pos);
    return { ...of[0], numbers: of.map((i) => i.number), total: of.reduce((s, i) => s + i.total, 0), lines: add(of.flatMap((i) => i.lines)) };
  });
  const smallNotes = notes.filter((n) => !isB2cl(n.invoice, 10000000));
  const summedNotes: ReportCreditNote[] = smallNotes.map((n) => ({ ...n, numbers: [n.number] }));
  const again = buildGstReport('2026-11', [...invoices.filter((i) => isB2cl(i, 10000000)), ...summed], [...notes.filter((n) => isB2cl(n.invoice, 10000000)), ...summedNotes]);
  expect(again).toEqual(report);
});

test('the files and sheets have the template v2.0 titles, summary labels and headers', () => {
  const files = gstr1Csv(report);
  const layout = Object.fromEntries(files.map((f) => [f.sheetName, { title: f.title, summary: f.summary.map((x) => [x.column, x.label]), header: f.header }]));
  expect(layout).toEqual({
    b2cs: {
      title: 'Summary For B2CS(7)',
      summary: [[4, 'Total Taxable  Value'], [5, 'Total Cess']],
      header: ['Type', 'Place Of Supply', 'Applicable % of Tax Rate', 'Rate', 'Taxable Value', 'Cess Amount', 'E-Commerce GSTIN'],
    },
    b2cl: {
      title: 'Summary For B2CL(5)',
      summary: [[0, 'No. of Invoices'], [2, 'Total Inv Value'], [6, 'Total Taxable Value'], [7, 'Total Cess']],
      header: ['Invoice Number', 'Invoice date', 'Invoice Value', 'Place Of Supply', 'Applicable % of Tax Rate', 'Rate', 'Taxable Value', 'Cess Amount', 'E-Commerce GSTIN'],
    },
    cdnur: {
      title: 'Summary For CDNUR(9B)',
      summary: [[1, 'No. of Notes/Vouchers'], [5, 'Total Note Value'], [8, 'Total Taxable Value'], [9, 'Total Cess']],
      header: ['UR Type', 'Note Number', 'Note Date', 'Note Type', 'Place Of Supply', 'Note Value', 'Applicable % of Tax Rate', 'Rate', 'Taxable Value', 'Cess Amount'],
    },
    exemp: {
      title: 'Summary For Nil rated, exempted and non GST outward supplies (8)',
      summary: [[1, 'Total Nil Rated Supplies'], [2, 'Total Exempted Supplies'], [3, 'Total Non-GST Supplies']],
      header: ['Description', 'Nil Rated Supplies', 'Exempted(other than nil rated/non GST supply)', 'Non-GST Supplies'],
    },
    'hsn(b2c)': {
      title: 'Summary For HSN(12)',
      summary: [[0, 'No. of HSN'], [4, 'Total Value'], [6, 'Total Taxable Value'], [7, 'Total Integrated Tax'], [8, 'Total Central Tax'], [9, 'Total State/UT Tax'], [10, 'Total Cess']],
      header: ['HSN', 'Description', 'UQC', 'Total Quantity', 'Total Value', 'Rate', 'Taxable Value', 'Integrated Tax Amount', 'Central Tax Amount', 'State/UT Tax Amount', 'Cess Amount'],
    },
    docs: {
      title: 'Summary of documents issued during the tax period (13)',
      summary: [[3, 'Total Number'], [4, 'Total Cancelled']],
      header: ['Nature of Document', 'Sr. No. From', 'Sr. No. To', 'Total Number', 'Cancelled'],
    },
  });
});

test('the CSV rows: amounts in rupees with two decimals, dates dd-MMM-yyyy, rates in percent', () => {
  const files = Object.fromEntries(gstr1Csv(report).map((f) => [f.key, f]));
  expect(Object.values(files).map((f) => f.fileName)).toEqual(['b2cs-2026-11.csv', 'b2cl-2026-11.csv', 'cdnur-2026-11.csv', 'exemp-2026-11.csv', 'hsn(b2c)-2026-11.csv', 'docs-2026-11.csv']);
  expect(files.b2cs.rows[0]).toEqual(['OE', '27-Maharashtra', '', '5', '545.62', '', '']);
  expect(files.b2cl.rows).toEqual([['GDK/26-27/000004', '20-Nov-2026', '106280.00', '27-Maharashtra', '', '18', '89830.51', '', '']]);
  expect(files.cdnur.rows).toEqual([['B2CL', 'CN/26-27/0000002', '25-Nov-2026', 'C', '27-Maharashtra', '1250.00', '', '18', '1000.00', '']]);
  expect(files.exemp.rows).toEqual([
    [EXEMP_DESCRIPTIONS[0], '0.00', '0.00', '0.00'],
    [EXEMP_DESCRIPTIONS[1], '0.00', '0.00', '0.00'],
    [EXEMP_DESCRIPTIONS[2], '210.00', '0.00', '0.00'],
    [EXEMP_DESCRIPTIONS[3], '280.00', '0.00', '0.00'],
  ]);
  expect(files.exemp.summary[0].value).toBe(490);
  // total value: 3158.00 taxable + 66.50 CGST + 66.50 SGST + 24.90 IGST
  expect(files.hsn.rows[0].slice(0, 6)).toEqual(['23091000', 'Dog or cat food, put up for retail sale', 'KGS-KILOGRAMS', '9.7', '3315.90', '5']);
  expect(files.hsn.rows[3]).toEqual(['23099090', 'Other preparations of a kind used in animal feeding', 'NOS-NUMBERS', '3.5', '490.00', '0', '490.00', '0.00', '0.00', '0.00', '']);
  expect(files.docs.rows).toEqual([
    ['Invoices for outward supply', 'GDK/26-27/000002', 'GDK/26-27/000004', '3', '0'],
    ['Credit Note', 'CN/26-27/0000001', 'CN/26-27/0000002', '2', '0'],
  ]);
});

test.each<[boolean, number, boolean]>([
  [true, 10000001, true],
  [true, 10000000, false],
  [false, 50000000, false],
])('inter-state %p, value %i paise: B2CL %p', (interState, total, expected) => {
  expect(isB2cl({ interState, total }, 10000000)).toBe(expected);
});

test.each<[string, string]>([
  ['2026-11-05', '05-Nov-2026'],
  ['2027-03-31', '31-Mar-2027'],
  ['2026-12-02', '02-Dec-2026'],
])('tool date %s is %s (template: "Enter date of invoice in DD-MMM-YYYY. E.g. 24-May-2017")', (day, text) => expect(toolDate(day)).toBe(text));

test('unit quantity codes', () => {
  expect(uqcOf('GRAMS', 500, 20)).toEqual({ uqc: 'KGS', quantityMilli: 10000 });
  expect(uqcOf('ML', 250, 4)).toEqual({ uqc: 'LTR', quantityMilli: 1000 });
  expect(uqcOf('PIECES', 6, 2)).toEqual({ uqc: 'NOS', quantityMilli: 12000 });
});

test('months', () => {
  expect(monthRange('2026-02')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
  expect(monthRange('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  expect(monthRange('2026-13')).toBeNull();
  expect(monthRange('26-11')).toBeNull();
});
