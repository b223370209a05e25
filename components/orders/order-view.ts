// Turns a stored order into what the order pages show: Bengaluru days, rupees, labels. Pure, so
// the list and the detail page word everything the same way.
import { dateToDay, formatDay, kolkataToday } from '@/lib/domain/dates';
import { formatPaise } from '@/lib/domain/money';
import { CATEGORY_LABELS, type CategoryCode } from '@/lib/domain/categories';
import {
  ORDER_STATUS_LABELS,
  PAYMENT_STATUS_LABELS,
  deliveredCount,
  isOrderStatus,
  nextDeliveryDate,
  type OrderStatus,
  type PaymentStatus,
} from '@/lib/domain/order-status';
import { describeRepeat } from '@/components/invoice/invoice-lines';
import type { OrderWithDetails } from '@/lib/orders/order-include';

export const ORDERS_PAGE_SIZE = 10;

export type SuborderSummary = {
  id: string;
  suborderNo: string;
  category: string;
  status: OrderStatus;
  statusLabel: string;
  repeat: string;
  /** 'Mon, 7 Dec 2026', or null when nothing is still to come */
  nextDelivery: string | null;
  delivered: number;
  deliveries: number;
  total: string;
};

export type OrderSummary = {
  id: string;
  orderNumber: string;
  placedOn: string;
  total: string;
  paymentStatus: PaymentStatus;
  paymentLabel: string;
  customer: { name: string; phoneNumber: string };
  suborders: SuborderSummary[];
};

export function customerName(user: { firstName: string | null; lastName: string | null }): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || 'Unnamed customer';
}

export function summariseOrder(order: OrderWithDetails): OrderSummary {
  // An order without a payment row predates payments being recorded: it still has to be paid.
  const paymentStatus = order.payment?.status ?? 'required';
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    placedOn: formatDay(kolkataToday(order.createdAt)),
    total: formatPaise(order.totalPrice),
    paymentStatus,
    paymentLabel: PAYMENT_STATUS_LABELS[paymentStatus],
    customer: { name: customerName(order.user), phoneNumber: order.user.phoneNumber },
    suborders: order.suborders.map((s) => {
      const deliveries = s.deliveries.map((d) => ({ deliveryDate: dateToDay(d.deliveryDate), status: d.status }));
      const next = nextDeliveryDate(deliveries);
      return {
        id: s.id,
        suborderNo: s.suborderNo,
        category: s.category.title || CATEGORY_LABELS[s.categoryEnum as CategoryCode],
        status: s.status,
        statusLabel: ORDER_STATUS_LABELS[s.status],
        repeat: describeRepeat(s.repeatType, s.repeatInfo),
        nextDelivery: next ? formatDay(next) : null,
        delivered: deliveredCount(deliveries),
        deliveries: deliveries.length,
        total: formatPaise(s.totalPrice),
      };
    }),
  };
}

/** ?page= as a page number from 1; anything else is the first page. */
export function parsePage(value: string | string[] | undefined): number {
  const n = Number(Array.isArray(value) ? value[0] : value);
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
}

/** ?status= as an order status, or null for all. */
export function parseStatusFilter(value: string | string[] | undefined): OrderStatus | null {
  const v = (Array.isArray(value) ? value[0] : value)?.toUpperCase() ?? '';
  return isOrderStatus(v) ? v : null;
}

/** The /orders URL for a page and status, without empty parameters. */
export function ordersHref(page: number, status: OrderStatus | null): string {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/orders?${query}` : '/orders';
}
