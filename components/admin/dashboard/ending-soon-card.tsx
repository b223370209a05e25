import Link from 'next/link';
import type { Dashboard } from '@/lib/dashboard/get-dashboard';
import { formatDay } from '@/lib/domain/calendar';
import { countOf } from '@/lib/domain/plural';
import { formatPhone } from '@/lib/domain/phone';

/** Subscriptions ending in the next 7 days, with a way to call each customer. */
export function EndingSoonCard({ d }: { d: Pick<Dashboard, 'endingSoon'> }) {
  return (
    <section aria-labelledby="ending" className="rounded-xl border border-brand-100 bg-white p-4 shadow-sm">
      <h3 id="ending" className="font-semibold text-brand-800">
        Subscriptions ending in the next 7 days
      </h3>
      {d.endingSoon.length === 0 ? (
        <p className="mt-2 text-sm">None.</p>
      ) : (
        <>
          <ul className="mt-2 flex flex-col divide-y divide-stone-100 text-sm" data-testid="dashboard-ending">
            {d.endingSoon.slice(0, 10).map((s) => (
              <li key={s.suborderId} className="flex flex-wrap items-center justify-between gap-2 py-1">
                <Link prefetch={false} href={`/orders/${encodeURIComponent(s.orderNumber)}`} className="font-medium text-brand-700 underline">
                  {s.suborderNo}
                </Link>
                <span>{s.customer}</span>
                <a href={`tel:${s.phoneNumber}`} className="text-brand-700 underline">
                  {formatPhone(s.phoneNumber)}
                </a>
                <span className="text-stone-700">last {formatDay(s.lastDelivery)}</span>
              </li>
            ))}
          </ul>
          <Link prefetch={false} href="/orders?ending=7" className="mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline">
            All {countOf(d.endingSoon.length, 'subscription')} ending this week in the orders console
          </Link>
        </>
      )}
    </section>
  );
}
