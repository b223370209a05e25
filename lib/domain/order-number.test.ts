import { ORDER_NUMBER_ALPHABET, orderNumbersIn } from './order-number';

test.each<[string, string[]]>([
  ['UPI/612345678901/Order DM261120-K7Q2M/divya@okicici', ['DM261120-K7Q2M']],
  // HDFC cuts fields with dashes; the number keeps its own
  ['UPI-DIVYA RAO-DIVYA@OKAXIS-UTIB0000123-612345678901-DM261120-K7Q2M', ['DM261120-K7Q2M']],
  ['upi/cr/612345678901/order dm261120-k7q2m', ['DM261120-K7Q2M']],
  ['BY TRANSFER-UPI/CR/612345678901/DM261120K7Q2M', ['DM261120-K7Q2M']],
  ['Order DM 261120 K7Q2M', ['DM261120-K7Q2M']],
  ['ORDER DM261120-K7Q2M ORDER DM261120-K7Q2M DM261121-ABCDE', ['DM261120-K7Q2M', 'DM261121-ABCDE']],
  // not an order number: O and 1 are never drawn, too short, part of a longer word
  ['DM261120-K7Q2O', []],
  ['DM261120-K7Q1M', []],
  ['DM26112-K7Q2M', []],
  ['XDM261120-K7Q2M', []],
  ['DM261120-K7Q2MX', []],
  ['NEFT CR-ACME WIDGETS', []],
])('orderNumbersIn(%p) = %p', (text, numbers) => {
  expect(orderNumbersIn(text)).toEqual(numbers);
});

test('the alphabet has no 0, O, 1, I or L', () => {
  expect(ORDER_NUMBER_ALPHABET).not.toMatch(/[0O1IL]/);
});
