import { formatDay, kolkataToday } from '@/lib/domain/calendar';
import { ORDER_STATUS_LABELS } from '@/lib/domain/order-status';
import { purchaseModeOf } from '@/lib/domain/repeat';
import { canRenew } from '@/lib/domain/renewal';
import { runningPlanChoices } from '@/lib/domain/running-plan';
import type { SuborderView } from '@/lib/orders/order-view';
import { suborderDeliveries, type DeliveryViewer } from '@/lib/orders/suborder-deliveries-view';
import { StatusBadge } from './status-badge';
import { RenewButton } from './renew-button';
import { OrderAgainButton } from './order-again-button';
import { SuborderFacts } from './suborder-facts';
import { SuborderItems } from './suborder-items';
import { DeliveryList } from './delivery-list';
import { PlanChangeActions, type SavedAddressChoice } from './plan-change-actions';

/** Who is looking and what they may change, decided by the page on the server. */
export type SuborderChanges = DeliveryViewer & {
  /** the owner, or an admin ordering for this customer: renewing fills the viewer's cart */
  mayRenew: boolean;
  orderNumber?: string;
  /** an order of several parts: each can be ordered again on its own */
  orderAgainPerPart?: boolean;
  /** the customer's saved addresses and the PINs meals go to: a subscription's "Change address" offers those serving it */
  addresses?: SavedAddressChoice[];
  servicePins?: string[];
};

/**
 * One part of an order in full: where it goes, what is in it, and every delivery with its status.
 * `deliveryControls` (admins only; the page decides on the server) adds a status form per delivery
 * when there is more than one (with one, the suborder's control passed as children is the only one);
 * `changes` adds what the viewer may still do to each delivery (lib/domain/delivery-actions.ts), the
 * plan-wide changes of a subscription and, near its end, Renew.
 */
export function SuborderDetails({
  suborder,
  deliveryControls = false,
  changes = null,
  children,
}: {
  suborder: SuborderView;
  deliveryControls?: boolean;
  changes?: SuborderChanges | null;
  children?: React.ReactNode;
}) {
  const subscription = purchaseModeOf(suborder.repeatType) === 'SUBSCRIBE';
  const deliveries = suborderDeliveries(suborder, changes);
  const renewable = !!changes?.mayRenew && subscription && canRenew(suborder, kolkataToday(changes.now));
  return (
    <section className="flex flex-col gap-3 rounded-xl border border-brand-100 bg-white p-4 shadow-sm" aria-labelledby={`suborder-${suborder.id}`}>
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`suborder-${suborder.id}`} className="text-lg font-semibold">
          {suborder.category.title} <span className="text-sm font-normal text-stone-600">({suborder.suborderNo})</span>
        </h2>
        <StatusBadge status={suborder.status} label={ORDER_STATUS_LABELS[suborder.status]} />
      </header>
      <SuborderFacts suborder={suborder} />
      <SuborderItems suborder={suborder} />
      {renewable && (
        <div className="flex flex-wrap items-center gap-3 rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm">
          <p className="flex-1">
            This subscription ends {suborder.endDate ? formatDay(suborder.endDate) : 'soon'}. Renew it for another period with the same meals and days.
          </p>
          <RenewButton suborderId={suborder.id} kind={suborder.categoryEnum} title={suborder.category.title} />
        </div>
      )}
      {changes?.mayRenew && changes.orderAgainPerPart && changes.orderNumber && (
        <OrderAgainButton
          orderNumber={changes.orderNumber}
          suborderId={suborder.id}
          kinds={[suborder.categoryEnum]}
          label={`${suborder.category.title} (${suborder.suborderNo})`}
          runningPlans={runningPlanChoices([suborder], kolkataToday(changes.now))}
        />
      )}
      <DeliveryList
        suborderNo={suborder.suborderNo}
        category={suborder.categoryEnum}
        deliveries={deliveries}
        customer={changes?.who === 'customer'}
        // with one delivery, the suborder's control (children) does exactly what its own would
        statusControls={deliveryControls && suborder.deliveries.length > 1}
      />
      {subscription && changes && <PlanChangeActions suborder={suborder} deliveries={deliveries} paymentStatus={changes.paymentStatus} addresses={changes.addresses} servicePins={changes.servicePins} />}
      {children}
    </section>
  );
}
