import type { Metadata } from 'next';
import Link from 'next/link';
import { requirePageViewer } from '@/lib/auth/require-page-viewer';
import { getWallet } from '@/lib/wallet/get-wallet';
import { listMyTopUps, monthOfMySubscription } from '@/lib/wallet/top-up-wallet';
import { formatInstantDay } from '@/lib/domain/calendar';
import { formatPaise } from '@/lib/domain/money';
import { PAYMENT_STATUS_LABELS, awaitsCustomerPayment, isPayable } from '@/lib/domain/payment-status';
import { WalletSummary } from '@/components/wallet/wallet-summary';
import { TopUpForm } from '@/components/wallet/top-up-form';
import { UpiIdForm } from '@/components/wallet/upi-id-form';
import { getMyUpiId } from '@/lib/users/update-upi-id';

// Per visitor (reads the session): rendered whole at request time, never prerendered or cached.
export const instant = false;

export const metadata: Metadata = { title: 'Wallet', robots: { index: false } };

/** The customer's wallet: balance, its whole recent history, adding money, top-ups still to pay or being checked. */
export default async function WalletPage() {
  const viewer = await requirePageViewer('/profile/wallet');
  const [wallet, topUps, monthAmount, upiId] = await Promise.all([getWallet(viewer), listMyTopUps(viewer), monthOfMySubscription(viewer), getMyUpiId(viewer)]);
  const open = topUps.filter((t) => isPayable(t.status));
  return (
    <section className="mx-auto flex max-w-xl flex-col gap-4 py-4">
      <p>
        <Link prefetch={false} href="/profile" className="text-sm text-brand-700 underline">
          ← Profile
        </Link>
      </p>
      <h1 className="text-2xl font-bold text-brand-800">Your wallet</h1>
      <WalletSummary wallet={wallet} entriesShown={100} title="Balance and history">
        <TopUpForm monthAmount={monthAmount} />
      </WalletSummary>
      <UpiIdForm upiId={upiId} />
      {open.length > 0 && (
        <section aria-labelledby="open-top-ups" className="rounded-xl border border-brand-100 bg-white p-4 text-sm shadow-sm">
          <h2 id="open-top-ups" className="mb-2 font-semibold">
            Money on its way
          </h2>
          <ul className="divide-y divide-stone-100">
            {open.map((t) => (
              <li key={t.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2" data-testid="open-top-up">
                <span>
                  {formatPaise(t.amount)}
                  {t.orderNumber ? ` for your change to order ${t.orderNumber}` : ''} · {PAYMENT_STATUS_LABELS[t.status]} · {formatInstantDay(new Date(t.createdAt))}
                </span>
                <Link prefetch={false} href={`/profile/wallet/top-up?id=${encodeURIComponent(t.id)}`} className="inline-flex min-h-11 items-center text-brand-700 underline">
                  {awaitsCustomerPayment(t.status) ? 'Pay and send proof' : 'View'}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}
