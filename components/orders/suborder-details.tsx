import { formatDay } from '@/lib/domain/calendar';
import { formatPaise } from '@/lib/domain/money';
import { formatUnit } from '@/lib/domain/units';
import { ORDER_STATUS_LABELS } from '@/lib/domain/order-status';
import { describeRepeat } from '@/lib/domain/repeat';
import { addressOneLine } from '@/lib/domain/address-snapshot';
import type { SuborderView } from '@/lib/orders/order-view';
import { StatusBadge } from './status-badge';
import { DeliveryStatusForm } from './delivery-status-form';

/**
 * One part of an order in full: where it goes, what is in it, and every delivery with its status.
 * `deliveryControls` (admins only; the page decides on the server) adds a status form per delivery.
 */
export function SuborderDetails({
  suborder,
  deliveryControls = false,
  children,
}: {
  suborder: SuborderView;
  deliveryControls?: boolean;
  children?: React.ReactNode;
}) {
  const address = suborder.location;
  return (
    <section className="flex flex-col gap-3 rounded-xl border border-brand-100 bg-white p-4 shadow-sm" aria-labelledby={`suborder-${suborder.id}`}>
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`suborder-${suborder.id}`} className="text-lg font-semibold">
          {suborder.category.title} <span className="text-sm font-normal text-stone-600">({suborder.suborderNo})</span>
        </h2>
        <StatusBadge status={suborder.status} label={ORDER_STATUS_LABELS[suborder.status]} />
      </header>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-stone-600">Repeat</dt>
        <dd>{describeRepeat(suborder)}</dd>
        <dt className="text-stone-600">Next delivery</dt>
        <dd>{suborder.nextDeliveryDate ? formatDay(suborder.nextDeliveryDate) : '—'}</dd>
        <dt className="text-stone-600">Delivered</dt>
        <dd>
          {suborder.deliveredCount} of {suborder.deliveries.length}
        </dd>
        {address && (
          <>
            <dt className="text-stone-600">Deliver to</dt>
            <dd>
              {address.title && <span className="font-medium">{address.title}: </span>}
              {addressOneLine(address)}
            </dd>
          </>
        )}
        {suborder.dropNote && (
          <>
            <dt className="text-stone-600">Note</dt>
            <dd>{suborder.dropNote}</dd>
          </>
        )}
      </dl>

      <table className="w-full text-left text-sm">
        <caption className="sr-only">Items</caption>
        <thead>
          <tr className="border-b border-stone-200 text-stone-600">
            <th scope="col" className="py-1 font-medium">Item</th>
            <th scope="col" className="py-1 font-medium">Quantity</th>
            <th scope="col" className="py-1 text-right font-medium">Price</th>
          </tr>
        </thead>
        <tbody>
          {suborder.items.flatMap((item) =>
            item.variants.map((v, i) => (
              <tr key={v.id} className="border-b border-stone-100 align-top">
                <td className="py-1">
                  {i === 0 ? item.name : ''}
                  {i === 0 && item.specialInstructions && <p className="text-xs text-stone-600">{item.specialInstructions}</p>}
                </td>
                <td className="py-1">
                  {v.quantity} × {formatUnit(v.unit, item.unitType)}
                </td>
                <td className="py-1 text-right">{formatPaise(v.price * v.quantity)}</td>
              </tr>
            )),
          )}
        </tbody>
      </table>
      <p className="text-sm">
        Subtotal {formatPaise(suborder.subtotal)} · CGST {formatPaise(suborder.cgst)} · SGST {formatPaise(suborder.sgst)} · Delivery {formatPaise(suborder.deliveryCharge)} ·{' '}
        <span className="font-semibold">Total {formatPaise(suborder.totalPrice)}</span>
      </p>

      <details className="text-sm" open={suborder.deliveries.length <= 7}>
        <summary className="cursor-pointer font-medium">Deliveries ({suborder.deliveries.length})</summary>
        <ul className={`mt-2 grid gap-1 ${deliveryControls ? 'md:grid-cols-2' : 'sm:grid-cols-2'}`} aria-label={`Deliveries of ${suborder.suborderNo}`}>
          {suborder.deliveries.map((d) => {
            const day = formatDay(d.deliveryDate);
            return (
              <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 rounded bg-brand-50 px-2 py-1">
                <span className="flex items-center gap-2">
                  <span>{day}</span>
                  <StatusBadge status={d.status} label={ORDER_STATUS_LABELS[d.status]} />
                </span>
                {deliveryControls && <DeliveryStatusForm deliveryId={d.id} day={day} current={d.status} />}
              </li>
            );
          })}
        </ul>
      </details>
      {children}
    </section>
  );
}
