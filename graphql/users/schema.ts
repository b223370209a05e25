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
  type ImportResult {
    success: Boolean!
    message: String!
    userCount: Int!
    errors: [ImportError!]!
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
  }
  extend type Mutation {
    "profilePic: the id of an uploaded image"
    updateUser(id: ID!, firstName: String, lastName: String, phoneNumber: String, email: String, profilePic: ID, settings: SettingsInput): User!
    addUser(countryCode: String, phoneNumber: String!, roleId: Int, firstName: String, lastName: String): CreatedUser!
    importUsers(users: [UserImportInput!]!): ImportResult!
  }
`;
