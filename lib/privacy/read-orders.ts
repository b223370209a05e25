import 'server-only';
import { siteUrl } from '@/lib/site';
import { uploadUrl } from '@/lib/uploads/storage-key';
import { dateToDay } from '@/lib/domain/calendar';
import { readAddressSnapshot, type AddressSnapshot } from '@/lib/domain/address-snapshot';
import { chargeFigures } from '@/lib/domain/charges';
import { iso, type SectionReader } from './section-reader';

/** Money in paise, as the API gives it; the CSV files write rupees. */
export type OrderExport = {
  orderNumber: string;
  placedAt: string;
  /** placed for them by the store's staff (on the phone, say) */
  placedByStaff: boolean;
  /** goods before tax; then the delivery before tax and every tax (the delivery's included), as the order page and the invoice add them up (lib/domain/charges.ts) */
  subtotal: number;
  deliveryBeforeGst: number;
  cgst: number;
  sgst: number;
  igst: number;
  /** what the drops cost, GST included */
  deliveryCharge: number;
  total: number;
  payment: { status: string; amountDue: number; dueAt: string | null; proofUploadedAt: string | null; proof: string | null; confirmedAt: string | null } | null;
  refunds: { amount: number; reason: string; status: string; createdAt: string; paidAt: string | null }[];
  parts: {
    suborderNo: string;
    category: string;
    status: string;
    repeatType: string;
    repeatInfo: string;
    deliveredTo: AddressSnapshot | null;
    note: string | null;
    total: number;
    items: { name: string; specialInstructions: string | null; sizes: { unit: number; unitType: string; quantity: number; price: number }[] }[];
    deliveries: { date: string; status: string; skippedAt: string | null }[];
  }[];
};

const rupees = (paise: number) => (paise / 100).toFixed(2);
const oneLine = (a: AddressSnapshot | null) => (a ? [a.lineOne, a.linetwo, a.city, a.state, a.zipCode].filter(Boolean).join(', ') : '');

/** Every order placed for them, with its parts, items, deliveries, payment and refunds, oldest first. */
export const ordersReader: SectionReader<OrderExport[]> = {
  async read(tx, userId) {
    const orders = await tx.order.findMany({
      where: { userId },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      include: {
        payment: { include: { screenshot: { select: { storageKey: true } } } },
        refunds: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
        suborders: {
          orderBy: [{ createdAt: 'asc' }, { suborderNo: 'asc' }],
          include: {
            items: { orderBy: { id: 'asc' }, include: { variants: { orderBy: { id: 'asc' } } } },
            deliveries: { orderBy: { deliveryDate: 'asc' }, select: { deliveryDate: true, status: true, skippedAt: true } },
          },
        },
      },
    });
    return orders.map((o) => ({
      orderNumber: o.orderNumber,
      placedAt: o.createdAt.toISOString(),
      placedByStaff: o.placedById !== null && o.placedById !== userId,
      subtotal: o.subtotal,
      deliveryBeforeGst: chargeFigures(o).delivery,
      cgst: o.cgst,
      sgst: o.sgst,
      igst: o.igst,
      deliveryCharge: o.deliveryCharge,
      total: o.totalPrice,
      payment: o.payment
        ? {
            status: o.payment.status,
            amountDue: o.payment.amount,
            dueAt: iso(o.payment.dueAt),
            proofUploadedAt: iso(o.payment.submittedAt),
            proof: o.payment.screenshot ? `${siteUrl()}${uploadUrl(o.payment.screenshot.storageKey)}` : null,
            confirmedAt: iso(o.payment.confirmedAt),
          }
        : null,
      refunds: o.refunds.map((r) => ({ amount: r.amount, reason: r.reason, status: r.status, createdAt: r.createdAt.toISOString(), paidAt: iso(r.paidAt) })),
      parts: o.suborders.map((s) => ({
        suborderNo: s.suborderNo,
        category: s.categoryEnum,
        status: s.status,
        repeatType: s.repeatType,
        repeatInfo: s.repeatInfo,
        deliveredTo: readAddressSnapshot(s.locationSnapshot),
        note: s.dropNote,
        total: s.totalPrice,
        items: s.items.map((i) => ({
          name: i.name,
          specialInstructions: i.specialInstructions,
          sizes: i.variants.map((v) => ({ unit: v.unit, unitType: i.unitType, quantity: v.quantity, price: v.price })),
        })),
        deliveries: s.deliveries.map((d) => ({ date: dateToDay(d.deliveryDate), status: d.status, skippedAt: iso(d.skippedAt) })),
      })),
    }));
  },
  tables: (orders) => [
    {
      name: 'orders',
      header: ['orderNumber', 'placedAt', 'placedByStaff', 'subtotalRupees', 'deliveryBeforeGstRupees', 'cgstRupees', 'sgstRupees', 'igstRupees', 'deliveryChargeRupees', 'totalRupees', 'paymentStatus', 'amountDueRupees', 'paymentDueAt', 'proofUploadedAt', 'proof', 'paymentConfirmedAt'],
      rows: orders.map((o) => [
        o.orderNumber,
        o.placedAt,
        String(o.placedByStaff),
        rupees(o.subtotal),
        rupees(o.deliveryBeforeGst),
        rupees(o.cgst),
        rupees(o.sgst),
        rupees(o.igst),
        rupees(o.deliveryCharge),
        rupees(o.total),
        o.payment?.status,
        o.payment ? rupees(o.payment.amountDue) : null,
        o.payment?.dueAt,
        o.payment?.proofUploadedAt,
        o.payment?.proof,
        o.payment?.confirmedAt,
      ]),
    },
    {
      name: 'order-parts',
      header: ['orderNumber', 'suborderNo', 'category', 'status', 'repeatType', 'repeatInfo', 'deliveredTo', 'note', 'totalRupees'],
      rows: orders.flatMap((o) => o.parts.map((p) => [o.orderNumber, p.suborderNo, p.category, p.status, p.repeatType, p.repeatInfo, oneLine(p.deliveredTo), p.note, rupees(p.total)])),
    },
    {
      name: 'order-items',
      header: ['orderNumber', 'suborderNo', 'item', 'size', 'unitType', 'quantity', 'priceRupees', 'specialInstructions'],
      rows: orders.flatMap((o) =>
        o.parts.flatMap((p) => p.items.flatMap((i) => i.sizes.map((s) => [o.orderNumber, p.suborderNo, i.name, s.unit, s.unitType, s.quantity, rupees(s.price), i.specialInstructions]))),
      ),
    },
    {
      name: 'deliveries',
      header: ['orderNumber', 'suborderNo', 'date', 'status', 'skippedAt'],
      rows: orders.flatMap((o) => o.parts.flatMap((p) => p.deliveries.map((d) => [o.orderNumber, p.suborderNo, d.date, d.status, d.skippedAt]))),
    },
    {
      name: 'refunds',
      header: ['orderNumber', 'amountRupees', 'reason', 'status', 'createdAt', 'paidAt'],
      rows: orders.flatMap((o) => o.refunds.map((r) => [o.orderNumber, rupees(r.amount), r.reason, r.status, r.createdAt, r.paidAt])),
    },
  ],
};
