// Orders as the store's pages and other clients read them. saveOrders lives in save-orders.schema.ts;
// an order's Payment and Refunds, and every payment operation, in graphql/payments/schema.ts.
// The services return OrderViews (lib/orders/order-view.ts) in exactly this shape.
import 'server-only';
export const ordersTypeDefs = /* GraphQL */ `
  enum OrderStatus {
    NEW
    ASSIGNED
    CANCELLED
    DELIVERED
    SUBSCRIBED
  }
  enum RepeatType {
    NONE
    WEEKLY
    DAILY
    CUSTOM
  }
  type OrderUser {
    id: ID!
    firstName: String
    lastName: String
    phoneNumber: String!
    "the customer's saved addresses"
    address: [Address!]!
  }
  type Delivery {
    id: ID!
    "YYYY-MM-DD, a day in Bengaluru"
    deliveryDate: String!
    status: OrderStatus!
    "ISO time it was skipped (it is then CANCELLED)"
    skippedAt: String
    "ISO time it was paused (a paused day is a skipped, CANCELLED day: the list says Paused)"
    pausedAt: String
    "the skipped delivery this one makes up for"
    replacesDeliveryId: ID
    "what that day brings, with its variants and quantities: its own items once changed (changeDeliveryItems), else its suborder's"
    items: [OrderItem!]!
    "the copy of the address this delivery goes to (changeDeliveryAddress moves it; editing the saved address changes it only when the customer says the coming deliveries follow); null on an old copy that lacks the address's id and title"
    location: Address
  }
  "a reference to a menu item or variant by id"
  type EntityRef {
    id: ID!
  }
  type OrderItemVariant {
    id: ID!
    quantity: Int!
    unit: Int!
    "paise per unit at the time of the order"
    price: Int!
    itemVariant: EntityRef!
  }
  type OrderItem {
    id: ID!
    name: String!
    "lowest variant price at the time of the order, paise"
    price: Int!
    unitType: UnitType!
    specialInstructions: String
    enable: Boolean!
    menuItem: EntityRef!
    variants: [OrderItemVariant!]!
  }
  "why a customer cancelled the rest of a subscription"
  enum CancelReason {
    TOO_EXPENSIVE
    DOG_DID_NOT_LIKE
    MOVING
    TRAVELLING
    DIET_CHANGE
    DELIVERY_PROBLEMS
    OTHER
  }
  type Suborder {
    id: ID!
    suborderNo: String!
    status: OrderStatus!
    dropNote: String
    deliveryCharge: Int!
    repeatType: RepeatType!
    repeatInfo: String!
    deliveries: [Delivery!]!
    categoryEnum: CategoryEnum!
    category: Category!
    items: [OrderItem!]!
    totalPrice: Int!
    "the goods before tax"
    subtotal: Int!
    "the tax of every line, the delivery's included, as the invoice charges it (totalPrice - subtotal - the taxes is the delivery before tax)"
    cgst: Int!
    sgst: Int!
    "to another state than the seller's (then CGST and SGST are 0)"
    igst: Int!
    "the GST state code of its delivery address: its place of supply"
    placeOfSupply: String
    "the address as it was when the order was placed"
    location: Address
    "earliest delivery that is neither DELIVERED nor CANCELLED, YYYY-MM-DD"
    nextDeliveryDate: String
    deliveredCount: Int!
    "its last delivery still coming or delivered, YYYY-MM-DD"
    endDate: String
    "ISO time the rest was cancelled (cancelSubscription), with the customer's reason and note"
    cancelledAt: String
    cancelReason: CancelReason
    cancelNote: String
  }
  type Order {
    id: ID!
    orderNumber: String!
    createdAt: String!
    "YYYY-MM-DD (Bengaluru) the order was placed"
    placedOn: String!
    "the goods before tax"
    subtotal: Int!
    totalPrice: Int!
    "the tax of every line, the delivery's included, as the invoice charges it (totalPrice - subtotal - the taxes is the delivery before tax)"
    cgst: Int!
    sgst: Int!
    igst: Int!
    "what the drops cost, GST included"
    deliveryCharge: Int!
    "the rates an order placed before per-item rates was priced with: tenths of a percent (25 = 2.5 %); each line keeps its own since"
    cgstRate: Int!
    sgstRate: Int!
    "paise per drop (an address on a date, GST included) when it was placed"
    perDeliveryCharge: Int!
    payment: Payment
    user: OrderUser!
    suborders: [Suborder!]!
    "refunds for skipped deliveries of a paid order, oldest first"
    refunds: [Refund!]!
  }
  "what skipDelivery and pauseSubscription answer: the suborder as it is now (new deliveries, new endDate)"
  type SuborderChange {
    statusCode: Int!
    message: String!
    suborder: Suborder!
    "changeDeliveryItems, unskipDelivery or resumeSubscription on a paid order costing more than the wallet holds: nothing is changed yet; pay this top-up (the rest by UPI) and the change is made when it is confirmed (if it can no longer be made then, the money stays in the wallet); null when the change was made"
    payByUpi: TopUp
  }
  type OrderList {
    count: Int!
    orders: [Order!]!
  }
  type StatusMessage {
    statusCode: Int!
    message: String!
  }
  type DeliveriesStatusResult {
    statusCode: Int!
    message: String!
    "how many deliveries changed (all that were asked for; a refusal changes none)"
    updated: Int!
  }
  input OrderFilter {
    "orders with a suborder in this status"
    status: OrderStatus
    paymentStatus: PaymentStatus
    "YYYY-MM-DD: orders with a delivery on this day"
    deliveryDate: String
    "YYYY-MM-DD (Bengaluru), placed on or after"
    fromDate: String
    "YYYY-MM-DD (Bengaluru), placed on or before"
    toDate: String
    "admins: one customer's orders"
    userId: ID
    "orders with a subscription whose last delivery still to come is within this many days from today (1-31)"
    endingWithinDays: Int
    "order number; admins also customer phone or name"
    search: String
  }

  extend type Query {
    "newest first: your own orders, or every order for an admin"
    getOrders(skip: Int, limit: Int, filter: OrderFilter): OrderList!
    getOrder(orderNumber: String!): Order!
    "what a change would do before it is saved: the change's own code run and rolled back, so it answers what the change then does and writes nothing; refused changes answer allowed false with the reason"
    previewDeliveryChange(change: DeliveryChangeInput!): ChangePreview!
  }
  "the changes previewDeliveryChange answers for"
  enum ChangeKind {
    SKIP
    UNSKIP
    PAUSE
    RESUME
    CANCEL
    CHANGE_ITEMS
    CHANGE_ADDRESS
  }
  "one change as its mutation takes it: deliveryId for SKIP, UNSKIP, CHANGE_ITEMS (with items, applyToLaterDeliveries); suborderId for PAUSE (from, until), RESUME, CANCEL (from, reason), CHANGE_ADDRESS (locationId, from)"
  input DeliveryChangeInput {
    kind: ChangeKind!
    deliveryId: ID
    suborderId: ID
    items: [DeliveryItemInput!]
    applyToLaterDeliveries: Boolean
    "YYYY-MM-DD"
    from: String
    "YYYY-MM-DD, the last day of a pause"
    until: String
    locationId: ID
    refundTo: RefundDestination
    reason: CancelReason
  }
  "what a change would do to the money, paise"
  type ChangePreview {
    allowed: Boolean!
    "why not, in the words the change itself would answer"
    whyNot: String
    "ISO time the change is possible until; null once past"
    deadline: String
    "the same deadline in words, from the one cutoff rule: 'until' the cutoff time 'on Tue, 8 Dec' (an admin: 'until the end of Wed, 9 Dec'); null once past"
    deadlineWords: String
    "what the change adds"
    amountMore: Int!
    "of that, paid from the wallet"
    fromWallet: Int!
    "what is left to pay by UPI on the order after the change"
    dueByUpi: Int!
    "what the change takes off what is due or gives back"
    amountBack: Int!
    "where money given back goes; null when it only comes off what is due"
    backTo: RefundDestination
    "the documents it issues: 'invoice', 'supplementary invoice', 'credit note'"
    documents: [String!]!
  }
  extend type Mutation {
    "admin: orderId is a suborder's id; its deliveries that are not final follow it"
    updateOrderStatus(orderId: ID!, status: OrderStatus!): StatusMessage!
    "admin: one delivery"
    updateDeliveryStatus(deliveryId: ID!, status: OrderStatus!): StatusMessage!
    "admin: several deliveries at once, all or none; the first one refused is named in the error"
    updateDeliveriesStatus(deliveryIds: [ID!]!, status: OrderStatus!): DeliveriesStatusResult!
    "owner until 22:00 (Bengaluru) the day before the delivery; admin until it is final. A subscription delivery is made up after its last one; a one-time one comes off the amount due or, once paid, goes back where refundTo says: the wallet at once (WALLET, the default) or a refund to the customer's UPI id (UPI, the admin's refund queue)"
    skipDelivery(deliveryId: ID!, refundTo: RefundDestination): SuborderChange!
    "every delivery of a subscription from 'from' to 'to' (YYYY-MM-DD, both included) skipped and made up after its last one, or none"
    pauseSubscription(suborderId: ID!, from: String!, to: String!, refundTo: RefundDestination): SuborderChange!
    "a skipped delivery back on, same cutoff as skipping: a subscription's make-up day goes; a day whose money was taken off the amount due or given back is charged again like any change that costs more: before payment the wallet first and the rest added to the amount due; once paid the wallet pays all of it with a supplementary invoice, or when it holds less nothing changes yet and payByUpi is the top-up for the rest; refused while the payment is checked"
    unskipDelivery(deliveryId: ID!): SuborderChange!
    "ends a pause early: the paused days still before their cutoff come back and their make-up days go; paused days that were not made up (a cancelled plan) had their money taken off or given back and are charged again as unskipDelivery says (payByUpi when held for the rest by UPI)"
    resumeSubscription(suborderId: ID!): SuborderChange!
    "Order again: owner, or an admin ordering for that customer. The order's (or one suborder's) items and sizes go into the viewer's carts, one per kind, at today's prices, with dates from today's rules (a subscription on the same weekdays from the earliest day; one-time dates moved so the first is the earliest open day, gaps kept); then the normal checkout. Each part goes to the address its deliveries go to now (after any change of address). A subscription still running is refused with CONFLICT (field startNewPlan), saying until when it runs and when it can be extended (renewSubscription), unless startNewPlan is true: then a second plan beside it. Answers the viewer's carts, as renewSubscription does"
    reorder(orderNumber: String!, suborderId: ID, startNewPlan: Boolean): [Cart!]!
    "every open delivery of a subscription from 'from' (YYYY-MM-DD; by default the first day still before its cutoff) cancelled, or none; the paid value goes back where refundTo says (WALLET by default, or UPI) with a credit note, or comes off the amount due. OTHER needs a note"
    cancelSubscription(suborderId: ID!, from: String, reason: CancelReason!, note: String, refundTo: RefundDestination): SuborderChange!
    "Change what comes: the delivery (and with applyToLaterDeliveries every later open one of its suborder) brings these quantities of the suborder's variants or of another item of the same category; same cutoff as skipping. Quantity 0 for everything skips the day. Costs more: before payment the wallet pays first and the rest is added to the amount due; once paid the wallet pays all of it with a supplementary invoice for the added lines (when it holds less, nothing changes yet and payByUpi is the top-up for the rest); refused while the payment is checked. Costs less: off the amount due, or once paid a credit note with the money where refundTo says (WALLET by default, or UPI)"
    changeDeliveryItems(deliveryId: ID!, items: [DeliveryItemInput!]!, applyToLaterDeliveries: Boolean, refundTo: RefundDestination): SuborderChange!
    "every open delivery of the suborder from 'from' (YYYY-MM-DD; by default the first day still before its cutoff) goes to the customer's saved address locationId, or none does. Same cutoff as skipping. The address must take the category (meals and add-ons only to served PINs) and be in the same state (the tax). The suborder keeps the address it was ordered to (invoice); each delivery keeps a copy of where it goes"
    changeDeliveryAddress(suborderId: ID!, locationId: ID!, from: String): SuborderChange!
    "changeDeliveryAddress for every subscription of a customer (userId: an admin acting for them; customers may omit it) that the address can take; the others are named in the message and stay"
    changeAllDeliveriesAddress(locationId: ID!, from: String, userId: ID): MovedDeliveries!
  }
  "one variant and how many of it a delivery brings (0: none)"
  input DeliveryItemInput {
    variantId: ID!
    quantity: Int!
  }
  "what changeAllDeliveriesAddress answers"
  type MovedDeliveries {
    statusCode: Int!
    message: String!
    "how many deliveries now go to the address"
    moved: Int!
    "the suborders moved"
    suborders: [Suborder!]!
  }
`;
