import Link from 'next/link';
import { ORDER_STATUSES, ORDER_STATUS_LABELS, type OrderStatus } from '@/lib/domain/order-status';
import { ordersHref, type OrdersSearchParams } from './orders-search-params';

/** One link per status with how many of the filtered orders have a part in it; the other filters stay. */
export function StatusCounts({ search, counts }: { search: OrdersSearchParams; counts: Record<OrderStatus, number> }) {
  const chip =
    'inline-flex min-h-11 items-center gap-1 rounded-full border border-brand-200 bg-white px-3 text-sm font-medium text-brand-800 hover:bg-brand-50 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white';
  return (
    <nav aria-label="Orders by status">
      <ul className="flex flex-wrap gap-2">
        <li>
          <Link href={ordersHref({ ...search, status: null, page: 1 })} aria-current={search.status === null ? 'page' : undefined} className={chip}>
            Any status
          </Link>
        </li>
        {ORDER_STATUSES.map((s) => (
          <li key={s}>
            <Link href={ordersHref({ ...search, status: s, page: 1 })} aria-current={search.status === s ? 'page' : undefined} className={chip}>
              {ORDER_STATUS_LABELS[s]} <span className="tabular-nums">{counts[s]}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
