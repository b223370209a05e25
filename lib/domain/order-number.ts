// What an order number looks like: DM, the day it was placed (YYMMDD, Kolkata), a dash and five
// characters without 0/O or 1/I/L (they are read out over the phone). lib/orders/order-number.ts
// draws them; the bank statement matcher finds them in a credit's narration, where the UPI link put
// them (lib/payments/upi-link.ts: `tn` "Order DM261120-K7Q2M" and `tr` "DM261120-K7Q2M").

export const ORDER_NUMBER_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

// Banks print narrations in capitals, cut at their own separators, sometimes without the dash or
// with a space instead; the number must not be part of a longer word either side.
const IN_TEXT = /(?<![A-Z0-9])DM\s?(\d{6})[\s\-_/.]?([ABCDEFGHJKMNPQRSTUVWXYZ2-9]{5})(?![A-Z0-9])/g;

/** The order numbers in a bank narration, as the store writes them ('DM261120-K7Q2M'), each once. */
export function orderNumbersIn(text: string): string[] {
  const found: string[] = [];
  for (const m of text.toUpperCase().matchAll(IN_TEXT)) {
    const number = `DM${m[1]}-${m[2]}`;
    if (!found.includes(number)) found.push(number);
  }
  return found;
}
