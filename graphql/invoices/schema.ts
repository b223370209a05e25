// Tax documents: an order's issued invoices with their credit notes (owner or admin), and the
// month's GST return figures (admin). Everything is read from the stored documents.
import 'server-only';
export const invoicesTypeDefs = /* GraphQL */ `
  type Seller {
    legalName: String!
    gstin: String!
    "GST state code (29 for Karnataka)"
    stateCode: String!
    address: String!
  }
  type Buyer {
    name: String!
    phoneNumber: String!
  }
  type PlaceOfSupply {
    "the state or union territory, e.g. Maharashtra"
    state: String!
    "its GST state code, e.g. 27"
    stateCode: String!
  }
  type InvoiceLine {
    description: String!
    hsn: String!
    "units over all dates (goods), or drops (delivery)"
    quantity: Int!
    "500 g, drop"
    unit: String!
    "paise per unit before tax"
    unitPrice: Int!
    taxableValue: Int!
    "total GST, tenths of a percent"
    gstRate: Int!
    cgst: Int!
    sgst: Int!
    igst: Int!
    total: Int!
  }
  type CreditNote {
    number: String!
    "ISO time"
    issuedAt: String!
    reason: String!
    taxableValue: Int!
    cgst: Int!
    sgst: Int!
    igst: Int!
    total: Int!
    lines: [InvoiceLine!]!
  }
  type Invoice {
    number: String!
    "ISO time"
    issuedAt: String!
    "2026-27: April to March"
    financialYear: String!
    seller: Seller!
    buyer: Buyer!
    placeOfSupply: PlaceOfSupply!
    lines: [InvoiceLine!]!
    taxableValue: Int!
    cgst: Int!
    sgst: Int!
    igst: Int!
    total: Int!
    creditNotes: [CreditNote!]!
  }

  extend type Query {
    "the order's tax invoice (its first, when it went to two states), or null until the order is paid; owner or admin"
    getInvoice(orderNumber: String!): Invoice
    "every tax invoice of the order, one per place of supply; empty until the order is paid; owner or admin"
    getInvoices(orderNumber: String!): [Invoice!]!
  }
`;
