// A day's dispatch for the kitchen and the drivers (admins). Stops carry the address snapshot and
// the items exactly as orders do (Address, OrderItem).
import 'server-only';
export const dispatchTypeDefs = /* GraphQL */ `
  "portions of one size of one menu item to cook on the day"
  type CookLine {
    categoryEnum: CategoryEnum!
    menuItemId: ID!
    name: String!
    "size of one portion, in unitType"
    unit: Int!
    unitType: UnitType!
    "portions of this size across every delivery of the day"
    quantity: Int!
    "unit × quantity, in unitType"
    totalAmount: Int!
  }
  type DispatchCustomer {
    id: ID!
    firstName: String
    lastName: String
    phoneNumber: String!
  }
  "one delivery on the route sheet"
  type DispatchStop {
    deliveryId: ID!
    orderId: ID!
    orderNumber: String!
    suborderNo: String!
    categoryEnum: CategoryEnum!
    status: OrderStatus!
    paymentStatus: PaymentStatus!
    customer: DispatchCustomer!
    "the address as it was when the order was placed"
    location: Address
    "the order's note and the address's note"
    dropNote: String
    "the photo on the saved address the order went to, as it is now"
    locationPhoto: Image
    items: [OrderItem!]!
  }
  type Dispatch {
    "YYYY-MM-DD"
    date: String!
    cookSheet: [CookLine!]!
    "sorted by PIN code"
    stops: [DispatchStop!]!
  }
  extend type Query {
    "admin: every delivery on the day (YYYY-MM-DD, Bengaluru) that is not cancelled or skipped, and what to cook for them"
    getDispatch(date: String!): Dispatch!
  }
`;
