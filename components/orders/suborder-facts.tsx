import { formatDay, kolkataToday } from '@/lib/domain/calendar';
import { addressOneLine, sameAddressCopy } from '@/lib/domain/address-snapshot';
import { CANCEL_REASON_LABELS } from '@/lib/domain/plan-changes';
import { describeRepeat } from '@/lib/domain/repeat';
import type { SuborderView } from '@/lib/orders/order-view';

/** A suborder at a glance: its repeat, next and last day, how many came, where it goes, why it was cancelled. */
export function SuborderFacts({ suborder }: { suborder: SuborderView }) {
  const address = suborder.location;
  // Where the next coming delivery goes (a move or a followed edit changes it); the order keeps the address it was placed to.
  const nextOpen = suborder.deliveries.find((d) => d.skippedAt === null && d.deliveryDate === suborder.nextDeliveryDate);
  const goingTo = nextOpen?.location && address && !sameAddressCopy(nextOpen.location, address) ? nextOpen.location : address;
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
      <dt className="text-stone-600">Repeat</dt>
      <dd>{describeRepeat(suborder)}</dd>
      <dt className="text-stone-600">Next delivery</dt>
      <dd>{suborder.nextDeliveryDate ? formatDay(suborder.nextDeliveryDate) : '—'}</dd>
      <dt className="text-stone-600">Last delivery</dt>
      <dd data-testid="end-date">{suborder.endDate ? formatDay(suborder.endDate) : '—'}</dd>
      <dt className="text-stone-600">Delivered</dt>
      <dd>
        {/* skipped deliveries are not coming: their replacements are counted instead */}
        {suborder.deliveredCount} of {suborder.deliveries.filter((d) => d.skippedAt === null).length}
      </dd>
      {address && goingTo && (
        <>
          <dt className="text-stone-600">Deliver to</dt>
          <dd data-testid="deliver-to">
            {goingTo.title && <span className="font-medium">{goingTo.title}: </span>}
            {addressOneLine(goingTo)}
            {goingTo !== address && <span className="block text-xs text-stone-700">Ordered to {address.title ?? addressOneLine(address)}</span>}
          </dd>
        </>
      )}
      {suborder.cancelReason && (
        <>
          <dt className="text-stone-600">Cancelled</dt>
          <dd data-testid="cancel-reason">
            {suborder.cancelledAt ? `${formatDay(kolkataToday(new Date(suborder.cancelledAt)))}: ` : ''}
            {CANCEL_REASON_LABELS[suborder.cancelReason]}
            {suborder.cancelNote ? ` (“${suborder.cancelNote}”)` : ''}
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
  );
}
