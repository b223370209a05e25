import type { Metadata } from 'next';
import Link from 'next/link';
import { loadPageOrder } from '@/lib/payments/load-page-order';
import { paymentDetails } from '@/lib/payments/payment-details';
import { upiPaymentLink } from '@/lib/payments/upi-link';
import { getConfigurations } from '@/lib/config/get-configurations';
import { getStoreDetails } from '@/lib/payments/store-details';
import { formatPaise } from '@/lib/domain/money';
import { formatTimestamp } from '@/lib/domain/calendar';
import { PAYMENT_STATUS_LABELS, awaitsCustomerPayment, awaitsReview, isPayable } from '@/lib/domain/payment-status';
import { PaymentInstructions } from '@/components/payment/payment-instructions';
import { upiQrSvg } from '@/components/payment/upi-qr-code';
import { PaymentStatusNotice } from '@/components/payment/payment-status-notice';
import { PaymentRejectedNotice } from '@/components/payment/payment-rejected-notice';
import { ButtonLink } from '@/components/ui/button';

// Per visitor (reads the session): rendered whole at request time, never prerendered or cached.
export const instant = false;

export const metadata: Metadata = { title: 'Payment', robots: { index: false } };

type Props = { searchParams: Promise<{ order?: string | string[] }> };

export default async function PaymentPage({ searchParams }: Props) {
  const order = await loadPageOrder('/payment', (await searchParams).order);
  const [{ configurations, messages }, store] = await Promise.all([getConfigurations(), getStoreDetails()]);
  const details = paymentDetails(Object.fromEntries(configurations.map((c) => [c.key, c.value])), messages, store);
  const status = order.payment.status;
  const amount = formatPaise(order.payment.amount);
  const uploadHref = `/payment/upload-screenshot?order=${encodeURIComponent(order.orderNumber)}`;
  const showInstructions = isPayable(status);
  const upiLink = details.upi && upiPaymentLink({ ...details.upi, amountPaise: order.payment.amount, orderNumber: order.orderNumber });
  const upi = details.upi && upiLink && showInstructions ? { ...details.upi, link: upiLink, qrSvg: await upiQrSvg(upiLink) } : null;

  return (
    <section className="mx-auto max-w-3xl space-y-6 py-4">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold text-brand-800">Pay for order {order.orderNumber}</h1>
        <dl className="flex flex-wrap gap-x-8 gap-y-2">
          <div>
            <dt className="text-sm text-stone-700">Amount due</dt>
            <dd className="text-3xl font-bold text-stone-900">{amount}</dd>
          </div>
          <div>
            <dt className="text-sm text-stone-700">Payment status</dt>
            <dd className="text-lg font-semibold">{PAYMENT_STATUS_LABELS[status]}</dd>
          </div>
          {awaitsCustomerPayment(status) && order.payment.dueAt && (
            <div>
              <dt className="text-sm text-stone-700">Pay by</dt>
              <dd className="text-lg font-semibold" data-testid="pay-by">
                {formatTimestamp(new Date(order.payment.dueAt))}
              </dd>
            </div>
          )}
        </dl>
        {awaitsCustomerPayment(status) && order.payment.dueAt && <p className="text-sm text-stone-700">An order not paid by then is cancelled.</p>}
      </header>

      <PaymentStatusNotice status={status} />
      <PaymentRejectedNotice payment={order.payment} />

      {showInstructions && (
        <>
          {awaitsCustomerPayment(status) && <p className="rounded-lg bg-white p-4 text-stone-800 shadow-sm">{details.message}</p>}
          <PaymentInstructions
            amountLabel={amount}
            upi={upi}
            bank={details.bank}
          />
          <ButtonLink href={uploadHref} size="lg" fullWidth className="text-lg sm:w-auto">
            {awaitsReview(status) ? 'Upload a different screenshot' : 'Upload payment screenshot'}
          </ButtonLink>
        </>
      )}

      <nav aria-label="This order" className="flex flex-wrap gap-4 text-sm">
        <Link href={`/orders/${encodeURIComponent(order.orderNumber)}`} className="text-brand-700 underline">
          View order details
        </Link>
        <Link href={`/invoice?order=${encodeURIComponent(order.orderNumber)}`} className="text-brand-700 underline">
          View invoice
        </Link>
      </nav>
    </section>
  );
}
