import type { Metadata } from 'next';
import Link from 'next/link';
import { loadPageOrder } from '@/lib/payments/load-page-order';
import { formatPaise } from '@/lib/domain/money';
import { isPayable } from '@/lib/domain/payment-status';
import { UploadScreenshotForm } from '@/components/payment/upload-screenshot-form';
import { PaymentStatusNotice } from '@/components/payment/payment-status-notice';
import { PaymentRejectedNotice } from '@/components/payment/payment-rejected-notice';

// Per visitor (reads the session): rendered whole at request time, never prerendered or cached.
export const instant = false;

export const metadata: Metadata = { title: 'Upload payment screenshot', robots: { index: false } };

type Props = { searchParams: Promise<{ order?: string | string[] }> };

export default async function UploadScreenshotPage({ searchParams }: Props) {
  const order = await loadPageOrder('/payment/upload-screenshot', (await searchParams).order);
  const status = order.payment.status;
  // The server refuses these too; saying so here saves the customer an upload that cannot be used.
  const canUpload = isPayable(status);

  return (
    <section className="mx-auto max-w-xl space-y-5 py-4">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold text-brand-800">Upload payment screenshot</h1>
        <p className="text-stone-700">
          Order {order.orderNumber} · {formatPaise(order.payment.amount)}
        </p>
      </header>
      <PaymentStatusNotice status={status} />
      <PaymentRejectedNotice payment={order.payment} />
      {canUpload ? (
        <>
          <p className="text-sm text-stone-700">
            Attach a screenshot of your UPI payment or bank transfer (or the PDF receipt) showing the amount and the transaction reference.
          </p>
          <UploadScreenshotForm orderNumber={order.orderNumber} />
        </>
      ) : (
        <Link href={`/orders/${encodeURIComponent(order.orderNumber)}`} className="text-brand-700 underline">
          View order details
        </Link>
      )}
      {canUpload && (
        <p className="text-sm">
          <Link href={`/payment?order=${encodeURIComponent(order.orderNumber)}`} className="text-brand-700 underline">
            Back to payment details
          </Link>
        </p>
      )}
    </section>
  );
}
