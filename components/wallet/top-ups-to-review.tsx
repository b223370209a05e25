import { formatTimestamp } from '@/lib/domain/calendar';
import { formatPaise } from '@/lib/domain/money';
import type { TopUpToReview } from '@/lib/wallet/confirm-top-up';
import { ConfirmTopUpButton } from './confirm-top-up-button';
import { RejectTopUpButton } from './reject-top-up-button';
import { formatPhone } from '@/lib/domain/phone';

/** Wallet top-ups whose proof waits for the admin, beside the orders' payments at /admin/payments. */
export function TopUpsToReview({ topUps }: { topUps: TopUpToReview[] }) {
  if (topUps.length === 0) return null;
  return (
    <section aria-labelledby="top-ups-to-review" className="flex flex-col gap-2">
      <h2 id="top-ups-to-review" className="text-lg font-semibold text-brand-800">
        Wallet top-ups to review
      </h2>
      <ul className="flex flex-col gap-3">
        {topUps.map((t) => (
          <li key={t.id} className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-brand-100 bg-white p-4 text-sm shadow-sm" data-testid="top-up-to-review">
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
              <dt className="text-stone-700">Top-up</dt>
              <dd className="font-semibold">{t.number}</dd>
              <dt className="text-stone-700">Amount</dt>
              <dd className="text-lg font-bold">{formatPaise(t.amount)}</dd>
              <dt className="text-stone-700">UTR</dt>
              <dd className="font-semibold tabular-nums">{t.utr ?? 'Not given'}</dd>
              <dt className="text-stone-700">Customer</dt>
              <dd>{formatPhone(t.customer.phoneNumber)}</dd>
              {t.forOrderNumber && (
                <>
                  <dt className="text-stone-700">Pays for</dt>
                  <dd>A change to order {t.forOrderNumber}, made when you confirm</dd>
                </>
              )}
              <dt className="text-stone-700">Submitted</dt>
              <dd>{t.submittedAt ? formatTimestamp(new Date(t.submittedAt)) : '—'}</dd>
            </dl>
            {t.screenshot && (
              <a href={t.screenshot.url} target="_blank" rel="noopener noreferrer" className="inline-flex min-h-11 items-center text-brand-700 underline">
                Open the proof<span className="sr-only"> of top-up {t.number} (opens in a new tab)</span>
              </a>
            )}
            <div className="flex flex-wrap items-start gap-2">
              <ConfirmTopUpButton topUpId={t.id} number={t.number} />
              <RejectTopUpButton topUpId={t.id} number={t.number} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
