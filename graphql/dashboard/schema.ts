// The admin dashboard: today's figures and the charts' series.
import 'server-only';
export const dashboardTypeDefs = /* GraphQL */ `
  type DashboardToday {
    date: String!
    orders: Int!
    "paise: invoices issued today less credit notes issued today"
    revenueInvoiced: Float!
    deliveries: Int!
    "payment proofs waiting for review"
    paymentsWaiting: Int!
    refundsDue: Int!
    "paise"
    refundsDueAmount: Float!
  }
  type DashboardRevenueDay {
    date: String!
    "paise"
    revenue: Float!
  }
  type DashboardOrdersDay {
    date: String!
    orders: Int!
  }
  type DashboardSubscriptionsDay {
    date: String!
    subscriptions: Int!
  }
  type DashboardUpcomingDay {
    date: String!
    deliveries: Int!
    portions: Int!
    "portions the limited categories can take; null: none limited"
    capacity: Int
  }
  type DashboardCancellations {
    "SKIPPED_BY_CUSTOMER, SKIPPED_BY_ADMIN, CANCELLED_BY_ADMIN or NOT_PAID"
    cause: String!
    count: Int!
  }
  "Subscriptions the customer cancelled (cancelSubscription) in the range, by the reason they gave"
  type DashboardCancelReason {
    reason: CancelReason!
    count: Int!
  }
  type DashboardEndingSubscription {
    suborderId: ID!
    suborderNo: String!
    orderNumber: String!
    customer: String!
    phoneNumber: String!
    lastDelivery: String!
  }
  type Dashboard {
    from: String!
    to: String!
    today: DashboardToday!
    revenuePerDay: [DashboardRevenueDay!]!
    ordersPerDay: [DashboardOrdersDay!]!
    "subscriptions running each day: between their first and last delivery not cancelled, whatever the range"
    activeSubscriptions: [DashboardSubscriptionsDay!]!
    "today and the next 13 days"
    upcoming: [DashboardUpcomingDay!]!
    cancellations: [DashboardCancellations!]!
    cancelReasons: [DashboardCancelReason!]!
    "subscriptions whose last delivery is within the next 7 days"
    endingSoon: [DashboardEndingSubscription!]!
  }
  extend type Query {
    "admin: the dashboard's figures for from..to (Kolkata days, at most 92)"
    getDashboard(from: String!, to: String!): Dashboard!
  }
`;
