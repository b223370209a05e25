import { Fragment } from 'react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { requirePageAdmin } from '@/lib/auth/require-page-viewer';
import { REVIEW_PAGE_SIZE, listPaymentsToReview } from '@/lib/payments/list-payments-to-review';
import type { OrderView } from '@/lib/orders/order-view';
import { formatDay, formatTimestamp } from '@/lib/domain/calendar';
import { formatPaise } from '@/lib/domain/money';
import { AdminNav } from '@/components/admin/admin-nav';
import { PaymentReviewActions } from '@/components/admin/payment-review-actions';
import { BankStatementMatcher } from '@/components/admin/bank-statement-matcher';
import { parsePage } from '@/components/orders/orders-search-params';
import { countOf } from '@/lib/domain/plural';
import { formatPhone } from '@/lib/domain/phone';
import { listTopUpsToReview } from '@/lib/wallet/confirm-top-up';
import { TopUpsToReview } from '@/components/wallet/top-ups-to-review';

export const metadata: Metadata = { title: 'Payments to review', robots: { index: false } };
// Per admin (reads the session): rendered at request time, never prerendered or cached.
export const instant = false;

type Props = { searchParams: Promise<{ page?: string | string[] }> };

const pageHref = (page: number) => (page > 1 ? `/admin/payments?page=${page}` : '/admin/payments');

/** Screenshots waiting for a decision, the longest-waiting first; and the bank statement matcher. */
export default async function PaymentsToReviewPage({ searchParams }: Props) {
  const viewer = await requirePageAdmin('/admin/payments');
  const page = parsePage((await searchParams).page);
  const [{ count, orders, sameScreenshotAs }, topUps] = await Promise.all([
    listPaymentsToReview(viewer, { skip: (page - 1) * REVIEW_PAGE_SIZE, limit: REVIEW_PAGE_SIZE }),
    listTopUpsToReview(viewer),
  ]);
  const pages = Math.max(1, Math.ceil(count / REVIEW_PAGE_SIZE));
  if (page > pages) redirect(pageHref(pages));

  return (
    <div className="flex flex-col gap-4">
      <AdminNav current="/admin/payments" />
      <header>
        <h1 className="text-2xl font-bold text-brand-800">Payments to review</h1>
        <p className="text-sm text-stone-700">
          {count === 0 ? 'Nothing waiting.' : `${countOf(count, 'payment')} waiting, the longest-waiting first.`}
        </p>
      </header>
      <BankStatementMatcher />
      <TopUpsToReview topUps={topUps} />
      {orders.length === 0 ? (
        <p className="rounded-xl border border-brand-100 bg-white p-6 text-center text-stone-700">No payment screenshots are waiting for a decision.</p>
      ) : (
        <ul className="flex flex-col gap-4" aria-label="Payments to review">
          {orders.map((order) => (
            <li key={order.id}>
              <PaymentToReview order={order} sameScreenshotAs={sameScreenshotAs[order.id] ?? []} />
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav aria-label="Pages of payments" className="flex items-center justify-between gap-3 text-sm">
          {page > 1 ? (
            <Link href={pageHref(page - 1)} className="inline-flex min-h-11 items-center rounded-lg border border-stone-400 px-4 font-semibold hover:bg-stone-100" rel="prev">
              Earlier
            </Link>
          ) : (
            <span />
          )}
          <span>
            Page {page} of {pages}
          </span>
          {page < pages ? (
            <Link href={pageHref(page + 1)} className="inline-flex min-h-11 items-center rounded-lg border border-stone-400 px-4 font-semibold hover:bg-stone-100" rel="next">
              Later
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </div>
  );
}

/** The proof beside what is expected (the amount due) and what the customer said (the UTR). */
function PaymentToReview({ order, sameScreenshotAs }: { order: OrderView; sameScreenshotAs: string[] }) {
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
