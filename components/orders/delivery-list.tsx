import { cutoffTimeWords } from '@/lib/domain/delivery-dates';
import type { CategoryCode } from '@/lib/domain/categories';
import type { SuborderDeliveries } from '@/lib/orders/suborder-deliveries-view';
import { SUBORDER_STATUS_LABEL } from './status-control-labels';
import { DeliveryListItem } from './delivery-list-item';

/** Every delivery of a suborder, open while it is short or something in it may still change. */
export function DeliveryList({
  suborderNo,
  category,
  deliveries,
  customer,
  statusControls,
}: {
  suborderNo: string;
  category: CategoryCode;
  deliveries: SuborderDeliveries;
  /** the customer is looking: they are told the cutoff */
  customer: boolean;
  /** an admin's status form on each delivery */
  statusControls: boolean;
}) {
  const { lines, changeable } = deliveries;
  const lastChangeable = changeable.at(-1);
  return (
    <details className="text-sm" open={lines.length <= 7 || changeable.length > 0}>
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium">Deliveries ({lines.length})</summary>
      {customer && changeable.length > 0 && <p className="mb-1 text-stone-700">You can change or skip a delivery until {cutoffTimeWords()} the day before it.</p>}
      {statusControls && <p className="mb-1 text-stone-700">Set changes the status of that one delivery. To change them all, use “{SUBORDER_STATUS_LABEL}” below.</p>}
      <ul className={`mt-2 grid gap-1 ${statusControls || changeable.length ? 'md:grid-cols-2' : 'sm:grid-cols-2'}`} aria-label={`Deliveries of ${suborderNo}`}>
        {lines.map((line) => (
          <DeliveryListItem
            key={line.id}
            line={line}
            category={category}
            hasLater={!!lastChangeable && lastChangeable > line.deliveryDate}
            skipOutcome={deliveries.skipOutcome}
            refundChoice={deliveries.refundChoice}
            showDeadline={customer}
            statusControl={statusControls}
          />
        ))}
      </ul>
    </details>
  );
}
