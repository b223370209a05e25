import { messageText, type MessageFacts } from './message-texts';
import type { NotificationKind } from '@/lib/generated/prisma/enums';

const facts: MessageFacts = { orderNumber: 'DM261123-K7Q2M', amount: 128000, reason: 'the amount was ₹1,180', day: '2026-11-24', deadline: 'Tue, 24 Nov 2026, 14:00' };

// One row per kind: the words it must carry.
test.each<[NotificationKind, RegExp]>([
  ['ORDER_PLACED', /DM261123-K7Q2M.*₹1,280\.00.*upload the screenshot/],
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
