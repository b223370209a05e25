import Link from 'next/link';
import type { AuditPerson, listAuditLog } from '@/lib/audit/list-audit-log';
import { formatTimestamp } from '@/lib/domain/calendar';
import { auditHref, type AuditQuery } from './audit-href';

type Entry = Awaited<ReturnType<typeof listAuditLog>>['entries'][number];

/** The entries, newest first: when, who, for whom (each a link to their entries) and what. */
export function AuditEntriesTable({ entries, query }: { entries: Entry[]; query: AuditQuery }) {
  const person = (p: AuditPerson, link: string, what: string) => (
    <Link href={link} className="text-brand-700 underline">
      {p.name}
      <span className="sr-only"> ({what})</span>
    </Link>
  );

  // relative: the links' screen-reader-only text (absolutely positioned) stays inside this
  // scrolling box; without it, it widened the page on a phone
  return (
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
  );
}
