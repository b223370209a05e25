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
  extend type Query {
    getStore: StoreStatus!
  }
  extend type Mutation {
    "admin: open or close the store; closedMessage and closedDates left out keep what is there, a list of closedDates replaces them"
    setStoreStatus(openStatus: Boolean!, closedMessage: String, closedDates: [String!]): StoreStatus!
  }
`;
