// The customer's data rights (DPDP Act 2023). Downloading one's data is a file, not an operation:
// GET /api/me/export?format=json|csv (app/api/me/export/route.ts).
import 'server-only';
export const privacyTypeDefs = /* GraphQL */ `
  extend type Mutation {
    """
    Deletes the logged-in customer's account: confirmPhoneNumber must be the account's own mobile
    number. Their personal data is erased; orders (and invoices) stay for the tax records with the
    buyer anonymised as "Deleted customer", and the number is free for a new sign-up. Every session
    ends and the cookie is cleared. CONFLICT while deliveries are still to come or money is owed
    either way (the message says which); FORBIDDEN for admins.
    """
    deleteMyAccount(confirmPhoneNumber: String!): StatusMessage!
  }
`;
