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
    "the customer's default address: every cart it serves starts with it (false on an order's copy)"
    isDefault: Boolean!
    createdAt: String
    "a saved address: how many coming deliveries (still before their cutoff for the viewer) go here, which follow an edit when addOrUpdateUserLocation is sent moveComingDeliveries: true; ask the customer when it is more than 0. Null on a delivery's or an order's copy"
    comingDeliveries: Int
  }
  type User {
    id: ID!
    firstName: String
    lastName: String
    phoneNumber: String!
    email: String
    "true once the address in email was confirmed through the link sent to it (false again when it changes)"
    emailVerified: Boolean!
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
  "what clearLoginLock did"
  type LoginLockCleared {
    statusCode: Int!
    message: String!
    "how many failure counts of the person's phone were cleared (per network, and the phone as a whole)"
    cleared: Int!
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
    "profilePic: the id of an uploaded image of kind profile (null removes it). address: one delivery address saved with the profile, added (no id) or updated (its id), as addOrUpdateUserLocation does. privacyPolicyVersion: the user agrees to this version of the privacy policy (the current one; sign-up sends it), recorded with the time; only the user themself"
    updateUser(id: ID!, firstName: String, lastName: String, phoneNumber: String, email: String, profilePic: ID, settings: SettingsInput, address: LocationInput, privacyPolicyVersion: String): User!
    "creates a customer; roleId may be left out or 2 (an admin is made with setUserRole)"
    addUser(countryCode: String, phoneNumber: String!, roleId: Int, firstName: String, lastName: String): CreatedUser!
    "creates customers; a row with roleId 1 is refused (INVALID)"
    importUsers(users: [UserImportInput!]!): ImportResult!
    "admin: makes someone an admin (roleId 1) or a customer again (2); audited, ends all their sessions, never one's own"
    setUserRole(userId: ID!, roleId: Int!): User!
    "admin: clears the waits and failure counts after wrong login codes on the person's phone; audited"
    clearLoginLock(userId: ID!): LoginLockCleared!
  }
`;
