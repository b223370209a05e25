// What admins changed for the customer lately, newest first, with the way to all of it in the audit log.
import Link from 'next/link';
import { formatTimestamp } from '@/lib/domain/calendar';
import type { AuditEntryView } from '@/lib/audit/list-audit-log';
import type { CustomerOverview } from '@/lib/users/get-customer-overview';
import { customerAuditHref } from './customer-links';

export function CustomerAudit({ customer, entries, count, shown }: { customer: CustomerOverview; entries: AuditEntryView[]; count: number; shown: number }) {
  return (
    <section aria-labelledby="customer-audit" className="flex flex-col gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="customer-audit" className="text-lg font-semibold text-brand-800">
          Changes by admins
        </h2>
        {count > 0 && (
          <Link href={customerAuditHref(customer.phoneNumber)} className="inline-flex min-h-11 items-center text-sm text-brand-700 underline">
            {count > shown ? `All ${count} entries in the audit log` : 'Open in the audit log'}
          </Link>
        )}
      </div>
      {entries.length === 0 ? (
        <p className="text-sm text-stone-700">No admin has changed anything for them.</p>
      ) : (
        <ol className="divide-y divide-stone-100 rounded-xl border border-brand-100 bg-white" aria-label={`Latest changes for ${customer.name}`}>
          {entries.map((e) => (
            <li key={e.id} className="px-4 py-3 text-sm" data-testid="customer-audit-entry">
              <span className="block text-stone-900">{e.detail}</span>
              <span className="block text-stone-700">
                {e.actor.name} · <time dateTime={e.createdAt}>{formatTimestamp(new Date(e.createdAt))}</time>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
