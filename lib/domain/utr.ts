// The UPI transaction reference (UTR, also "UPI Ref No." or "UPI transaction ID"): the 12-digit
// number every UPI app shows on a payment's details and every bank prints on the credit. Customers
// give it with their proof; the bank statement matcher reads it off the statement's lines.
//
// Where to find it (the hint on the upload page): Google Pay shows it as "UPI transaction ID",
// PhonePe as "UTR", Paytm as "UPI Ref. No.", in the payment's details.

export const UTR_LENGTH = 12;

export const UTR_MESSAGES = {
  required: 'Please enter the 12-digit UPI transaction reference (UTR) of your payment.',
  invalid: 'The UPI transaction reference (UTR) is the 12-digit number in your payment’s details. Please check it.',
  /** to a customer: whose payment it is on is not theirs to know */
  inUse: 'This UPI transaction reference (UTR) is already on another payment. Please check it in your UPI app’s payment details.',
} as const;

/** To an admin, who may look the other order up. */
export const utrInUseForAdmin = (utr: string, orderNumber: string) => `UTR ${utr} is already on the payment of order ${orderNumber}.`;

export const UTR_HINT =
  'The 12-digit number in the payment’s details in your UPI app: “UPI transaction ID” in Google Pay, “UTR” in PhonePe, “UPI Ref. No.” in Paytm.';

/**
 * The UTR as typed or pasted ("6123 4567 8901", "UTR: 612345678901"), as its 12 digits; null when
 * it is not one. Spaces, dashes and a leading label are what people copy along with it.
 */
export function normalizeUtr(input: string): string | null {
  const text = input.trim().replace(/^(utr|upi\s*ref\.?\s*(no\.?)?|upi\s*transaction\s*id|ref\.?\s*(no\.?)?)\s*[:#-]?\s*/i, '');
  const digits = text.replace(/[\s-]/g, '');
  return /^\d{12}$/.test(digits) ? digits : null;
}

/**
 * The UTRs a bank statement line carries: in its reference cell or its narration, as a run of
 * exactly 12 digits, or a longer run padded with zeros in front (HDFC prints "0000612345678901").
 * Runs of other lengths (phone and account numbers, IFSC digits) are not UTRs.
 */
export function utrsIn(...texts: (string | null | undefined)[]): string[] {
  const found: string[] = [];
  for (const text of texts) {
    for (const run of text?.match(/\d+/g) ?? []) {
      const utr = run.length === UTR_LENGTH ? run : run.length > UTR_LENGTH && /^0+$/.test(run.slice(0, run.length - UTR_LENGTH)) ? run.slice(-UTR_LENGTH) : null;
      if (utr && !found.includes(utr)) found.push(utr);
    }
  }
  return found;
}
