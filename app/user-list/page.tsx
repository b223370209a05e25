import type { Metadata } from 'next';
import Link from 'next/link';
import { requirePageAdmin } from '@/lib/auth/require-page-viewer';
import { listUsers } from '@/lib/users/list-users';
import { AddUserForm, SelectCustomerButton } from '@/components/admin/customer-actions';
import { CustomerImport } from '@/components/admin/customer-import';
import { AdminNav } from '@/components/admin/admin-nav';
import { customerPageHref } from '@/components/admin/customer-links';
import { fullName } from '@/lib/domain/people';
import { formatInstantDay } from '@/lib/domain/calendar';
import { countOf } from '@/lib/domain/plural';
import { formatPhone } from '@/lib/domain/phone';
import { Button } from '@/components/ui/button';

// Per visitor (reads the session): rendered whole at request time, never prerendered or cached.
export const instant = false;

export const metadata: Metadata = { title: 'Customers', robots: { index: false } };

const PAGE_SIZE = 20;
type Props = { searchParams: Promise<{ q?: string; page?: string }> };

export default async function UserListPage({ searchParams }: Props) {
  const viewer = await requirePageAdmin('/user-list');
  const { q = '', page = '1' } = await searchParams;
  const pageNo = Math.max(1, Number.parseInt(page, 10) || 1);
  const { count, users } = await listUsers(viewer, { searchQuery: q, skip: (pageNo - 1) * PAGE_SIZE, limit: PAGE_SIZE });
  const pages = Math.max(1, Math.ceil(count / PAGE_SIZE));
  const href = (p: number) => `/user-list?${new URLSearchParams({ ...(q ? { q } : {}), page: String(p) })}`;
  return (
    <section className="space-y-6 py-2">
      <AdminNav current="/user-list" />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold text-brand-800">Customers</h1>
        <form role="search" className="flex gap-2">
          <label htmlFor="q" className="sr-only">Search by name, phone or email</label>
          <input id="q" name="q" defaultValue={q} placeholder="Name, phone or email" className="rounded-lg border border-stone-300 px-3 py-2" />
          <Button type="submit">Search</Button>
        </form>
      </div>
      {viewer.selectedCustomerFirstName && (
        <p role="status" className="rounded-lg bg-brand-100 px-3 py-2">
          Ordering for <strong>{viewer.selectedCustomerFirstName}</strong>. Carts, addresses and orders you make now are theirs.
        </p>
      )}
      {/* Cards, not a table: on a 390 px phone a six-column table was 840 px wide, so the page (or its
          scrolling box) hid each customer's Order for button off to the right. A card keeps the
          button beside the name at every width; long emails wrap instead of widening anything. */}
      {users.length === 0 ? (
        <p className="rounded-xl border border-brand-100 bg-white p-4 text-stone-700">{q ? `No customers match “${q}”.` : 'No customers yet.'}</p>
      ) : (
        <ul aria-label={countOf(count, 'customer')} className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
          {users.map((u) => (
            <li key={u.id} className="flex min-w-0 flex-col gap-2 rounded-xl border border-brand-100 bg-white p-3" data-testid="customer-row">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <Link prefetch={false} href={customerPageHref(u.id)} className="break-words font-medium text-brand-700 underline">
                    {fullName(u)}
                  </Link>
                  <p className="text-sm">{formatPhone(u.phoneNumber)}</p>
                </div>
                <SelectCustomerButton userId={u.id} firstName={u.firstName} selected={viewer.actingForUserId === u.id} />
              </div>
              <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 text-sm">
                <dt className="text-stone-600">Email</dt>
                <dd className="break-all">{u.email ?? '—'}</dd>
                <dt className="text-stone-600">Joined</dt>
                <dd>{formatInstantDay(u.createdAt)}</dd>
              </dl>
            </li>
          ))}
        </ul>
      )}
      <nav aria-label="Pages" className="flex items-center gap-3 text-sm">
        {pageNo > 1 && <Link prefetch={false} href={href(pageNo - 1)} className="underline">Previous</Link>}
        <span>Page {pageNo} of {pages} · {countOf(count, 'customer')}</span>
        {pageNo < pages && <Link prefetch={false} href={href(pageNo + 1)} className="underline">Next</Link>}
      </nav>
      <div className="grid gap-6 rounded-xl border border-brand-100 bg-white p-4">
        <h2 className="text-lg font-semibold">Add a customer</h2>
        <AddUserForm />
      </div>
      <div className="rounded-xl border border-brand-100 bg-white p-4">
        <CustomerImport />
      </div>
    </section>
  );
}
