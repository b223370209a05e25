import Link from 'next/link';
import { formatPaise } from '@/lib/domain/money';
import { awaitsCustomerPayment } from '@/lib/domain/payment-status';
import { kolkataToday } from '@/lib/domain/calendar';
import { runningPlanChoices } from '@/lib/domain/running-plan';
import type { OrderView } from '@/lib/orders/order-view';
import { OrderAgainButton } from './order-again-button';
import { ButtonLink } from '@/components/ui/button';

/** The order's own links: pay, order again, its invoice, the payment proof sent. */
export function OrderLinks({ order, toPay, mayOrderAgain, now }: { order: OrderView; toPay: number; mayOrderAgain: boolean; now: Date }) {
  const payment = order.payment;
  const query = `order=${encodeURIComponent(order.orderNumber)}`;
  return (
    <div className="flex flex-wrap gap-3">
      {awaitsCustomerPayment(payment.status) && (
        <ButtonLink href={`/payment?${query}`}>Pay {formatPaise(toPay)}</ButtonLink>
      )}
      {mayOrderAgain && (
        <OrderAgainButton
          orderNumber={order.orderNumber}
          kinds={[...new Set(order.suborders.map((s) => s.categoryEnum))]}
          label={`order ${order.orderNumber}`}
          runningPlans={runningPlanChoices(order.suborders, kolkataToday(now))}
        />
      )}
      <Link href={`/invoice?${query}`} className="inline-flex min-h-11 items-center rounded-lg border border-stone-400 px-4 text-sm font-semibold hover:bg-stone-100">
        Invoice
      </Link>
      {payment.screenshot &&
        (payment.screenshot.contentType.startsWith('image/') ? (
          <a href={payment.screenshot.url} target="_blank" rel="noopener noreferrer" className="inline-flex min-h-11 items-center text-sm text-brand-700 underline">
            Payment screenshot<span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : (
          // a PDF is served as a download (it could carry JavaScript): say so
          <a href={payment.screenshot.url} download className="inline-flex min-h-11 items-center text-sm text-brand-700 underline">
            Download the payment receipt (PDF)
          </a>
        ))}
    </div>
  );
}
