// The rider's page's calls: each goes through the API, as any other client's would.
import { graphql } from '@/lib/client/graphql-document';

export const START_ROUTE = graphql(`
  mutation StartRoute {
    startRoute { started stops { delivery { id status } } }
  }
`);

export const MARK_DELIVERED = graphql(`
  mutation MarkDelivered($deliveryId: ID!, $code: String, $photoId: ID) {
    markDelivered(deliveryId: $deliveryId, code: $code, photoId: $photoId) { id status proof { kind at } }
  }
`);

export const MARK_NOT_DELIVERED = graphql(`
  mutation MarkNotDelivered($deliveryId: ID!, $reason: NotDeliveredReason!, $note: String) {
    markNotDelivered(deliveryId: $deliveryId, reason: $reason, note: $note) { id status failure { reason at } }
  }
`);

export const UNDO_DROP_OUTCOME = graphql(`
  mutation UndoDropOutcome($deliveryId: ID!) {
    undoDropOutcome(deliveryId: $deliveryId) { id status }
  }
`);
