// A month's GSTR-1 (lib/domain/gstr1.ts buildGstReport) from the tax invoices and credit notes
// issued in it, in Kolkata's calendar: their stored lines, read over the issuedAt indexes, never
// recomputed from orders. Admins only.
import 'server-only';
import { db } from '@/lib/database/db';
import { badInput } from '@/lib/errors';
import { requireAdmin } from '@/lib/auth/guards';
import type { Viewer } from '@/lib/auth/viewer';
import { addDays, kolkataDayStart, kolkataToday } from '@/lib/domain/calendar';
import { hsnDescription } from '@/lib/domain/gst';
import { buildGstReport, isB2cl, monthRange, type GstReport, type ReportCreditNote, type ReportInvoice, type ReportLine, type Uqc } from '@/lib/domain/gstr1';
import { readTaxSettings } from './read-tax-settings';

type Header = { id: string; number: string; issuedAt: Date; placeOfSupply: string; sellerStateCode: string; total: number };
type NoteHeader = Header & { invoiceNumber: string; invoiceIssuedAt: Date; invoiceTotal: number };
type LineRow = { doc: string; hsn: string; uqc: Uqc; quantityMilli: number; gstRate: number; taxableValue: number; cgst: number; sgst: number; igst: number };
type SumRow = Omit<LineRow, 'doc'> & { placeOfSupply: string };

/** The instants a month covers in Kolkata: its first midnight up to (not including) the next month's. */
export function monthInstants(month: string): { from: Date; to: Date } {
  const range = monthRange(month);
  if (!range) throw badInput('A month is YYYY-MM, e.g. 2026-11.', 'month');
  return { from: kolkataDayStart(range.from), to: kolkataDayStart(addDays(range.to, 1)) };
}

const reportLine = (r: Omit<LineRow, 'doc'>, descriptions: Readonly<Record<string, string>>): ReportLine => ({
  hsn: r.hsn,
  description: hsnDescription(r.hsn, descriptions),
  uqc: r.uqc,
  // the database sums come back as numbers of any size (below 2^53)
  quantityMilli: Number(r.quantityMilli),
  gstRate: r.gstRate,
  taxableValue: Number(r.taxableValue),
  cgst: Number(r.cgst),
  sgst: Number(r.sgst),
  igst: Number(r.igst),
});
const interState = (h: Header) => h.placeOfSupply !== h.sellerStateCode;
const linesOf = (rows: readonly LineRow[], descriptions: Readonly<Record<string, string>>) => {
  const by = new Map<string, ReportLine[]>();
  for (const r of rows) by.set(r.doc, [...(by.get(r.doc) ?? []), reportLine(r, descriptions)]);
  return by;
};

/**
 * A month's GSTR-1. Most documents are small (B2CS): the database sums their lines by place of
 * supply, HSN, unit and rate, and they enter the report as one entry per place of supply with
 * their numbers; the few listed one by one (B2CL invoices and their credit notes, isB2cl) are read
 * line by line. Three small reads and two sums, whatever the month's size.
 */
