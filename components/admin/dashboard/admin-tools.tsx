import Link from 'next/link';
import { ADMIN_PAGES } from '@/components/admin/admin-nav';

/** One card per admin tool, saying what it is for. */
export function AdminTools() {
  return (
    <section aria-labelledby="tools" className="flex flex-col gap-2">
      <h2 id="tools" className="text-lg font-semibold">
        Tools
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {ADMIN_PAGES.map((p) => (
          <li key={p.href}>
            <Link prefetch={false} href={p.href} className="flex h-full min-h-24 flex-col gap-1 rounded-xl border border-brand-100 bg-white p-4 shadow-sm hover:border-brand-400">
              <span className="font-semibold text-brand-800">{p.label}</span>
              <span className="text-sm text-stone-700">{p.about}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
