// Payments: the customer's proof of payment. The Payment type itself lives with Order in
// graphql/orders/schema.ts.
import 'server-only';
export const paymentsTypeDefs = /* GraphQL */ `
  extend type Mutation {
    """
    Attaches an uploaded screenshot (uploadImage with kind payments) to an order and marks its
    payment pending until an admin confirms it. order: the order's id or its order number. The
    order's owner or an admin; a screenshot may be replaced until the payment is confirmed.
    """
    updatePaymentScreenshot(order: ID!, screenshot: ID!): Payment!
    "admin: refuses the uploaded proof (pending) with a reason the customer sees; the payment is required again"
    rejectPayment(orderId: ID!, reason: String!): StatusMessage!
    """
    Admin: gives the customer \`hours\` more (1-720) to pay an unpaid order (its id), counted from
    the current deadline or from now when that has passed. Audited. Answers the payment with its
    new dueAt.
    """
    extendPaymentDeadline(orderId: ID!, hours: Int!): Payment!
  }
`;
