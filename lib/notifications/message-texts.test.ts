// Every message kind, and every kind of change after checkout, written with the longest values it
// meets in real use, as SMS and as email: each SMS is an instance of exactly one template registered
// for its kind, every variable within the DLT limit, nothing cut ("…"), and every value whole.
//
// The DLT limit: each {#var#} of a registered content template carries at most 30 characters in
// the text as sent (the usual operator limit for a variable, StartMessaging, "DLT Template Variable
// Rules in India", https://startmessaging.com/blog/dlt-template-variables-rules-india; MSG91 allows 40,
// https://msg91.com/help/dlt-registration-in-india/error-description-sms-not-matched-with-dlt-template,
// so 30 is the smaller of the two), and a template has at most 4-5 variables (DLT content template
// FAQ, https://sangamamonline.in/news-details.php?id=4&p=dlt-content-template-faq). A text that does
// not match its template is blocked by the carrier's scrubbing (TRAI's TCCCPR 2018).
import { messageText, type MessageFacts } from './message-texts';
import { DLT_TEMPLATES, DLT_VARIABLE, DLT_VARIABLE_MAX, KINDS_WITHOUT_SMS, dltPattern, matchDltTemplate, type DltTemplateKey } from '@/lib/sms/dlt-templates';
import { NOTIFICATION_KINDS, PLAN_CHANGE_KINDS, type PlanChangeNote } from '@/lib/domain/notifications';
import { MAX_REJECTION_REASON } from '@/lib/domain/payment-status';
import { MAX_CREDIT_REASON } from '@/lib/domain/inputs/wallet-input';
import type { NotificationKind } from '@/lib/generated/prisma/enums';

// The longest each value gets: an order number, ₹1,00,00,000.00 (more than any order), a day with
// the widest name, a deadline, a 12-digit UTR, a top-up number, the longest address name the address
// form takes (40) and the longest reasons an admin may type.
const ORDER = 'DM261123-K7Q2M';
const AMOUNT = 1_000_000_000;
const AMOUNT_TEXT = '₹1,00,00,000.00';
const DAY = '2026-12-30';
const DAY_TEXT = 'Wed, 30 Dec 2026';
const NEXT = '2027-01-04';
const NEXT_TEXT = 'Mon, 4 Jan 2027';
const DEADLINE = 'Wed, 30 Dec 2026, 23:59';
const UTR = '612345678901';
const TOP_UP = 'TU261123-A1B2C';
const LONG_ADDRESS = 'My parents’ flat in Koramangala 4th Blk';
const SHORT_ADDRESS = 'Home';
const LONG_REASON = 'The screenshot shows a different amount and another UPI id. '.repeat(4).slice(0, MAX_REJECTION_REASON);
const SHORT_REASON = 'the amount was ₹1,180';
// the longest a rider's first name (addRider), a courier's name (the couriers setting) and an AWB may be
const RIDER = 'Venkatasubramanian Raghavendra';
const COURIER = 'Professional Couriers Pvt Ltd.';
const AWB = 'AWB-1234567890-1234567890-1234';
const LONG_CREDIT = 'Sorry for the late delivery on Tuesday; this is on us. '.repeat(4).slice(0, MAX_CREDIT_REASON);

const base: MessageFacts = { orderNumber: ORDER, amount: AMOUNT, day: DAY, deadline: DEADLINE };
const change = (c: PlanChangeNote): MessageFacts => ({ orderNumber: ORDER, change: c });

