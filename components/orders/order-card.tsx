import Link from 'next/link';
import { formatDay } from '@/lib/domain/calendar';
import { formatPaise } from '@/lib/domain/money';
import { ORDER_STATUS_LABELS } from '@/lib/domain/order-status';
import { PAYMENT_STATUS_LABELS } from '@/lib/domain/payment-status';
import { describeRepeat } from '@/lib/domain/repeat';
import { canRenew } from '@/lib/domain/renewal';
import type { IsoDay } from '@/lib/domain/calendar';
import type { OrderView } from '@/lib/orders/order-view';
import { StatusBadge } from './status-badge';
import { RenewButton } from './renew-button';
import { formatPhone } from '@/lib/domain/phone';

/**
 * One order in the history: number, date, total, payment, and each suborder's progress; for an
 * admin, whose it is. `renewal` (the page decides: the owner, or an admin ordering for this
 * customer) adds Renew to a subscription close to its end.
 */
export function OrderCard({
  order,
  showCustomer,
  customerHref,
  customerOrdersHref,
  renewal = null,
  headingLevel = 2,
}: {
  order: OrderView;
  showCustomer: boolean;
  /** the admin's page about the customer */
  customerHref?: string;
  /** the console filtered to the customer's orders */
  customerOrdersHref?: string;
  renewal?: { today: IsoDay } | null;
  /** h2 in a list of orders, h3 inside a page section */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <article className="rounded-xl border border-brand-100 bg-white p-4 shadow-sm" data-testid="order" aria-labelledby={`order-${order.id}`}>
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <Heading id={`order-${order.id}`} className="font-semibold">
          <Link prefetch={false} href={`/orders/${encodeURIComponent(order.orderNumber)}`} className="text-brand-700 underline">
            Order {order.orderNumber}
          </Link>
        </Heading>
        <p className="text-sm text-stone-700">
          Placed {formatDay(order.placedOn)} · <span className="font-semibold text-stone-900">{formatPaise(order.totalPrice)}</span> ·{' '}
          <StatusBadge status={order.payment.status} label={PAYMENT_STATUS_LABELS[order.payment.status]} />
        </p>
      </header>
      {showCustomer && (
        <p className="mt-1 text-sm text-stone-700">
          Customer:{' '}
          {customerHref ? (
            <Link prefetch={false} href={customerHref} className="font-medium text-brand-700 underline">
              {order.user.name}
              <span className="sr-only"> (customer details)</span>
            </Link>
          ) : (
            <span className="font-medium text-stone-900">{order.user.name}</span>
          )}{' '}
          ({formatPhone(order.user.phoneNumber)})
          {customerOrdersHref && (
            <>
              {' · '}
              <Link prefetch={false} href={customerOrdersHref} className="text-brand-700 underline">
                Their orders<span className="sr-only"> ({order.user.name}&apos;s orders only)</span>
              </Link>
            </>
          )}
        </p>
      )}
      <ul className="mt-3 divide-y divide-stone-100" aria-label={`Parts of order ${order.orderNumber}`}>
        {order.suborders.map((s) => (
          <li key={s.id} className="grid gap-1 py-2 text-sm sm:grid-cols-[1fr_auto] sm:items-center">
            <div>
              <p className="font-medium">
                {s.category.title} <StatusBadge status={s.status} label={ORDER_STATUS_LABELS[s.status]} />
              </p>
              <p className="text-stone-700">{describeRepeat(s)}</p>
              {renewal && canRenew(s, renewal.today) && (
                <div className="mt-2">
                  <RenewButton suborderId={s.id} kind={s.categoryEnum} title={s.category.title} />
                </div>
              )}
            </div>
            <dl className="grid grid-cols-[auto_auto] gap-x-3 text-stone-700 sm:text-right">
              <dt>Next delivery</dt>
              <dd className="font-medium text-stone-900">{s.nextDeliveryDate ? formatDay(s.nextDeliveryDate) : '—'}</dd>
              <dt>Last delivery</dt>
              <dd className="font-medium text-stone-900">{s.endDate ? formatDay(s.endDate) : '—'}</dd>
              <dt>Delivered</dt>
              <dd className="font-medium text-stone-900">
                {s.deliveredCount} of {s.deliveries.filter((d) => d.skippedAt === null).length}
              </dd>
            </dl>
          </li>
        ))}
      </ul>
    </article>
  );
}
