import { messageText, type MessageFacts } from './message-texts';
import type { NotificationKind } from '@/lib/generated/prisma/enums';

const facts: MessageFacts = { orderNumber: 'DM261123-K7Q2M', amount: 128000, reason: 'the amount was ₹1,180', day: '2026-11-24', deadline: 'Tue, 24 Nov 2026, 14:00' };

// One row per kind: the words it must carry.
test.each<[NotificationKind, RegExp]>([
  ['ORDER_PLACED', /DM261123-K7Q2M.*₹1,280\.00 by Tue, 24 Nov 2026, 14:00.*upload the screenshot/],
  ['PAYMENT_CONFIRMED', /₹1,280\.00.*DM261123-K7Q2M.*received/],
  ['PAYMENT_REJECTED', /DM261123-K7Q2M.*₹1,280\.00.*the amount was ₹1,180.*upload it again/],
  ['PAYMENT_REMINDER', /DM261123-K7Q2M.*not paid.*₹1,280\.00.*Tue, 24 Nov 2026, 14:00/],
  ['ORDER_EXPIRED', /DM261123-K7Q2M.*cancelled.*₹1,280\.00/],
  ['DELIVERY_REMINDER', /DM261123-K7Q2M.*Tue, 24 Nov 2026.*22:00/],
  ['DELIVERY_ASSIGNED', /DM261123-K7Q2M.*on its way/],
  ['DELIVERY_DELIVERED', /DM261123-K7Q2M.*delivered on Tue, 24 Nov 2026/],
  ['RENEWAL_REMINDER', /DM261123-K7Q2M.*ends Tue, 24 Nov 2026.*Renew/],
])('%s', (kind, words) => {
  const text = messageText(kind, facts);
  expect(text).toMatch(words);
  // One SMS segment (GSM-7 counts ₹ as two characters elsewhere; UCS-2 allows 70 per part, so keep it short).
  expect(text.length).toBeLessThanOrEqual(160);
});

test('ORDER_PLACED without a deadline (an order that never expires) still says how to pay', () => {
  expect(messageText('ORDER_PLACED', { orderNumber: 'DM1', amount: 100 })).toMatch(/Pay ₹1\.00 by UPI or bank transfer/);
});

// The evening-before reminder is one message per customer, however many orders arrive tomorrow.
test.each<[string[], RegExp]>([
  [['DM261123-K7Q2M'], /your meal for order DM261123-K7Q2M arrives Tue, 24 Nov 2026\. Need to skip it\?/],
  [['DM261123-K7Q2M', 'DM261123-A1B2C'], /meals for orders DM261123-K7Q2M and DM261123-A1B2C arrive Tue, 24 Nov 2026\. To skip one/],
  [['DM261123-K7Q2M', 'DM261123-A1B2C', 'DM261123-Z9Y8X', 'DM261123-Q1Q1Q'], /orders DM261123-K7Q2M, DM261123-A1B2C and 2 more arrive/],
])('DELIVERY_REMINDER for %j', (orderNumbers, words) => {
  const text = messageText('DELIVERY_REMINDER', { orderNumber: orderNumbers[0], orderNumbers, day: '2026-11-24' });
  expect(text).toMatch(words);
  expect(text.length).toBeLessThanOrEqual(160);
});
