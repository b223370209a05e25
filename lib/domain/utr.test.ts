import { normalizeUtr, utrsIn } from './utr';

test.each<[string, string | null]>([
  ['612345678901', '612345678901'],
  [' 612345678901 ', '612345678901'],
  ['6123 4567 8901', '612345678901'],
  ['6123-4567-8901', '612345678901'],
  ['UTR: 612345678901', '612345678901'],
  ['UPI Ref No. 612345678901', '612345678901'],
  ['UPI transaction ID 612345678901', '612345678901'],
  ['012345678901', '012345678901'],
  ['61234567890', null],
  ['6123456789012', null],
  ['61234567890a', null],
  ['T2311201234567890123', null],
  ['', null],
])('normalizeUtr(%p) = %p', (input, utr) => {
  expect(normalizeUtr(input)).toBe(utr);
});

test.each<[string | null, string | null, string[]]>([
  // ICICI: the UTR inside the remarks
  [null, 'UPI/612345678901/Order DM261120-K7Q2M/divya@okicici/HDFC Bank', ['612345678901']],
  // HDFC: zero-padded in the reference column
  ['0000612345678901', 'UPI-DIVYA RAO-DIVYA@OKAXIS-UTIB0000123-612345678901-PAYMENT', ['612345678901']],
  // SBI
  ['', 'BY TRANSFER-UPI/CR/612345678901/DIVYA RAO/SBIN/divya@oksbi/Order', ['612345678901']],
  // a phone number, an account number and an IFSC code are not UTRs
  ['', 'NEFT CR-ACME-9876543210-50200012345678-SBIN0001234', []],
  ['12345678901234', '', []],
  // two references: both, in order, once each
  ['612345678901', 'IMPS 612345678901 / 698765432109', ['612345678901', '698765432109']],
  [null, null, []],
])('utrsIn(%p, %p) = %p', (reference, narration, utrs) => {
  expect(utrsIn(reference, narration)).toEqual(utrs);
});
