import type { OrderView } from '@/lib/orders/order-view';
import { formatDay } from '@/lib/domain/calendar';
import { formatPaise } from '@/lib/domain/money';
import { PAYMENT_STATUS_LABELS } from '@/lib/domain/payment-status';
import { formatPhone } from '@/lib/domain/phone';
import { StatusBadge } from './status-badge';

/** The order's number, when it was placed, its total and payment status; an admin also sees whose it is. */
export function OrderHeader({ order, admin }: { order: OrderView; admin: boolean }) {
  const payment = order.payment;
  return (
    <header className="flex flex-col gap-1">
      <h1 className="text-2xl font-bold text-brand-800">Order {order.orderNumber}</h1>
      <p className="text-sm text-stone-700">
        Placed {formatDay(order.placedOn)} · Total <span className="font-semibold text-stone-900">{formatPaise(order.totalPrice)}</span> ·{' '}
        <StatusBadge status={payment.status} label={PAYMENT_STATUS_LABELS[payment.status]} />
      </p>
      {admin && (
        <p className="text-sm text-stone-700">
          Customer: <span className="font-medium text-stone-900">{order.user.name}</span> ({formatPhone(order.user.phoneNumber)})
        </p>
      )}
    </header>
  );
}
