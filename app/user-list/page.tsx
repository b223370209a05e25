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
          <button className="rounded-lg bg-brand-700 px-3 py-2 font-medium text-white">Search</button>
        </form>
      </div>
      {viewer.selectedCustomerFirstName && (
        <p role="status" className="rounded-lg bg-brand-100 px-3 py-2">
          Ordering for <strong>{viewer.selectedCustomerFirstName}</strong>. Carts, addresses and orders you make now are theirs.
        </p>
      )}
      {/* relative: the screen-reader-only text inside (absolutely positioned) stays inside the scrolling box instead of widening the page */}
      <div className="relative overflow-x-auto rounded-xl border border-brand-100 bg-white">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{countOf(count, 'customer')}</caption>
          <thead className="bg-brand-50">
            <tr>
              <th scope="col" className="px-3 py-2">Name</th>
              <th scope="col" className="px-3 py-2">Mobile</th>
              <th scope="col" className="px-3 py-2">Email</th>
              <th scope="col" className="px-3 py-2">Role</th>
              <th scope="col" className="px-3 py-2">Joined</th>
              <th scope="col" className="px-3 py-2"><span className="sr-only">Actions</span></th>
            </tr>
          </thead>
          <tbody>
            {users.map((u) => (
              <tr key={u.id} className="border-t border-brand-100" data-testid="customer-row">
                <td className="px-3 py-2 font-medium">
                  <Link href={customerPageHref(u.id)} className="text-brand-700 underline">
                    {fullName(u)}
                  </Link>
                </td>
                <td className="px-3 py-2">{u.phoneNumber}</td>
                <td className="px-3 py-2">{u.email ?? '—'}</td>
                <td className="px-3 py-2">{u.role.roleName}</td>
                <td className="px-3 py-2">{formatInstantDay(u.createdAt)}</td>
                <td className="px-3 py-2 text-right">
                  {u.roleId === 2 && <SelectCustomerButton userId={u.id} firstName={u.firstName} selected={viewer.actingForUserId === u.id} />}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <nav aria-label="Pages" className="flex items-center gap-3 text-sm">
        {pageNo > 1 && <Link href={href(pageNo - 1)} className="underline">Previous</Link>}
        <span>Page {pageNo} of {pages} · {countOf(count, 'customer')}</span>
        {pageNo < pages && <Link href={href(pageNo + 1)} className="underline">Next</Link>}
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
