import type { Metadata } from 'next';
import Link from 'next/link';
import { requirePageViewer } from '@/lib/auth/require-page-viewer';
import { getUser } from '@/lib/users/get-user';
import { userStats } from '@/lib/users/user-stats';
import { formatPaise } from '@/lib/domain/money';
import { fullName } from '@/lib/domain/people';
import { formatInstantDay } from '@/lib/domain/calendar';
import { formatPhone } from '@/lib/domain/phone';

// Per visitor (reads the session): rendered whole at request time, never prerendered or cached.
export const instant = false;

export const metadata: Metadata = { title: 'Account details', robots: { index: false } };

export default async function UserDetailsPage() {
  const viewer = await requirePageViewer('/userDetails');
  const [user, stats] = await Promise.all([getUser(viewer, viewer.id), userStats(viewer.id)]);
  const rows: [string, string][] = [
    ['Name', fullName(user, '—')],
    ['Mobile number', formatPhone(user.phoneNumber)],
    ['Email', user.email ?? '—'],
    ['Member since', formatInstantDay(user.createdAt, 'date')],
    ['Orders', String(stats.totalOrders)],
    ['Active orders', String(stats.activeOrders)],
    ['Payment due', formatPaise(stats.amountDue)],
    ['Saved addresses', String(user.addresses.length)],
  ];
  return (
    <section className="mx-auto max-w-xl py-4">
      <h1 className="mb-4 text-2xl font-bold text-brand-800">Account details</h1>
      <dl className="divide-y divide-brand-100 rounded-xl border border-brand-100 bg-white">
        {rows.map(([k, v]) => (
          <div key={k} className="flex justify-between gap-4 px-4 py-3">
            <dt className="text-stone-700">{k}</dt>
            <dd className="font-medium">{v}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4"><Link href="/profile-update" className="text-brand-700 underline">Update profile</Link></p>
    </section>
  );
}
