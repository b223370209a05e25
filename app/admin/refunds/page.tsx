import type { Metadata } from 'next';
import Link from 'next/link';
import { requirePageAdmin } from '@/lib/auth/require-page-viewer';
import { listRefunds } from '@/lib/refunds/list-refunds';
import { formatInstantDay, formatTimestamp } from '@/lib/domain/calendar';
import { formatPaise } from '@/lib/domain/money';
import { countOf } from '@/lib/domain/plural';
import { REFUND_PROMISE_DAYS } from '@/lib/domain/wallet';
import { AdminNav } from '@/components/admin/admin-nav';
import { MarkRefundPaidForm } from '@/components/refunds/mark-refund-paid-form';
import { formatPhone } from '@/lib/domain/phone';

export const metadata: Metadata = { title: 'Refunds to pay', robots: { index: false } };
// Per admin (reads the session): rendered at request time, never prerendered or cached.
export const instant = false;

type Props = { searchParams: Promise<{ status?: string | string[] }> };

/**
 * Refunds customers chose to get on their UPI id: the oldest due first, with their age against the
 * 30-day promise (overdue flagged). The admin pays each from the bank app, enters its UTR and marks
 * it paid; the customer is messaged. ?status=PAID lists the ones paid, newest first.
 */
export default async function RefundsPage({ searchParams }: Props) {
  const viewer = await requirePageAdmin('/admin/refunds');
  const status = (await searchParams).status === 'PAID' ? 'PAID' : 'DUE';
  const { total, refunds } = await listRefunds(viewer, { status, limit: 100 });
  const overdue = refunds.filter((r) => r.overdue).length;

  return (
    <div className="flex flex-col gap-4">
      <AdminNav current="/admin/refunds" />
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-brand-800">{status === 'DUE' ? 'Refunds to pay' : 'Refunds paid'}</h1>
        <p className="text-sm text-stone-700">
          {status === 'DUE'
            ? total === 0
              ? 'Nothing to pay.'
              : `${countOf(total, 'refund')} to pay to the customers' UPI ids, the oldest first; promised within ${REFUND_PROMISE_DAYS} days${overdue ? ` (${overdue} overdue)` : ''}.`
            : `${countOf(total, 'refund')} paid, the newest first.`}
        </p>
        <p className="text-sm">
          <Link href={status === 'DUE' ? '/admin/refunds?status=PAID' : '/admin/refunds'} className="inline-flex min-h-11 items-center text-brand-700 underline">
            {status === 'DUE' ? 'Refunds already paid' : 'Refunds still to pay'}
          </Link>
        </p>
      </header>
      {refunds.length > 0 && (
        <ul className="flex flex-col gap-3" aria-label={status === 'DUE' ? 'Refunds to pay' : 'Refunds paid'}>
          {refunds.map((r) => (
            <li key={r.id} className={`flex flex-col gap-2 rounded-xl border bg-white p-4 text-sm shadow-sm ${r.overdue ? 'border-red-300' : 'border-brand-100'}`} data-testid="refund">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p>
                  <strong className="text-lg">{formatPaise(r.amount)}</strong> to{' '}
                  <Link href={`/admin/customers/${encodeURIComponent(r.customer.id)}`} className="font-medium text-brand-700 underline">
                    {r.customer.name}
                  </Link>{' '}
                  · UPI id <span className="font-mono">{r.upiId ?? `none given (phone ${formatPhone(r.customer.phoneNumber)})`}</span>
                </p>
                {r.status === 'DUE' ? (
                  <span className={r.overdue ? 'rounded-full bg-red-100 px-2 py-0.5 font-semibold text-red-900' : 'text-stone-700'} data-testid="refund-age">
                    {r.overdue ? `Overdue: ${r.ageDays} days` : `${r.ageDays} of ${REFUND_PROMISE_DAYS} days`}
                  </span>
                ) : (
                  <span className="text-stone-700">
                    Paid {r.paidAt ? formatTimestamp(new Date(r.paidAt)) : ''} · UTR <span className="font-mono">{r.utr}</span>
                  </span>
                )}
              </div>
              <p className="text-stone-700">
                <Link href={`/orders/${encodeURIComponent(r.orderNumber)}`} className="text-brand-700 underline">
                  {r.orderNumber}
                </Link>{' '}
                · {r.reason} · due since {formatInstantDay(new Date(r.createdAt))}
              </p>
              {r.status === 'DUE' && <MarkRefundPaidForm refundId={r.id} label={`${formatPaise(r.amount)} to ${r.customer.name}`} />}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
