// The one way an order is presented: pages and the GraphQL API both get an OrderView, built here
// from the database rows. Days are Kolkata 'YYYY-MM-DD', money is paise, the address is the
// snapshot taken when the order was placed; display formatting stays in the UI.
import 'server-only';
import { dateToDay, kolkataToday, type IsoDay } from '@/lib/domain/calendar';
import { readAddressSnapshot, type AddressSnapshot } from '@/lib/domain/address-snapshot';
import type { CategoryCode } from '@/lib/domain/categories';
import { deliveredCount, lastDeliveryDate, nextDeliveryDate, type OrderStatus } from '@/lib/domain/order-status';
import { paymentStatusOf, type PaymentStatus } from '@/lib/domain/payment-status';
import type { RefundStatus } from '@/lib/domain/order-money';
import { paymentDeadline } from '@/lib/domain/payment-deadline';
import { fullName } from '@/lib/domain/people';
import type { RepeatType } from '@/lib/domain/repeat';
import type { CancelReason } from '@/lib/domain/plan-changes';
import type { UnitType } from '@/lib/domain/units';
import { uploadUrl } from '@/lib/uploads/storage-key';
import { dropOnRoadView, type DropOnRoad } from '@/lib/riders/drop-view';
import type { OrderWithDetails, SuborderWithDetails } from './order-include';

export type DeliveryView = {
  id: string;
  deliveryDate: IsoDay;
  status: OrderStatus;
  /** ISO instant the delivery was skipped, or null */
  skippedAt: string | null;
  /** ISO instant it was paused (then skippedAt is set too), or null */
  pausedAt: string | null;
  /** the skipped delivery this one makes up for */
  replacesDeliveryId: string | null;
  /** its share stopped being charged (taken off the amount due, or given back) */
  credited: boolean;
  /** what the day brings: its own item rows (what was ordered, until changeDeliveryItems changes them) */
  items: OrderItemView[];
  /** the copy of the address this delivery goes to (changeDeliveryAddress) */
  location: AddressSnapshot | null;
  /** its rider, code, proof, missed drop and courier (lib/riders/drop-view.ts) */
  road: DropOnRoad;
};

export type OrderItemView = {
  id: string;
  name: string;
  price: number;
  unitType: UnitType;
  specialInstructions: string | null;
  enable: boolean;
  menuItem: { id: string };
  variants: { id: string; quantity: number; unit: number; price: number; itemVariant: { id: string } }[];
};

export type SuborderView = {
  id: string;
  suborderNo: string;
  status: OrderStatus;
  dropNote: string | null;
  repeatType: RepeatType;
  repeatInfo: string;
  categoryEnum: CategoryCode;
  category: { id: string; title: string; description: string | null; categoryEnum: CategoryCode; image: string | null };
  items: OrderItemView[];
  deliveries: DeliveryView[];
  subtotal: number;
  cgst: number;
  sgst: number;
  igst: number;
  deliveryCharge: number;
  totalPrice: number;
  /** the GST state code of its address: its place of supply */
  placeOfSupply: string | null;
  location: AddressSnapshot | null;
  nextDeliveryDate: IsoDay | null;
  deliveredCount: number;
  endDate: IsoDay | null;
  /** cancelSubscription: when, from which day (nothing is delivered on or after it), and the customer's reason */
  cancelledAt: string | null;
  cancelledFrom: IsoDay | null;
  cancelReason: CancelReason | null;
  cancelNote: string | null;
};

export type RefundView = {
  id: string;
  /** paise */
  amount: number;
  status: RefundStatus;
  reason: string;
  /** the skipped delivery it pays back, if any */
  deliveryId: string | null;
  createdAt: string;
  paidAt: string | null;
  /** the payout's UPI transaction reference, once paid */
  utr: string | null;
};

export type PaymentView = {
  id: string | null;
  status: PaymentStatus;
  /** what is still to be paid by UPI, paise */
  amount: number;
  /** paise paid from the wallet at checkout */
  walletAmount: number;
  screenshot: { id: string; url: string; contentType: string } | null;
  submittedAt: string | null;
  /** ISO instant an unpaid order must be paid by (after a late rejection, the later of the two); null when it never expires */
  dueAt: string | null;
  rejectionReason: string | null;
  /** the UPI transaction reference given with the proof, or read off the bank statement */
  utr: string | null;
};

export type OrderView = {
  id: string;
  orderNumber: string;
  createdAt: string;
  placedOn: IsoDay;
  subtotal: number;
  cgst: number;
  sgst: number;
  igst: number;
  deliveryCharge: number;
  totalPrice: number;
  /** the rates the order was priced with: tenths of a percent, paise per delivery */
  cgstRate: number;
  sgstRate: number;
  perDeliveryCharge: number;
  payment: PaymentView;
  user: { id: string; firstName: string | null; lastName: string | null; name: string; phoneNumber: string; address: OrderWithDetails['user']['addresses'] };
  placedById: string | null;
  suborders: SuborderView[];
  refunds: RefundView[];
};

/** One item of a suborder as shown (also on the dispatch route sheet). */
export function orderItemView(i: SuborderWithDetails['items'][number]): OrderItemView {
  return {
    id: i.id,
    name: i.name,
    price: i.price,
    unitType: i.unitType,
    specialInstructions: i.specialInstructions,
    enable: i.enable,
    menuItem: { id: i.menuItemId },
    variants: i.variants.map((v) => ({ id: v.id, quantity: v.quantity, unit: v.unit, price: v.price, itemVariant: { id: v.variantId } })),
  };
}

