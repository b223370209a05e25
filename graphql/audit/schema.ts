// Who changed what, for whom (admins).
import 'server-only';
export const auditTypeDefs = /* GraphQL */ `
  type AuditPerson {
    id: ID!
    firstName: String
    lastName: String
  }
  type AuditEntry {
    id: ID!
    "the operation recorded, e.g. confirmPayment"
    action: String!
    "what it touched: Order, Suborder, Delivery, Payment, Address, User…"
    entity: String!
    entityId: ID
    "the admin who did it"
    actor: AuditPerson!
    "the customer whose records it touched"
    subject: AuditPerson
    "what happened, in words: 'Confirmed payment of DM261120-K7Q2M'"
    detail: String!
    "ISO time"
    createdAt: String!
  }
  type AuditLog {
    count: Int!
    entries: [AuditEntry!]!
  }
  extend type Query {
    "admin: newest first; userId: entries about that customer; actorId: entries by that admin"
    getAuditLog(skip: Int, limit: Int, userId: ID, actorId: ID): AuditLog!
  }
`;
