// A short word with a colour: a status, a count, a mark. The colour only repeats what the words say
// (never the only signal), and every tone keeps dark text on a light fill for contrast.
import type { ReactNode } from 'react';
import type { OrderStatus } from '@/lib/domain/order-status';
import type { PaymentStatus } from '@/lib/domain/payment-status';

export type BadgeTone = 'neutral' | 'info' | 'progress' | 'accent' | 'success' | 'warning' | 'danger';

const TONES: Record<BadgeTone, string> = {
  neutral: 'bg-stone-200 text-stone-800',
  info: 'bg-sky-100 text-sky-900',
  progress: 'bg-indigo-100 text-indigo-900',
  accent: 'bg-violet-100 text-violet-900',
  success: 'bg-green-100 text-green-900',
  warning: 'bg-amber-100 text-amber-900',
  danger: 'bg-red-100 text-red-900',
};

export function Badge({ tone = 'neutral', className, children }: { tone?: BadgeTone; className?: string; children: ReactNode }) {
  return <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${TONES[tone]} ${className ?? ''}`}>{children}</span>;
}

/** How each order, delivery and payment status shows: new is blue, on its way indigo, done green… */
export const STATUS_TONES: Record<OrderStatus | PaymentStatus, BadgeTone> = {
  NEW: 'info',
  ASSIGNED: 'progress',
  SUBSCRIBED: 'accent',
  DELIVERED: 'success',
  CANCELLED: 'neutral',
  success: 'success',
  pending: 'warning',
  required: 'danger',
  cancelled: 'neutral',
};

/** A status pill: the status's words (the caller's label) in its tone. */
export function StatusBadge({ status, label }: { status: OrderStatus | PaymentStatus; label: string }) {
  return <Badge tone={STATUS_TONES[status]}>{label}</Badge>;
}
