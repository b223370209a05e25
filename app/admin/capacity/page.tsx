import type { Metadata } from 'next';
import { connection } from 'next/server';
import { requirePageAdmin } from '@/lib/auth/require-page-viewer';
import { listCapacity } from '@/lib/capacity/set-capacity';
import { AdminNav } from '@/components/admin/admin-nav';
import { CapacityForm } from '@/components/admin/capacity-form';

// Per admin (reads the session): rendered at request time, never prerendered or cached.
export const instant = false;

export const metadata: Metadata = { title: 'Kitchen capacity', robots: { index: false } };

/** Admin: how many portions of each category the kitchen takes per delivery day. */
export default async function AdminCapacityPage() {
  await connection();
  const viewer = await requirePageAdmin('/admin/capacity');
  const categories = await listCapacity(viewer);
  return (
    <div className="flex flex-col gap-4">
      <AdminNav current="/admin/capacity" />
      <h1 className="text-2xl font-bold text-brand-800">Kitchen capacity</h1>
      <p className="text-stone-700">
        A full day is shown as unavailable in the cart and refused at checkout, naming the next day with room. Lowering a limit cancels nothing already booked. The dispatch page shows each day&apos;s booked portions against these limits.
      </p>
      {categories.map((c) => (
        <CapacityForm key={c.categoryId} category={{ categoryId: c.categoryId, title: c.title, maxPerDay: c.maxPerDay, overrides: c.overrides }} />
      ))}
    </div>
  );
}
