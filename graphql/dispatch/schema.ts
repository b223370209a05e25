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
    "portions of this size across every delivery of the day that is cooked"
    quantity: Int!
    "of which paid for"
    paidQuantity: Int!
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
    "paid in full"
    paid: Boolean!
    "rejected (proof refused, no new one yet) or expired (deadline passed); null when nothing to look at"
    paymentFlag: String
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
    "every delivery, or only paid ones when the setting dispatch.cookUnpaid is false"
    cookSheet: [CookLine!]!
    cookUnpaid: Boolean!
    "unpaid deliveries left off the cook sheet by that setting"
    uncookedUnpaid: Int!
    "sorted by PIN code"
    stops: [DispatchStop!]!
    "booked portions against the kitchen's capacity, per category"
    capacity: [DispatchCapacity!]!
  }
  type DispatchCapacity {
    categoryEnum: CategoryEnum!
    title: String!
    booked: Int!
    "null: no limit"
    max: Int
  }
  extend type Query {
    "admin: every delivery on the day (YYYY-MM-DD, Bengaluru) that is not cancelled or skipped, and what to cook for them"
    getDispatch(date: String!): Dispatch!
  }
`;
