// The /orders page's query string: which page and which status filter, read leniently (an old
// or hand-typed link falls back to the first page, all statuses) and written back without empty
// parameters.
import { isOrderStatus, type OrderStatus } from '@/lib/domain/order-status';

export const ORDERS_PAGE_SIZE = 10;

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
