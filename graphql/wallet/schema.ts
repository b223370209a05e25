// The wallet (store credit): balance and history, top-ups, an admin's goodwill credit.
import 'server-only';
export const walletTypeDefs = /* GraphQL */ `
  "what moved a wallet's balance: credits (positive) and debits (ORDER_DEBIT, PAYOUT: negative)"
  enum WalletEntryKind {
    SKIP_CREDIT
    CANCEL_CREDIT
    TOP_UP
    ADMIN_CREDIT
    ORDER_DEBIT
    PAYOUT
    EXPIRY_RETURN
  }
  "where money given back for a paid delivery goes: the wallet at once, or a refund to the customer's UPI id (the admin's refund queue)"
  enum RefundDestination {
    WALLET
    UPI
  }
  type WalletEntry {
    id: ID!
    kind: WalletEntryKind!
    "paise, signed: credits positive, debits negative"
    amount: Int!
    "the balance right after this entry, paise"
    balanceAfter: Int!
    "the order it concerns, if any"
    orderNumber: String
    "why (a skipped delivery's date, an admin's reason, the top-up number)"
    note: String
    createdAt: String!
  }
  type Wallet {
    "paise: always the sum of all the entries, never below zero"
    balance: Int!
    "the latest 100 entries, newest first"
    entries: [WalletEntry!]!
  }
  type TopUp {
    id: ID!
    "TU and 10 digits: what the UPI link carries, so the bank narration names it"
    number: String!
    "paise"
    amount: Int!
    "required (to pay), pending (proof sent), success (in the wallet), cancelled"
    status: PaymentStatus!
    "upi://pay link for the amount (null when the store has no UPI id configured)"
    upiLink: String
    createdAt: String!
    "the paid order whose change this top-up pays for (made when it is confirmed); null for a plain top-up"
    orderNumber: String
  }
  type TopUpToReview {
    id: ID!
    number: String!
    amount: Int!
    utr: String
    submittedAt: String
    customerId: ID!
    phoneNumber: String!
  }
  extend type Query {
    "the viewer's wallet, or (admin) the customer's named by userId"
    getWallet(userId: ID): Wallet!
    "the viewer's latest top-ups"
    getMyTopUps: [TopUp!]!
    "admin: top-ups whose proof waits for review, oldest first"
    getTopUpsToReview: [TopUpToReview!]!
  }
  extend type Mutation {
    """
    Asks to add amount (paise, 100 rupees to 50,000 rupees) to the viewer's wallet: pay it with
    upiLink, then send the proof with submitPaymentProof(paymentId: the top-up's id, screenshot, utr).
    Confirmed by an admin, it becomes a TOP_UP entry.
    """
    topUpWallet(amount: Int!): TopUp!
    "admin: the top-up was received; its amount is added to the customer's wallet and they are told"
    confirmTopUp(topUpId: ID!): StatusMessage!
    "admin: the top-up's proof is refused with a reason (at most 200 characters) the customer reads on the top-up page and by SMS; they may upload a new proof. Audited"
    rejectTopUp(topUpId: ID!, reason: String!): StatusMessage!
    "the viewer's UPI id (name@bank, validated, kept in lower case), where refunds to UPI and payouts are paid; an empty string removes it"
    updateUpiId(upiId: String!): StatusMessage!
    "admin: a goodwill credit (ADMIN_CREDIT) to a customer's wallet, with the reason they see; audited and messaged"
    giveWalletCredit(userId: ID!, amount: Int!, reason: String!): Wallet!
    "admin: amount (paise) of the customer's wallet was paid to their UPI id with this 12-digit UTR: a PAYOUT entry; more than the balance is CONFLICT. Audited"
    payOutWallet(userId: ID!, amount: Int!, utr: String!): Wallet!
  }
`;