export async function getGstReport(viewer: Viewer | null, month: string): Promise<GstReport> {
  requireAdmin(viewer);
  const { from, to } = monthInstants(month);
  const settings = await readTaxSettings(db);
  const [invoices, notes] = await Promise.all([
    db.$queryRaw<Header[]>`
      SELECT id, number, "issuedAt", "placeOfSupply", "sellerStateCode", total FROM "Invoice"
      WHERE "issuedAt" >= ${from} AND "issuedAt" < ${to} ORDER BY "issuedAt", serial`,
    db.$queryRaw<NoteHeader[]>`
      SELECT n.id, n.number, n."issuedAt", i."placeOfSupply", i."sellerStateCode", n.total,
             i.number AS "invoiceNumber", i."issuedAt" AS "invoiceIssuedAt", i.total AS "invoiceTotal"
      FROM "CreditNote" n JOIN "Invoice" i ON i.id = n."invoiceId"
      WHERE n."issuedAt" >= ${from} AND n."issuedAt" < ${to} ORDER BY n."issuedAt", n.serial`,
  ]);
  const listed = invoices.filter((h) => isB2cl({ interState: interState(h), total: h.total }, settings.b2clThreshold));
  const listedNotes = notes.filter((n) => isB2cl({ interState: interState(n), total: n.invoiceTotal }, settings.b2clThreshold));
  const listedIds = listed.map((h) => h.id);
  const listedNoteIds = listedNotes.map((n) => n.id);
  const [invoiceLines, noteLines, invoiceSums, noteSums] = await Promise.all([
    db.$queryRaw<LineRow[]>`
      SELECT "invoiceId" AS doc, hsn, uqc, "quantityMilli", "gstRate", "taxableValue", cgst, sgst, igst FROM "InvoiceLine"
      WHERE "invoiceId" = ANY(${listedIds}::text[]) ORDER BY "invoiceId", position`,
    db.$queryRaw<LineRow[]>`
      SELECT "creditNoteId" AS doc, hsn, uqc, "quantityMilli", "gstRate", "taxableValue", cgst, sgst, igst FROM "CreditNoteLine"
      WHERE "creditNoteId" = ANY(${listedNoteIds}::text[]) ORDER BY "creditNoteId", position`,
    db.$queryRaw<SumRow[]>`
      SELECT i."placeOfSupply", l.hsn, l.uqc, l."gstRate", sum(l."quantityMilli")::float8 AS "quantityMilli", sum(l."taxableValue")::float8 AS "taxableValue",
             sum(l.cgst)::float8 AS cgst, sum(l.sgst)::float8 AS sgst, sum(l.igst)::float8 AS igst
      FROM "Invoice" i JOIN "InvoiceLine" l ON l."invoiceId" = i.id
      WHERE i."issuedAt" >= ${from} AND i."issuedAt" < ${to} AND NOT (i.id = ANY(${listedIds}::text[]))
      GROUP BY 1, 2, 3, 4`,
    db.$queryRaw<SumRow[]>`
      SELECT i."placeOfSupply", l.hsn, l.uqc, l."gstRate", sum(l."quantityMilli")::float8 AS "quantityMilli", sum(l."taxableValue")::float8 AS "taxableValue",
             sum(l.cgst)::float8 AS cgst, sum(l.sgst)::float8 AS sgst, sum(l.igst)::float8 AS igst
      FROM "CreditNote" n JOIN "Invoice" i ON i.id = n."invoiceId" JOIN "CreditNoteLine" l ON l."creditNoteId" = n.id
      WHERE n."issuedAt" >= ${from} AND n."issuedAt" < ${to} AND NOT (n.id = ANY(${listedNoteIds}::text[]))
      GROUP BY 1, 2, 3, 4`,
  ]);

  const byInvoice = linesOf(invoiceLines, settings.hsnDescriptions);
  const byNote = linesOf(noteLines, settings.hsnDescriptions);
  const summedBy = <H extends Header>(headers: readonly H[], sums: readonly SumRow[], listedSet: ReadonlySet<string>) =>
    [...new Set(headers.filter((h) => !listedSet.has(h.id)).map((h) => h.placeOfSupply))].map((pos) => {
      const of = headers.filter((h) => !listedSet.has(h.id) && h.placeOfSupply === pos);
      return { first: of[0], numbers: of.map((h) => h.number), total: of.reduce((s, h) => s + h.total, 0), lines: sums.filter((r) => r.placeOfSupply === pos).map((r) => reportLine(r, settings.hsnDescriptions)) };
    });
  const day = (d: Date) => kolkataToday(d);

  const reportInvoices: ReportInvoice[] = [
    ...listed.map((h) => ({ number: h.number, issuedOn: day(h.issuedAt), placeOfSupply: h.placeOfSupply, interState: interState(h), total: h.total, lines: byInvoice.get(h.id) ?? [] })),
    ...summedBy(invoices, invoiceSums, new Set(listedIds)).map((g) => ({ number: g.first.number, numbers: g.numbers, issuedOn: day(g.first.issuedAt), placeOfSupply: g.first.placeOfSupply, interState: interState(g.first), total: g.total, lines: g.lines })),
  ];
  const noteOf = (n: NoteHeader) => ({ number: n.invoiceNumber, issuedOn: day(n.invoiceIssuedAt), total: n.invoiceTotal, interState: interState(n) });
  const reportNotes: ReportCreditNote[] = [
    ...listedNotes.map((n) => ({ number: n.number, issuedOn: day(n.issuedAt), placeOfSupply: n.placeOfSupply, interState: interState(n), total: n.total, invoice: noteOf(n), lines: byNote.get(n.id) ?? [] })),
    ...summedBy(notes, noteSums, new Set(listedNoteIds)).map((g) => ({ number: g.first.number, numbers: g.numbers, issuedOn: day(g.first.issuedAt), placeOfSupply: g.first.placeOfSupply, interState: interState(g.first), total: g.total, invoice: noteOf(g.first), lines: g.lines })),
  ];
  return buildGstReport(month, reportInvoices, reportNotes, settings.b2clThreshold);
}

/**
 * How many of the month's documents were issued before they carried the buyer's address, the
 * delivery address, the reverse-charge statement and the signatory line: they stay as issued, and
 * the tax page says so.
 */
export async function countDocumentsIssuedWithoutBuyerDetails(viewer: Viewer | null, month: string): Promise<number> {
  requireAdmin(viewer);
  const { from, to } = monthInstants(month);
  const [row] = await db.$queryRaw<{ n: number }[]>`
    SELECT ((SELECT count(*) FROM "Invoice" WHERE "issuedAt" >= ${from} AND "issuedAt" < ${to} AND "reverseCharge" IS NULL)
          + (SELECT count(*) FROM "CreditNote" WHERE "issuedAt" >= ${from} AND "issuedAt" < ${to} AND "reverseCharge" IS NULL))::int AS n`;
  return row.n;
}
