import 'server-only';
export const storeTypeDefs = /* GraphQL */ `
  "whether the store takes orders, and the kitchen's closed dates (holidays)"
  type StoreStatus {
    openStatus: Boolean!
    "shown on the menu while the store is closed"
    closedMessage: String
    "YYYY-MM-DD days in Bengaluru, today and later, in order: never delivery dates"
    closedDates: [String!]!
  }
  "how many asked to be told when meals reach a PIN (requestDeliveryArea)"
  type DeliveryAreaRequestCount {
    pinCode: String!
    count: Int!
    "when the last one asked, ISO 8601"
    latestAt: String!
  }

  "what happens to deliveries booked on days the kitchen closes: MOVE (subscriptions made up after their last delivery like a skip, one-time deliveries to the next open day) or CANCEL (cancelled and credited)"
  enum ClosedDateBookings {
    MOVE
    CANCEL
  }
  type CloseDatesResult {
    store: StoreStatus!
    "deliveries moved (or made up) off the closed days"
    moved: Int!
    "deliveries cancelled and credited"
    cancelled: Int!
    "customers messaged"
    messaged: Int!
  }
  extend type Query {
    getStore: StoreStatus!
    "admin: the count of requestDeliveryArea per PIN, most asked first"
    getDeliveryAreaRequests: [DeliveryAreaRequestCount!]!
  }
  extend type Mutation {
    "admin: open or close the store; closedMessage and closedDates left out keep what is there, a list of closedDates replaces them"
    setStoreStatus(openStatus: Boolean!, closedMessage: String, closedDates: [String!]): StoreStatus!
    "anyone: 'Tell me when you deliver here' for a Bengaluru PIN meals do not reach yet; contact is a mobile number or an email address"
    requestDeliveryArea(pinCode: String!, contact: String!): StatusMessage!
    "admin: close these days (added to the closed dates) and move or cancel what is booked on them, messaging each customer; one transaction"
    closeDates(dates: [String!]!, bookings: ClosedDateBookings!): CloseDatesResult!
  }
`;