type Row = [name: string, kind: NotificationKind, facts: MessageFacts, sms: DltTemplateKey, whole: string[]];
const rows: Row[] = [
  ['order placed, with a deadline', 'ORDER_PLACED', base, 'ORDER_PLACED', [ORDER, AMOUNT_TEXT, DEADLINE]],
  ['order placed, no deadline', 'ORDER_PLACED', { ...base, deadline: undefined }, 'ORDER_PLACED_NO_DEADLINE', [ORDER, AMOUNT_TEXT]],
  ['payment confirmed', 'PAYMENT_CONFIRMED', base, 'PAYMENT_CONFIRMED', [ORDER, AMOUNT_TEXT]],
  ['payment rejected, a reason that fits', 'PAYMENT_REJECTED', { ...base, reason: SHORT_REASON }, 'PAYMENT_REJECTED', [ORDER, AMOUNT_TEXT, SHORT_REASON]],
  ['payment rejected, a long reason', 'PAYMENT_REJECTED', { ...base, reason: LONG_REASON }, 'PAYMENT_REJECTED_SEE_PAGE', [ORDER, AMOUNT_TEXT, 'reason is on the order page']],
  ['payment reminder', 'PAYMENT_REMINDER', base, 'PAYMENT_REMINDER', [ORDER, AMOUNT_TEXT, DEADLINE]],
  ['order expired', 'ORDER_EXPIRED', base, 'ORDER_EXPIRED', [ORDER, AMOUNT_TEXT]],
  ['delivery reminder, one order', 'DELIVERY_REMINDER', { ...base, orderNumbers: [ORDER] }, 'DELIVERY_REMINDER', [ORDER, DAY_TEXT]],
  ['delivery reminder, two orders', 'DELIVERY_REMINDER', { ...base, orderNumbers: [ORDER, 'DM261123-A1B2C'] }, 'DELIVERY_REMINDER_TWO', [ORDER, 'DM261123-A1B2C', DAY_TEXT]],
  ['delivery reminder, twelve orders', 'DELIVERY_REMINDER', { ...base, orderNumbers: [ORDER, 'DM261123-A1B2C', ...Array.from({ length: 10 }, (_, i) => `DM261123-X${i}`)] }, 'DELIVERY_REMINDER_MANY', [ORDER, 'DM261123-A1B2C', '10 more', DAY_TEXT]],
  ['on its way', 'DELIVERY_ASSIGNED', base, 'DELIVERY_ASSIGNED', [ORDER]],
  ['delivered', 'DELIVERY_DELIVERED', base, 'DELIVERY_DELIVERED', [ORDER, DAY_TEXT]],
  ['renewal reminder', 'RENEWAL_REMINDER', base, 'RENEWAL_REMINDER', [ORDER, DAY_TEXT]],
  ['refund paid', 'REFUND_PAID', { ...base, reference: UTR }, 'REFUND_PAID', [ORDER, AMOUNT_TEXT, UTR]],
  ['wallet credited by a top-up', 'WALLET_CREDITED', { amount: AMOUNT, reference: `top-up ${TOP_UP}` }, 'WALLET_CREDITED', [AMOUNT_TEXT, TOP_UP]],
  ['a top-up whose change could not be made', 'WALLET_CREDITED', { amount: AMOUNT, reference: `top-up ${TOP_UP}`, orderNumber: ORDER }, 'WALLET_CREDITED_CHANGE_NOT_MADE', [AMOUNT_TEXT, ORDER]],
  ['wallet credited with a long reason', 'WALLET_CREDITED', { amount: AMOUNT, reference: LONG_CREDIT }, 'WALLET_CREDITED_NO_REASON', [AMOUNT_TEXT]],
  ['top-up rejected, a reason that fits', 'TOP_UP_REJECTED', { amount: AMOUNT, reference: TOP_UP, reason: SHORT_REASON }, 'TOP_UP_REJECTED', [TOP_UP, AMOUNT_TEXT, SHORT_REASON]],
  ['top-up rejected, a long reason', 'TOP_UP_REJECTED', { amount: AMOUNT, reference: TOP_UP, reason: LONG_REASON }, 'TOP_UP_REJECTED_SEE_PAGE', [TOP_UP, AMOUNT_TEXT, 'reason is on your wallet page']],
  ['wallet paid out', 'WALLET_PAID_OUT', { amount: AMOUNT, reference: UTR }, 'WALLET_PAID_OUT', [AMOUNT_TEXT, UTR]],
  ['kitchen closed, delivery moved', 'DELIVERY_MOVED', { ...base, newDay: NEXT }, 'DELIVERY_MOVED', [ORDER, DAY_TEXT, NEXT_TEXT]],
  ['kitchen closed, delivery cancelled', 'DELIVERY_MOVED', base, 'DELIVERY_CANCELLED_CLOSED', [ORDER, DAY_TEXT]],
  ['a change with nothing to say', 'PLAN_CHANGED', { orderNumber: ORDER }, 'PLAN_CHANGED', [ORDER]],
  ['skipped', 'PLAN_CHANGED', change({ change: 'SKIPPED', day: DAY }), 'PLAN_SKIPPED', [ORDER, DAY_TEXT, 'skipped']],
  ['skipped and made up', 'PLAN_CHANGED', change({ change: 'SKIPPED', day: DAY, makeUpDay: NEXT }), 'PLAN_SKIPPED_MADE_UP', [ORDER, DAY_TEXT, NEXT_TEXT]],
  ['skip undone', 'PLAN_CHANGED', change({ change: 'UNSKIPPED', day: DAY }), 'PLAN_UNSKIPPED', [ORDER, DAY_TEXT, 'back on']],
  ['paused', 'PLAN_CHANGED', change({ change: 'PAUSED', from: DAY, to: NEXT }), 'PLAN_PAUSED', [ORDER, DAY_TEXT, NEXT_TEXT, 'paused']],
  ['resumed', 'PLAN_CHANGED', change({ change: 'RESUMED', day: DAY }), 'PLAN_RESUMED', [ORDER, `resume on ${DAY_TEXT}`]],
  ['cancelled', 'PLAN_CHANGED', change({ change: 'CANCELLED', from: DAY }), 'PLAN_CANCELLED', [ORDER, `cancelled from ${DAY_TEXT}`]],
  ['one day’s items changed', 'PLAN_CHANGED', change({ change: 'ITEMS_CHANGED', day: DAY, onward: false }), 'PLAN_ITEMS_CHANGED', [ORDER, DAY_TEXT, 'new items']],
  ['items changed from a day on', 'PLAN_CHANGED', change({ change: 'ITEMS_CHANGED', day: DAY, onward: true }), 'PLAN_ITEMS_CHANGED_ONWARD', [ORDER, `new items from ${DAY_TEXT}`]],
  ['moved to an address', 'PLAN_CHANGED', change({ change: 'ADDRESS_CHANGED', from: DAY, address: SHORT_ADDRESS }), 'PLAN_ADDRESS_CHANGED', [ORDER, SHORT_ADDRESS, DAY_TEXT]],
  ['moved to an address with a long name', 'PLAN_CHANGED', change({ change: 'ADDRESS_CHANGED', from: DAY, address: LONG_ADDRESS }), 'PLAN_ADDRESS_CHANGED_UNNAMED', [ORDER, DAY_TEXT]],
  ['an address edited', 'PLAN_CHANGED', change({ change: 'ADDRESS_EDITED', address: SHORT_ADDRESS }), 'PLAN_ADDRESS_EDITED', [ORDER, SHORT_ADDRESS]],
  ['on its way with a rider and a code', 'DELIVERY_ASSIGNED', { ...base, rider: RIDER, code: '4821' }, 'DELIVERY_ASSIGNED_CODE', [ORDER, RIDER, '4821']],
  ['a missed drop, the longest reason a rider picks', 'DELIVERY_MISSED', { ...base, missedReason: 'the address could not be found' }, 'DELIVERY_MISSED', [ORDER, DAY_TEXT, 'the address could not be found']],
  ['a missed drop made up', 'MISSED_DELIVERY_RESOLVED', { ...base, newDay: NEXT }, 'MISSED_DELIVERY_MADE_UP', [ORDER, DAY_TEXT, NEXT_TEXT]],
  ['a missed drop credited to the wallet', 'MISSED_DELIVERY_RESOLVED', { ...base, refundTo: 'WALLET' }, 'MISSED_DELIVERY_TO_WALLET', [ORDER, DAY_TEXT, AMOUNT_TEXT, 'wallet']],
  ['a missed drop refunded to UPI', 'MISSED_DELIVERY_RESOLVED', { ...base, refundTo: 'UPI' }, 'MISSED_DELIVERY_TO_UPI', [ORDER, DAY_TEXT, AMOUNT_TEXT, 'UPI id']],
  ['sent by courier (the SMS points to the order page; email and push carry the link)', 'SHIPMENT_SENT', { ...base, courier: COURIER, awb: AWB, trackingUrl: `https://www.delhivery.com/track/package/${AWB}` }, 'SHIPMENT_SENT', [ORDER, COURIER, AWB]],
  ['an address with a long name edited', 'PLAN_CHANGED', change({ change: 'ADDRESS_EDITED', address: LONG_ADDRESS }), 'PLAN_ADDRESS_EDITED_UNNAMED', [ORDER]],
];

