'use client';

import { graphql } from '@/lib/client/graphql-document';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@/lib/domain/order-status';
import { StatusChangeForm } from './status-change-form';
import { SUBORDER_STATUS_LABEL } from './status-control-labels';

const UPDATE = graphql(`
  mutation UpdateOrderStatus($orderId: ID!, $status: OrderStatus!) {
    updateOrderStatus(orderId: $orderId, status: $status) { statusCode message }
  }
`);

/**
 * Admin: the suborder's one status control, which moves the suborder and every delivery in it not
 * yet delivered or cancelled (updateOrderStatus). Each delivery's own control (DeliveryStatusForm)
 * changes only that day; the labels say which is which, since both once read "status".
 */
export function SuborderStatusForm({ suborderId, suborderNo, current }: { suborderId: string; suborderNo: string; current: OrderStatus }) {
  return (
    <div className="border-t border-brand-100 pt-3">
      <StatusChangeForm
        current={current}
        document={UPDATE}
        variables={(status) => ({ orderId: suborderId, status })}
        look="stacked"
        label={SUBORDER_STATUS_LABEL}
        hint="Moves this suborder and each of its deliveries not yet delivered or cancelled."
        action="Update all deliveries"
        busyAction="Updating…"
        formLabel={`Change the status of all deliveries in ${suborderNo}`}
        whenFinal={<p className="text-sm text-stone-600">This part is {ORDER_STATUS_LABELS[current].toLowerCase()}; its status is final.</p>}
      />
    </div>
  );
}
