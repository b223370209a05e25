import type { OrderStatus } from '@/lib/domain/order-status';
import type { PaymentStatus } from '@/lib/domain/payment-status';

const TONES: Record<OrderStatus | PaymentStatus, string> = {
  NEW: 'bg-sky-100 text-sky-900',
  ASSIGNED: 'bg-indigo-100 text-indigo-900',
  SUBSCRIBED: 'bg-violet-100 text-violet-900',
  DELIVERED: 'bg-green-100 text-green-900',
  CANCELLED: 'bg-stone-200 text-stone-800',
  success: 'bg-green-100 text-green-900',
  pending: 'bg-amber-100 text-amber-900',
  required: 'bg-red-100 text-red-900',
  cancelled: 'bg-stone-200 text-stone-800',
};

/** A status as text with a colour; the colour only repeats what the words say. */
export function StatusBadge({ status, label }: { status: OrderStatus | PaymentStatus; label: string }) {
  return <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${TONES[status]}`}>{label}</span>;
}