/** The values a text fills its template's variables with. */
function variablesOf(key: DltTemplateKey, text: string): string[] {
  return [...(dltPattern(DLT_TEMPLATES[key].text).exec(text) ?? [])].slice(1);
}

test.each(rows)('%s: the SMS is whole, within the DLT limits', (_name, kind, facts, template, values) => {
  const sms = messageText(kind, facts, { forSms: true });
  // the expected registered template is the one it is sent under (a carrier may match it to another
  // of the kind's templates too: each of them is registered, with every variable in the limit)
  expect({ sms, template: matchDltTemplate(kind, sms) }).toEqual({ sms, template });
  for (const v of variablesOf(template, sms)) expect([...v].length).toBeLessThanOrEqual(DLT_VARIABLE_MAX);
  expect(sms).not.toMatch(/…|\.\.|undefined|null|NaN/);
  for (const v of values) expect(sms).toContain(v);
});

test.each(rows)('%s: email and push carry the whole text', (_name, kind, facts, _template, values) => {
  const text = messageText(kind, facts);
  expect(text).not.toMatch(/…|\.\.|undefined|null|NaN/);
  for (const v of values.filter((v) => !v.startsWith('reason is on'))) expect(text).toContain(v);
  for (const free of [facts.reason, facts.change && 'address' in facts.change ? facts.change.address : undefined]) {
    if (free) expect(text).toContain(free.replace(/[.!]+$/, '').trim());
  }
});

test('the table covers every SMS kind, every kind of change and every registered template', () => {
  const smsKinds = NOTIFICATION_KINDS.filter((k) => !KINDS_WITHOUT_SMS.includes(k));
  expect(new Set(rows.map((r) => r[1]))).toEqual(new Set(smsKinds));
  expect(new Set(rows.flatMap((r) => (r[2].change ? [r[2].change.change] : [])))).toEqual(new Set(PLAN_CHANGE_KINDS));
  expect(new Set(rows.map((r) => r[3]))).toEqual(new Set(Object.keys(DLT_TEMPLATES)));
});

test.each(Object.entries(DLT_TEMPLATES))('template %s has at most 4 variables', (_key, t) => {
  expect(t.text.split(DLT_VARIABLE).length - 1).toBeLessThanOrEqual(4);
});
