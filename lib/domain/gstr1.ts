// A month's GSTR-1 for a seller of goods to unregistered buyers, from the tax invoices and credit
// notes issued in it (their stored figures, never recomputed), in the layouts of the GST offline
// tool's CSV templates:
//   B2CS  (table 7)   intra-state supplies, and inter-state ones up to the B2CL threshold, summed by
//                     place of supply and rate; credit notes against them are netted in their month
//   B2CL  (table 5)   inter-state invoices above the threshold (gst.b2clThreshold, default
//                     ₹1,00,000 since August 2024, Notification 12/2024-CT), invoice by invoice
//   CDNUR (table 9B)  credit notes against B2CL invoices, note by note
//   HSN   (table 12)  by HSN code, unit quantity code and rate, credit notes subtracted
//   DOCS  (table 13)  the serial ranges of invoices and credit notes issued, and how many were cancelled
// Sources: the GSTR-1 offline utility's CSV templates (b2cs.csv, b2cl.csv, cdnur.csv, hsn.csv,
// docs.csv) and its "Place Of Supply" list; the table test has a worked month.
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

export type GstReport = {
  month: string;
  b2cs: B2csRow[];
  b2cl: B2clRow[];
  cdnur: CdnurRow[];
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

/** Lines of one document summed by rate, in rate order. */
function byRate(lines: readonly ReportLine[]): (Figures & { rate: number })[] {
  const rates = new Map<number, Figures>();
  for (const l of lines) add(rates.get(l.gstRate) ?? rates.set(l.gstRate, zero()).get(l.gstRate)!, l, 1);
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
      for (const l of inv.lines) add(b2csRow(pos(inv.placeOfSupply), l.gstRate), l, 1);
    }
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
      for (const l of note.lines) add(b2csRow(pos(note.placeOfSupply), l.gstRate), l, -1);
    }
  }

  return {
    month,
    b2cs: [...b2cs.values()].sort((a, b) => a.placeOfSupply.localeCompare(b.placeOfSupply) || a.rate - b.rate),
    b2cl,
    cdnur,
    hsn: [...hsn.values()].sort((a, b) => a.hsn.localeCompare(b.hsn) || a.uqc.localeCompare(b.uqc) || a.rate - b.rate),
    documents: [...range('Invoices for outward supply', invoices.flatMap((i) => i.numbers ?? [i.number])), ...range('Credit Note', creditNotes.flatMap((n) => n.numbers ?? [n.number]))],
    totals,
  };
}

// ---- The offline tool's CSV layouts --------------------------------------------------------------

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** The offline tool's date format: 05-Nov-26. */
export function toolDate(day: IsoDay): string {
  const [y, m, d] = day.split('-');
  return `${d}-${MONTHS[Number(m) - 1]}-${y.slice(2)}`;
}
/** Rupees with two decimals, no grouping: 1234.50 */
export const rupees = (paise: number) => (paise / 100).toFixed(2);
const percent = (tenths: number) => String(tenths / 10);
const quantity = (milli: number) => String(Number((milli / 1000).toFixed(3)));

export type CsvTable = { fileName: string; header: string[]; rows: string[][] };

export function gstr1Csv(report: GstReport): CsvTable[] {
  return [
    {
      fileName: `b2cs-${report.month}.csv`,
      header: ['Type', 'Place Of Supply', 'Rate', 'Applicable % of Tax Rate', 'Taxable Value', 'Cess Amount', 'E-Commerce GSTIN'],
      rows: report.b2cs.map((r) => ['OE', r.placeOfSupply, percent(r.rate), '', rupees(r.taxableValue), '', '']),
    },
    {
      fileName: `b2cl-${report.month}.csv`,
      header: ['Invoice Number', 'Invoice date', 'Invoice Value', 'Place Of Supply', 'Applicable % of Tax Rate', 'Rate', 'Taxable Value', 'Cess Amount', 'E-Commerce GSTIN'],
      rows: report.b2cl.map((r) => [r.invoiceNumber, toolDate(r.invoiceDate), rupees(r.invoiceValue), r.placeOfSupply, '', percent(r.rate), rupees(r.taxableValue), '', '']),
    },
    {
      fileName: `cdnur-${report.month}.csv`,
      header: ['UR Type', 'Note Number', 'Note Date', 'Note Type', 'Place Of Supply', 'Note Value', 'Applicable % of Tax Rate', 'Rate', 'Taxable Value', 'Cess Amount'],
      rows: report.cdnur.map((r) => ['B2CL', r.noteNumber, toolDate(r.noteDate), 'C', r.placeOfSupply, rupees(r.noteValue), '', percent(r.rate), rupees(r.taxableValue), '']),
    },
    {
      fileName: `hsn-${report.month}.csv`,
      header: ['HSN', 'Description', 'UQC', 'Total Quantity', 'Total Value', 'Rate', 'Taxable Value', 'Integrated Tax Amount', 'Central Tax Amount', 'State/UT Tax Amount', 'Cess Amount'],
      rows: report.hsn.map((r) => [r.hsn, r.description, `${r.uqc}-${UQC_NAMES[r.uqc]}`, quantity(r.quantityMilli), rupees(r.totalValue), percent(r.rate), rupees(r.taxableValue), rupees(r.igst), rupees(r.cgst), rupees(r.sgst), '']),
    },
    {
      fileName: `docs-${report.month}.csv`,
      header: ['Nature of Document', 'Sr. No. From', 'Sr. No. To', 'Total Number', 'Cancelled'],
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
