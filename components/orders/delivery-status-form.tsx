'use client';

import { graphql } from '@/lib/client/graphql-document';
import type { OrderStatus } from '@/lib/domain/order-status';
import { isFinalStatus, StatusChangeFields, useStatusChangeForm } from './status-change-form';

const UPDATE = graphql(`
  mutation UpdateDeliveryStatus($deliveryId: ID!, $status: OrderStatus!) {
    updateDeliveryStatus(deliveryId: $deliveryId, status: $status) { statusCode message }
  }
`);

type Props = { deliveryId: string; day: string; current: OrderStatus };

/**
 * Admin: move one delivery to a status the transition table allows from where it is. A final
 * delivery gets no control (its badge beside this already says what it is). `day` names the
 * delivery for screen readers, since a list of identical "Set" buttons would be ambiguous; the form
 * itself is unnamed so a long subscription does not add a landmark per date. A refresh that moves the
 * delivery on starts the form again (keyed by its status).
 */
export function DeliveryStatusForm(props: Props) {
  if (isFinalStatus(props.current)) return null;
  return <DeliveryStatusChoice key={props.current} {...props} />;
}

function DeliveryStatusChoice({ deliveryId, day, current }: Props) {
  const kit = useStatusChangeForm(current, UPDATE, (status) => ({ deliveryId, status }));
  return (
    <StatusChangeFields
      kit={kit}
      current={current}
      look="inline"
      label={`New status for the delivery of ${day}`}
      action="Set"
      busyAction="Setting…"
      actionSuffix={` status of the delivery of ${day}`}
    />
  );
}
