// The admin's queue of refunds to UPI (/admin/refunds).
import 'server-only';
export const refundsTypeDefs = /* GraphQL */ `
  type RefundCustomer {
    id: ID!
    name: String!
    phoneNumber: String!
  }
  type RefundQueueItem {
    id: ID!
    "paise"
    amount: Int!
    reason: String!
    status: RefundStatus!
    orderNumber: String!
    customer: RefundCustomer!
    "the customer's UPI id to pay it to; null when they gave none (pay to their phone number's UPI)"
    upiId: String
    "ISO time the refund became due"
    createdAt: String!
    "days since it became due (until it was paid)"
    ageDays: Int!
    "still due after the 30 days promised"
    overdue: Boolean!
    paidAt: String
    "the payout's UPI transaction reference"
    utr: String
  }
  type RefundList {
    total: Int!
    "the same number as total, named as every other list names it ({ count, <items> }); total stays for the clients that read it"
    count: Int!
    refunds: [RefundQueueItem!]!
  }
  extend type Query {
    "admin: refunds to UPI, DUE (the default; oldest first) or PAID (newest first)"
    getRefunds(status: RefundStatus, skip: Int, limit: Int): RefundList!
  }
  extend type Mutation {
    "admin: the refund was paid from the bank app with this 12-digit UTR; the customer is messaged. Paid once (CONFLICT after)."
    markRefundPaid(refundId: ID!, utr: String!): RefundQueueItem!
  }
`;
