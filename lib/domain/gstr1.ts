// A month's GSTR-1 for a seller of goods to unregistered buyers, from the tax invoices and credit
// notes issued in it (their stored figures, never recomputed), in the layouts of the GST offline
// tool's CSV templates:
//   B2CS  (table 7)   intra-state supplies, and inter-state ones up to the B2CL threshold, summed by
//                     place of supply and rate; credit notes against them are netted in their month
//   B2CL  (table 5)   inter-state invoices above the threshold (gst.b2clThreshold, default
//                     ₹1,00,000 since August 2024, Notification 12/2024-CT), invoice by invoice
//   CDNUR (table 9B)  credit notes against B2CL invoices, note by note
//   EXEMP (table 8)   nil-rated supplies (lines at 0 %), by inter/intra-state and registered/
//                     unregistered buyer; they are kept out of B2CS, B2CL and CDNUR
//   HSN   (table 12)  by HSN code, unit quantity code and rate, credit notes subtracted: the B2C tab
//                     (hsn(b2c), separate from hsn(b2b) since the May 2025 return period); every
//                     buyer of this store is unregistered, nil-rated lines included at rate 0
//   DOCS  (table 13)  the serial ranges of invoices and credit notes issued, and how many were cancelled
// Sources: the GSTR-1 offline tool's Excel workbook template (sheets b2cl, b2cs, cdnur, exemp,
// hsn(b2c), docs: their title, summary and header rows) and its "Place Of Supply" list; the table
// test cites the version and has a worked month.
import type { IsoDay } from './calendar';
import { stateByCode, placeOfSupplyLabel } from './gst-states';
import { serialOf } from './tax-documents';

export const DEFAULT_B2CL_THRESHOLD = 10000000; // ₹1,00,000 in paise

export type Uqc = 'KGS' | 'LTR' | 'NOS' | 'OTH';

export type ReportLine = {
  hsn: string;
  description: string;
  uqc: Uqc;
  /** quantity in thousandths of the UQC (grams for KGS), so fractions of a kilogram stay whole */
  quantityMilli: number;
  gstRate: number;
  taxableValue: number;
  cgst: number;
  sgst: number;
  igst: number;
};

export type ReportInvoice = {
  number: string;
  /**
   * Set when this entry sums several invoices of one place of supply, none of them B2CL (the
   * month's report reads the many small ones summed by the database): their numbers, for the
   * documents issued; the entry is reported in B2CS and HSN like the invoices it sums.
   */
  numbers?: readonly string[];
  issuedOn: IsoDay;
  placeOfSupply: string;
  interState: boolean;
  total: number;
  lines: ReportLine[];
};

export type ReportCreditNote = {
  number: string;
  /** Set when this entry sums several credit notes of one place of supply against invoices not in B2CL: their numbers. */
  numbers?: readonly string[];
  issuedOn: IsoDay;
  placeOfSupply: string;
  interState: boolean;
  total: number;
  /** the invoice it reduces, and whether that invoice was reported in B2CL */
  invoice: { number: string; issuedOn: IsoDay; total: number; interState: boolean };
  lines: ReportLine[];
};

export type Figures = { taxableValue: number; igst: number; cgst: number; sgst: number };
export type B2csRow = Figures & { placeOfSupply: string; rate: number };
export type B2clRow = Figures & { invoiceNumber: string; invoiceDate: IsoDay; invoiceValue: number; placeOfSupply: string; rate: number };
export type CdnurRow = Figures & { noteNumber: string; noteDate: IsoDay; noteValue: number; placeOfSupply: string; rate: number };
export type HsnRow = Figures & { hsn: string; description: string; uqc: Uqc; quantityMilli: number; rate: number; totalValue: number };
export type DocumentsRow = { nature: string; from: string; to: string; total: number; cancelled: number };
/** Table 8's four rows; amounts in paise, credit notes netted. */
export type ExempRow = { description: ExempDescription; nilRated: number; exempted: number; nonGst: number };
export const EXEMP_DESCRIPTIONS = [
  'Inter-State supplies to registered persons',
  'Intra-State supplies to registered persons',
  'Inter-State supplies to unregistered persons',
  'Intra-State supplies to unregistered persons',
] as const;
export type ExempDescription = (typeof EXEMP_DESCRIPTIONS)[number];

