'use client';

import { graphql } from '@/lib/client/graphql-document';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@/lib/domain/order-status';
import { isFinalStatus, StatusChangeFields, useStatusChangeForm } from './status-change-form';
import { SUBORDER_STATUS_LABEL } from './status-control-labels';

const UPDATE = graphql(`
  mutation UpdateOrderStatus($orderId: ID!, $status: OrderStatus!) {
    updateOrderStatus(orderId: $orderId, status: $status) { statusCode message }
  }
`);

type Props = { suborderId: string; suborderNo: string; current: OrderStatus };

/**
 * Admin: the suborder's one status control, which moves the suborder and every delivery in it not
 * yet delivered or cancelled (updateOrderStatus). Each delivery's own control (DeliveryStatusForm)
 * changes only that day; the labels say which is which, since both once read "status". A refresh
 * that moves the suborder on starts the form again (keyed by its status).
 */
export function SuborderStatusForm(props: Props) {
  return (
    <div className="border-t border-brand-100 pt-3">
      {isFinalStatus(props.current) ? (
        <p className="text-sm text-stone-600">This part is {ORDER_STATUS_LABELS[props.current].toLowerCase()}; its status is final.</p>
      ) : (
        <SuborderStatusChoice key={props.current} {...props} />
      )}
    </div>
  );
}

function SuborderStatusChoice({ suborderId, suborderNo, current }: Props) {
  const kit = useStatusChangeForm(current, UPDATE, (status) => ({ orderId: suborderId, status }));
  return (
    <StatusChangeFields
      kit={kit}
      current={current}
      look="stacked"
      label={SUBORDER_STATUS_LABEL}
      hint="Moves this suborder and each of its deliveries not yet delivered or cancelled."
      action="Update all deliveries"
      busyAction="Updating…"
      formLabel={`Change the status of all deliveries in ${suborderNo}`}
    />
  );
}
