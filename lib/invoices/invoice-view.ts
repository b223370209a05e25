// The one way an issued invoice or credit note is presented (the invoice page, its PDF and the API):
// exactly the stored document, nothing recomputed.
import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import { stateByCode } from '@/lib/domain/gst-states';

export const lineSelect = {
  position: true,
  kind: true,
  description: true,
  hsn: true,
  quantity: true,
  unit: true,
  unitPrice: true,
  gstRate: true,
  taxableValue: true,
  cgst: true,
  sgst: true,
  igst: true,
  total: true,
} as const;

export const creditNoteInclude = {
  lines: { select: lineSelect, orderBy: { position: 'asc' as const } },
  invoice: { select: { number: true, issuedAt: true, placeOfSupply: true, placeOfSupplyLabel: true, sellerLegalName: true, sellerGstin: true, sellerStateCode: true, sellerAddress: true, buyerName: true, buyerPhone: true, orderId: true } },
} as const;

export const invoiceInclude = {
  lines: { select: lineSelect, orderBy: { position: 'asc' as const } },
  creditNotes: { include: { lines: { select: lineSelect, orderBy: { position: 'asc' as const } } }, orderBy: { serial: 'asc' as const } },
  order: { select: { orderNumber: true } },
} as const;

type InvoiceRow = Prisma.InvoiceGetPayload<{ include: typeof invoiceInclude }>;
type CreditNoteRow = Prisma.CreditNoteGetPayload<{ include: typeof creditNoteInclude }>;
type LineRow = Prisma.InvoiceLineGetPayload<{ select: typeof lineSelect }>;

export type TaxLineView = Omit<LineRow, 'position'>;
export type Figures = { taxableValue: number; cgst: number; sgst: number; igst: number; total: number };
/**
 * The buyer as the document was issued to them. `address`, `stateName` and `stateCode` (and the
 * document's deliveryAddress, reverseCharge and signatory) are null on a document issued before
 * they were kept: it is shown as it was issued.
 */
export type BuyerView = { name: string; phoneNumber: string; address: string | null; stateName: string | null; stateCode: string | null };
export type Party = { seller: { legalName: string; gstin: string; stateCode: string; address: string }; buyer: BuyerView };
/** Rules 46 and 53: what a document issued since they were kept also prints (null before). */
export type IssueDetails = { deliveryAddress: string | null; reverseCharge: boolean | null; signatory: string | null };
export type PlaceOfSupplyView = { state: string; stateCode: string; label: string };

export type CreditNoteView = Figures &
  Party &
  IssueDetails & {
    number: string;
    /** ISO instant */
    issuedAt: string;
    reason: string;
    invoiceNumber: string;
    /** ISO instant of the invoice it reduces, as frozen on the note (null on an older note) */
    invoiceIssuedAt: string | null;
    orderNumber: string;
    placeOfSupply: PlaceOfSupplyView;
    lines: TaxLineView[];
  };

export type InvoiceView = Figures &
  Party &
  IssueDetails & {
    number: string;
    /** ISO instant */
    issuedAt: string;
    /** "2026-27" */
    financialYear: string;
    orderNumber: string;
    placeOfSupply: PlaceOfSupplyView;
    /** an order placed before per-item rates: its figures as they were charged then */
    legacy: boolean;
    lines: TaxLineView[];
    creditNotes: CreditNoteView[];
  };

const line = (l: LineRow): TaxLineView => ({
  kind: l.kind,
  description: l.description,
  hsn: l.hsn,
  quantity: l.quantity,
  unit: l.unit,
  unitPrice: l.unitPrice,
  gstRate: l.gstRate,
  taxableValue: l.taxableValue,
  cgst: l.cgst,
  sgst: l.sgst,
  igst: l.igst,
  total: l.total,
});
const place = (code: string, label: string): PlaceOfSupplyView => ({ state: stateByCode(code)?.name ?? label, stateCode: code, label });
const figures = (d: Figures): Figures => ({ taxableValue: d.taxableValue, cgst: d.cgst, sgst: d.sgst, igst: d.igst, total: d.total });
type Buyer = { buyerName: string | null; buyerPhone: string | null; buyerAddress: string | null; buyerStateName: string | null; buyerStateCode: string | null };
const seller = (i: Pick<InvoiceRow, 'sellerLegalName' | 'sellerGstin' | 'sellerStateCode' | 'sellerAddress'>): Party['seller'] => ({ legalName: i.sellerLegalName, gstin: i.sellerGstin, stateCode: i.sellerStateCode, address: i.sellerAddress });
const buyer = (d: Buyer, fallback: { buyerName: string; buyerPhone: string }): BuyerView => ({
  name: d.buyerName ?? fallback.buyerName,
  phoneNumber: d.buyerPhone ?? fallback.buyerPhone,
  address: d.buyerAddress,
  stateName: d.buyerStateName,
  stateCode: d.buyerStateCode,
});
const details = (d: { deliveryAddress: string | null; reverseCharge: boolean | null; signatory: string | null }): IssueDetails => ({ deliveryAddress: d.deliveryAddress, reverseCharge: d.reverseCharge, signatory: d.signatory });

export function creditNoteView(n: Omit<CreditNoteRow, 'invoice'>, invoice: CreditNoteRow['invoice'], orderNumber: string): CreditNoteView {
  return {
    number: n.number,
    issuedAt: n.issuedAt.toISOString(),
    reason: n.reason,
    invoiceNumber: n.invoiceNumber ?? invoice.number,
    invoiceIssuedAt: n.invoiceIssuedAt?.toISOString() ?? null,
    orderNumber,
    placeOfSupply: place(invoice.placeOfSupply, invoice.placeOfSupplyLabel),
    seller: seller(invoice),
    // a note issued before its buyer was kept on it shows the invoice's name and phone, as it did
    buyer: buyer(n, invoice),
    ...details(n),
    ...figures(n),
    lines: n.lines.map(line),
  };
}

export function invoiceView(i: InvoiceRow): InvoiceView {
  return {
    number: i.number,
    issuedAt: i.issuedAt.toISOString(),
    financialYear: i.financialYear,
    orderNumber: i.order.orderNumber,
    placeOfSupply: place(i.placeOfSupply, i.placeOfSupplyLabel),
    legacy: i.legacy,
    seller: seller(i),
    buyer: buyer(i, i),
    ...details(i),
    ...figures(i),
    lines: i.lines.map(line),
    creditNotes: i.creditNotes.map((n) => creditNoteView(n, { ...i, orderId: i.orderId }, i.order.orderNumber)),
  };
}
