// The /orders page's search string: which page and which filters, read leniently (an old or
// hand-typed link falls back to the first page and no filter for whatever it cannot read) and
// written back without empty parameters, so paging and the CSV link keep exactly the filters shown.
import { compareDays, isIsoDay, type IsoDay } from '@/lib/domain/calendar';
import type { OrderFilter } from '@/lib/domain/inputs/order-input';
import { isOrderStatus, type OrderStatus } from '@/lib/domain/order-status';
import { isPaymentStatus, type PaymentStatus } from '@/lib/domain/payment-status';

export const ORDERS_PAGE_SIZE = 10;

type Param = string | string[] | undefined;
const first = (value: Param) => (Array.isArray(value) ? value[0] : value)?.trim() ?? '';

/** ?page= as a page number from 1; anything else is the first page. */
export function parsePage(value: Param): number {
  const n = Number(first(value) || undefined);
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
}

/** ?status= as an order status, or null for all. */
export function parseStatusFilter(value: Param): OrderStatus | null {
  const v = first(value).toUpperCase();
  return isOrderStatus(v) ? v : null;
}

function parsePaymentFilter(value: Param): PaymentStatus | null {
  const v = first(value).toLowerCase();
  return isPaymentStatus(v) ? v : null;
}

function parseDay(value: Param): IsoDay | null {
  const v = first(value);
  return isIsoDay(v) ? v : null;
}

/** ?ending= as 1-31 days, or null. */
function parseEnding(value: Param): number | null {
  const n = Number(first(value) || undefined);
  return Number.isInteger(n) && n >= 1 && n <= 31 ? n : null;
}

/** An id as the database makes them (cuid): anything else is not a customer. */
function parseId(value: Param): string | null {
  const v = first(value);
  return /^[A-Za-z0-9_-]{1,64}$/.test(v) ? v : null;
}

/** What the admin's orders console shows: the filters and the page. */
export type OrdersSearchParams = {
  page: number;
  status: OrderStatus | null;
  payment: PaymentStatus | null;
  /** orders with a delivery on this day */
  delivery: IsoDay | null;
  /** placed from / to (Kolkata days, both included) */
  from: IsoDay | null;
  to: IsoDay | null;
  /** one customer's orders (their user id) */
  customer: string | null;
  /** order number, phone or name */
  q: string;
  /** subscriptions ending within this many days (the dashboard's link: 7) */
  ending?: number | null;
};

export const NO_FILTERS: OrdersSearchParams = { page: 1, status: null, payment: null, delivery: null, from: null, to: null, customer: null, q: '' };

/** Reads the console's search string; a range given backwards is read the right way round. */
export function parseOrdersSearchParams(params: Record<string, Param>): OrdersSearchParams {
  let from = parseDay(params.from);
  let to = parseDay(params.to);
  if (from && to && compareDays(from, to) > 0) [from, to] = [to, from];
  return {
    page: parsePage(params.page),
    status: parseStatusFilter(params.status),
    payment: parsePaymentFilter(params.payment),
    delivery: parseDay(params.delivery),
    from,
    to,
    customer: parseId(params.customer),
    q: first(params.q).slice(0, 100),
    // only when asked: the other filters' links and tests know nothing of it
    ...(parseEnding(params.ending) ? { ending: parseEnding(params.ending) } : {}),
  };
}

/** The search string (no leading '?') for these filters; page 1 and empty filters are left out. */
export function ordersSearchString(search: Partial<OrdersSearchParams>): string {
  const q = { ...NO_FILTERS, ...search };
  const params = new URLSearchParams();
  if (q.status) params.set('status', q.status);
  if (q.payment) params.set('payment', q.payment);
  if (q.delivery) params.set('delivery', q.delivery);
  if (q.from) params.set('from', q.from);
  if (q.to) params.set('to', q.to);
  if (q.customer) params.set('customer', q.customer);
  if (q.q.trim()) params.set('q', q.q.trim());
  if (q.ending) params.set('ending', String(q.ending));
  if (q.page > 1) params.set('page', String(q.page));
  return params.toString();
}

/** The /orders URL for these filters. */
export function ordersHref(search: Partial<OrdersSearchParams>): string {
  const s = ordersSearchString(search);
  return s ? `/orders?${s}` : '/orders';
}

/** The same filters as the service takes them. */
export function orderFilterOf(q: OrdersSearchParams): OrderFilter {
  return {
    status: q.status,
    paymentStatus: q.payment,
    deliveryDate: q.delivery,
    fromDate: q.from,
    toDate: q.to,
    userId: q.customer,
    search: q.q || null,
    ...(q.ending ? { endingWithinDays: q.ending } : {}),
  };
}

/** True when anything narrows the list. */
export function isFiltered(q: OrdersSearchParams): boolean {
  return ordersSearchString({ ...q, page: 1 }) !== '';
}
