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
  "The buyer as the document was issued to them; address and state are null on a document issued before they were kept"
  type Buyer {
    name: String!
    phoneNumber: String!
    "billing address (a sale to a consumer: the order's delivery address)"
    address: String
    "the state of the place of supply, e.g. Maharashtra"
    stateName: String
    "its GST state code, e.g. 27"
    stateCode: String
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
    buyer: Buyer!
    "the delivery address(es) of the goods given back"
    deliveryAddress: String
    "the invoice it reduces, and that invoice's date (ISO time; null on a note issued before it was kept)"
    invoiceNumber: String!
    invoiceIssuedAt: String
    "whether tax is payable on reverse charge (always false here; null on an older note)"
    reverseCharge: Boolean
    "For <seller's legal name> — Authorised signatory (null on an older note)"
    signatory: String
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
    "the delivery address(es) of the goods (null on an invoice issued before it was kept)"
    deliveryAddress: String
    "whether tax is payable on reverse charge (always false here; null on an older invoice)"
    reverseCharge: Boolean
    "For <seller's legal name> — Authorised signatory (null on an older invoice)"
    signatory: String
    lines: [InvoiceLine!]!
    taxableValue: Int!
    cgst: Int!
    sgst: Int!
    igst: Int!
    total: Int!
    creditNotes: [CreditNote!]!
  }

  "B2CS: supplies to unregistered buyers within the state, and to other states up to the B2CL threshold, by place of supply and rate (credit notes netted)"
  type GstB2csRow {
    "27-Maharashtra"
    placeOfSupply: String!
    "tenths of a percent"
    rate: Int!
    taxableValue: Int!
    igst: Int!
    cgst: Int!
    sgst: Int!
  }
  "B2CL: an inter-state invoice above the threshold, by rate"
  type GstB2clRow {
    invoiceNumber: String!
    "YYYY-MM-DD"
    invoiceDate: String!
    invoiceValue: Int!
    placeOfSupply: String!
    rate: Int!
    taxableValue: Int!
    igst: Int!
    cgst: Int!
    sgst: Int!
  }
  "CDNUR: a credit note against a B2CL invoice, by rate"
  type GstCdnurRow {
    noteNumber: String!
    noteDate: String!
    noteValue: Int!
    placeOfSupply: String!
    rate: Int!
    taxableValue: Int!
    igst: Int!
    cgst: Int!
    sgst: Int!
  }
  type GstHsnRow {
    hsn: String!
    description: String!
    "KGS, LTR, NOS, OTH"
    uqc: String!
    "in the unit quantity code (kilograms, litres, numbers)"
    quantity: Float!
    rate: Int!
    taxableValue: Int!
    igst: Int!
    cgst: Int!
    sgst: Int!
    totalValue: Int!
  }
  "Table 8: nil-rated (lines at 0 %), exempted and non-GST supplies, one of its four rows (credit notes netted)"
  type GstExempRow {
    "e.g. Intra-State supplies to unregistered persons"
    description: String!
    nilRated: Int!
    exempted: Int!
    nonGst: Int!
  }
  type GstDocumentsRow {
    nature: String!
    from: String!
    to: String!
    total: Int!
    cancelled: Int!
  }
  type GstTotals {
    taxableValue: Int!
    igst: Int!
    cgst: Int!
    sgst: Int!
    total: Int!
  }
  "a month's GSTR-1 figures, from the invoices and credit notes issued in it (paise)"
  type GstReport {
    "YYYY-MM"
    month: String!
    b2cs: [GstB2csRow!]!
    b2cl: [GstB2clRow!]!
    cdnur: [GstCdnurRow!]!
    exemp: [GstExempRow!]!
    "the HSN summary's B2C tab (every buyer here is unregistered)"
    hsn: [GstHsnRow!]!
    documents: [GstDocumentsRow!]!
    totals: GstTotals!
  }

  extend type Query {
    "admin: the month's GSTR-1 (YYYY-MM, Kolkata's calendar)"
    getGstReport(month: String!): GstReport!
    "the order's tax invoice (its first, when it went to two states), or null until the order is paid; owner or admin"
    getInvoice(orderNumber: String!): Invoice
    "every tax invoice of the order, one per place of supply; empty until the order is paid; owner or admin"
    getInvoices(orderNumber: String!): [Invoice!]!
  }
`;
