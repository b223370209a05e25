import { closedNotice, type StoreStatus } from '@/lib/domain/store-status';

type ClosedState = Pick<StoreStatus, 'openStatus' | 'closedMessage'>;

/**
 * While the store is closed, the admin's message at the top of the menu, before anyone fills a
 * cart they cannot check out (the cart says it again; the server refuses the order anyway).
 */
export function StoreClosedBanner({ store }: { store: ClosedState }) {
  if (store.openStatus) return null;
  return (
    <section aria-labelledby="store-closed" className="mb-4 rounded-xl border-2 border-amber-700 bg-amber-50 p-4 text-amber-950" data-testid="store-closed-banner">
      <h2 id="store-closed" className="text-lg font-bold">
        We are closed right now
      </h2>
      <p className="mt-1">{closedNotice(store)}</p>
      <p className="mt-1 text-sm">You can look at the menu, but orders cannot be placed until we reopen.</p>
    </section>
  );
}
