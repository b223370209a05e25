// A credit note: what an invoiced order's amount owed went down by, issued in the same transaction
// as the change (a paid delivery skipped or cancelled), in its own series, referring to the invoice
// of the lines' place of supply. Its lines come from lib/domain/order-charges.ts creditLines.
import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import { sumLines, type DocumentLine } from '@/lib/domain/order-charges';
import { storedLine, type OrderCharges } from './load-order-charges';
import { nextDocumentNumber } from './next-document-number';
import { documentBuyer } from './document-buyer';
import { signatoryLine } from '@/lib/domain/tax-documents';

type Tx = Prisma.TransactionClient;

export type IssuedCreditNote = { id: string; number: string; total: number; invoiceId: string };

export async function issueCreditNote(
  tx: Tx,
  charges: OrderCharges,
  note: {
    /** the invoice it reduces */
    invoice: { id: string };
    lines: readonly DocumentLine[];
    reason: string;
    issuedAt: Date;
    prefix: string;
    deliveryId?: string | null;
    refundId?: string | null;
    /** the wallet credit it gave (that entry's creditNote is this one) */
    walletEntryId?: string | null;
  },
): Promise<IssuedCreditNote> {
  const lines = note.lines.filter((l) => l.total !== 0 || l.quantity !== 0);
  // Rule 53(1A): the buyer as on the invoice it reduces, their addresses, and that invoice's number and date
  const invoice = await tx.invoice.findUniqueOrThrow({
    where: { id: note.invoice.id },
    select: { number: true, issuedAt: true, placeOfSupply: true, sellerLegalName: true, buyerName: true, buyerPhone: true, buyerAddress: true, buyerStateName: true },
  });
  const buyer = await documentBuyer(tx, charges.userId, lines.map((l) => l.partKey), invoice.placeOfSupply);
  // the number and its time are taken together, under the series' lock (next-document-number.ts)
  const { number, serial, financialYear, issuedAt } = await nextDocumentNumber(tx, 'CREDIT_NOTE', note.issuedAt, note.prefix);
  return tx.creditNote.create({
    data: {
      number,
      serial,
      financialYear,
      invoiceId: note.invoice.id,
      issuedAt,
      reason: note.reason,
      deliveryId: note.deliveryId ?? null,
      refundId: note.refundId ?? null,
      walletEntryId: note.walletEntryId ?? null,
      ...buyer,
      buyerName: invoice.buyerName,
      buyerPhone: invoice.buyerPhone,
      buyerAddress: invoice.buyerAddress ?? buyer.buyerAddress,
      buyerStateName: invoice.buyerStateName ?? buyer.buyerStateName,
      invoiceNumber: invoice.number,
      invoiceIssuedAt: invoice.issuedAt,
      signatory: signatoryLine(invoice.sellerLegalName),
      ...sumLines(lines),
      lines: { create: lines.map((l, i) => storedLine(charges, l, i + 1)) },
    },
    select: { id: true, number: true, total: true, invoiceId: true },
  });
}
