import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { currentViewer } from '@/lib/auth/current-viewer';
import { customerIdFor, isAdmin } from '@/lib/auth/viewer';
import { clock } from '@/lib/clock';
import { kolkataToday } from '@/lib/domain/calendar';
import { listOrders } from '@/lib/orders/list-orders';
import { countOrdersByStatus } from '@/lib/orders/count-orders-by-status';
import { MAX_EXPORT_ORDERS } from '@/lib/orders/export-orders';
import { OrderCard } from '@/components/orders/order-card';
import { Pagination } from '@/components/orders/pagination';
import { OrdersFilterForm } from '@/components/orders/orders-filter-form';
import { StatusCounts } from '@/components/orders/status-counts';
import { AdminNav } from '@/components/admin/admin-nav';
import { customerPageHref } from '@/components/admin/customer-links';
import { ORDERS_PAGE_SIZE, isFiltered, orderFilterOf, ordersHref, ordersSearchString, parseOrdersSearchParams, parsePage } from '@/components/orders/orders-search-params';
import { countOf } from '@/lib/domain/plural';
import { customerOrders } from '@/components/orders/customer-orders';

// Per visitor (reads the session): rendered whole at request time, never prerendered or cached.
export const instant = false;

export const metadata: Metadata = { title: 'Orders', robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function OrdersPage({ searchParams }: Props) {
  const viewer = await currentViewer();
  if (!viewer) redirect('/log-in?next=/orders');
  const params = await searchParams;
  if (!isAdmin(viewer)) return customerOrders(viewer, parsePage(params.page));

  // The admin's console: every order, filtered, with counts per status and an export.
  const search = parseOrdersSearchParams(params);
  const filter = orderFilterOf(search);
  const [{ count, orders }, counts] = await Promise.all([
    listOrders(viewer, { skip: (search.page - 1) * ORDERS_PAGE_SIZE, limit: ORDERS_PAGE_SIZE, filter }),
    countOrdersByStatus(viewer, { ...filter, status: null }),
  ]);
  const pages = Math.max(1, Math.ceil(count / ORDERS_PAGE_SIZE));
  const today = kolkataToday(clock().now());
  // Renewing fills the viewer's own cart for the customer the order belongs to: an admin only
  // offers it on the orders of the customer they are ordering for.
  const renewsFor = customerIdFor(viewer);
  // A page number past the end (an old link after orders were filtered away) goes to the last page.
  if (search.page > pages) redirect(ordersHref({ ...search, page: pages }));
  const customerName = search.customer ? (orders[0]?.user.name ?? null) : null;
  const exportHref = `/admin/orders/csv${ordersSearchString({ ...search, page: 1 }) ? `?${ordersSearchString({ ...search, page: 1 })}` : ''}`;

  return (
    <div className="flex flex-col gap-4">
      <AdminNav current="/orders" />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-brand-800">All orders</h1>
          <p className="text-sm text-stone-700" role="status">
            {countOf(count, 'order')}
            {isFiltered(search) ? (count === 1 ? ' matches these filters' : ' match these filters') : ''}
          </p>
        </div>
        {count > MAX_EXPORT_ORDERS ? (
          <p className="max-w-sm text-sm text-stone-700">
            An export holds at most {MAX_EXPORT_ORDERS} orders: narrow the filters (a date range, a status) to download these as CSV.
          </p>
        ) : (
          count > 0 && (
            <a href={exportHref} download className="inline-flex min-h-11 items-center rounded-lg border border-stone-400 bg-white px-4 text-sm font-semibold hover:bg-stone-100">
              Download {count === 1 ? 'this order' : `these ${count} orders`} (CSV)
            </a>
          )
        )}
      </div>
      <OrdersFilterForm search={search} counts={counts} customerName={customerName} />
      {search.customer && (
        <p className="text-sm">
          <Link href={ordersHref({ ...search, customer: null, page: 1 })} className="text-brand-700 underline">
            Show every customer&apos;s orders
          </Link>
        </p>
      )}
      <StatusCounts search={search} counts={counts} />
      {orders.length === 0 ? (
        <div className="rounded-xl border border-brand-100 bg-white p-6 text-center">
          <p className="text-stone-700">{isFiltered(search) ? 'No orders match these filters.' : 'No orders yet.'}</p>
        </div>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Orders">
          {orders.map((order) => (
            <li key={order.id}>
              <OrderCard
                order={order}
                showCustomer
                customerHref={customerPageHref(order.user.id)}
                customerOrdersHref={search.customer ? undefined : ordersHref({ customer: order.user.id })}
                renewal={order.user.id === renewsFor ? { today } : null} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={search.page} pages={pages} search={search} />
    </div>
  );
}
