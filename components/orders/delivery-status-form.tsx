'use client';

import { graphql } from '@/lib/client/graphql-document';
import type { OrderStatus } from '@/lib/domain/order-status';
import { StatusChangeForm } from './status-change-form';

const UPDATE = graphql(`
  mutation UpdateDeliveryStatus($deliveryId: ID!, $status: OrderStatus!) {
    updateDeliveryStatus(deliveryId: $deliveryId, status: $status) { statusCode message }
  }
`);

/**
 * Admin: move one delivery to a status the transition table allows from where it is. A final
 * delivery gets no control (its badge beside this already says what it is). `day` names the
 * delivery for screen readers, since a list of identical "Set" buttons would be ambiguous; the form
 * itself is unnamed so a long subscription does not add a landmark per date.
 */
export function DeliveryStatusForm({ deliveryId, day, current }: { deliveryId: string; day: string; current: OrderStatus }) {
  return (
    <StatusChangeForm
      current={current}
      document={UPDATE}
      variables={(status) => ({ deliveryId, status })}
      look="inline"
      label={`New status for the delivery of ${day}`}
      action="Set"
      busyAction="Setting…"
      actionSuffix={` status of the delivery of ${day}`}
    />
  );
}
