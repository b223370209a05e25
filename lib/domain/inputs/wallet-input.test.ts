// The top-up's amount has one rule, topUpWallet's: the form reads the rupees typed and then applies
// the very schema the resolver parses with, so both say the same sentence.
import { RUPEES_MESSAGE } from '../money';
import { giveWalletCreditForm, giveWalletCreditInput, payOutWalletForm, payOutWalletInput, topUpForm, topUpWalletInput } from './wallet-input';

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

// The admin's amount forms apply their operation's own amount rule to the rupees typed.
test.each([
  ['a goodwill credit', giveWalletCreditForm, giveWalletCreditInput, { reason: 'Late' }, { userId: 'u-1', reason: 'Late' }],
  ['a payout', payOutWalletForm, payOutWalletInput, { utr: '612345678901' }, { userId: 'u-1', utr: '612345678901' }],
])('%s: the form and the resolver refuse the same amounts with the same words', (_, form, input, formRest, inputRest) => {
  for (const paise of [0, 5_000_001, 100_000_001]) {
    const typed = (paise / 100).toFixed(2);
    expect(problem(form.safeParse({ ...formRest, amount: typed }))).toBe(problem(input.safeParse({ ...inputRest, amount: paise })));
  }
  expect(form.safeParse({ ...formRest, amount: '499.50' }).data?.amount).toBe(49_950);
});
