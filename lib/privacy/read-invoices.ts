import 'server-only';
import { rupees } from '@/lib/domain/gstr1';
import type { SectionReader } from './section-reader';

type DocumentFigures = { number: string; issuedAt: string; taxableValue: number; cgst: number; sgst: number; igst: number; total: number };
export type InvoiceExport = DocumentFigures & {
  orderNumber: string;
  placeOfSupply: string;
  /** the address columns are null on an invoice issued before they were kept */
  buyer: { name: string; phoneNumber: string; address: string | null; deliveryAddress: string | null };
  lines: { description: string; hsn: string; quantity: number; unit: string; unitPrice: number; taxableValue: number; gstRate: number; cgst: number; sgst: number; igst: number; total: number }[];
  creditNotes: (DocumentFigures & { reason: string })[];
};

const figures = { number: true, issuedAt: true, taxableValue: true, cgst: true, sgst: true, igst: true, total: true } as const;
const line = { description: true, hsn: true, quantity: true, unit: true, unitPrice: true, taxableValue: true, gstRate: true, cgst: true, sgst: true, igst: true, total: true } as const;

/** The tax invoices issued to them (as issued: paise, rates in tenths of a percent), with their credit notes. */
export const invoicesReader: SectionReader<InvoiceExport[]> = {
  async read(tx, userId) {
    const rows = await tx.invoice.findMany({
      where: { order: { userId } },
      orderBy: [{ issuedAt: 'asc' }, { number: 'asc' }],
      select: {
        ...figures,
        placeOfSupplyLabel: true,
        buyerName: true,
        buyerPhone: true,
        buyerAddress: true,
        deliveryAddress: true,
        order: { select: { orderNumber: true } },
        lines: { orderBy: { position: 'asc' }, select: line },
        creditNotes: { orderBy: { issuedAt: 'asc' }, select: { ...figures, reason: true } },
      },
    });
    return rows.map((i) => ({
      number: i.number,
      issuedAt: i.issuedAt.toISOString(),
      orderNumber: i.order.orderNumber,
      placeOfSupply: i.placeOfSupplyLabel,
      buyer: { name: i.buyerName, phoneNumber: i.buyerPhone, address: i.buyerAddress, deliveryAddress: i.deliveryAddress },
      taxableValue: i.taxableValue,
      cgst: i.cgst,
      sgst: i.sgst,
      igst: i.igst,
      total: i.total,
      lines: i.lines,
      creditNotes: i.creditNotes.map((n) => ({ ...n, issuedAt: n.issuedAt.toISOString() })),
    }));
  },
  tables: (invoices) => [
    {
      name: 'invoices',
      header: ['number', 'issuedAt', 'orderNumber', 'taxableValueRupees', 'cgstRupees', 'sgstRupees', 'igstRupees', 'totalRupees'],
      rows: [
        ...invoices.map((i) => [i.number, i.issuedAt, i.orderNumber, rupees(i.taxableValue), rupees(i.cgst), rupees(i.sgst), rupees(i.igst), rupees(i.total)]),
        // credit notes reduce an invoice: their figures as negative amounts, against its order
        ...invoices.flatMap((i) => i.creditNotes.map((n) => [n.number, n.issuedAt, i.orderNumber, rupees(-n.taxableValue), rupees(-n.cgst), rupees(-n.sgst), rupees(-n.igst), rupees(-n.total)])),
      ],
    },
  ],
};
