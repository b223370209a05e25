// The dispatch page's calls for riders, missed drops and couriers.
import { graphql } from '@/lib/client/graphql-document';

export const ASSIGN_DELIVERIES = graphql(`
  mutation AssignDeliveries($deliveryIds: [ID!]!, $riderId: ID) {
    assignDeliveries(deliveryIds: $deliveryIds, riderId: $riderId) { statusCode message count }
  }
`);

export const RESOLVE_MISSED_DELIVERY = graphql(`
  mutation ResolveMissedDelivery($deliveryId: ID!, $action: MissedDeliveryAction!, $refundTo: RefundDestination) {
    resolveMissedDelivery(deliveryId: $deliveryId, action: $action, refundTo: $refundTo) { statusCode message suborder { id } }
  }
`);

export const SET_SHIPMENT = graphql(`
  mutation SetShipment($deliveryId: ID!, $courier: String!, $awb: String!) {
    setShipment(deliveryId: $deliveryId, courier: $courier, awb: $awb) { id shipment { trackingUrl } }
  }
`);