export type GstReport = {
  month: string;
  b2cs: B2csRow[];
  b2cl: B2clRow[];
  cdnur: CdnurRow[];
  exemp: ExempRow[];
  hsn: HsnRow[];
  documents: DocumentsRow[];
  totals: Figures & { total: number };
};

const zero = (): Figures => ({ taxableValue: 0, igst: 0, cgst: 0, sgst: 0 });
const add = (into: Figures, l: Figures, sign: 1 | -1) => {
  into.taxableValue += sign * l.taxableValue;
  into.igst += sign * l.igst;
  into.cgst += sign * l.cgst;
  into.sgst += sign * l.sgst;
};
const pos = (code: string) => {
  const state = stateByCode(code);
  return state ? placeOfSupplyLabel(state) : code;
};

/** An invoice that GSTR-1 lists one by one: inter-state and above the threshold. */
export function isB2cl(invoice: { interState: boolean; total: number }, threshold: number): boolean {
  return invoice.interState && invoice.total > threshold;
}

/** A line at 0 %: a nil-rated supply, reported in table 8 (exemp), never in B2CS, B2CL or CDNUR. */
export const isNilRated = (line: { gstRate: number }) => line.gstRate === 0;

/** Lines of one document summed by rate, in rate order, nil-rated lines left out. */
function byRate(lines: readonly ReportLine[]): (Figures & { rate: number })[] {
  const rates = new Map<number, Figures>();
  for (const l of lines.filter((x) => !isNilRated(x))) add(rates.get(l.gstRate) ?? rates.set(l.gstRate, zero()).get(l.gstRate)!, l, 1);
  return [...rates.entries()].sort(([a], [b]) => a - b).map(([rate, f]) => ({ rate, ...f }));
}

function range(nature: string, numbers: string[]): DocumentsRow[] {
  if (numbers.length === 0) return [];
  const sorted = [...numbers].sort((a, b) => serialOf(a) - serialOf(b) || a.localeCompare(b));
  return [{ nature, from: sorted[0], to: sorted[sorted.length - 1], total: sorted.length, cancelled: 0 }];
}

