// The bank statement matcher at /admin/payments: an admin uploads the account's statement, sees
// which credit pays which waiting payment, and confirms the matched ones at once
// (lib/payments/match-bank-statement.ts; the rules in lib/domain/bank-statement-*.ts).
import 'server-only';
export const bankStatementsTypeDefs = /* GraphQL */ `
  enum BankLineStatus {
    "pays a waiting payment: applyBankStatement confirms it"
    MATCHED
    "could pay more than one, or names an order whose amount differs: decide by hand"
    AMBIGUOUS
    "pays nothing waiting (or an order that was cancelled: see note)"
    UNMATCHED
    "applied from an earlier upload, or the order it names was already paid"
    ALREADY_APPLIED
  }
  enum BankLineMatchedBy {
    UTR
    ORDER_NUMBER
    AMOUNT
  }
  enum BankLayoutSource {
    "a layout an admin mapped for this bank (saveBankLayout)"
    saved
    "a bank whose export the store knows (HDFC Bank, ICICI Bank, State Bank of India)"
    preset
    "the standard column names (Date, Narration, Credit…)"
    standard
  }
  "A credit line of the statement and what it pays."
  type BankStatementLine {
    "the row in the file, counting from 1 as a spreadsheet does"
    lineNo: Int!
    "YYYY-MM-DD"
    date: String!
    "paise"
    amount: Int!
    "the 12-digit UPI reference found in the line's reference or narration"
    utr: String
    narration: String!
    reference: String
    status: BankLineStatus!
    "the order it pays, names, or was applied to"
    orderNumber: String
    matchedBy: BankLineMatchedBy
    "why, when it is not a plain match"
    note: String
  }
  "Column positions in the header row, counting from 0."
  type BankColumns {
    date: Int
    narration: Int
    credit: Int
    reference: Int
    "a column saying CR or DR beside a single amount column"
    direction: Int
  }
  input BankColumnsInput {
    date: Int!
    narration: Int!
    credit: Int!
    reference: Int
    direction: Int
  }
  type BankStatementLayout {
    bankName: String!
    source: BankLayoutSource!
    "the header's row in the file, counting from 1"
    headerRow: Int!
    headers: [String!]!
  }
  "The mapping step: no known layout reads this header; say which column is which (saveBankLayout)."
  type BankStatementMapping {
    "the row that looks like the header, counting from 1"
    headerRow: Int!
    headers: [String!]!
    "a first guess, by the words in the headers"
    suggested: BankColumns!
  }
  type BankStatementPreview {
    "null when the mapping step is needed"
    layout: BankStatementLayout
    mapping: BankStatementMapping
    "the credit lines, in the file's order (none while the mapping step is needed)"
    lines: [BankStatementLine!]!
    "dated rows that were not credits"
    debitLines: Int!
    "rows under the header that were not transactions (separators, footers, balances)"
    skippedRows: Int!
  }
  type BankStatementApplied {
    "payments confirmed (each through the confirmation: message, audit, invoice)"
    confirmed: Int!
    "matched lines whose payment changed since, or that another upload applied first"
    skipped: Int!
    message: String!
  }
  type BankLayout {
    id: ID!
    bankName: String!
    headers: [String!]!
    columns: BankColumns!
  }

  extend type Mutation {
    """
    Admin: reads a bank statement (CSV or XLSX, base64; fileName for messages) and matches each
    credit line to a waiting payment, by UTR, then an order number in the narration, then the exact
    amount within the payment's window. Writes nothing.
    """
    previewBankStatement(base64: String!, fileName: String!): BankStatementPreview!
    """
    Admin: confirms the payments the statement's MATCHED lines pay (as previewBankStatement shows
    them now) and records each line, so applying the same statement again confirms nothing twice.
    """
    applyBankStatement(base64: String!, fileName: String!): BankStatementApplied!
    """
    Admin: the mapping step's answer. Statements with this header row are read with these columns
    from now on, as the named bank. headers: the header row as previewBankStatement gave it.
    """
    saveBankLayout(bankName: String!, headers: [String!]!, columns: BankColumnsInput!): BankLayout!
  }
`;
