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
  extend type Query {
    getConfigurations: Configurations!
  }
`;
