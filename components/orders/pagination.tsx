import Link from 'next/link';
import { ordersHref, type OrdersSearchParams } from './orders-search-params';

/** Newer / older pages of the order list, keeping the filters in the URL. */
export function Pagination({ page, pages, search = {} }: { page: number; pages: number; search?: Partial<OrdersSearchParams> }) {
  if (pages <= 1) return null;
  const link = 'min-h-11 inline-flex items-center rounded-lg border border-stone-400 px-4 text-sm font-semibold hover:bg-stone-100';
  return (
    <nav aria-label="Pages of orders" className="flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link href={ordersHref({ ...search, page: page - 1 })} className={link} rel="prev">
          Newer orders
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-stone-700">
        Page {page} of {pages}
      </p>
      {page < pages ? (
        <Link href={ordersHref({ ...search, page: page + 1 })} className={link} rel="next">
          Older orders
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
