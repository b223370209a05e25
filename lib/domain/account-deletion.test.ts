import {
  accountDeletionBlockers,
  anonymisedSnapshot,
  deletedPhoneNumber,
  deletionRefusal,
  isDeletedPhoneNumber,
  REMOVED_ADDRESS_LINE,
  type DeletionBlockerKind,
  type DeletionFacts,
} from './account-deletion';

const TODAY = '2026-11-26';
const none: DeletionFacts = { today: TODAY, deliveries: [], payments: [], refundsDue: [], walletBalance: 0 };

test.each<[string, Partial<DeletionFacts>, DeletionBlockerKind[]]>([
  ['nothing going on', {}, []],
  ['only delivered and cancelled deliveries', { deliveries: [{ orderNumber: 'A', date: '2026-12-01', status: 'DELIVERED' }, { orderNumber: 'A', date: '2026-12-02', status: 'CANCELLED' }] }, []],
  ['a delivery today, not yet made', { deliveries: [{ orderNumber: 'A', date: TODAY, status: 'ASSIGNED' }] }, ['DELIVERIES_TO_COME']],
  ['a subscription delivery next week', { deliveries: [{ orderNumber: 'A', date: '2026-12-03', status: 'SUBSCRIBED' }] }, ['DELIVERIES_TO_COME']],
  ['a past delivery an admin never closed', { deliveries: [{ orderNumber: 'A', date: '2026-11-25', status: 'NEW' }] }, []],
  ['an order waiting for payment', { payments: [{ orderNumber: 'A', status: 'required', amount: 50000 }] }, ['PAYMENT_DUE']],
  ['nothing left to pay on a required payment (every delivery skipped)', { payments: [{ orderNumber: 'A', status: 'required', amount: 0 }] }, []],
  ['a proof waiting for review', { payments: [{ orderNumber: 'A', status: 'pending', amount: 50000 }] }, ['PAYMENT_IN_REVIEW']],
  ['paid and cancelled payments', { payments: [{ orderNumber: 'A', status: 'success', amount: 50000 }, { orderNumber: 'B', status: 'cancelled', amount: 9000 }] }, []],
  ['a refund the store owes', { refundsDue: [{ orderNumber: 'A', amount: 12000 }] }, ['REFUND_DUE']],
  ['money in the wallet', { walletBalance: 100 }, ['WALLET_BALANCE']],
  [
    'everything at once, in the order to deal with them',
    {
      deliveries: [{ orderNumber: 'A', date: '2026-12-01', status: 'NEW' }],
      payments: [{ orderNumber: 'A', status: 'required', amount: 100 }, { orderNumber: 'B', status: 'pending', amount: 100 }],
      refundsDue: [{ orderNumber: 'C', amount: 100 }],
      walletBalance: 1,
    },
    ['DELIVERIES_TO_COME', 'PAYMENT_DUE', 'PAYMENT_IN_REVIEW', 'REFUND_DUE', 'WALLET_BALANCE'],
  ],
])('%s', (_case, facts, kinds) => {
  expect(accountDeletionBlockers({ ...none, ...facts }).map((b) => b.kind)).toEqual(kinds);
});

test('the messages name the orders, the next delivery and the money', () => {
  const blockers = accountDeletionBlockers({
    ...none,
    deliveries: [
      { orderNumber: 'DM2', date: '2026-12-08', status: 'SUBSCRIBED' },
      { orderNumber: 'DM1', date: '2026-12-01', status: 'NEW' },
      { orderNumber: 'DM1', date: '2026-12-02', status: 'NEW' },
    ],
    payments: [{ orderNumber: 'DM1', status: 'required', amount: 123450 }],
    refundsDue: [{ orderNumber: 'DM3', amount: 5000 }, { orderNumber: 'DM4', amount: 2500 }],
  });
  expect(blockers.map((b) => b.message)).toEqual([
    'Orders DM1 and DM2 still have deliveries to come (the next on Tue, 1 Dec 2026). Skip them or wait until they are delivered.',
    '₹1,234.50 is still to be paid for order DM1.',
    'We still owe you a refund of ₹75.00 for orders DM3 and DM4; we pay it first.',
  ]);
  expect(deletionRefusal(blockers.slice(1, 2))).toBe('Your account cannot be deleted yet. ₹1,234.50 is still to be paid for order DM1. Then try again, or write to us.');
});

test('an anonymised address keeps the place of supply and nothing of the doorstep', () => {
  expect(
    anonymisedSnapshot({ id: 'a1', title: 'Home', lineOne: '12, 4th Cross', linetwo: 'Near the temple', city: 'Bengaluru', state: 'Karnataka', zipCode: '560038', country: 'India', latitude: 12.97, longitude: 77.64, dropNote: 'Ring twice, ask for Ravi' }),
  ).toEqual({ id: null, title: null, lineOne: REMOVED_ADDRESS_LINE, linetwo: null, city: 'Bengaluru', state: 'Karnataka', zipCode: '560038', country: 'India', latitude: null, longitude: null, dropNote: null });
  expect(anonymisedSnapshot(null)).toMatchObject({ lineOne: REMOVED_ADDRESS_LINE, city: '', state: '', country: 'India' });
});

test('a deleted account keeps a unique placeholder that is no phone number', () => {
  expect(deletedPhoneNumber('ckabc')).toBe('deleted:ckabc');
  expect(deletedPhoneNumber('ckabc')).not.toMatch(/^\+?\d+$/);
  expect(isDeletedPhoneNumber(deletedPhoneNumber('ckabc'))).toBe(true);
  expect(isDeletedPhoneNumber('+919876543210')).toBe(false);
});
