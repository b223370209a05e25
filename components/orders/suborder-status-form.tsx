'use client';

import { gql } from '@/lib/client/graphql';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@/lib/domain/order-status';
import { StatusChangeForm } from './status-change-form';

const UPDATE = /* GraphQL */ `
  mutation UpdateOrderStatus($orderId: ID!, $status: OrderStatus!) {
    updateOrderStatus(orderId: $orderId, status: $status) { statusCode message }
  }
`;

/** Admin: move a suborder to one of the statuses the transition table allows from where it is. */
export function SuborderStatusForm({ suborderId, suborderNo, current }: { suborderId: string; suborderNo: string; current: OrderStatus }) {
  const send = async (status: OrderStatus) => {
    const result = await gql<{ updateOrderStatus: { message: string } }>(UPDATE, { orderId: suborderId, status });
    return result.ok ? { ok: true as const, data: result.data.updateOrderStatus.message } : result;
  };
  return (
    <StatusChangeForm
      current={current}
      send={send}
      look="stacked"
      label="New status"
      action="Update status"
      busyAction="Updating…"
      formLabel={`Change the status of ${suborderNo}`}
      whenFinal={<p className="text-sm text-stone-600">This part is {ORDER_STATUS_LABELS[current].toLowerCase()}; its status is final.</p>}
    />
  );
}
