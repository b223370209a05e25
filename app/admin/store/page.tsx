import type { Metadata } from 'next';
import { connection } from 'next/server';
import { requirePageAdmin } from '@/lib/auth/require-page-viewer';
import { clock } from '@/lib/clock';
import { getStore } from '@/lib/store/get-store';
import { countBookedDeliveries } from '@/lib/store/count-booked-deliveries';
import { kolkataToday } from '@/lib/domain/calendar';
import { AdminNav } from '@/components/admin/admin-nav';
import { StoreStatusForm } from '@/components/admin/store-status-form';

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
  return (
    <div className="flex flex-col gap-4">
      <AdminNav current="/admin/store" />
      <h1 className="text-2xl font-bold text-brand-800">Store status</h1>
      <StoreStatusForm store={store} booked={booked} today={kolkataToday(clock().now())} />
    </div>
  );
}
