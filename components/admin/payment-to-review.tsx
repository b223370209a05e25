import { Fragment } from 'react';
import Link from 'next/link';
import type { OrderView } from '@/lib/orders/order-view';
import { formatDay, formatTimestamp } from '@/lib/domain/calendar';
import { formatPaise } from '@/lib/domain/money';
import { formatPhone } from '@/lib/domain/phone';
import { PaymentReviewActions } from './payment-review-actions';

/** The proof beside what is expected (the amount due) and what the customer said (the UTR). */
export function PaymentToReview({ order, sameScreenshotAs }: { order: OrderView; sameScreenshotAs: string[] }) {
  const { payment } = order;
  const amount = formatPaise(payment.amount);
  const screenshot = payment.screenshot;
  return (
    <article aria-labelledby={`review-${order.id}`} data-testid="payment-to-review" className="grid gap-4 rounded-xl border border-brand-100 bg-white p-4 shadow-sm md:grid-cols-[minmax(0,20rem)_1fr]">
      <div className="min-w-0">
        {!screenshot ? (
          <p className="text-sm text-stone-700">No screenshot attached.</p>
        ) : screenshot.contentType.startsWith('image/') ? (
          <a href={screenshot.url} target="_blank" rel="noopener noreferrer" className="block">
            {/* A private upload (owner and admins only, never cached): served as it is, not through the image optimiser. */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img src={screenshot.url} alt={`Payment screenshot for order ${order.orderNumber}`} loading="lazy" className="max-h-96 w-full rounded-lg border border-stone-200 object-contain" />
            <span className="mt-1 block text-sm text-brand-700 underline">
              Open full size<span className="sr-only"> (opens in a new tab)</span>
            </span>
          </a>
        ) : (
          // PDFs are a download, never an inline viewer: a PDF can carry JavaScript, so the upload
          // route serves it as a sandboxed attachment (lib/domain/upload-rules.ts).
          <a href={screenshot.url} download className="inline-flex min-h-11 items-center rounded-lg border border-stone-400 px-4 text-sm font-semibold hover:bg-stone-100">
            Download the PDF receipt<span className="sr-only"> for order {order.orderNumber}</span>
          </a>
        )}
      </div>
      <div className="flex min-w-0 flex-col gap-3">
        <h2 id={`review-${order.id}`} className="font-semibold">
          <Link href={`/orders/${encodeURIComponent(order.orderNumber)}`} className="text-brand-700 underline">
            Order {order.orderNumber}
          </Link>
        </h2>
        {sameScreenshotAs.length > 0 && (
          <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-900" data-testid="same-screenshot">
            The same screenshot file was sent for {sameScreenshotAs.length === 1 ? 'order' : 'orders'}{' '}
            {sameScreenshotAs.map((n, i) => (
              <Fragment key={n}>
                {i > 0 && ', '}
                <Link href={`/orders/${encodeURIComponent(n)}`} className="underline">
                  {n}
                </Link>
              </Fragment>
            ))}
            : one payment cannot pay two orders. Check the amount and the UTR before confirming.
          </p>
        )}
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-stone-700">Amount due</dt>
          <dd className="text-lg font-bold">{amount}</dd>
          <dt className="text-stone-700">UTR</dt>
          <dd className="text-lg font-semibold tracking-wider tabular-nums" data-testid="review-utr">
            {payment.utr ?? <span className="text-base font-normal tracking-normal text-stone-700">Not given</span>}
          </dd>
          <dt className="text-stone-700">Customer</dt>
          <dd>
            {order.user.name} ·{' '}
            <a href={`tel:${order.user.phoneNumber}`} className="text-brand-700 underline">
              {formatPhone(order.user.phoneNumber)}
            </a>
          </dd>
          <dt className="text-stone-700">Submitted</dt>
          <dd>{payment.submittedAt ? formatTimestamp(new Date(payment.submittedAt)) : '—'}</dd>
          <dt className="text-stone-700">Placed</dt>
          <dd>{formatDay(order.placedOn)}</dd>
        </dl>
        <PaymentReviewActions orderId={order.id} orderNumber={order.orderNumber} amount={amount} customerName={order.user.name} />
      </div>
    </article>
  );
}
