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
  }
`;
