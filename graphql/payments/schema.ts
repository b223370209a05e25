// Payments: an order's Payment and Refunds (Order.payment and Order.refunds in graphql/orders) and
// every operation that changes a payment. Each status change runs the one transition
// (lib/payments/transition-payment.ts).
import 'server-only';
export const paymentsTypeDefs = /* GraphQL */ `
  enum PaymentStatus {
    success
    pending
    required
    cancelled
  }

  type Payment {
    id: ID!
    status: PaymentStatus!
    "still to be paid by UPI, paise (lower than the order total after a skipped one-time delivery, or when the wallet paid part)"
    amount: Int!
    "paise paid from the customer's wallet when the order was placed (given back if the order expires unpaid)"
    walletAmount: Int!
    screenshot: PaymentScreenshot
    "ISO time the latest screenshot was attached"
    submittedAt: String
    "ISO time an unpaid order expires"
    dueAt: String
    "why an admin rejected the last screenshot; shown to the customer until they upload again"
    rejectionReason: String
    "the 12-digit UPI transaction reference given with the proof (or read off the bank statement line that confirmed it)"
    utr: String
  }
  type PaymentScreenshot {
    id: ID!
    url: String!
    "image/jpeg, image/png, image/webp or application/pdf"
    contentType: String!
  }
  enum RefundStatus {
    DUE
    PAID
  }
  "money owed back to the customer's UPI id: a paid delivery skipped or cancelled with refundTo UPI (the admin's queue, getRefunds)"
  type Refund {
    id: ID!
    "paise"
    amount: Int!
    status: RefundStatus!
    reason: String!
    "the skipped delivery it pays back"
    deliveryId: ID
    createdAt: String!
    paidAt: String
    "the payout's UPI transaction reference, once paid"
    utr: String
  }

  extend type Mutation {
    """
    Attaches an uploaded screenshot (uploadImage with kind payments) to an order and marks its
    payment pending until an admin confirms it. order: the order's id or its order number. The
    order's owner or an admin; a screenshot may be replaced until the payment is confirmed.
    utr: the payment's 12-digit UPI transaction reference (spaces allowed); left out, the payment
    keeps the one it has. A UTR already on another payment is refused (CONFLICT; the message names
    that order to an admin only).
    """
    updatePaymentScreenshot(order: ID!, screenshot: ID!, utr: String): Payment!
    """
    The same for any payment, named by its id (an order's payment today): the proof and its UTR.
    The payment's owner or an admin; someone else's payment is NOT_FOUND; a UTR already on another
    payment is CONFLICT.
    """
    submitPaymentProof(paymentId: ID!, screenshot: ID!, utr: String!): Payment!
    "admin: marks an order's payment received (from pending or required)"
    confirmPayment(orderId: ID!): StatusMessage!
    "admin: refuses the uploaded proof (pending) with a reason the customer sees; the payment is required again"
    rejectPayment(orderId: ID!, reason: String!): StatusMessage!
    """
    Admin: gives the customer \`hours\` more (1-720) to pay an unpaid order (its id), counted from
    the current deadline or from now when that has passed, never past payment.maxDeadlineDays
    (default 14) after the order was placed (BAD_USER_INPUT on hours, naming the room left).
    Audited. Answers the payment with its new dueAt.
    """
    extendPaymentDeadline(orderId: ID!, hours: Int!): Payment!
  }
`;
