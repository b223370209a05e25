import { formatDay, kolkataToday } from '@/lib/domain/calendar';
import { formatPaise } from '@/lib/domain/money';
import { chargeRows } from '@/lib/domain/charges';
import { formatUnit } from '@/lib/domain/units';
import { ORDER_STATUS_LABELS } from '@/lib/domain/order-status';
import { describeRepeat, purchaseModeOf } from '@/lib/domain/repeat';
import { deliveryActions, deliveryLabel, planDeliveryFacts, type DeliveryActions } from '@/lib/domain/delivery-actions';
import { cutoffTimeWords } from '@/lib/domain/delivery-dates';
import type { IsoDay } from '@/lib/domain/calendar';
import { isPaid, isPayable, type PaymentStatus } from '@/lib/domain/payment-status';
import { canRenew } from '@/lib/domain/renewal';
import { addressOneLine, sameAddressCopy } from '@/lib/domain/address-snapshot';
import type { SuborderView } from '@/lib/orders/order-view';
import { StatusBadge } from './status-badge';
import { DeliveryStatusForm } from './delivery-status-form';
import { SUBORDER_STATUS_LABEL } from './status-control-labels';
import { SkipDeliveryButton } from './skip-delivery-button';
import { PauseSubscriptionForm } from './pause-subscription-form';
import { RenewButton } from './renew-button';
import { OrderAgainButton } from './order-again-button';
import { UndoSkipButton } from './undo-skip-button';
import { ChangeDeliveryItemsForm } from './change-delivery-items-form';
import { bringsAsOrdered, itemOptions, type ItemOption } from '@/lib/domain/delivery-items';
import { EndPauseButton } from './end-pause-button';
import { CancelSubscriptionForm } from './cancel-subscription-form';
import { ChangeAddressForm } from './change-address-form';
import { addressServesError } from '@/lib/domain/delivery-address';
import { CANCEL_REASON_LABELS } from '@/lib/domain/plan-changes';

/** Who is looking and what they may change, decided by the page on the server. */
export type SuborderChanges = {
  /** a customer may skip or pause until 22:00 the day before; an admin until a delivery is final */
  who: 'customer' | 'admin';
  now: Date;
  paymentStatus: PaymentStatus;
  /** the kitchen's closed days: nothing is put back on them */
  closedDates: readonly IsoDay[];
  /** the owner, or an admin ordering for this customer: renewing fills the viewer's cart */
  mayRenew: boolean;
  orderNumber?: string;
  /** an order of several parts: each can be ordered again on its own */
  orderAgainPerPart?: boolean;
  /** the customer's saved addresses and the PINs meals go to: a subscription's "Change address" offers those serving it */
  addresses?: { id: string; title: string; zipCode: string; stateCode: string | null; line: string }[];
  servicePins?: string[];
};

/** What skipping a delivery of this suborder does, said before the customer confirms. */
function skipConsequence(suborder: SuborderView, paymentStatus: PaymentStatus): string {
  if (purchaseModeOf(suborder.repeatType) === 'SUBSCRIBE') return 'An extra delivery is added after your last one, so you keep every meal you paid for.';
  if (isPaid(paymentStatus)) return 'Its share of the order goes back to you: to your wallet at once (used at your next checkout), or to your UPI id within 30 days.';
  if (isPayable(paymentStatus)) return 'Its share comes off the amount you pay.';
  return 'It will not be delivered.';
}

/** A suborder's (or a day's) items as the Change form's options. */
function asOptions(items: SuborderView['items']): ItemOption[] {
  return items.flatMap((i) => i.variants.map((v) => ({ variantId: v.itemVariant.id, name: i.name, unit: v.unit, unitType: i.unitType, price: v.price, quantity: v.quantity })));
}