export function buildGstReport(month: string, invoices: readonly ReportInvoice[], creditNotes: readonly ReportCreditNote[], threshold = DEFAULT_B2CL_THRESHOLD): GstReport {
  const b2cs = new Map<string, B2csRow>();
  const b2csRow = (placeOfSupply: string, rate: number) => {
    const k = `${placeOfSupply}|${rate}`;
    return b2cs.get(k) ?? b2cs.set(k, { placeOfSupply, rate, ...zero() }).get(k)!;
  };
  const hsn = new Map<string, HsnRow>();
  const hsnRow = (l: ReportLine) => {
    const k = `${l.hsn}|${l.uqc}|${l.gstRate}`;
    return hsn.get(k) ?? hsn.set(k, { hsn: l.hsn, description: l.description, uqc: l.uqc, quantityMilli: 0, rate: l.gstRate, totalValue: 0, ...zero() }).get(k)!;
  };
  const b2cl: B2clRow[] = [];
  const cdnur: CdnurRow[] = [];
  // every buyer is unregistered (no GSTIN is taken at checkout): rows 3 and 4 of table 8
  const exemp: ExempRow[] = EXEMP_DESCRIPTIONS.map((description) => ({ description, nilRated: 0, exempted: 0, nonGst: 0 }));
  const nil = (interState: boolean, l: ReportLine, sign: 1 | -1) => {
    exemp[interState ? 2 : 3].nilRated += sign * l.taxableValue;
  };
  const totals = { ...zero(), total: 0 };

  for (const inv of invoices) {
    totals.total += inv.total;
    for (const l of inv.lines) {
      add(totals, l, 1);
      const h = hsnRow(l);
      add(h, l, 1);
      h.quantityMilli += l.quantityMilli;
      h.totalValue += l.taxableValue + l.cgst + l.sgst + l.igst;
    }
    if (!inv.numbers && isB2cl(inv, threshold)) {
      for (const r of byRate(inv.lines)) b2cl.push({ invoiceNumber: inv.number, invoiceDate: inv.issuedOn, invoiceValue: inv.total, placeOfSupply: pos(inv.placeOfSupply), ...r });
    } else {
      for (const l of inv.lines) if (!isNilRated(l)) add(b2csRow(pos(inv.placeOfSupply), l.gstRate), l, 1);
    }
    for (const l of inv.lines) if (isNilRated(l)) nil(inv.interState, l, 1);
  }
  for (const note of creditNotes) {
    totals.total -= note.total;
    for (const l of note.lines) {
      add(totals, l, -1);
      const h = hsnRow(l);
      add(h, l, -1);
      h.quantityMilli -= l.quantityMilli;
      h.totalValue -= l.taxableValue + l.cgst + l.sgst + l.igst;
    }
    if (!note.numbers && isB2cl(note.invoice, threshold)) {
      for (const r of byRate(note.lines)) cdnur.push({ noteNumber: note.number, noteDate: note.issuedOn, noteValue: note.total, placeOfSupply: pos(note.placeOfSupply), ...r });
    } else {
      for (const l of note.lines) if (!isNilRated(l)) add(b2csRow(pos(note.placeOfSupply), l.gstRate), l, -1);
    }
    for (const l of note.lines) if (isNilRated(l)) nil(note.interState, l, -1);
  }

  return {
    month,
    b2cs: [...b2cs.values()].sort((a, b) => a.placeOfSupply.localeCompare(b.placeOfSupply) || a.rate - b.rate),
    b2cl,
    cdnur,
    exemp,
    hsn: [...hsn.values()].sort((a, b) => a.hsn.localeCompare(b.hsn) || a.uqc.localeCompare(b.uqc) || a.rate - b.rate),
    documents: [...range('Invoices for outward supply', invoices.flatMap((i) => i.numbers ?? [i.number])), ...range('Credit Note', creditNotes.flatMap((n) => n.numbers ?? [n.number]))],
    totals,
  };
}

// ---- The offline tool's layouts --------------------------------------------------------------

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** The offline tool's date format, dd-MMM-yyyy: 05-Nov-2026. */
export function toolDate(day: IsoDay): string {
  const [y, m, d] = day.split('-');
  return `${d}-${MONTHS[Number(m) - 1]}-${y}`;
}
/** Rupees with two decimals, no grouping: 1234.50 */
export const rupees = (paise: number) => (paise / 100).toFixed(2);
const percent = (tenths: number) => String(tenths / 10);
const quantity = (milli: number) => String(Number((milli / 1000).toFixed(3)));

export type Gstr1TableKey = 'b2cs' | 'b2cl' | 'cdnur' | 'exemp' | 'hsn' | 'docs';

/**
 * One table of the return: its CSV file, and its sheet of the Excel workbook in the template's
 * layout: row 1 the title, row 2 the summary's labels and row 3 its values (at their columns),
 * row 4 the header, data from row 5. `numeric` marks the columns written as numbers in the sheet.
 */
export type CsvTable = {
  key: Gstr1TableKey;
  fileName: string;
  sheetName: string;
  title: string;
  summary: { column: number; label: string; value: number }[];
  header: string[];
  numeric: number[];
  rows: string[][];
};

const sum = <T>(rows: readonly T[], of: (r: T) => number) => rows.reduce((s, r) => s + of(r), 0);
const inRupees = (paise: number) => Number(rupees(paise));

