// Refunds the customer is owed to their UPI id, each with its order; paid from the refund queue.
import Link from 'next/link';
import { formatInstantDay } from '@/lib/domain/calendar';
import { formatPaise } from '@/lib/domain/money';
import type { CustomerOverview } from '@/lib/users/get-customer-overview';

export function CustomerRefundsDue({ refunds }: { refunds: CustomerOverview['refundsDue'] }) {
  if (refunds.length === 0) return null;
  return (
    <section aria-labelledby="customer-refunds" className="flex flex-col gap-2">
      <h2 id="customer-refunds" className="text-lg font-semibold text-brand-800">
        Refunds due to their UPI id
      </h2>
      <p className="text-sm">
        <Link href="/admin/refunds" className="text-brand-700 underline">
          Pay them from the refund queue
        </Link>
      </p>
      <ul className="divide-y divide-stone-100 rounded-xl border border-brand-100 bg-white">
        {refunds.map((r) => (
          <li key={r.id} className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3 text-sm" data-testid="refund-due">
            <span>
              <Link href={`/orders/${encodeURIComponent(r.orderNumber)}`} className="font-medium text-brand-700 underline">
                {r.orderNumber}
              </Link>{' '}
              <span className="text-stone-700">· {r.reason} · {formatInstantDay(new Date(r.createdAt))}</span>
            </span>
            <span className="font-semibold">{formatPaise(r.amount)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
