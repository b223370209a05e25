import Link from 'next/link';
import { StatusBadge } from './status-badge';
import type { OrderSummary } from './order-view';

/** One order in the history: number, date, total, payment, and each suborder's progress. */
export function OrderCard({ order, showCustomer }: { order: OrderSummary; showCustomer: boolean }) {
  return (
    <article className="rounded-xl border border-brand-100 bg-white p-4 shadow-sm" data-testid="order" aria-labelledby={`order-${order.id}`}>
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`order-${order.id}`} className="font-semibold">
          <Link href={`/orders/${encodeURIComponent(order.orderNumber)}`} className="text-brand-700 underline">
            Order {order.orderNumber}
          </Link>
        </h2>
        <p className="text-sm text-stone-700">
          Placed {order.placedOn} · <span className="font-semibold text-stone-900">{order.total}</span> ·{' '}
          <StatusBadge status={order.paymentStatus} label={order.paymentLabel} />
        </p>
      </header>
      {showCustomer && (
        <p className="mt-1 text-sm text-stone-700">
          Customer: <span className="font-medium text-stone-900">{order.customer.name}</span> ({order.customer.phoneNumber})
        </p>
      )}
      <ul className="mt-3 divide-y divide-stone-100" aria-label={`Parts of order ${order.orderNumber}`}>
        {order.suborders.map((s) => (
          <li key={s.id} className="grid gap-1 py-2 text-sm sm:grid-cols-[1fr_auto] sm:items-center">
            <div>
              <p className="font-medium">
                {s.category} <StatusBadge status={s.status} label={s.statusLabel} />
              </p>
              <p className="text-stone-700">{s.repeat}</p>
            </div>
            <dl className="grid grid-cols-[auto_auto] gap-x-3 text-stone-700 sm:text-right">
              <dt>Next delivery</dt>
              <dd className="font-medium text-stone-900">{s.nextDelivery ?? '—'}</dd>
              <dt>Delivered</dt>
              <dd className="font-medium text-stone-900">
                {s.delivered} of {s.deliveries}
              </dd>
            </dl>
          </li>
        ))}
      </ul>
    </article>
  );
}
