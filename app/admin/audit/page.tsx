import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { requirePageAdmin } from '@/lib/auth/require-page-viewer';
import { AUDIT_PAGE_SIZE, listAuditLog, type AuditPerson } from '@/lib/audit/list-audit-log';
import { listAdmins } from '@/lib/users/list-admins';
import { findUserByPhone } from '@/lib/users/find-user-by-phone';
import { formatTimestamp } from '@/lib/domain/calendar';
import { AdminNav } from '@/components/admin/admin-nav';
import { parsePage } from '@/components/orders/orders-search-params';
import { countOf } from '@/lib/domain/plural';
import { Button, ButtonLink } from '@/components/ui/button';

export const metadata: Metadata = { title: 'Audit log', robots: { index: false } };
// Per admin (reads the session): rendered at request time, never prerendered or cached.
export const instant = false;

type Param = string | string[] | undefined;
type Props = { searchParams: Promise<{ customer?: Param; admin?: Param; page?: Param }> };
type AuditQuery = { customer: string; admin: string; page: number };

const first = (v: Param) => (Array.isArray(v) ? v[0] : v)?.trim().slice(0, 64) ?? '';

function auditHref(q: Partial<AuditQuery>): string {
  const params = new URLSearchParams();
  if (q.customer) params.set('customer', q.customer);
  if (q.admin) params.set('admin', q.admin);
  if (q.page && q.page > 1) params.set('page', String(q.page));
  const s = params.toString();
  return s ? `/admin/audit?${s}` : '/admin/audit';
}

const field = 'min-h-11 w-full rounded-lg border border-stone-400 bg-white px-3';

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

  const person = (p: AuditPerson, link: string, what: string) => (
    <Link href={link} className="text-brand-700 underline">
      {p.name}
      <span className="sr-only"> ({what})</span>
    </Link>
  );

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

      <form method="get" action="/admin/audit" role="search" aria-label="Filter the audit log" className="grid gap-3 rounded-xl border border-brand-100 bg-white p-4 shadow-sm sm:grid-cols-[1fr_1fr_auto]">
        <div className="flex flex-col gap-1">
          <label htmlFor="audit-customer" className="text-sm font-medium">
            Customer&apos;s mobile number
          </label>
          <input id="audit-customer" name="customer" type="tel" inputMode="tel" defaultValue={query.customer} placeholder="98765 43210" className={field} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="audit-admin" className="text-sm font-medium">
            Changed by
          </label>
          <select id="audit-admin" name="admin" defaultValue={actor?.id ?? ''} className={field}>
            <option value="">Any admin</option>
            {admins.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <Button type="submit">Filter</Button>
          <ButtonLink href="/admin/audit" variant="secondary">
            Clear
          </ButtonLink>
        </div>
      </form>

      {entries.length === 0 ? (
        <p className="rounded-xl border border-brand-100 bg-white p-6 text-center text-stone-700">No entries.</p>
      ) : (
        // relative: the links' screen-reader-only text (absolutely positioned) stays inside this
        // scrolling box; without it, it widened the page on a phone
        <div className="relative overflow-x-auto rounded-xl border border-brand-100 bg-white" role="region" aria-label="Audit entries" tabIndex={0}>
          <table className="w-full min-w-[40rem] text-left text-sm">
            <thead className="bg-brand-50">
              <tr>
                <th scope="col" className="px-3 py-2">When</th>
                <th scope="col" className="px-3 py-2">Who</th>
                <th scope="col" className="px-3 py-2">For whom</th>
                <th scope="col" className="px-3 py-2">What</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <tr key={e.id} className="border-t border-brand-100 align-top" data-testid="audit-entry">
                  <td className="whitespace-nowrap px-3 py-2">{formatTimestamp(new Date(e.createdAt))}</td>
                  <td className="px-3 py-2">{person(e.actor, auditHref({ ...query, admin: e.actor.id, page: 1 }), 'only their changes')}</td>
                  <td className="px-3 py-2">
                    {e.subject?.phoneNumber ? person(e.subject, auditHref({ ...query, customer: e.subject.phoneNumber, page: 1 }), 'only entries about them') : (e.subject?.name ?? '—')}
                  </td>
                  <td className="px-3 py-2">{e.detail}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
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