export function gstr1Csv(report: GstReport): CsvTable[] {
  const b2clInvoices = [...new Map(report.b2cl.map((r) => [r.invoiceNumber, r.invoiceValue])).values()];
  const cdnurNotes = [...new Map(report.cdnur.map((r) => [r.noteNumber, r.noteValue])).values()];
  return [
    {
      key: 'b2cs',
      fileName: `b2cs-${report.month}.csv`,
      sheetName: 'b2cs',
      title: 'Summary For B2CS(7)',
      summary: [
        { column: 4, label: 'Total Taxable  Value', value: inRupees(sum(report.b2cs, (r) => r.taxableValue)) },
        { column: 5, label: 'Total Cess', value: 0 },
      ],
      header: ['Type', 'Place Of Supply', 'Applicable % of Tax Rate', 'Rate', 'Taxable Value', 'Cess Amount', 'E-Commerce GSTIN'],
      numeric: [3, 4, 5],
      rows: report.b2cs.map((r) => ['OE', r.placeOfSupply, '', percent(r.rate), rupees(r.taxableValue), '', '']),
    },
    {
      key: 'b2cl',
      fileName: `b2cl-${report.month}.csv`,
      sheetName: 'b2cl',
      title: 'Summary For B2CL(5)',
      summary: [
        { column: 0, label: 'No. of Invoices', value: b2clInvoices.length },
        { column: 2, label: 'Total Inv Value', value: inRupees(sum(b2clInvoices, (v) => v)) },
        { column: 6, label: 'Total Taxable Value', value: inRupees(sum(report.b2cl, (r) => r.taxableValue)) },
        { column: 7, label: 'Total Cess', value: 0 },
      ],
      header: ['Invoice Number', 'Invoice date', 'Invoice Value', 'Place Of Supply', 'Applicable % of Tax Rate', 'Rate', 'Taxable Value', 'Cess Amount', 'E-Commerce GSTIN'],
      numeric: [2, 5, 6, 7],
      rows: report.b2cl.map((r) => [r.invoiceNumber, toolDate(r.invoiceDate), rupees(r.invoiceValue), r.placeOfSupply, '', percent(r.rate), rupees(r.taxableValue), '', '']),
    },
    {
      key: 'cdnur',
      fileName: `cdnur-${report.month}.csv`,
      sheetName: 'cdnur',
      title: 'Summary For CDNUR(9B)',
      summary: [
        { column: 1, label: 'No. of Notes/Vouchers', value: cdnurNotes.length },
        { column: 5, label: 'Total Note Value', value: inRupees(sum(cdnurNotes, (v) => v)) },
        { column: 8, label: 'Total Taxable Value', value: inRupees(sum(report.cdnur, (r) => r.taxableValue)) },
        { column: 9, label: 'Total Cess', value: 0 },
      ],
      header: ['UR Type', 'Note Number', 'Note Date', 'Note Type', 'Place Of Supply', 'Note Value', 'Applicable % of Tax Rate', 'Rate', 'Taxable Value', 'Cess Amount'],
      numeric: [5, 7, 8, 9],
      rows: report.cdnur.map((r) => ['B2CL', r.noteNumber, toolDate(r.noteDate), 'C', r.placeOfSupply, rupees(r.noteValue), '', percent(r.rate), rupees(r.taxableValue), '']),
    },
    {
      key: 'exemp',
      fileName: `exemp-${report.month}.csv`,
      sheetName: 'exemp',
      title: 'Summary For Nil rated, exempted and non GST outward supplies (8)',
      summary: [
        { column: 1, label: 'Total Nil Rated Supplies', value: inRupees(sum(report.exemp, (r) => r.nilRated)) },
        { column: 2, label: 'Total Exempted Supplies', value: inRupees(sum(report.exemp, (r) => r.exempted)) },
        { column: 3, label: 'Total Non-GST Supplies', value: inRupees(sum(report.exemp, (r) => r.nonGst)) },
      ],
      header: ['Description', 'Nil Rated Supplies', 'Exempted(other than nil rated/non GST supply)', 'Non-GST Supplies'],
      numeric: [1, 2, 3],
      rows: report.exemp.map((r) => [r.description, rupees(r.nilRated), rupees(r.exempted), rupees(r.nonGst)]),
    },
    {
      key: 'hsn',
      fileName: `hsn(b2c)-${report.month}.csv`,
      sheetName: 'hsn(b2c)',
      title: 'Summary For HSN(12)',
      summary: [
        { column: 0, label: 'No. of HSN', value: new Set(report.hsn.map((r) => r.hsn)).size },
        { column: 4, label: 'Total Value', value: inRupees(sum(report.hsn, (r) => r.totalValue)) },
        { column: 6, label: 'Total Taxable Value', value: inRupees(sum(report.hsn, (r) => r.taxableValue)) },
        { column: 7, label: 'Total Integrated Tax', value: inRupees(sum(report.hsn, (r) => r.igst)) },
        { column: 8, label: 'Total Central Tax', value: inRupees(sum(report.hsn, (r) => r.cgst)) },
        { column: 9, label: 'Total State/UT Tax', value: inRupees(sum(report.hsn, (r) => r.sgst)) },
        { column: 10, label: 'Total Cess', value: 0 },
      ],
      header: ['HSN', 'Description', 'UQC', 'Total Quantity', 'Total Value', 'Rate', 'Taxable Value', 'Integrated Tax Amount', 'Central Tax Amount', 'State/UT Tax Amount', 'Cess Amount'],
      numeric: [3, 4, 5, 6, 7, 8, 9, 10],
      rows: report.hsn.map((r) => [r.hsn, r.description, `${r.uqc}-${UQC_NAMES[r.uqc]}`, quantity(r.quantityMilli), rupees(r.totalValue), percent(r.rate), rupees(r.taxableValue), rupees(r.igst), rupees(r.cgst), rupees(r.sgst), '']),
    },
    {
      key: 'docs',
      fileName: `docs-${report.month}.csv`,
      sheetName: 'docs',
      title: 'Summary of documents issued during the tax period (13)',
      summary: [
        { column: 3, label: 'Total Number', value: sum(report.documents, (d) => d.total) },
        { column: 4, label: 'Total Cancelled', value: sum(report.documents, (d) => d.cancelled) },
      ],
      header: ['Nature of Document', 'Sr. No. From', 'Sr. No. To', 'Total Number', 'Cancelled'],
      numeric: [3, 4],
      rows: report.documents.map((d) => [d.nature, d.from, d.to, String(d.total), String(d.cancelled)]),
    },
  ];
}

