import type { Metadata } from 'next';
import { connection } from 'next/server';
import { requirePageAdmin } from '@/lib/auth/require-page-viewer';
import { clock } from '@/lib/clock';
import { getStore } from '@/lib/store/get-store';
import { countBookedDeliveries } from '@/lib/store/count-booked-deliveries';
import { countDeliveryAreaRequests } from '@/lib/store/delivery-area-requests';
import { formatDay } from '@/lib/domain/calendar';
import { kolkataToday } from '@/lib/domain/calendar';
import { AdminNav } from '@/components/admin/admin-nav';
import { StoreStatusPanel } from '@/components/admin/store-status-panel';

// Per admin (reads the session): rendered at request time, never prerendered or cached.
export const instant = false;

export const metadata: Metadata = { title: 'Store status', robots: { index: false } };

/** Admin: open or close the store, and keep the kitchen's closed dates. */
export default async function AdminStorePage() {
  // getStore and the calendar read the clock; connection() marks the page as request-time before
  // that (as on /cart), or Next reports an unstable `new Date()` during the runtime prerender.
  await connection();
  const viewer = await requirePageAdmin('/admin/store');
  const store = await getStore();
  const booked = await countBookedDeliveries(viewer, store.closedDates);
  const asked = await countDeliveryAreaRequests(viewer);
  return (
    <div className="flex flex-col gap-4">
      <AdminNav current="/admin/store" />
      <h1 className="text-2xl font-bold text-brand-800">Store status</h1>
      <StoreStatusPanel store={store} booked={booked} today={kolkataToday(clock().now())} />
      <section aria-labelledby="asked" className="rounded-xl border border-brand-100 bg-white p-4">
        <h2 id="asked" className="text-lg font-semibold">Asked for delivery</h2>
        <p className="text-sm text-stone-700">Bengaluru PIN codes meals do not reach yet, and how many asked to be told when they do.</p>
        {asked.length === 0 ? (
          <p className="mt-2 text-sm text-stone-700">Nobody has asked yet.</p>
        ) : (
          <table className="mt-2 w-full max-w-md text-left text-sm">
            <thead>
              <tr className="border-b border-brand-100">
                <th scope="col" className="py-1">PIN code</th>
                <th scope="col" className="py-1 text-right">Asked</th>
                <th scope="col" className="py-1 text-right">Last asked</th>
              </tr>
            </thead>
            <tbody>
              {asked.map((r) => (
                <tr key={r.pinCode} className="border-b border-brand-100" data-testid="asked-pin">
                  <td className="py-1 font-mono">{r.pinCode}</td>
                  <td className="py-1 text-right">{r.count}</td>
                  <td className="py-1 text-right">{formatDay(kolkataToday(r.latestAt))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