type DeliveryItemRow = { id: string; menuItemId: string; variantId: string; name: string; unitType: UnitType; unit: number; price: number; quantity: number };

/**
 * What a day brings (its DeliveryItem rows: every delivery has them) in the shape of a suborder's
 * items: one item per menu item, its variants the day's rows. The customer's note on an item
 * (specialInstructions) is the ordered item's, which the day keeps.
 */
export function deliveryItemsView(deliveryId: string, rows: readonly DeliveryItemRow[], ordered: readonly OrderItemView[]): OrderItemView[] {
  const noteOf = new Map(ordered.map((i) => [i.menuItem.id, i.specialInstructions]));
  const byItem = new Map<string, OrderItemView>();
  for (const r of rows) {
    const item = byItem.get(r.menuItemId) ?? { id: `${deliveryId}:${r.menuItemId}`, name: r.name, price: r.price, unitType: r.unitType, specialInstructions: noteOf.get(r.menuItemId) ?? null, enable: true, menuItem: { id: r.menuItemId }, variants: [] };
    item.price = Math.min(item.price, r.price);
    item.variants.push({ id: r.id, quantity: r.quantity, unit: r.unit, price: r.price, itemVariant: { id: r.variantId } });
    byItem.set(r.menuItemId, item);
  }
  return [...byItem.values()];
}

export function suborderView(s: SuborderWithDetails): SuborderView {
  const items = s.items.map(orderItemView);
  const deliveries: DeliveryView[] = s.deliveries.map((d) => ({
    id: d.id,
    deliveryDate: dateToDay(d.deliveryDate),
    status: d.status,
    skippedAt: d.skippedAt?.toISOString() ?? null,
    pausedAt: d.pausedAt?.toISOString() ?? null,
    replacesDeliveryId: d.replacesDeliveryId,
    credited: d.creditedAt !== null,
    items: deliveryItemsView(d.id, d.items, items),
    location: readAddressSnapshot(d.locationSnapshot),
    road: dropOnRoadView(d),
  }));
  return {
    id: s.id,
    suborderNo: s.suborderNo,
    status: s.status,
    dropNote: s.dropNote,
    repeatType: s.repeatType,
    repeatInfo: s.repeatInfo,
    categoryEnum: s.categoryEnum,
    category: { id: s.category.id, title: s.category.title, description: s.category.description, categoryEnum: s.category.categoryEnum, image: s.category.image },
    items,
    deliveries,
    subtotal: s.subtotal,
    cgst: s.cgst,
    sgst: s.sgst,
    igst: s.igst,
    deliveryCharge: s.deliveryCharge,
    totalPrice: s.totalPrice,
    placeOfSupply: s.placeOfSupply,
    location: readAddressSnapshot(s.locationSnapshot),
    nextDeliveryDate: nextDeliveryDate(deliveries),
    deliveredCount: deliveredCount(deliveries),
    endDate: lastDeliveryDate(deliveries),
    cancelledAt: s.cancelledAt?.toISOString() ?? null,
    cancelledFrom: s.cancelledFrom ? dateToDay(s.cancelledFrom) : null,
    cancelReason: s.cancelReason,
    cancelNote: s.cancelNote,
  };
}

/** An order's payment as shown; `orderTotal` is what is owed when the order has no payment row. */
export function paymentView(p: OrderWithDetails['payment'], orderTotal: number): PaymentView {
  return {
    id: p?.id ?? null,
    status: paymentStatusOf(p),
    amount: p?.amount ?? orderTotal,
    walletAmount: p?.walletAmount ?? 0,
    screenshot: p?.screenshot ? { id: p.screenshot.id, url: uploadUrl(p.screenshot.storageKey), contentType: p.screenshot.contentType } : null,
    submittedAt: p?.submittedAt?.toISOString() ?? null,
    dueAt: p ? (paymentDeadline(p)?.toISOString() ?? null) : null,
    rejectionReason: p?.rejectionReason ?? null,
    utr: p?.utr ?? null,
  };
}

export function orderView(order: OrderWithDetails): OrderView {
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    createdAt: order.createdAt.toISOString(),
    placedOn: kolkataToday(order.createdAt),
    subtotal: order.subtotal,
    cgst: order.cgst,
    sgst: order.sgst,
    igst: order.igst,
    deliveryCharge: order.deliveryCharge,
    totalPrice: order.totalPrice,
    cgstRate: order.cgstRate,
    sgstRate: order.sgstRate,
    perDeliveryCharge: order.perDeliveryCharge,
    payment: paymentView(order.payment, order.totalPrice),
    user: {
      id: order.user.id,
      firstName: order.user.firstName,
      lastName: order.user.lastName,
      name: fullName(order.user),
      phoneNumber: order.user.phoneNumber,
      address: order.user.addresses,
    },
    placedById: order.placedById,
    suborders: order.suborders.map(suborderView),
    refunds: order.refunds.map((r) => ({
      id: r.id,
      amount: r.amount,
      status: r.status,
      reason: r.reason,
      deliveryId: r.deliveryId,
      createdAt: r.createdAt.toISOString(),
      paidAt: r.paidAt?.toISOString() ?? null,
      utr: r.utr,
    })),
  };
}
