// Before an order is paid there is no tax invoice (it is issued with the payment): the order's own
// stored figures, clearly labelled as not being one.
import type { OrderView } from '@/lib/orders/order-view';
import { formatPaise } from '@/lib/domain/money';
import { orderMoney } from '@/lib/domain/order-money';
import { chargeRows } from '@/lib/domain/charges';
import { Totals } from './tax-document';

export function ProForma({ order }: { order: OrderView }) {
  const money = orderMoney(order);
  return (
    <article aria-labelledby="pro-forma-title" className="space-y-6 rounded-xl bg-white p-6 shadow-sm print:rounded-none print:p-0 print:shadow-none" data-testid="pro-forma">
      <header className="space-y-1">
        <h2 id="pro-forma-title" className="text-2xl font-bold uppercase tracking-wide">
          Pro forma: not a tax invoice
        </h2>
        <p className="text-sm">The tax invoice of order {order.orderNumber} is issued when the order is paid. Until then, these are the order&rsquo;s figures.</p>
      </header>
      {order.suborders.map((s) => (
        <section key={s.id} aria-label={`${s.category.title} (${s.suborderNo})`} className="space-y-2 border-t border-stone-200 pt-3">
          <h3 className="font-semibold">
            {s.category.title} <span className="font-normal text-stone-700">({s.suborderNo})</span>
          </h3>
          <Totals rows={[...chargeRows(s, 'Delivery before GST'), ['Total', s.totalPrice, true]]} />
        </section>
      ))}
      <section aria-label="Order total" className="border-t-2 border-stone-800 pt-3">
        <Totals
          rows={[
            ...chargeRows(order, 'Delivery before GST'),
            ['Order total', order.totalPrice, true],
            ...(money.credited ? ([['Taken off (skipped deliveries)', money.credited]] as [string, number][]) : []),
            ...(money.toPay ? ([['To pay', money.toPay, true]] as [string, number, boolean][]) : []),
          ]}
        />
      </section>
      <p className="text-xs text-stone-700">{formatPaise(order.totalPrice)} includes GST and delivery. This is not a tax invoice.</p>
    </article>
  );
}
