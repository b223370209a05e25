import { orderMoney, refundsTotal, type OrderMoney, type OrderMoneyInput } from './order-money';

const due = (amount: number) => ({ status: 'DUE' as const, amount });
const paidBack = (amount: number) => ({ status: 'PAID' as const, amount });

// One row per case: the order's figures -> what the page shows.
test.each<[string, OrderMoneyInput, OrderMoney]>([
  ['placed, nothing paid', { totalPrice: 50000, payment: { status: 'required', amount: 50000 }, refunds: [] }, { total: 50000, fromWallet: 0, added: 0, credited: 0, toPay: 50000, paid: 0, refundsDue: 0, refundsPaid: 0 }],
  ['a skipped delivery taken off before paying', { totalPrice: 50000, payment: { status: 'required', amount: 37500 }, refunds: [] }, { total: 50000, fromWallet: 0, added: 0, credited: 12500, toPay: 37500, paid: 0, refundsDue: 0, refundsPaid: 0 }],
  ['proof waiting for review, after a skip', { totalPrice: 50000, payment: { status: 'pending', amount: 37500 }, refunds: [] }, { total: 50000, fromWallet: 0, added: 0, credited: 12500, toPay: 37500, paid: 0, refundsDue: 0, refundsPaid: 0 }],
  ['every delivery skipped: nothing left to pay', { totalPrice: 50000, payment: { status: 'required', amount: 0 }, refunds: [] }, { total: 50000, fromWallet: 0, added: 0, credited: 50000, toPay: 0, paid: 0, refundsDue: 0, refundsPaid: 0 }],
  ['paid in full', { totalPrice: 50000, payment: { status: 'success', amount: 50000 }, refunds: [] }, { total: 50000, fromWallet: 0, added: 0, credited: 0, toPay: 0, paid: 50000, refundsDue: 0, refundsPaid: 0 }],
  // once paid, what was received is the figure; the earlier credit is in it
  ['paid after a skip', { totalPrice: 50000, payment: { status: 'success', amount: 37500 }, refunds: [] }, { total: 50000, fromWallet: 0, added: 0, credited: 0, toPay: 0, paid: 37500, refundsDue: 0, refundsPaid: 0 }],
  ['paid, then two deliveries skipped: refunds due', { totalPrice: 50000, payment: { status: 'success', amount: 50000 }, refunds: [due(12500), due(12500)] }, { total: 50000, fromWallet: 0, added: 0, credited: 0, toPay: 0, paid: 50000, refundsDue: 25000, refundsPaid: 0 }],
  ['one refund paid back, one still due', { totalPrice: 50000, payment: { status: 'success', amount: 50000 }, refunds: [paidBack(12500), due(10000)] }, { total: 50000, fromWallet: 0, added: 0, credited: 0, toPay: 0, paid: 50000, refundsDue: 10000, refundsPaid: 12500 }],
  ['cancelled before paying: nothing owed either way', { totalPrice: 50000, payment: { status: 'cancelled', amount: 37500 }, refunds: [] }, { total: 50000, fromWallet: 0, added: 0, credited: 0, toPay: 0, paid: 0, refundsDue: 0, refundsPaid: 0 }],
  ['part paid from the wallet, the rest due by UPI', { totalPrice: 50000, payment: { status: 'required', amount: 30000, walletAmount: 20000 }, refunds: [] }, { total: 50000, fromWallet: 20000, added: 0, credited: 0, toPay: 30000, paid: 0, refundsDue: 0, refundsPaid: 0 }],
  ['wallet and UPI, then a skip before paying', { totalPrice: 50000, payment: { status: 'required', amount: 17500, walletAmount: 20000 }, refunds: [] }, { total: 50000, fromWallet: 20000, added: 0, credited: 12500, toPay: 17500, paid: 0, refundsDue: 0, refundsPaid: 0 }],
  ['paid entirely from the wallet', { totalPrice: 50000, payment: { status: 'success', amount: 0, walletAmount: 50000 }, refunds: [] }, { total: 50000, fromWallet: 50000, added: 0, credited: 0, toPay: 0, paid: 50000, refundsDue: 0, refundsPaid: 0 }],
  // a change of items that costs more, before paying: added to what is due, nothing credited
  ['items added before paying', { totalPrice: 50000, payment: { status: 'required', amount: 60000 }, refunds: [] }, { total: 50000, fromWallet: 0, added: 10000, credited: 0, toPay: 60000, paid: 0, refundsDue: 0, refundsPaid: 0 }],
  // after paying, the extra paid from the wallet: paid is the total and what was added
  ['paid, then items added paid from the wallet', { totalPrice: 50000, payment: { status: 'success', amount: 50000, walletAmount: 4200 }, refunds: [] }, { total: 50000, fromWallet: 4200, added: 4200, credited: 0, toPay: 0, paid: 54200, refundsDue: 0, refundsPaid: 0 }],
  ['cancelled after items were added: nothing added', { totalPrice: 50000, payment: { status: 'cancelled', amount: 60000 }, refunds: [] }, { total: 50000, fromWallet: 0, added: 0, credited: 0, toPay: 0, paid: 0, refundsDue: 0, refundsPaid: 0 }],
])('%s', (_case, input, money) => {
  expect(orderMoney(input)).toEqual(money);
});

test.each([
  [[], 'DUE', 0],
  [[due(100), paidBack(200), due(300)], 'DUE', 400],
  [[due(100), paidBack(200), due(300)], 'PAID', 200],
] as const)('refunds %j in %s add up to %i', (refunds, status, total) => {
  expect(refundsTotal(refunds, status)).toBe(total);
});
