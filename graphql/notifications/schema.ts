// Messages the store sent (or tried to send) a customer.
import 'server-only';
export const notificationsTypeDefs = /* GraphQL */ `
  enum NotificationKind {
    ORDER_PLACED
    PAYMENT_CONFIRMED
    PAYMENT_REJECTED
    PAYMENT_REMINDER
    ORDER_EXPIRED
    DELIVERY_REMINDER
    DELIVERY_ASSIGNED
    DELIVERY_DELIVERED
    RENEWAL_REMINDER
    REFUND_PAID
    WALLET_CREDITED
    "a top-up's proof was rejected (names the top-up, not an order)"
    TOP_UP_REJECTED
    "(part of) the wallet was paid out to the customer's UPI id"
    WALLET_PAID_OUT
    "a skip undone, a pause ended, a subscription cancelled"
    PLAN_CHANGED
    "the link that confirms a new email address (email only)"
    EMAIL_VERIFICATION
    "a delivery moved or cancelled because the kitchen closed its day"
    DELIVERY_MOVED
    "the rider could not hand a delivery over"
    DELIVERY_MISSED
    "the owner settled a missed delivery: a make-up day or money back"
    MISSED_DELIVERY_RESOLVED
    "a delivery went with a courier: its tracking link"
    SHIPMENT_SENT
  }
  "One row per channel a message went out on (or was turned off for): SMS always, EMAIL to a verified address, PUSH to the customer's subscribed browsers."
  enum NotificationChannel {
    SMS
    EMAIL
    PUSH
  }
  enum NotificationStatus {
    "stored, waiting for the job queue to send it"
    QUEUED
    SENT
    "gave up after the last retry (see lastError)"
    FAILED
    "not sent: the customer switched this channel off"
    SKIPPED
  }
  type Notification {
    id: ID!
    kind: NotificationKind!
    channel: NotificationChannel!
    status: NotificationStatus!
    "the text as sent"
    body: String!
    "ISO instant"
    createdAt: String!
    "ISO instant; null until sent"
    sentAt: String
    attempts: Int!
    "why the last attempt failed; admins only"
    lastError: String
    orderId: ID
    "the order the message is about, when there is one"
    orderNumber: String
  }
  type NotificationList {
    count: Int!
    notifications: [Notification!]!
  }
  extend type Query {
    """
    A user's messages, newest first (limit 20 by default, at most 100). The user themself, or an
    admin for anyone (userId left out: the viewer, or the customer an admin acts for). Someone
    else's answers NOT_FOUND.
    """
    getNotifications(userId: ID, skip: Int, limit: Int): NotificationList!
  }
  extend type Mutation {
    "Sends the logged-in user a link that confirms their email address (24 hours, one use). At most one a minute and five a day."
    requestEmailVerification: StatusMessage!
    "Confirms the address the link was sent to; anyone holding the link's token (it may be opened logged out)."
    verifyEmail(token: String!): StatusMessage!
    "This browser gets the logged-in user's push messages (endpoint: https on a public address)."
    savePushSubscription(endpoint: String!, p256dh: String!, auth: String!): StatusMessage!
    "This browser stops getting them; someone else's endpoint is NOT_FOUND."
    removePushSubscription(endpoint: String!): StatusMessage!
  }
`;