/**
 * One part of an order in full: where it goes, what is in it, and every delivery with its status.
 * `deliveryControls` (admins only; the page decides on the server) adds a status form per delivery
 * when there is more than one (with one, the suborder's control passed as children is the only one);
 * `changes` adds Skip on each delivery the viewer may still change, a pause form on a subscription
 * and, near its end, Renew.
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
  const address = suborder.location;
  const subscription = purchaseModeOf(suborder.repeatType) === 'SUBSCRIBE';
  const dayOf = new Map(suborder.deliveries.map((d) => [d.id, d.deliveryDate]));
  const replacementOf = new Map(suborder.deliveries.filter((d) => d.replacesDeliveryId).map((d) => [d.replacesDeliveryId!, d.deliveryDate]));
  const facts = planDeliveryFacts(
    suborder.deliveries.map((d) => ({ id: d.id, replacesDeliveryId: d.replacesDeliveryId, deliveryDate: d.deliveryDate, status: d.status, skipped: d.skippedAt !== null, paused: d.pausedAt !== null, credited: d.credited })),
  );
  const plan = { subscription, cancelledFrom: suborder.cancelledFrom };
  const actions = new Map<string, DeliveryActions>(
    changes ? suborder.deliveries.map((d) => [d.id, deliveryActions(facts.get(d.id)!, plan, changes.paymentStatus, changes.who, changes.now, changes.closedDates)]) : [],
  );
  const changeable = suborder.deliveries.filter((d) => actions.get(d.id)?.skip.allowed);
  const changeableIds = new Set(changeable.map((d) => d.id));
  const consequence = changes ? skipConsequence(suborder, changes.paymentStatus) : '';
  const undoable = new Set(suborder.deliveries.filter((d) => actions.get(d.id)?.undo.allowed).map((d) => d.id));
  const pausedAhead = subscription ? suborder.deliveries.filter((d) => d.pausedAt !== null && undoable.has(d.id)) : [];
  // Where the next coming delivery goes (a move or a followed edit changes it); the order keeps the address it was placed to.
  const nextOpen = suborder.deliveries.find((d) => d.skippedAt === null && d.deliveryDate === suborder.nextDeliveryDate);
  const goingTo = nextOpen?.location && address && !sameAddressCopy(nextOpen.location, address) ? nextOpen.location : address;
  const pins = new Set(changes?.servicePins ?? []);
  const addressChoices = (changes?.addresses ?? []).filter((a) => addressServesError(suborder.categoryEnum, a, suborder.placeOfSupply, pins) === null);
  // where the subscription goes now: the next delivery that can still change
  const currentAddressId = changeable.find((d) => d.skippedAt === null)?.location?.id ?? address?.id ?? null;
  const renewable = !!changes?.mayRenew && subscription && canRenew(suborder, kolkataToday(changes.now));
  // One delivery: the suborder's control below does exactly what its own would, so only that one shows.
  const perDeliveryControls = deliveryControls && suborder.deliveries.length > 1;
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

      {renewable && (
        <div className="flex flex-wrap items-center gap-3 rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm">
          <p className="flex-1">
            This subscription ends {suborder.endDate ? formatDay(suborder.endDate) : 'soon'}. Renew it for another period with the same meals and days.
          </p>
          <RenewButton suborderId={suborder.id} kind={suborder.categoryEnum} title={suborder.category.title} />
        </div>
      )}

      {changes?.mayRenew && changes.orderAgainPerPart && changes.orderNumber && (
        <OrderAgainButton orderNumber={changes.orderNumber} suborderId={suborder.id} kinds={[suborder.categoryEnum]} label={`${suborder.category.title} (${suborder.suborderNo})`} />
      )}
      <details className="text-sm" open={suborder.deliveries.length <= 7 || changeable.length > 0}>
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium">Deliveries ({suborder.deliveries.length})</summary>
        {changes?.who === 'customer' && changeable.length > 0 && <p className="mb-1 text-stone-700">You can change or skip a delivery until {cutoffTimeWords()} the day before it.</p>}
        {perDeliveryControls && <p className="mb-1 text-stone-700">Set changes the status of that one delivery. To change them all, use “{SUBORDER_STATUS_LABEL}” below.</p>}
        <ul className={`mt-2 grid gap-1 ${perDeliveryControls || changeable.length ? 'md:grid-cols-2' : 'sm:grid-cols-2'}`} aria-label={`Deliveries of ${suborder.suborderNo}`}>
          {suborder.deliveries.map((d) => {
            const day = formatDay(d.deliveryDate);
            const skipped = d.skippedAt !== null;
            const madeUpOn = replacementOf.get(d.id);
            const replaces = d.replacesDeliveryId ? dayOf.get(d.replacesDeliveryId) : undefined;
            return (
              <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 rounded bg-brand-50 px-2 py-1" data-testid="delivery" data-date={d.deliveryDate}>
                <span className="flex flex-wrap items-center gap-x-2">
                  <span>{day}</span>
                  <StatusBadge status={d.status} label={deliveryLabel(facts.get(d.id)!, changes?.closedDates ?? [])} />
                  {madeUpOn && <span className="text-xs text-stone-700">made up on {formatDay(madeUpOn)}</span>}
                  {replaces && <span className="text-xs text-stone-700">replaces {formatDay(replaces)}</span>}
                  {/* a day changed on its own (changeDeliveryItems): what it brings instead */}
                  {!skipped && !bringsAsOrdered(asOptions(d.items), asOptions(suborder.items.filter((i) => i.enable))) && (
                    <span className="text-xs text-stone-700" data-testid="delivery-items">
                      {d.items.flatMap((i) => i.variants.map((v) => `${v.quantity} × ${formatUnit(v.unit, i.unitType)} ${i.name}`)).join(', ')}
                    </span>
                  )}
                  {d.location && address && !sameAddressCopy(d.location, address) && (
                    <span className="text-xs text-stone-700" data-testid="delivery-address">
                      to {d.location.title ?? addressOneLine(d.location)}
                    </span>
                  )}
                </span>
                <span className="flex flex-wrap items-center gap-2">
                  {actions.get(d.id)?.change.allowed && (
                    <ChangeDeliveryItemsForm
                      deliveryId={d.id}
                      day={day}
                      category={suborder.categoryEnum}
                      current={itemOptions(asOptions(d.items), asOptions(suborder.items))}
                      hasLater={changeable.some((c) => c.deliveryDate > d.deliveryDate)}
                    />
                  )}
                  {changeableIds.has(d.id) && (
                    <SkipDeliveryButton deliveryId={d.id} day={day} consequence={consequence} chooseRefund={changes ? purchaseModeOf(suborder.repeatType) === 'BUY' && isPaid(changes.paymentStatus) : false} deadline={changes?.who === 'customer' ? (actions.get(d.id)?.deadline?.words ?? null) : null} />
                  )}
                  {undoable.has(d.id) && <UndoSkipButton deliveryId={d.id} day={day} />}
                  {perDeliveryControls && <DeliveryStatusForm deliveryId={d.id} day={day} current={d.status} />}
                </span>
              </li>
            );
          })}
        </ul>
      </details>
      {pausedAhead.length > 0 && <EndPauseButton suborderId={suborder.id} firstDay={formatDay(pausedAhead[0].deliveryDate)} />}
      {subscription && changeable.length > 0 && <PauseSubscriptionForm suborderId={suborder.id} suborderNo={suborder.suborderNo} changeable={changeable.map((d) => d.deliveryDate)} />}
      {subscription && changes?.addresses && changeable.length > 0 && (
        <ChangeAddressForm
          suborderId={suborder.id}
          suborderNo={suborder.suborderNo}
          changeable={changeable.map((d) => d.deliveryDate)}
          choices={addressChoices.map((a) => ({ id: a.id, title: a.title, line: a.line }))}
          currentId={currentAddressId}
        />
      )}
      {subscription && changes && changeable.length > 0 && (
        <CancelSubscriptionForm suborderId={suborder.id} suborderNo={suborder.suborderNo} changeable={changeable.map((d) => d.deliveryDate)} paid={isPaid(changes.paymentStatus)} />
      )}
      {children}
    </section>
  );
}
