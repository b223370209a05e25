// Kitchen capacity: the portions a category may have booked per delivery day.
import 'server-only';
export const capacityTypeDefs = /* GraphQL */ `
  "a category's booked portions and its limit on one day; no customer data"
  type CapacityDay {
    "YYYY-MM-DD"
    date: String!
    categoryEnum: CategoryEnum!
    "portions booked (deliveries not cancelled)"
    booked: Int!
    "null: no limit"
    max: Int
  }
  type CapacityOverride {
    date: String!
    "null: no limit that day"
    max: Int
  }
  "a category's daily maximum and its overrides from today on"
  type CategoryCapacity {
    categoryId: ID!
    categoryEnum: CategoryEnum!
    title: String!
    maxPerDay: Int
    overrides: [CapacityOverride!]!
  }
  input CapacityOverrideInput {
    date: String!
    max: Int
  }
  extend type Query {
    "anyone: booked portions and limits per day and category, from and to included (at most 93 days); the date picker's full days"
    getCapacity(from: String!, to: String!): [CapacityDay!]!
  }
  extend type Mutation {
    "admin: a category's daily maximum in portions (null: no limit) and, when given, its per-date overrides from today on (replacing them)"
    setCapacity(categoryId: ID!, maxPerDay: Int, overrides: [CapacityOverrideInput!]): CategoryCapacity!
  }
`;
