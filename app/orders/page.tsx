import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { currentViewer } from '@/lib/auth/current-viewer';
import { isAdmin } from '@/lib/auth/viewer';
import { listOrders } from '@/lib/orders/list-orders';
import { ORDER_STATUS_LABELS } from '@/lib/domain/order-status';
import { OrderCard } from '@/components/orders/order-card';
import { StatusFilter } from '@/components/orders/status-filter';
import { Pagination } from '@/components/orders/pagination';
import { ORDERS_PAGE_SIZE, ordersHref, parsePage, parseStatusFilter, summariseOrder } from '@/components/orders/order-view';

// Per visitor (reads the session): rendered whole at request time, never prerendered or cached.
export const instant = false;

export const metadata: Metadata = { title: 'My orders', robots: { index: false } };

type Props = { searchParams: Promise<{ page?: string | string[]; status?: string | string[] }> };

export default async function OrdersPage({ searchParams }: Props) {
  const viewer = await currentViewer();
  if (!viewer) redirect('/log-in?next=/orders');
  const admin = isAdmin(viewer);
  const params = await searchParams;
  const page = parsePage(params.page);
  const status = admin ? parseStatusFilter(params.status) : null;

  const { count, orders } = await listOrders(viewer, { skip: (page - 1) * ORDERS_PAGE_SIZE, limit: ORDERS_PAGE_SIZE, filter: { status } });
  const pages = Math.max(1, Math.ceil(count / ORDERS_PAGE_SIZE));
  // A page number past the end (an old link after orders were filtered away) goes to the last page.
  if (page > pages) redirect(ordersHref(pages, status));

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-brand-800">{admin ? 'All orders' : 'My orders'}</h1>
          <p className="text-sm text-stone-700">
            {count === 1 ? '1 order' : `${count} orders`}
            {status && ` with a part ${ORDER_STATUS_LABELS[status].toLowerCase()}`}
          </p>
        </div>
        {admin && <StatusFilter selected={status} />}
      </div>
      {orders.length === 0 ? (
        <div className="rounded-xl border border-brand-100 bg-white p-6 text-center">
          <p className="text-stone-700">{status ? 'No orders with this status.' : 'No orders yet.'}</p>
          {!admin && (
            <Link href="/" className="mt-3 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800">
              Browse the menu
            </Link>
          )}
        </div>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Orders">
          {orders.map((order) => (
            <li key={order.id}>
              <OrderCard order={summariseOrder(order)} showCustomer={admin} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} pages={pages} status={status} />
    </div>
  );
}
