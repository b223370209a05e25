import { Fragment } from 'react';
import { chargeRows } from '@/lib/domain/charges';
import { formatPaise } from '@/lib/domain/money';
import type { OrderMoney } from '@/lib/domain/order-money';
import { isPaid, isPayable } from '@/lib/domain/payment-status';
import type { OrderView } from '@/lib/orders/order-view';

/** What the order comes to: its charges, what changed later, what is paid, due or refunded. */
export function OrderTotals({ order, money }: { order: OrderView; money: OrderMoney }) {
  return (
    <section aria-labelledby="order-totals" className="rounded-xl border border-brand-100 bg-white p-4 text-sm shadow-sm">
      <h2 id="order-totals" className="mb-2 font-semibold">
        Order total
      </h2>
      <dl className="grid grid-cols-[1fr_auto] gap-y-1">
        {chargeRows(order, 'Delivery before GST').map(([label, paise]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd className="text-right">{formatPaise(paise)}</dd>
          </Fragment>
        ))}
        <dt className="font-semibold">Total</dt>
        <dd className="text-right font-semibold">{formatPaise(order.totalPrice)}</dd>
        {money.added > 0 && (
          <>
            <dt>Items added later</dt>
            <dd className="text-right" data-testid="items-added">
              +{formatPaise(money.added)}
            </dd>
          </>
        )}
        {money.fromWallet > 0 && (
          <>
            <dt>From your wallet</dt>
            <dd className="text-right" data-testid="paid-from-wallet">
              −{formatPaise(money.fromWallet)}
            </dd>
          </>
        )}
        {(money.fromWallet > 0 || money.added > 0) && money.credited === 0 && isPayable(order.payment.status) && (
          <>
            <dt className="font-semibold">Amount to pay by UPI</dt>
            <dd className="text-right font-semibold" data-testid="amount-due">
              {formatPaise(money.toPay)}
            </dd>
          </>
        )}
        {money.credited > 0 && (
          <>
            <dt>Skipped deliveries</dt>
            <dd className="text-right">−{formatPaise(money.credited)}</dd>
            <dt className="font-semibold">Amount to pay</dt>
            <dd className="text-right font-semibold" data-testid="amount-due">
              {formatPaise(money.toPay)}
            </dd>
          </>
        )}
        {isPaid(order.payment.status) && (
          <>
            <dt>Paid</dt>
            <dd className="text-right">{formatPaise(money.paid)}</dd>
          </>
        )}
        {money.refundsDue > 0 && (
          <>
            <dt className="font-semibold">Refund due</dt>
            <dd className="text-right font-semibold" data-testid="refund-due">
              {formatPaise(money.refundsDue)}
            </dd>
          </>
        )}
        {money.refundsPaid > 0 && (
          <>
            <dt>Refunded</dt>
            <dd className="text-right">{formatPaise(money.refundsPaid)}</dd>
          </>
        )}
      </dl>
      {order.refunds.length > 0 && (
        <ul className="mt-2 text-stone-700" aria-label="Refunds">
          {order.refunds.map((r) => (
            <li key={r.id}>
              {r.reason}: {formatPaise(r.amount)} · {r.status === 'DUE' ? 'due to your UPI id (paid within 30 days)' : `refunded to your UPI id${r.utr ? ` (UTR ${r.utr})` : ''}`}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
