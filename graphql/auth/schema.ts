import 'server-only';
export const authTypeDefs = /* GraphQL */ `
  enum TypeOfUser {
    NEW
    EXISTING
  }
  type SendOtpResult {
    "the challenge id to pass to verifyOtp as userId"
    id: ID!
    "always null here: whether the phone has an account is only told after verification"
    typeOfUser: TypeOfUser
  }
  type VerifyOtpResult {
    verified: Boolean!
    typeOfUser: TypeOfUser!
    user: User!
  }
  type StatusResult {
    status: Boolean!
  }
  type EndedSessions {
    "how many sessions were still live (this one included)"
    ended: Int!
  }
  type SelectedCustomer {
    id: ID!
    firstName: String
    "for the 'Ordering for <full name> · Stop' bar"
    lastName: String
  }
  extend type Query {
    "the logged-in user, or null"
    me: User
    "admin: the customer selectCustomer chose to act for, or null"
    selectedCustomer: SelectedCustomer
  }
  extend type Mutation {
    sendOtp(phoneNumber: String!, roleId: Int, countryCode: String): SendOtpResult!
    "userId is the id sendOtp returned; signs the caller in (sets the session cookie)"
    verifyOtp(otp: String!, userId: ID!): VerifyOtpResult!
    "ends this session on the server and clears the cookie"
    logout: StatusResult!
    "ends every session of the logged-in user (every device, this one included) and clears the cookie"
    logoutAllDevices: EndedSessions!
    "admin: act for this customer (kept in the admin's session)"
    selectCustomer(userId: ID!): SelectedCustomer!
    deselectCustomer: StatusResult!
  }
`;
