import Link from 'next/link';
import { redirect } from 'next/navigation';
import type { currentViewer } from '@/lib/auth/current-viewer';
import { clock } from '@/lib/clock';
import { kolkataToday } from '@/lib/domain/calendar';
import { countOf } from '@/lib/domain/plural';
import { listOrders } from '@/lib/orders/list-orders';
import { getWallet } from '@/lib/wallet/get-wallet';
import { WalletSummary } from '@/components/wallet/wallet-summary';
import { ButtonLink } from '@/components/ui/button';
import { OrderCard } from './order-card';
import { Pagination } from './pagination';
import { ORDERS_PAGE_SIZE, ordersHref } from './orders-search-params';

/** A customer's own order history: newest first, paged, nothing to filter. */
export async function customerOrders(viewer: NonNullable<Awaited<ReturnType<typeof currentViewer>>>, page: number) {
  const [{ count, orders }, wallet] = await Promise.all([listOrders(viewer, { skip: (page - 1) * ORDERS_PAGE_SIZE, limit: ORDERS_PAGE_SIZE }), getWallet(viewer)]);
  const today = kolkataToday(clock().now());
  const pages = Math.max(1, Math.ceil(count / ORDERS_PAGE_SIZE));
  if (page > pages) redirect(ordersHref({ page: pages }));
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-2xl font-bold text-brand-800">My orders</h1>
        <p className="text-sm text-stone-700">
          {countOf(count, 'order')} ·{' '}
          <Link prefetch={false} href="/orders/calendar" className="inline-flex min-h-11 items-center text-brand-700 underline">
            Delivery calendar
          </Link>
        </p>
      </div>
      {/* Only once the wallet has been used: a customer who never had credit sees their orders alone. */}
      {wallet.entries.length > 0 && (
        <WalletSummary wallet={wallet} entriesShown={3}>
          <p>
            <Link href="/profile/wallet" className="inline-flex min-h-11 items-center text-brand-700 underline">
              Whole history, or add money
            </Link>
          </p>
        </WalletSummary>
      )}
      {orders.length === 0 ? (
        <div className="rounded-xl border border-brand-100 bg-white p-6 text-center">
          <p className="text-stone-700">No orders yet.</p>
          <ButtonLink href="/" className="mt-3">
            Browse the menu
          </ButtonLink>
        </div>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Orders">
          {orders.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} showCustomer={false} renewal={{ today }} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} pages={pages} />
    </div>
  );
}
