// The month's sales register: one row per tax invoice and credit note issued in it (Kolkata's
// calendar), as stored, for the accountant's books. Admins only.
import 'server-only';
import { db } from '@/lib/database/db';
import { requireAdmin } from '@/lib/auth/guards';
import type { Viewer } from '@/lib/auth/viewer';
import { csvDocument, csvFileName } from '@/lib/csv/csv-document';
import { kolkataToday } from '@/lib/domain/calendar';
import { rupees } from '@/lib/domain/gstr1';
import { monthInstants } from './get-gst-report';

type Row = {
  kind: 'Invoice' | 'Credit note';
  number: string;
  issuedAt: Date;
  buyerName: string;
  buyerPhone: string;
  placeOfSupplyLabel: string;
  taxableValue: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
  invoiceNumber: string | null;
  orderNumber: string;
};

export const SALES_REGISTER_HEADER = ['Document', 'Number', 'Date', 'Buyer', 'Phone', 'Place of supply', 'Taxable value', 'CGST', 'SGST', 'IGST', 'Total', 'Against invoice', 'Order'];

export async function salesRegisterCsv(viewer: Viewer | null, month: string): Promise<{ fileName: string; csv: string }> {
  requireAdmin(viewer);
  const { from, to } = monthInstants(month);
  const rows = await db.$queryRaw<Row[]>`
    SELECT * FROM (
      SELECT 'Invoice' AS kind, i.number, i."issuedAt", i."buyerName", i."buyerPhone", i."placeOfSupplyLabel",
             i."taxableValue", i.cgst, i.sgst, i.igst, i.total, NULL AS "invoiceNumber", o."orderNumber"
      FROM "Invoice" i JOIN "Order" o ON o.id = i."orderId"
      WHERE i."issuedAt" >= ${from} AND i."issuedAt" < ${to}
      UNION ALL
      SELECT 'Credit note', n.number, n."issuedAt", i."buyerName", i."buyerPhone", i."placeOfSupplyLabel",
             n."taxableValue", n.cgst, n.sgst, n.igst, n.total, i.number, o."orderNumber"
      FROM "CreditNote" n JOIN "Invoice" i ON i.id = n."invoiceId" JOIN "Order" o ON o.id = i."orderId"
      WHERE n."issuedAt" >= ${from} AND n."issuedAt" < ${to}
    ) d ORDER BY d."issuedAt", d.kind = 'Credit note', d.number`;
  const csv = csvDocument(
    SALES_REGISTER_HEADER,
    rows.map((r) => [
      r.kind,
      r.number,
      kolkataToday(r.issuedAt),
      r.buyerName,
      r.buyerPhone,
      r.placeOfSupplyLabel,
      rupees(r.taxableValue),
      rupees(r.cgst),
      rupees(r.sgst),
      rupees(r.igst),
      rupees(r.total),
      r.invoiceNumber,
      r.orderNumber,
    ]),
  );
  return { fileName: csvFileName('sales-register', month), csv };
}
