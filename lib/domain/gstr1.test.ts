import { buildGstReport, gstr1Csv, isB2cl, monthRange, toolDate, uqcOf, type ReportCreditNote, type ReportInvoice, type ReportLine } from './gstr1';

const meal = (over: Partial<ReportLine> = {}): ReportLine => ({ hsn: '23091000', description: 'Dog or cat food, put up for retail sale', uqc: 'KGS', quantityMilli: 10000, gstRate: 50, taxableValue: 280000, cgst: 7000, sgst: 7000, igst: 0, ...over });
const delivery = (over: Partial<ReportLine> = {}): ReportLine => ({ hsn: '23091000', description: 'Dog or cat food, put up for retail sale', uqc: 'OTH', quantityMilli: 0, gstRate: 50, taxableValue: 95238, cgst: 2381, sgst: 2381, igst: 0, ...over });

// A worked month (November 2026): a Bengaluru subscription, a small and a large treats order to
// Mumbai, and a credit note against each kind.
const invoices: ReportInvoice[] = [
  { number: 'GDK/26-27/000002', issuedOn: '2026-11-03', placeOfSupply: '29', interState: false, total: 394000, lines: [meal(), delivery()] },
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
    total: 10600000,
    lines: [meal({ uqc: 'NOS', quantityMilli: 500000, gstRate: 180, taxableValue: 8983051, cgst: 0, sgst: 0, igst: 1616949 })],
  },
];
const notes: ReportCreditNote[] = [
  {
    number: 'CN/26-27/0000001',
    issuedOn: '2026-11-12',
    placeOfSupply: '29',
    interState: false,
    total: 19700,
    invoice: { number: 'GDK/26-27/000002', issuedOn: '2026-11-03', total: 394000, interState: false },
    lines: [meal({ quantityMilli: 500, taxableValue: 14000, cgst: 350, sgst: 350 }), delivery({ taxableValue: 4762, cgst: 119, sgst: 119 })],
  },
  {
    number: 'CN/26-27/0000002',
    issuedOn: '2026-11-25',
    placeOfSupply: '27',
    interState: true,
    total: 118000,
    invoice: { number: 'GDK/26-27/000004', issuedOn: '2026-11-20', total: 10600000, interState: true },
    lines: [meal({ uqc: 'NOS', quantityMilli: 10000, gstRate: 180, taxableValue: 100000, cgst: 0, sgst: 0, igst: 18000 })],
  },
];

const report = buildGstReport('2026-11', invoices, notes);

test('B2CS: intra-state and small inter-state supplies by place of supply and rate, credit notes netted', () => {
  expect(report.b2cs).toEqual([
    { placeOfSupply: '27-Maharashtra', rate: 50, taxableValue: 54562, igst: 2728, cgst: 0, sgst: 0 },
    { placeOfSupply: '29-Karnataka', rate: 50, taxableValue: 375238 - 18762, igst: 0, cgst: 9381 - 469, sgst: 9381 - 469 },
  ]);
});

test('B2CL: the inter-state invoice above ₹1,00,000, with its own row per rate; its credit note in CDNUR', () => {
  expect(report.b2cl).toEqual([{ invoiceNumber: 'GDK/26-27/000004', invoiceDate: '2026-11-20', invoiceValue: 10600000, placeOfSupply: '27-Maharashtra', rate: 180, taxableValue: 8983051, igst: 1616949, cgst: 0, sgst: 0 }]);
  expect(report.cdnur).toEqual([{ noteNumber: 'CN/26-27/0000002', noteDate: '2026-11-25', noteValue: 118000, placeOfSupply: '27-Maharashtra', rate: 180, taxableValue: 100000, igst: 18000, cgst: 0, sgst: 0 }]);
});

test('HSN summary: by HSN, UQC and rate, credit notes subtracted', () => {
  expect(report.hsn.map((r) => [r.hsn, r.uqc, r.rate, r.quantityMilli, r.taxableValue])).toEqual([
    ['23091000', 'KGS', 50, 10000 + 200 - 500, 280000 + 49800 - 14000],
    ['23091000', 'NOS', 180, 500000 - 10000, 8983051 - 100000],
    ['23091000', 'OTH', 50, 0, 95238 + 4762 - 4762],
  ]);
});

test('documents issued: the serial ranges of each series', () => {
  expect(report.documents).toEqual([
    { nature: 'Invoices for outward supply', from: 'GDK/26-27/000002', to: 'GDK/26-27/000004', total: 3, cancelled: 0 },
    { nature: 'Credit Note', from: 'CN/26-27/0000001', to: 'CN/26-27/0000002', total: 2, cancelled: 0 },
  ]);
});

test("the month's totals are its invoices minus its credit notes, to the paisa", () => {
  const sum = (docs: { lines: ReportLine[] }[], k: 'taxableValue' | 'cgst' | 'sgst' | 'igst') => docs.flatMap((d) => d.lines).reduce((s, l) => s + l[k], 0);
  for (const k of ['taxableValue', 'cgst', 'sgst', 'igst'] as const) expect(report.totals[k]).toBe(sum(invoices, k) - sum(notes, k));
  expect(report.totals.total).toBe(394000 + 57290 + 10600000 - 19700 - 118000);
  expect(report.totals.taxableValue + report.totals.cgst + report.totals.sgst + report.totals.igst).toBe(report.totals.total);
  // and the sections hold all of it: B2CS + B2CL - CDNUR
  const sections = [...report.b2cs, ...report.b2cl].reduce((s, r) => s + r.taxableValue, 0) - report.cdnur.reduce((s, r) => s + r.taxableValue, 0);
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

test('the CSV files have the offline tool headers', () => {
  const files = gstr1Csv(report);
  expect(files.map((f) => f.fileName)).toEqual(['b2cs-2026-11.csv', 'b2cl-2026-11.csv', 'cdnur-2026-11.csv', 'hsn-2026-11.csv', 'docs-2026-11.csv']);
  expect(files[0].rows[0]).toEqual(['OE', '27-Maharashtra', '5', '', '545.62', '', '']);
  expect(files[1].rows[0]).toEqual(['GDK/26-27/000004', '20-Nov-26', '106000.00', '27-Maharashtra', '', '18', '89830.51', '', '']);
  expect(files[3].header).toEqual(['HSN', 'Description', 'UQC', 'Total Quantity', 'Total Value', 'Rate', 'Taxable Value', 'Integrated Tax Amount', 'Central Tax Amount', 'State/UT Tax Amount', 'Cess Amount']);
  expect(files[3].rows[0].slice(0, 4)).toEqual(['23091000', 'Dog or cat food, put up for retail sale', 'KGS-KILOGRAMS', '9.7']);
  expect(files[4].rows).toEqual([
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
  ['2026-11-05', '05-Nov-26'],
  ['2027-03-31', '31-Mar-27'],
])('tool date %s', (day, text) => expect(toolDate(day)).toBe(text));

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
