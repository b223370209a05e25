import Link from 'next/link';
import { rejectionToShow, type PaymentStatus } from '@/lib/domain/payment-status';

/**
 * Why the store could not confirm the customer's payment, in the admin's words, until they answer
 * it with a new screenshot (which clears it). Nothing when there is nothing to answer.
 */
export function PaymentRejectedNotice({ payment, uploadHref }: { payment: { status: PaymentStatus; rejectionReason: string | null }; uploadHref?: string }) {
  const reason = rejectionToShow(payment);
  if (!reason) return null;
  return (
    <div role="status" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900" data-testid="payment-rejected">
      <p className="font-semibold">We could not confirm your payment.</p>
      <p className="mt-1">
        Reason: <span className="font-medium">{reason}</span>
      </p>
      <p className="mt-1">Please check the payment and upload a new screenshot.</p>
      {uploadHref && (
        <Link href={uploadHref} className="mt-2 inline-flex min-h-11 items-center font-semibold text-red-900 underline">
          Upload a new screenshot
        </Link>
      )}
    </div>
  );
}
