import 'server-only';
export const usersTypeDefs = /* GraphQL */ `
  type Role {
    id: Int!
    roleName: String!
  }
  type UserSettings {
    id: ID!
    enablePushNotifications: Boolean!
    enableEmailNotifications: Boolean!
    enableSMSNotifications: Boolean!
  }
  type Address {
    id: ID!
    title: String!
    lineOne: String!
    linetwo: String
    city: String!
    state: String!
    "the GST state code of its state (the place of supply of what is delivered there); null while its state is not recognised"
    stateCode: String
    zipCode: String!
    country: String
    latitude: Float
    longitude: Float
    dropNote: String
    image: Image
    createdAt: String
  }
  type User {
    id: ID!
    firstName: String
    lastName: String
    phoneNumber: String!
    email: String
    profilePic: Image
    role: Role!
    loginType: String
    createdAt: String!
    updatedAt: String!
    "unpaid order totals, paise"
    payMentDue: Int!
    totalOrders: Int!
    activeOrders: Int!
    status: String!
    settings: UserSettings
    address: [Address!]!
  }
  type UserList {
    count: Int!
    users: [User!]!
  }
  type CreatedUser {
    id: ID!
  }
  type ImportError {
    row: Int!
    message: String!
  }
  "what an import does (or did) with a row: added, already a customer (skipped), repeated in the file (skipped), refused"
  enum ImportRowStatus {
    NEW
    EXISTING
    DUPLICATE
    INVALID
  }
  type ImportRow {
    "1-based: row 1 is the first person sent (in a file, the line under the header)"
    row: Int!
    status: ImportRowStatus!
    "normalised (+91…) when valid, else as sent"
    phoneNumber: String!
    firstName: String
    lastName: String
    "why the row is skipped or refused; null when it is added"
    message: String
  }
  type ImportResult {
    success: Boolean!
    message: String!
    "customers added"
    userCount: Int!
    existingCount: Int!
    refusedCount: Int!
    "every row not added, with the reason"
    errors: [ImportError!]!
    rows: [ImportRow!]!
  }
  "importUsers as a dry run: nothing is written"
  type ImportPreview {
    summary: String!
    newCount: Int!
    existingCount: Int!
    refusedCount: Int!
    rows: [ImportRow!]!
  }
  input SettingsInput {
    enablePushNotifications: Boolean
    enableEmailNotifications: Boolean
    enableSMSNotifications: Boolean
  }
  input UserImportInput {
    phoneNumber: String!
    countryCode: String
    roleId: Int
    firstName: String
    lastName: String
  }
  extend type Query {
    getUser(id: ID!): User!
    getUsers(skip: Int, limit: Int, searchQuery: String): UserList!
    "what importUsers would do with these rows, writing nothing (admin)"
    previewImportUsers(users: [UserImportInput!]!): ImportPreview!
  }
  extend type Mutation {
    "profilePic: the id of an uploaded image of kind profile (null removes it). address: one delivery address saved with the profile, added (no id) or updated (its id), as addOrUpdateUserLocation does"
    updateUser(id: ID!, firstName: String, lastName: String, phoneNumber: String, email: String, profilePic: ID, settings: SettingsInput, address: LocationInput): User!
    addUser(countryCode: String, phoneNumber: String!, roleId: Int, firstName: String, lastName: String): CreatedUser!
    importUsers(users: [UserImportInput!]!): ImportResult!
  }
`;
