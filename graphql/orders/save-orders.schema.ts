// saveOrders takes the newer order payload (one suborder per cart, lib/domain/inputs/order-input.ts); the retired older
// shape (orderNo, orderType, printCount...) is not accepted.
import 'server-only';
export const saveOrdersTypeDefs = /* GraphQL */ `
  input IdInput {
    id: ID!
  }
  input DeliveryInput {
    deliveryDate: String!
  }
  input OrderItemVariantInput {
    "paise per unit, as the customer saw it; checked against the menu"
    price: Int!
    quantity: Int!
    unit: Int
    itemVariant: IdInput!
  }
  input OrderItemInput {
    name: String
    price: Int
    menuItem: IdInput!
    unitType: UnitType
    specialInstructions: String
    variants: [OrderItemVariantInput!]!
  }
  input SuborderInput {
    "all in paise, as the customer saw them; the server recomputes and refuses a difference"
    totalPrice: Int!
    subtotal: Int!
    deliveryCharge: Int!
    location: IdInput!
    deliveries: [DeliveryInput!]!
    category: IdInput!
    dropNote: String
    items: [OrderItemInput!]!
    repeatType: RepeatType!
    repeatInfo: String!
    "YYYY-MM-DD: a weekday subscription's requested start (a renewal); never earlier than the first allowed date"
    subscriptionStartsOn: String
  }
  type SaveOrdersResult {
    statusCode: Int!
    message: String!
    data: Order!
  }
  extend type Mutation {
    """
    one order with a suborder per cart; the same idempotencyKey returns the first order.
    useWallet (default true): the customer's wallet pays as much of the total as it holds
    (payment.walletAmount); an order it covers entirely is paid at once, the rest is due by UPI
    (payment.amount).
    """
    saveOrders(orders: [SuborderInput!]!, idempotencyKey: String!, userId: ID, useWallet: Boolean): SaveOrdersResult!
  }
`;
