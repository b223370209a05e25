import 'server-only';
export const configTypeDefs = /* GraphQL */ `
  type KeyValue {
    id: ID!
    key: String!
    value: String!
  }
  type Configurations {
    configurations: [KeyValue!]!
    messages: [KeyValue!]!
  }
  "one setting: a key listed at /admin/settings (lib/domain/settings.ts) and its value as typed"
  input ConfigurationInput {
    key: String!
    value: String!
  }
  extend type Query {
    getConfigurations: Configurations!
  }
  extend type Mutation {
    "Admin: changes settings. An invalid value refuses the whole save (BAD_USER_INPUT naming the key); an optional one left empty is removed."
    updateConfigurations(values: [ConfigurationInput!]!): Configurations!
  }
`;
