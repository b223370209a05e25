import type { Metadata } from 'next';
import Link from 'next/link';
import { requirePageAdmin } from '@/lib/auth/require-page-viewer';
import { ADMIN_PAGES } from '@/components/admin/admin-nav';

// Per admin (reads the session): rendered at request time, never prerendered or cached.
export const instant = false;

export const metadata: Metadata = { title: 'Admin', robots: { index: false } };

/** Where the admin's day starts: one card per tool. */
export default async function AdminPage() {
  await requirePageAdmin('/admin');
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-brand-800">Admin</h1>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {ADMIN_PAGES.map((p) => (
          <li key={p.href}>
            <Link href={p.href} className="flex h-full min-h-24 flex-col gap-1 rounded-xl border border-brand-100 bg-white p-4 shadow-sm hover:border-brand-400">
              <span className="font-semibold text-brand-800">{p.label}</span>
              <span className="text-sm text-stone-700">{p.about}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
