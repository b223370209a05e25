import { formatDay } from '@/lib/domain/calendar';
import { addressServesError } from '@/lib/domain/delivery-address';
import { isPaid, type PaymentStatus } from '@/lib/domain/payment-status';
import type { SuborderView } from '@/lib/orders/order-view';
import type { SuborderDeliveries } from '@/lib/orders/suborder-deliveries-view';
import { EndPauseButton } from './end-pause-button';
import { PauseSubscriptionForm } from './pause-subscription-form';
import { ChangeAddressForm } from './change-address-form';
import { CancelSubscriptionForm } from './cancel-subscription-form';

export type SavedAddressChoice = { id: string; title: string; zipCode: string; stateCode: string | null; line: string };

/** A subscription's plan-wide changes: end a pause, pause, send it elsewhere, cancel the rest. */
export function PlanChangeActions({
  suborder,
  deliveries,
  paymentStatus,
  addresses,
  servicePins,
}: {
  suborder: SuborderView;
  deliveries: SuborderDeliveries;
  paymentStatus: PaymentStatus;
  /** the customer's saved addresses: "Change address" offers those that serve this suborder */
  addresses?: readonly SavedAddressChoice[];
  servicePins?: readonly string[];
}) {
  const { changeable, movable, resumeFrom } = deliveries;
  const pins = new Set(servicePins ?? []);
  const choices = (addresses ?? []).filter((a) => addressServesError(suborder.categoryEnum, a, suborder.placeOfSupply, pins) === null);
  return (
    <>
      {resumeFrom && <EndPauseButton suborderId={suborder.id} firstDay={formatDay(resumeFrom)} />}
      {changeable.length > 0 && <PauseSubscriptionForm suborderId={suborder.id} suborderNo={suborder.suborderNo} changeable={changeable} />}
      {addresses && movable.length > 0 && (
        <ChangeAddressForm
          suborderId={suborder.id}
          suborderNo={suborder.suborderNo}
          changeable={movable}
          choices={choices.map((a) => ({ id: a.id, title: a.title, line: a.line }))}
          currentId={deliveries.currentAddressId}
        />
      )}
      {changeable.length > 0 && <CancelSubscriptionForm suborderId={suborder.id} suborderNo={suborder.suborderNo} changeable={changeable} paid={isPaid(paymentStatus)} />}
    </>
  );
}
