import { chargeRows } from '@/lib/domain/charges';
import { formatPaise } from '@/lib/domain/money';
import { formatUnit } from '@/lib/domain/units';
import type { SuborderView } from '@/lib/orders/order-view';

/** What the suborder was ordered with, line by line, and what it comes to. */
export function SuborderItems({ suborder }: { suborder: SuborderView }) {
  return (
    <>
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
        {chargeRows(suborder, 'Delivery before GST')
          .map(([label, paise]) => `${label} ${formatPaise(paise)}`)
          .join(' · ')}{' '}
        ·{' '}
        <span className="font-semibold">Total {formatPaise(suborder.totalPrice)}</span>
      </p>
    </>
  );
}
