'use client';

import { chargeRows, type Charges } from '@/lib/domain/charges';
import { describeDelivery, type PartPrice } from '@/lib/domain/order-pricing';
import { CATEGORY_LABELS } from '@/lib/domain/categories';
import { formatPaise } from '@/lib/domain/money';

type Part = { kind: string; title: string; deliveries: number; charges: PartPrice };

const Row = ({ label, value, strong = false }: { label: string; value: number; strong?: boolean }) => (
  <div className={`flex justify-between gap-2 ${strong ? 'font-semibold' : ''}`}>
    <dt>{label}</dt>
    <dd>{formatPaise(value)}</dd>
  </div>
);

/**
 * One grand total for the whole order, with the breakdown of each cart folded away in a
 * disclosure, added up as the invoice will: items and delivery before GST, then CGST + SGST inside
 * the seller's state or IGST to another (the address's state decides), the delivery's tax
 * included. Shown only once every cart has its dates (an undated cart would price ₹0.00); until
 * then the checkout button says what is missing.
 */
export function OrderTotal({ parts, total }: { parts: Part[]; total: Charges }) {
  return (
    <details className="group rounded-xl border border-brand-100 bg-white p-4" data-testid="order-total">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 text-base font-bold [&::-webkit-details-marker]:hidden">
        <span>
          Order total
          <span className="ml-2 text-sm font-medium text-brand-700 underline group-open:hidden">Show breakdown</span>
          <span className="ml-2 hidden text-sm font-medium text-brand-700 underline group-open:inline">Hide breakdown</span>
        </span>
        <span data-testid="grand-total">{formatPaise(total.totalPrice)}</span>
      </summary>
      <div className="mt-3 space-y-3 text-sm">
        {parts.map((p) => (
          <dl key={p.kind} className="space-y-1 border-t border-brand-100 pt-2" data-testid={`charges-${p.kind}`}>
            <div className="font-semibold text-brand-800">{p.title}</div>
            {chargeRows(p.charges, `Delivery before GST (${describeDelivery(p.charges, CATEGORY_LABELS, formatPaise)})`).map(([label, paise]) => (
              <Row key={label} label={label === 'Items' && p.deliveries > 1 ? `Items (${p.deliveries} deliveries)` : label} value={paise} />
            ))}
            <Row label="Total" value={p.charges.totalPrice} strong />
          </dl>
        ))}
      </div>
    </details>
  );
}
