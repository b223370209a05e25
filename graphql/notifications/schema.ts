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
  }
  "Only SMS is sent today; email and push are recorded in the settings for when a provider exists."
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
`;
