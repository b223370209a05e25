import { formatDay } from '@/lib/domain/calendar';
import type { CategoryCode } from '@/lib/domain/categories';
import type { DeliveryLine } from '@/lib/orders/suborder-deliveries-view';
import { StatusBadge } from './status-badge';
import { ChangeDeliveryItemsForm } from './change-delivery-items-form';
import { SkipDeliveryButton } from './skip-delivery-button';
import { UndoSkipButton } from './undo-skip-button';
import { DeliveryStatusForm } from './delivery-status-form';
import { DropOnRoadLine } from './drop-on-road-line';

/**
 * One delivery of a suborder: its day and label, what it brings and where it goes when that is not
 * what was ordered, and the buttons its actions allow (lib/domain/delivery-actions.ts decided them).
 */
export function DeliveryListItem({
  line,
  category,
  hasLater,
  skipOutcome,
  refundChoice,
  showDeadline,
  statusControl,
}: {
  line: DeliveryLine;
  category: CategoryCode;
  /** later days may change too: the Change form offers "and every later delivery" */
  hasLater: boolean;
  skipOutcome: string;
  refundChoice: boolean;
  /** the customer is told until when they may change it */
  showDeadline: boolean;
  /** an admin's status form for this one delivery */
  statusControl: boolean;
}) {
  const day = formatDay(line.deliveryDate);
  const a = line.actions;
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded bg-brand-50 px-2 py-1" data-testid="delivery" data-date={line.deliveryDate}>
      <span className="flex flex-wrap items-center gap-x-2">
        <span>{day}</span>
        <StatusBadge status={line.status} label={line.label} />
        {line.madeUpOn && <span className="text-xs text-stone-700">made up on {formatDay(line.madeUpOn)}</span>}
        {line.replaces && <span className="text-xs text-stone-700">replaces {formatDay(line.replaces)}</span>}
        {line.changedItems && (
          <span className="text-xs text-stone-700" data-testid="delivery-items">
            {line.changedItems.join(', ')}
          </span>
        )}
        {line.goesTo && (
          <span className="text-xs text-stone-700" data-testid="delivery-address">
            to {line.goesTo}
          </span>
        )}
        <DropOnRoadLine road={line.road} open={line.status !== 'DELIVERED' && line.status !== 'CANCELLED'} />
      </span>
      <span className="flex flex-wrap items-center gap-2">
        {a?.change.allowed && <ChangeDeliveryItemsForm deliveryId={line.id} day={day} category={category} current={line.options} hasLater={hasLater} />}
        {a?.skip.allowed && <SkipDeliveryButton deliveryId={line.id} day={day} consequence={skipOutcome} chooseRefund={refundChoice} deadline={showDeadline ? (a.deadline?.words ?? null) : null} />}
        {a?.undo.allowed && <UndoSkipButton deliveryId={line.id} day={day} />}
        {statusControl && <DeliveryStatusForm deliveryId={line.id} day={day} current={line.status} />}
      </span>
    </li>
  );
}
