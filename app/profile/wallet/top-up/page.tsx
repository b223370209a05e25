import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { requirePageViewer } from '@/lib/auth/require-page-viewer';
import { AppError } from '@/lib/errors';
import { getTopUp } from '@/lib/wallet/top-up-wallet';
import { getConfigurations } from '@/lib/config/get-configurations';
import { getStoreDetails } from '@/lib/payments/store-details';
import { paymentDetails } from '@/lib/payments/payment-details';
import { formatPaise } from '@/lib/domain/money';
import { PAYMENT_STATUS_LABELS, awaitsCustomerPayment, isPaid } from '@/lib/domain/payment-status';
import { PaymentInstructions } from '@/components/payment/payment-instructions';
import { upiQrSvg } from '@/components/payment/upi-qr-code';
import { TopUpProofForm } from '@/components/wallet/top-up-proof-form';

// Per visitor (reads the session): rendered whole at request time, never prerendered or cached.
export const instant = false;

export const metadata: Metadata = { title: 'Add money to your wallet', robots: { index: false } };

type Props = { searchParams: Promise<{ id?: string | string[] }> };

/** Paying a top-up: the same UPI link, QR code and bank details as an order's payment page, then the proof. */
export default async function TopUpPage({ searchParams }: Props) {
  const id = (await searchParams).id;
  const viewer = await requirePageViewer(`/profile/wallet/top-up?id=${encodeURIComponent(String(id ?? ''))}`);
  if (typeof id !== 'string') notFound();
  let topUp;
  try {
    topUp = await getTopUp(viewer, id);
  } catch (e) {
    if (e instanceof AppError && e.code === 'NOT_FOUND') notFound();
    throw e;
  }
  const [{ configurations, messages }, store] = await Promise.all([getConfigurations(), getStoreDetails()]);
  const details = paymentDetails(Object.fromEntries(configurations.map((c) => [c.key, c.value])), messages, store);
  const toPay = awaitsCustomerPayment(topUp.status);
  const change = topUp.forChange;
  const upi = toPay && details.upi && topUp.upiLink ? { ...details.upi, link: topUp.upiLink, qrSvg: await upiQrSvg(topUp.upiLink) } : null;

  return (
    <section className="mx-auto max-w-3xl space-y-6 py-4">
      <p>
        <Link prefetch={false} href="/profile/wallet" className="text-sm text-brand-700 underline">
          ← Wallet
        </Link>
      </p>
      <header className="space-y-2">
        {change ? (
          <h1 className="text-2xl font-bold text-brand-800">
            {formatPaise(topUp.amount)} to pay by UPI for your change to order {change.orderNumber}
          </h1>
        ) : (
          <h1 className="text-2xl font-bold text-brand-800">Add {formatPaise(topUp.amount)} to your wallet</h1>
        )}
        <p>
          Top-up {topUp.number} · <strong data-testid="top-up-status">{isPaid(topUp.status) ? 'Added to your wallet' : PAYMENT_STATUS_LABELS[topUp.status]}</strong>
        </p>
        {change && !change.outcome && toPay && (
          <p>
            {change.fromWallet > 0 ? `Your wallet pays ${formatPaise(change.fromWallet)} of the change. ` : ''}The change is made when this payment is confirmed; until then your order stays as it
            is.
          </p>
        )}
        {change?.outcome && (
          <p data-testid="held-change-outcome" className={change.outcome.made ? undefined : 'text-red-800'}>
            {change.outcome.message}{' '}
            <Link prefetch={false} href={`/orders/${encodeURIComponent(change.orderNumber)}`} className="text-brand-700 underline">
              Order {change.orderNumber}
            </Link>
          </p>
        )}
        {topUp.rejectionReason && toPay && <p className="text-red-800">We could not confirm your last proof: {topUp.rejectionReason}</p>}
      </header>
      {toPay && (
        <>
          <PaymentInstructions amountLabel={formatPaise(topUp.amount)} upi={upi} bank={details.bank} />
          <TopUpProofForm topUpId={topUp.id} />
        </>
      )}
    </section>
  );
}
