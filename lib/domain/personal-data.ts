// The customer's copy of their data (GET /api/me/export): which sections it has, how often it may
// be asked for, and what the file is called. The readers themselves are services (lib/privacy).
import { formatWait } from './wait-time';

/** The export's sections, in the order the JSON lists them (the contract names these keys). */
export const PERSONAL_DATA_SECTIONS = ['profile', 'addresses', 'orders', 'invoices', 'messages', 'sessions', 'wallet', 'deliveryAreaRequests'] as const;
export type PersonalDataSection = (typeof PERSONAL_DATA_SECTIONS)[number];

export const EXPORT_FORMATS = ['json', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Left out, the format is JSON; anything but json or csv is refused (null). */
export function exportFormatOf(value: string | null | undefined): ExportFormat | null {
  if (value === null || value === undefined || value === '') return 'json';
  const v = value.trim().toLowerCase();
  return (EXPORT_FORMATS as readonly string[]).includes(v) ? (v as ExportFormat) : null;
}

/**
 * Ten copies an hour per person: enough for both formats and a few retries, while each copy reads
 * every order the person ever placed (a long-standing subscriber's is thousands of rows).
 */
export const EXPORT_RATE = { limit: 10, windowMs: 60 * 60 * 1000 } as const;

export function exportRateMessage(retryAfterSeconds: number): string {
  return `You have downloaded your data several times in the last hour. Please try again in ${formatWait(retryAfterSeconds)}.`;
}

/** 'good-dog-kitchen-my-data-2026-11-26.json' (or .zip for the CSV files) */
export function exportFileName(format: ExportFormat, today: string): string {
  return `good-dog-kitchen-my-data-${today}.${format === 'json' ? 'json' : 'zip'}`;
}

// Every table that holds something about a person, column by column: where the person's copy of it
// is (the export's section), what deleteMyAccount erases, and what stays with the law that keeps it.
// lib/domain/personal-data-inventory.test.ts reads the schema and fails when a table or a column is
// in neither list below; lib/privacy/personal-data-inventory.db.test.ts checks the account's own
// row and the erased tables against a real export and a real deletion.

const GST_RECORDS = 'GST records: CGST Act 2017 s.36 with CGST Rules rule 56, kept 72 months after the year’s annual return';
const MONEY_RECORDS = 'the store’s accounts of money it held for the person: CGST Act 2017 s.35-36 and Income-tax Act 1961 s.44AA (6 years)';
const CONSENT_RECORD = 'proof of the consent the person gave: DPDP Act 2023 s.6(10) puts it on the store';
const SECURITY_RECORDS = 'security safeguards, DPDP Act 2023 s.8(5): rows leave when their window ends';

export type PersonalTable = {
  /** the column that names the person (their user id, phone number or contact) */
  by: string;
  /** the export's section holding these rows, or why the person does not get them in the file */
  exported: PersonalDataSection | { notExported: string };
  /** 'rows': deleteMyAccount deletes the person's rows; otherwise the columns it empties or anonymises */
  erased: 'rows' | readonly string[];
  /** the columns that stay after the deletion, each group with the law that keeps it */
  kept?: readonly { columns: readonly string[]; law: string }[];
  /** with erased 'rows': the rows that stay all the same, and the law that keeps them */
  keptRows?: { which: string; law: string };
};

export const PERSONAL_DATA_TABLES: Record<string, PersonalTable> = {
  User: {
    by: 'id',
    exported: 'profile',
    erased: ['firstName', 'lastName', 'phoneNumber', 'email', 'emailVerifiedAt', 'profilePicId', 'upiId'],
    kept: [
      { columns: ['id', 'roleId', 'loginType', 'status', 'createdAt', 'updatedAt', 'deletedAt'], law: `the buyer the kept orders and invoices name, as "Deleted customer": ${GST_RECORDS}` },
      { columns: ['privacyPolicyVersion', 'privacyPolicyAcceptedAt'], law: CONSENT_RECORD },
    ],
  },
  UserSettings: { by: 'userId', exported: 'profile', erased: 'rows' },
  Address: { by: 'userId', exported: 'addresses', erased: 'rows' },
  Cart: { by: 'userId', exported: { notExported: 'what is in the cart now, shown on /cart' }, erased: 'rows' },
  CartItem: { by: 'cart.userId', exported: { notExported: 'what is in the cart now, shown on /cart' }, erased: 'rows' },
  CartItemVariant: { by: 'cartItem.cart.userId', exported: { notExported: 'what is in the cart now, shown on /cart' }, erased: 'rows' },
  Order: {
    by: 'userId',
    exported: 'orders',
    erased: [],
    kept: [{ columns: ['id', 'orderNumber', 'userId', 'placedById', 'subtotal', 'cgst', 'sgst', 'igst', 'deliveryCharge', 'totalPrice', 'deliveryTaxRule', 'cgstRate', 'sgstRate', 'perDeliveryCharge', 'createdAt', 'updatedAt', 'suborderStatuses'], law: GST_RECORDS }],
  },
  // The address copies keep only the place of supply (city, state, PIN).
  Suborder: {
    by: 'order.userId',
    exported: 'orders',
    erased: ['dropNote', 'locationSnapshot'],
    kept: [{ columns: ['id', 'suborderNo', 'orderId', 'categoryId', 'categoryEnum', 'status', 'repeatType', 'repeatInfo', 'subtotal', 'cgst', 'sgst', 'igst', 'deliveryCharge', 'totalPrice', 'portions', 'placeOfSupply', 'deliveryDrops', 'locationId', 'cancelledAt', 'cancelledById', 'cancelReason', 'cancelNote', 'cancelledFrom', 'createdAt', 'updatedAt'], law: GST_RECORDS }],
  },
  Delivery: {
    by: 'suborder.order.userId',
    exported: 'orders',
    erased: ['locationSnapshot'],
    kept: [{ columns: ['id', 'suborderId', 'deliveryDate', 'status', 'skippedAt', 'skippedById', 'pausedAt', 'replacesDeliveryId', 'creditedAt', 'portions', 'categoryEnum', 'locationId', 'riderId', 'routePosition', 'deliveryCode', 'codeTries', 'deliveredAt', 'deliveredById', 'proofKind', 'proofPhotoId', 'failedAt', 'failedById', 'failureReason', 'failureNote', 'failurePhotoId', 'missedResolution', 'missedResolvedAt', 'missedResolvedById', 'courier', 'awb', 'trackingUrl', 'shippedAt', 'updatedAt'], law: GST_RECORDS }],
  },
  DeliveryItem: {
    by: 'delivery.suborder.order.userId',
    exported: 'orders',
    erased: [],
    kept: [{ columns: ['id', 'deliveryId', 'menuItemId', 'variantId', 'name', 'unitType', 'unit', 'price', 'quantity', 'gstRate', 'hsn'], law: GST_RECORDS }],
  },
  OrderItem: {
    by: 'suborder.order.userId',
    exported: 'orders',
    erased: ['specialInstructions'],
    kept: [{ columns: ['id', 'suborderId', 'menuItemId', 'name', 'price', 'unitType', 'enable'], law: GST_RECORDS }],
  },
  OrderItemVariant: {
    by: 'orderItem.suborder.order.userId',
    exported: 'orders',
    erased: [],
    kept: [{ columns: ['id', 'orderItemId', 'variantId', 'price', 'quantity', 'unit', 'gstRate', 'hsn'], law: GST_RECORDS }],
  },
  Payment: {
    by: 'order.userId',
    exported: 'orders',
    erased: [],
    kept: [{ columns: ['id', 'orderId', 'status', 'amount', 'screenshotId', 'submittedAt', 'confirmedById', 'confirmedAt', 'dueAt', 'rejectionReason', 'rejectedAt', 'rejectedById', 'walletAmount', 'utr', 'createdAt', 'updatedAt'], law: GST_RECORDS }],
  },
  Refund: {
    by: 'order.userId',
    exported: 'orders',
    erased: [],
    kept: [{ columns: ['id', 'orderId', 'deliveryId', 'amount', 'reason', 'status', 'createdById', 'createdAt', 'paidAt', 'paidById', 'utr'], law: MONEY_RECORDS }],
  },
  Invoice: {
    by: 'order.userId',
    exported: 'invoices',
    // the buyer's state stays: it is the place of supply
    erased: ['buyerName', 'buyerPhone', 'buyerAddress', 'deliveryAddress'],
    kept: [{ columns: ['id', 'number', 'financialYear', 'serial', 'orderId', 'placeOfSupply', 'placeOfSupplyLabel', 'issuedAt', 'sellerLegalName', 'sellerGstin', 'sellerStateCode', 'sellerAddress', 'buyerStateName', 'buyerStateCode', 'reverseCharge', 'signatory', 'taxableValue', 'cgst', 'sgst', 'igst', 'total', 'legacy'], law: GST_RECORDS }],
  },
  InvoiceLine: {
    by: 'invoice.order.userId',
    exported: 'invoices',
    erased: [],
    kept: [{ columns: ['id', 'invoiceId', 'position', 'kind', 'suborderId', 'description', 'hsn', 'quantity', 'unit', 'unitPrice', 'uqc', 'quantityMilli', 'gstRate', 'taxableValue', 'cgst', 'sgst', 'igst', 'total'], law: GST_RECORDS }],
  },
  CreditNote: {
    by: 'invoice.order.userId',
    exported: 'invoices',
    erased: ['buyerName', 'buyerPhone', 'buyerAddress', 'deliveryAddress'],
    kept: [{ columns: ['id', 'number', 'financialYear', 'serial', 'invoiceId', 'issuedAt', 'reason', 'deliveryId', 'refundId', 'walletEntryId', 'buyerStateName', 'buyerStateCode', 'invoiceNumber', 'invoiceIssuedAt', 'reverseCharge', 'signatory', 'taxableValue', 'cgst', 'sgst', 'igst', 'total'], law: GST_RECORDS }],
  },
  CreditNoteLine: {
    by: 'creditNote.invoice.order.userId',
    exported: 'invoices',
    erased: [],
    kept: [{ columns: ['id', 'creditNoteId', 'position', 'kind', 'suborderId', 'description', 'hsn', 'quantity', 'unit', 'unitPrice', 'uqc', 'quantityMilli', 'gstRate', 'taxableValue', 'cgst', 'sgst', 'igst', 'total'], law: GST_RECORDS }],
  },
  // Pictures are links in the sections that show them (profile, addresses, orders' proofs of
  // payment). A proof of payment stays with its order; every other upload of theirs goes.
  UploadedImage: { by: 'ownerId', exported: 'profile', erased: 'rows', keptRows: { which: 'a proof of payment, with its order', law: GST_RECORDS } },
  // Lines of the store's own bank statement; a narration may name the payer.
  BankStatementLine: {
    by: 'payment.order.userId',
    exported: { notExported: 'the store’s bank statement, not given by the person' },
    erased: [],
    kept: [{ columns: ['id', 'identity', 'date', 'amount', 'reference', 'utr', 'narration', 'paymentId', 'topUpId', 'fileName', 'appliedById', 'appliedAt'], law: MONEY_RECORDS }],
  },
  OtpChallenge: { by: 'phoneNumber', exported: { notExported: 'login codes: a hash and the network that asked, for ten minutes' }, erased: 'rows' },
  LoginGuard: { by: 'phoneNumber', exported: { notExported: 'counts of wrong login codes, to slow down guessing' }, erased: 'rows' },
  RateLimitHit: {
    by: 'bucket',
    exported: { notExported: 'counts of requests per phone or network, to limit abuse' },
    erased: [],
    kept: [{ columns: ['id', 'bucket', 'weight', 'createdAt'], law: SECURITY_RECORDS }],
  },
  IdempotencyKey: { by: 'userId', exported: { notExported: 'the key a checkout is retried with (the order itself is exported)' }, erased: 'rows' },
  AuditLog: { by: 'subjectUserId', exported: { notExported: 'the record of what admins did to the person’s records' }, erased: [], kept: [{ columns: ['id', 'actorId', 'subjectUserId', 'action', 'entity', 'entityId', 'data', 'createdAt'], law: 'accountability of staff for what they did to a customer’s records: DPDP Act 2023 s.8(5) and the CERT-In directions of 28 April 2022 (logs kept at least 180 days)' }] },
  Session: { by: 'userId', exported: 'sessions', erased: 'rows' },
  Notification: { by: 'userId', exported: 'messages', erased: 'rows' },
  EmailVerification: { by: 'userId', exported: { notExported: 'an address waiting to be confirmed (the confirmed one is in the profile)' }, erased: 'rows' },
  PushSubscription: { by: 'userId', exported: { notExported: 'the browser’s push address and keys, which the browser itself holds' }, erased: 'rows' },
  DeliveryAreaRequest: { by: 'contact', exported: 'deliveryAreaRequests', erased: 'rows' },
  Wallet: {
    by: 'userId',
    exported: 'wallet',
    erased: [],
    kept: [{ columns: ['userId', 'balance', 'updatedAt'], law: MONEY_RECORDS }],
  },
  WalletEntry: {
    by: 'userId',
    exported: 'wallet',
    erased: [],
    kept: [{ columns: ['id', 'userId', 'kind', 'amount', 'balanceAfter', 'orderId', 'deliveryId', 'topUpId', 'refundId', 'createdById', 'note', 'createdAt'], law: MONEY_RECORDS }],
  },
  TopUp: {
    by: 'userId',
    exported: 'wallet',
    erased: [],
    kept: [{ columns: ['id', 'number', 'userId', 'amount', 'status', 'screenshotId', 'utr', 'submittedAt', 'confirmedById', 'confirmedAt', 'rejectionReason', 'rejectedAt', 'createdAt', 'updatedAt', 'orderId', 'heldChange'], law: MONEY_RECORDS }],
  },
};

/** Tables that hold nothing about a customer, and why. */
export const NOT_PERSONAL_TABLES: Record<string, string> = {
  Role: 'the names of the roles',
  Category: 'the menu',
  CapacityOverride: 'the kitchen’s portions per day',
  MenuItem: 'the menu',
  Variant: 'the menu',
  DocumentCounter: 'the last serial of each kind of tax document',
  BankStatementLayout: 'which columns a bank’s statement has (createdById names an admin)',
  Configuration: 'the store’s settings',
  Message: 'the store’s texts',
  Store: 'the store itself',
  HeroImage: 'the home page’s pictures (createdById names an admin)',
  RouteStart: 'a rider’s working day (staff, who do not delete their accounts here)',
  SubscriptionSpan: 'a subscription’s first and last delivery day, restated from its deliveries by triggers and deleted with its suborder',
};

/** Against the schema's columns: those the entry does not name, those it names that are not there, and those it names twice. */
export function inventoryGaps(table: PersonalTable, columns: readonly string[]): { missing: string[]; unknown: string[]; twice: string[] } {
  if (table.erased === 'rows') return { missing: [], unknown: [], twice: [] };
  const listed = [...table.erased, ...(table.kept ?? []).flatMap((k) => k.columns)];
  return {
    missing: columns.filter((c) => !listed.includes(c)),
    unknown: listed.filter((c) => !columns.includes(c)),
    twice: listed.filter((c, i) => listed.indexOf(c) !== i),
  };
}
