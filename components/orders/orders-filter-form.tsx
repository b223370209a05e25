import Link from 'next/link';
import { ORDER_STATUSES, ORDER_STATUS_LABELS, type OrderStatus } from '@/lib/domain/order-status';
import { PAYMENT_STATUSES, PAYMENT_STATUS_LABELS } from '@/lib/domain/payment-status';
import type { OrdersSearchParams } from './orders-search-params';

const field = 'min-h-11 w-full rounded-lg border border-stone-400 bg-white px-3';

/**
 * The admin's order filters: a plain GET form to /orders, so it works before (or without) any
 * script, and the URL it makes is the state (shareable, and kept by paging and the CSV link).
 */
export function OrdersFilterForm({ search, counts, customerName }: { search: OrdersSearchParams; counts: Record<OrderStatus, number>; customerName: string | null }) {
  return (
    <form method="get" action="/orders" role="search" aria-label="Filter orders" className="grid gap-3 rounded-xl border border-brand-100 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4">
      <div className="flex flex-col gap-1 sm:col-span-2">
        <label htmlFor="order-search" className="text-sm font-medium">
          Search
        </label>
        <input id="order-search" name="q" type="search" defaultValue={search.q} maxLength={100} placeholder="Order number, phone or name" className={field} />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="order-status-filter" className="text-sm font-medium">
          Status
        </label>
        <select id="order-status-filter" name="status" defaultValue={search.status ?? ''} className={field}>
          <option value="">All statuses</option>
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {ORDER_STATUS_LABELS[s]} ({counts[s]})
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="order-payment-filter" className="text-sm font-medium">
          Payment
        </label>
        <select id="order-payment-filter" name="payment" defaultValue={search.payment ?? ''} className={field}>
          <option value="">Any payment</option>
          {PAYMENT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {PAYMENT_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="order-delivery-filter" className="text-sm font-medium">
          Delivery on
        </label>
        <input id="order-delivery-filter" name="delivery" type="date" defaultValue={search.delivery ?? ''} className={field} />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="order-ending-filter" className="text-sm font-medium">
          Subscriptions ending
        </label>
        <select id="order-ending-filter" name="ending" defaultValue={search.ending ? String(search.ending) : ''} className={field}>
          <option value="">Any time</option>
          <option value="7">In the next 7 days</option>
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="order-from-filter" className="text-sm font-medium">
          Placed from
        </label>
        <input id="order-from-filter" name="from" type="date" defaultValue={search.from ?? ''} className={field} />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="order-to-filter" className="text-sm font-medium">
          Placed until
        </label>
        <input id="order-to-filter" name="to" type="date" defaultValue={search.to ?? ''} className={field} />
      </div>
      {search.customer && <input type="hidden" name="customer" value={search.customer} />}
      <div className="flex flex-wrap items-end gap-2">
        <button type="submit" className="min-h-11 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800">
          Filter
        </button>
        <Link href="/orders" className="inline-flex min-h-11 items-center rounded-lg border border-stone-400 px-4 text-sm font-semibold hover:bg-stone-100">
          Clear
        </Link>
      </div>
      {search.customer && (
        <p className="text-sm text-stone-700 sm:col-span-2 lg:col-span-4">
          Only the orders of <span className="font-medium text-stone-900">{customerName ?? 'one customer'}</span>.
        </p>
      )}
    </form>
  );
}
