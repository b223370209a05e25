import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { requirePageAdmin } from '@/lib/auth/require-page-viewer';
import { REVIEW_PAGE_SIZE, listPaymentsToReview } from '@/lib/payments/list-payments-to-review';
import { AdminNav } from '@/components/admin/admin-nav';
import { PaymentToReview } from '@/components/admin/payment-to-review';
import { BankStatementMatcher } from '@/components/admin/bank-statement-matcher';
import { parsePage } from '@/components/orders/orders-search-params';
import { countOf } from '@/lib/domain/plural';
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
