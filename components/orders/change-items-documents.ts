// What the "Change" dialog of a coming delivery sends and asks.
import { graphql } from '@/lib/client/graphql-document';

export const CHANGE_DELIVERY_ITEMS = graphql(`
  mutation ChangeDeliveryItems($deliveryId: ID!, $items: [DeliveryItemInput!]!, $applyToLaterDeliveries: Boolean) {
    changeDeliveryItems(deliveryId: $deliveryId, items: $items, applyToLaterDeliveries: $applyToLaterDeliveries) { statusCode message suborder { id } payByUpi { id } }
  }
`);

// What else of the same category can be swapped in: the menu's items of that kind.
export const DELIVERY_SWAP_OPTIONS = graphql(`
  query DeliverySwapOptions($category: ID) {
    getMenuItems(category: $category, skip: 0, limit: 50) { id name variants { id price unit unitType } }
  }
`);
