import { isRefundOverdue, paymentName, walletEntryWords, monthOfSubscription, moneyBackText, refundAgeDays, signedAmount, topUpAmountError, topUpHref, walletEntryError, walletSplit } from './wallet';

describe('walletSplit: an order total between the wallet and UPI', () => {
  test.each([
    ['wallet covers all', 23_900, 50_000, true, { walletAmount: 23_900, upiAmount: 0 }],
    ['wallet covers part', 23_900, 10_000, true, { walletAmount: 10_000, upiAmount: 13_900 }],
    ['empty wallet', 23_900, 0, true, { walletAmount: 0, upiAmount: 23_900 }],
    ['customer turned it off', 23_900, 50_000, false, { walletAmount: 0, upiAmount: 23_900 }],
    ['exactly the total', 23_900, 23_900, true, { walletAmount: 23_900, upiAmount: 0 }],
  ])('%s', (_, total, balance, use, expected) => {
    expect(walletSplit(total, balance, use)).toEqual(expected);
  });
});

describe('entries', () => {
  test.each([
    ['SKIP_CREDIT', 100, 100],
    ['TOP_UP', 100, 100],
    ['EXPIRY_RETURN', 100, 100],
    ['ORDER_DEBIT', 100, -100],
    ['PAYOUT', 100, -100],
  ] as const)('%s of %i is stored as %i', (kind, paise, stored) => expect(signedAmount(kind, paise)).toBe(stored));

  test.each([
    ['debit within the balance', 500, 'ORDER_DEBIT', 500, null],
    ['debit past the balance', 499, 'ORDER_DEBIT', 500, 'Your wallet has only ₹4.99.'],
    ['credit to an empty wallet', 0, 'ADMIN_CREDIT', 500, null],
    ['zero', 100, 'ADMIN_CREDIT', 0, 'The amount must be more than zero.'],
    ['fraction of a paisa', 100, 'ADMIN_CREDIT', 1.5, 'The amount must be more than zero.'],
  ] as const)('%s', (_, balance, kind, paise, error) => expect(walletEntryError(balance, kind, paise)).toBe(error));
});

describe('refunds to UPI', () => {
  const due = new Date('2026-10-01T06:00:00Z');
  test.each([
    ['same day', '2026-10-01T20:00:00Z', 0, false],
    ['day 30', '2026-10-31T06:00:00Z', 30, false],
    ['day 31', '2026-11-01T06:00:00Z', 31, true],
  ])('%s', (_, now, age, overdue) => {
    expect(refundAgeDays(due, new Date(now))).toBe(age);
    expect(isRefundOverdue(due, new Date(now))).toBe(overdue);
  });

  test.each([
    ['WALLET', '₹239.00 was added to your wallet and is used at your next checkout.'],
    ['UPI', '₹239.00 will be refunded to your UPI id within 30 days.'],
  ] as const)('the customer is told where %s money goes', (to, text) => expect(moneyBackText(23_900, to)).toBe(text));
});

describe('wallet lines', () => {
  test.each<[Parameters<typeof walletEntryWords>, ReturnType<typeof walletEntryWords>]>([
    // a reduction of items is an items change, not a cancelled delivery
    [['CANCEL_CREDIT', 'Items changed for Mon, 14 Dec 2026 (DM261120-K7Q2M-1)'], { label: 'Items changed', note: 'for Mon, 14 Dec 2026 (DM261120-K7Q2M-1)' }],
    [['CANCEL_CREDIT', 'Items changed for Mon, 14 Dec 2026 (DM261120-K7Q2M-1) before payment (DM261120-K7Q2M)'], { label: 'Items changed', note: 'for Mon, 14 Dec 2026 (DM261120-K7Q2M-1) before payment (DM261120-K7Q2M)' }],
    [['CANCEL_CREDIT', 'Cancelled delivery'], { label: 'Cancelled delivery', note: 'Cancelled delivery' }],
    [['CANCEL_CREDIT', null], { label: 'Cancelled delivery', note: null }],
    [['SKIP_CREDIT', 'Items changed for x'], { label: 'Skipped delivery', note: 'Items changed for x' }],
  ])('walletEntryWords(%j)', (args, words) => expect(walletEntryWords(...args)).toEqual(words));
});

describe('top-ups', () => {
  test.each([
    ['TU0000000042', false, 'wallet top-up TU0000000042'],
    ['TU0000000042', true, 'Wallet top-up TU0000000042'],
    ['DM261120-K7Q2M', true, 'Order DM261120-K7Q2M'],
    ['DM261120-K7Q2M', false, 'order DM261120-K7Q2M'],
  ])('paymentName(%p, %p) is %p', (number, start, name) => expect(paymentName(number, start)).toBe(name));

  test.each([
    [10_000, null],
    [9_999, 'The smallest top-up is ₹100.00.'],
    [5_000_001, 'The largest top-up is ₹50,000.00.'],
  ])('%i paise', (paise, error) => expect(topUpAmountError(paise)).toBe(error));

  test.each([
    ['every day, ₹200 a delivery', { totalPrice: 600_000, deliveries: 30, repeatType: 'DAILY', repeatInfo: 'EVERYDAY' }, 600_000],
    ['Mon + Thu, ₹250 a delivery: 9 a month', { totalPrice: 200_000, deliveries: 8, repeatType: 'WEEKLY', repeatInfo: 'MONDAY,THURSDAY' }, 225_000],
    ['a one-time order', { totalPrice: 20_000, deliveries: 1, repeatType: 'NONE', repeatInfo: '' }, null],
  ] as const)('a month of %s', (_, sub, paise) => expect(monthOfSubscription(sub)).toBe(paise));
});

test('a top-up is paid on its own page, its id escaped', () => {
  expect(topUpHref('tu 1/2')).toBe('/profile/wallet/top-up?id=tu%201%2F2');
});
