// The tax invoice(s) of an order, issued once, when it is paid in full: called by the payment
// transition (lib/payments/transition-payment.ts) in the same transaction as the payment becoming
// `success`. One invoice per place of supply (an order whose carts go to two states has two).
// Everything is written from the order's stored lines, prices, rates and placed dates
// (lib/domain/order-charges.ts), so the invoice is what was charged; it must come to exactly what
// was paid, or nothing is issued (and the payment does not change either). A paid order's change of
// items that costs more gets a supplementary invoice of its own for the extra (issueSupplementaryInvoice).
import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import { placeOfSupplyLabel, stateByCode } from '@/lib/domain/gst-states';
import { chargedLines, sumLines, type DocumentLine } from '@/lib/domain/order-charges';
import { chargeBasis, loadOrderCharges, storedLine, type OrderCharges } from './load-order-charges';
import { nextDocumentNumber } from './next-document-number';
import type { TaxSettings } from '@/lib/domain/tax-settings';
import { readTaxSettings } from './read-tax-settings';
import { documentBuyer } from './document-buyer';
import { signatoryLine } from '@/lib/domain/tax-documents';

type Tx = Prisma.TransactionClient;

export type IssuedInvoice = { id: string; number: string; total: number };

/**
 * Issues the order's invoices as of `issuedAt` (the payment's confirmation). `paid` is what the
 * payment came to (the order's total less what was taken off before payment): the invoices must add
 * up to it. Call it under the order lock; an order already invoiced is left as it is.
 */
export async function issueInvoices(tx: Tx, orderId: string, opts: { issuedAt: Date; paid: number }): Promise<IssuedInvoice[]> {
  const existing = await tx.invoice.findMany({ where: { orderId }, select: { id: true, number: true, total: true }, orderBy: { serial: 'asc' } });
  if (existing.length > 0) return existing;

  const [charges, settings] = await Promise.all([loadOrderCharges(tx, orderId), readTaxSettings(tx)]);
  const byPart = chargedLines(charges.parts, chargeBasis(charges, settings.seller.stateCode));

  // One invoice per place of supply, in the order of the suborders.
  const groups = new Map<string, DocumentLine[]>();
  for (const part of charges.parts) {
    const code = part.placeOfSupply ?? settings.seller.stateCode;
    groups.set(code, [...(groups.get(code) ?? []), ...byPart[part.key].filter((l) => l.total !== 0)]);
  }
  const total = [...groups.values()].reduce((s, lines) => s + sumLines(lines).total, 0);
  if (total !== opts.paid) {
    throw new Error(`Order ${charges.orderNumber}: its invoice would come to ${total} paise but ${opts.paid} was paid; no invoice was issued.`);
  }

  const issued: IssuedInvoice[] = [];
  for (const [code, lines] of groups) {
    if (lines.length === 0) continue;
    issued.push(await createInvoice(tx, charges, settings, { placeOfSupply: code, lines, issuedAt: opts.issuedAt }));
  }
  return issued;
}

/**
 * A supplementary invoice: more supplied to a paid, invoiced order (a change of items that costs
 * more, paid from the wallet), for `lines` only, in the same series. Call it under the order lock
 * with the order's charges after the change; `lines` must come to what was paid for them.
 */
export async function issueSupplementaryInvoice(tx: Tx, charges: OrderCharges, opts: { lines: readonly DocumentLine[]; issuedAt: Date }): Promise<IssuedInvoice> {
  const settings = await readTaxSettings(tx);
  const lines = opts.lines.filter((l) => l.total !== 0 || l.quantity !== 0);
  const part = charges.parts.find((p) => p.key === lines[0]?.partKey);
  return createInvoice(tx, charges, settings, { placeOfSupply: part?.placeOfSupply ?? settings.seller.stateCode, lines, issuedAt: opts.issuedAt });
}

/** One invoice of the order, numbered next in the series, from its lines as they are. */
async function createInvoice(
  tx: Tx,
  charges: OrderCharges,
  settings: TaxSettings,
  inv: { placeOfSupply: string; lines: readonly DocumentLine[]; issuedAt: Date },
): Promise<IssuedInvoice> {
  const code = inv.placeOfSupply;
  const buyer = await documentBuyer(tx, charges.userId, inv.lines.map((l) => l.partKey), code);
  const state = stateByCode(code);
  // the number and its time are taken together, under the series' lock (next-document-number.ts)
  const { number, serial, financialYear, issuedAt } = await nextDocumentNumber(tx, 'INVOICE', inv.issuedAt, settings.invoicePrefix);
  return tx.invoice.create({
    data: {
      number,
      serial,
      financialYear,
      orderId: charges.orderId,
      placeOfSupply: code,
      placeOfSupplyLabel: state ? placeOfSupplyLabel(state) : code,
      issuedAt,
      sellerLegalName: settings.seller.legalName,
      sellerGstin: settings.seller.gstin,
      sellerStateCode: settings.seller.stateCode,
      sellerAddress: settings.seller.address,
      ...buyer,
      signatory: signatoryLine(settings.seller.legalName),
      ...sumLines(inv.lines),
      legacy: charges.legacy,
      lines: { create: inv.lines.map((l, i) => storedLine(charges, l, i + 1)) },
    },
    select: { id: true, number: true, total: true },
  });
}
