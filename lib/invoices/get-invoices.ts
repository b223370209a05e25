// An order's tax invoices (one per place of supply; none until it is paid) with their credit notes,
// and one credit note by its number: for the order's owner or an admin. Someone else's is "not
// found", as for the order itself, so numbers cannot be probed.
import 'server-only';
import { db } from '@/lib/database/db';
import { notFound } from '@/lib/errors';
import { requireViewer } from '@/lib/auth/guards';
import { isAdmin, type Viewer } from '@/lib/auth/viewer';
import { creditNoteInclude, creditNoteView, invoiceInclude, invoiceView, type CreditNoteView, type InvoiceView } from './invoice-view';

const mayRead = (v: Viewer, ownerId: string) => ownerId === v.id || isAdmin(v);

/** The order's invoices, first issued first; [] until the order is paid. */
export async function getInvoices(viewer: Viewer | null, orderNumber: string): Promise<InvoiceView[]> {
  const v = requireViewer(viewer);
  const order = await db.order.findUnique({ where: { orderNumber }, select: { id: true, userId: true } });
  if (!order || !mayRead(v, order.userId)) throw notFound('Order');
  const rows = await db.invoice.findMany({ where: { orderId: order.id }, include: invoiceInclude, orderBy: { serial: 'asc' } });
  return rows.map(invoiceView);
}

/** The order's first invoice, or null until it is issued. */
export async function getInvoice(viewer: Viewer | null, orderNumber: string): Promise<InvoiceView | null> {
  return (await getInvoices(viewer, orderNumber))[0] ?? null;
}

/** One invoice by its number (its PDF). */
export async function getInvoiceByNumber(viewer: Viewer | null, number: string): Promise<InvoiceView> {
  const v = requireViewer(viewer);
  const row = await db.invoice.findUnique({ where: { number }, include: { ...invoiceInclude, order: { select: { orderNumber: true, userId: true } } } });
  if (!row || !mayRead(v, row.order.userId)) throw notFound('Invoice');
  return invoiceView(row);
}

/** One credit note by its number (its page and its PDF). */
export async function getCreditNote(viewer: Viewer | null, number: string): Promise<CreditNoteView> {
  const v = requireViewer(viewer);
  const row = await db.creditNote.findUnique({ where: { number }, include: { ...creditNoteInclude, invoice: { select: { ...creditNoteInclude.invoice.select, order: { select: { orderNumber: true, userId: true } } } } } });
  if (!row || !mayRead(v, row.invoice.order.userId)) throw notFound('Credit note');
  return creditNoteView(row, row.invoice, row.invoice.order.orderNumber);
}
