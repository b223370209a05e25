import { Bar } from '@/components/ui/bar';
import type { Dashboard } from '@/lib/dashboard/get-dashboard';
import { CANCELLATION_CAUSE_LABELS } from '@/lib/domain/dashboard';
import { CANCEL_REASON_LABELS } from '@/lib/domain/plan-changes';

/** Cancelled deliveries by cause, and subscriptions cancelled by the customer's reason. */
export function CancellationsCard({ d }: { d: Pick<Dashboard, 'cancellations' | 'cancelReasons'> }) {
  return (
    <section aria-labelledby="cancellations" className="rounded-xl border border-brand-100 bg-white p-4 shadow-sm">
      <h3 id="cancellations" className="font-semibold text-brand-800">
        Cancelled deliveries by cause
      </h3>
      <p className="text-xs text-stone-700">Deliveries dated in the range, by who or what cancelled them.</p>
      {d.cancellations.length === 0 ? (
        <p className="mt-2 text-sm">None.</p>
      ) : (
        <ul className="mt-2 flex flex-col gap-1 text-sm" data-testid="dashboard-cancellations">
          {d.cancellations.map((c) => {
            const max = d.cancellations[0].count;
            return (
              <li key={c.cause} className="flex items-center gap-2">
                <span className="w-48 shrink-0">{CANCELLATION_CAUSE_LABELS[c.cause]}</span>
                <Bar value={c.count} max={max} />
                <span className="tabular-nums">{c.count.toLocaleString('en-IN')}</span>
              </li>
            );
          })}
        </ul>
      )}
      <h4 id="cancel-reasons" className="mt-3 text-sm font-semibold text-brand-800">
        Subscriptions cancelled, by the customer&apos;s reason
      </h4>
      {d.cancelReasons.length === 0 ? (
        <p className="mt-1 text-sm">None.</p>
      ) : (
        <ul className="mt-1 flex flex-col gap-1 text-sm" aria-labelledby="cancel-reasons" data-testid="dashboard-cancel-reasons">
          {d.cancelReasons.map((r) => (
            <li key={r.reason} className="flex items-center justify-between gap-2">
              <span>{CANCEL_REASON_LABELS[r.reason]}</span>
              <span className="tabular-nums">{r.count.toLocaleString('en-IN')}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
