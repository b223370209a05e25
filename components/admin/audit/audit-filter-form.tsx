import { Button, ButtonLink } from '@/components/ui/button';
import type { AuditQuery } from './audit-href';

const field = 'min-h-11 w-full rounded-lg border border-stone-400 bg-white px-3';

/** Filter by the customer's mobile number and by the admin who made the change. */
export function AuditFilterForm({ query, admins, actorId }: { query: AuditQuery; admins: { id: string; name: string }[]; actorId: string | null }) {
  return (
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
        <select id="audit-admin" name="admin" defaultValue={actorId ?? ''} className={field}>
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
  );
}
