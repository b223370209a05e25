// A customer's UPI id (virtual payment address, "name@bank"): where a refund to UPI and a wallet
// payout are paid. NPCI's form: a handle of letters, digits, dots, hyphens and underscores, "@", and
// the bank's handle (letters first, then letters or digits). Case does not matter to UPI, so it is
// kept in lower case.

export const UPI_ID_MAX = 100;
const UPI_ID = /^[a-z0-9][a-z0-9._-]{1,98}@[a-z][a-z0-9]{1,63}$/;

export const UPI_ID_MESSAGE = 'Please enter your UPI id as shown in your UPI app, like name@okaxis.';

/** The UPI id as typed, trimmed and in lower case, or null when it is not one. */
export function parseUpiId(input: string): string | null {
  const text = input.trim().toLowerCase();
  return text.length <= UPI_ID_MAX && UPI_ID.test(text) ? text : null;
}
