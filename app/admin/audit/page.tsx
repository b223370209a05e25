import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { requirePageAdmin } from '@/lib/auth/require-page-viewer';
import { AUDIT_PAGE_SIZE, listAuditLog } from '@/lib/audit/list-audit-log';
import { listAdmins } from '@/lib/users/list-admins';
import { findUserByPhone } from '@/lib/users/find-user-by-phone';
import { AdminNav } from '@/components/admin/admin-nav';
import { parsePage } from '@/components/orders/orders-search-params';
import { countOf } from '@/lib/domain/plural';
import { AuditEntriesTable } from '@/components/admin/audit/audit-entries-table';
import { AuditFilterForm } from '@/components/admin/audit/audit-filter-form';
import { auditHref, type AuditQuery } from '@/components/admin/audit/audit-href';

export const metadata: Metadata = { title: 'Audit log', robots: { index: false } };
// Per admin (reads the session): rendered at request time, never prerendered or cached.
export const instant = false;

type Param = string | string[] | undefined;
type Props = { searchParams: Promise<{ customer?: Param; admin?: Param; page?: Param }> };

const first = (v: Param) => (Array.isArray(v) ? v[0] : v)?.trim().slice(0, 64) ?? '';

/** Who changed what, for whom, and when: newest first, by customer and by admin. */
export default async function AuditPage({ searchParams }: Props) {
  const viewer = await requirePageAdmin('/admin/audit');
  const params = await searchParams;
  const query: AuditQuery = { customer: first(params.customer), admin: first(params.admin), page: parsePage(params.page) };

  const [admins, customer] = await Promise.all([listAdmins(viewer), query.customer ? findUserByPhone(viewer, query.customer) : null]);
  const actor = admins.find((a) => a.id === query.admin) ?? null;
  // A number nobody has shows nothing (rather than everyone's entries under a filter that looks applied).
  const unknownCustomer = Boolean(query.customer) && !customer;
  const { count, entries } = unknownCustomer
    ? { count: 0, entries: [] }
    : await listAuditLog(viewer, { skip: (query.page - 1) * AUDIT_PAGE_SIZE, limit: AUDIT_PAGE_SIZE, userId: customer?.id, actorId: actor?.id });
  const pages = Math.max(1, Math.ceil(count / AUDIT_PAGE_SIZE));
  if (query.page > pages) redirect(auditHref({ ...query, page: pages }));

  return (
    <div className="flex flex-col gap-4">
      <AdminNav current="/admin/audit" />
      <header>
        <h1 className="text-2xl font-bold text-brand-800">Audit log</h1>
        <p className="text-sm text-stone-700" role="status">
          {unknownCustomer
            ? `No customer has the number ${query.customer}.`
            : `${countOf(count, 'entry', 'entries')}${customer ? ` about ${customer.name}` : ''}${actor ? ` by ${actor.name}` : ''}, newest first.`}
        </p>
      </header>

      <AuditFilterForm key={auditHref({ customer: query.customer, admin: actor?.id })} query={query} admins={admins} actorId={actor?.id ?? null} />

      {entries.length === 0 ? (
        <p className="rounded-xl border border-brand-100 bg-white p-6 text-center text-stone-700">No entries.</p>
      ) : (
        <AuditEntriesTable entries={entries} query={query} />
      )}

      {pages > 1 && (
        <nav aria-label="Pages of the audit log" className="flex items-center justify-between gap-3 text-sm">
          {query.page > 1 ? (
            <Link href={auditHref({ ...query, page: query.page - 1 })} className="inline-flex min-h-11 items-center rounded-lg border border-stone-400 px-4 font-semibold hover:bg-stone-100" rel="prev">
              Newer
            </Link>
          ) : (
            <span />
          )}
          <span>
            Page {query.page} of {pages}
          </span>
          {query.page < pages ? (
            <Link href={auditHref({ ...query, page: query.page + 1 })} className="inline-flex min-h-11 items-center rounded-lg border border-stone-400 px-4 font-semibold hover:bg-stone-100" rel="next">
              Older
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </div>
  );
}