/** The unit quantity codes' names as the offline tool lists them ("KGS-KILOGRAMS"). */
export const UQC_NAMES: Record<Uqc, string> = { KGS: 'KILOGRAMS', LTR: 'LITRES', NOS: 'NUMBERS', OTH: 'OTHERS' };

/** A menu unit's UQC and the quantity of `count` units of `unit` size, in thousandths of the UQC. */
export function uqcOf(unitType: 'GRAMS' | 'ML' | 'PIECES', unit: number, count: number): { uqc: Uqc; quantityMilli: number } {
  if (unitType === 'GRAMS') return { uqc: 'KGS', quantityMilli: unit * count };
  if (unitType === 'ML') return { uqc: 'LTR', quantityMilli: unit * count };
  return { uqc: 'NOS', quantityMilli: unit * count * 1000 };
}

/** "2026-11" -> its first and last day. */
export function monthRange(month: string): { from: IsoDay; to: IsoDay } | null {
  const m = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
  if (!m) return null;
  const y = Number(m[1]);
  const mm = Number(m[2]);
  const last = new Date(Date.UTC(y, mm, 0)).getUTCDate();
  return { from: `${m[1]}-${m[2]}-01`, to: `${m[1]}-${m[2]}-${String(last).padStart(2, '0')}` };
}
