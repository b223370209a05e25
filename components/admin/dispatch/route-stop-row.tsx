'use client';

// One stop of the route sheet: a table row on a desktop and on paper, a card on a phone (each cell
// then says what it is, the table's header being hidden there).
import { addressLines } from '@/lib/domain/address-snapshot';
import { CATEGORY_LABELS } from '@/lib/domain/categories';
import { mapLink, PAYMENT_FLAG_LABELS } from '@/lib/domain/dispatch';
import { ORDER_STATUS_LABELS } from '@/lib/domain/order-status';
import { PAYMENT_STATUS_LABELS } from '@/lib/domain/payment-status';
import { formatUnit } from '@/lib/domain/units';
import { formatPhone } from '@/lib/domain/phone';
import type { DispatchStop } from '@/lib/dispatch/get-dispatch';
import { StatusBadge } from '@/components/orders/status-badge';

const cell = 'px-3 py-2 max-md:block max-md:px-0 max-md:py-1';
const cardLabel = 'block text-xs font-semibold uppercase tracking-wide text-stone-600 md:hidden';

export function RouteStopRow({ stop: s, index, selected, onToggle }: { stop: DispatchStop; index: number; selected: boolean; onToggle: () => void }) {
  return (
    <tr className="border-t border-brand-100 align-top max-md:mb-3 max-md:block max-md:rounded-xl max-md:border max-md:bg-white max-md:p-3 max-md:shadow-sm print:break-inside-avoid" data-testid="stop">
      <td className={`${cell} print:hidden`}>
        <input
          type="checkbox"
          checked={selected}
          onChange={onToggle}
          aria-label={`Select ${s.suborderNo} for ${s.customer.name}`}
          className="size-5 align-middle"
        />
      </td>
      <td className={`${cell} tabular-nums max-md:hidden`}>{index + 1}</td>
      <td className={cell}>
        <span className={cardLabel}>Stop {index + 1}</span>
        <span className="block font-medium">{s.suborderNo}</span>
        <span className="block text-stone-700">{CATEGORY_LABELS[s.categoryEnum]}</span>
      </td>
      <td className={cell}>
        <span className="block font-medium">{s.customer.name}</span>
        <a href={`tel:${s.customer.phoneNumber}`} className="inline-flex min-h-11 items-center text-brand-700 underline print:min-h-0 print:text-black print:no-underline">
          {formatPhone(s.customer.phoneNumber)}
        </a>
      </td>
      <td className={cell}>
        <span className={cardLabel}>Address</span>
        {s.location ? (
          <>
            {addressLines(s.location).map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
            <span className="flex flex-wrap items-center gap-x-3">
              <a href={mapLink(s.location)} target="_blank" rel="noopener noreferrer" className="inline-flex min-h-11 items-center text-brand-700 underline print:hidden">
                Map<span className="sr-only"> of {s.customer.name}&apos;s address (opens in a new tab)</span>
              </a>
              {s.locationPhoto && (
                <a href={s.locationPhoto.url} target="_blank" rel="noopener noreferrer" className="inline-flex min-h-11 items-center gap-2 text-brand-700 underline">
                  {/* a private upload, read by admins; shown as it is */}
                  {/* eslint-disable-next-line @next/next/no-img-element */}
                  <img src={s.locationPhoto.url} alt="" loading="lazy" className="size-10 rounded border border-stone-200 object-cover" />
                  Photo<span className="sr-only"> of {s.customer.name}&apos;s entrance (opens in a new tab)</span>
                </a>
              )}
            </span>
          </>
        ) : (
          <span className="text-stone-700">No address recorded</span>
        )}
      </td>
      <td className={cell}>
        <span className={cardLabel}>Drop note</span>
        {s.dropNote ?? '—'}
      </td>
      <td className={cell}>
        <span className={cardLabel}>Items</span>
        <ul>
          {s.items
            .filter((item) => item.enable)
            .map((item) => (
              <li key={item.id}>
                {item.name}{' '}
                {item.variants
                  .filter((v) => v.quantity > 0)
                  .map((v) => `${formatUnit(v.unit, item.unitType)} × ${v.quantity}`)
                  .join(', ')}
                {item.specialInstructions && <span className="block text-stone-700">({item.specialInstructions})</span>}
              </li>
            ))}
        </ul>
      </td>
      <td className={cell}>
        <span className="flex flex-col items-start gap-1 max-md:flex-row max-md:flex-wrap">
          <StatusBadge status={s.status} label={ORDER_STATUS_LABELS[s.status]} />
          <StatusBadge status={s.paymentStatus} label={PAYMENT_STATUS_LABELS[s.paymentStatus]} />
          {s.paymentFlag && (
            <span className="inline-block rounded-full border border-red-700 bg-red-50 px-2 py-0.5 text-xs font-bold text-red-800" data-testid="payment-flag">
              ⚠ {PAYMENT_FLAG_LABELS[s.paymentFlag]}
            </span>
          )}
        </span>
      </td>
    </tr>
  );
}
