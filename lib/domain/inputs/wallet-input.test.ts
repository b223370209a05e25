// The top-up's amount has one rule, topUpWallet's: the form reads the rupees typed and then applies
// the very schema the resolver parses with, so both say the same sentence.
import { RUPEES_MESSAGE } from '../money';
import { topUpForm, topUpWalletInput } from './wallet-input';

const problem = (result: { success: boolean; error?: { issues: { message: string }[] } }) => (result.success ? null : result.error!.issues[0].message);

test.each([
  ['the smallest top-up', 10_000, null],
  ['below the smallest', 9_999, 'The smallest top-up is ₹100.00.'],
  ['above the largest', 5_000_001, 'The largest top-up is ₹50,000.00.'],
  ['part of a paisa', 10_000.5, 'Please enter a whole amount.'],
])('topUpWallet: %s', (_, amount, message) => {
  expect(problem(topUpWalletInput.safeParse({ amount }))).toBe(message);
});

test.each([
  ['whole rupees, as paise', '750', { amount: 75_000 }, null],
  ['below the smallest', '50', null, 'The smallest top-up is ₹100.00.'],
  ['above the largest', '50001', null, 'The largest top-up is ₹50,000.00.'],
  ['not an amount', 'abc', null, RUPEES_MESSAGE],
])('the top-up form: %s', (_, typed, data, message) => {
  const result = topUpForm.safeParse({ amount: typed });
  expect(problem(result)).toBe(message);
  if (data) expect(result.data).toEqual(data);
});
