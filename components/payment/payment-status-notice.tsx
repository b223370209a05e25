import type { PaymentStatus } from '@/lib/domain/payment-status';

const NOTICES: Record<PaymentStatus, { text: string; className: string } | null> = {
  required: null,
  pending: {
    text: 'We have your payment screenshot and will confirm your payment shortly. Uploaded the wrong one? You can upload it again below.',
    className: 'border-amber-300 bg-amber-50 text-amber-900',
  },
  success: { text: 'This order is paid. Thank you!', className: 'border-green-300 bg-green-50 text-green-900' },
  cancelled: { text: 'This order was cancelled, so there is nothing to pay.', className: 'border-stone-300 bg-stone-100 text-stone-800' },
};

/** What the payment status means for the customer, when it is more than "please pay". */
export function PaymentStatusNotice({ status }: { status: PaymentStatus }) {
  const notice = NOTICES[status];
  if (!notice) return null;
  return (
    <p role="status" className={`rounded-lg border p-4 font-medium ${notice.className}`}>
      {notice.text}
    </p>
  );
}
