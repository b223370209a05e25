import type { IsoDay } from './calendar';
import { deadlineWords, deliveryActions, deliveryDeadline, deliveryLabel, deliveryState, planDeliveryFacts, skipOutcomeWords, type DeliveryFacts, type PlanFacts, type Refusal, type Who } from './delivery-actions';
import type { OrderStatus } from './order-status';
import type { PaymentStatus } from './payment-status';

// Kolkata is UTC+05:30: 21:59 in Kolkata is 16:29 UTC.
const at = (kolkata: string) => new Date(`${kolkata}:00+05:30`);

// The delivery of Tue 22 Dec 2026; the customer's cutoff is 22:00 on Mon 21 Dec, an admin's the end of Tue 22 Dec.
const DAY = '2026-12-22';
const BEFORE = at('2026-12-21T21:59');
const AT_CUTOFF = at('2026-12-21T22:00');
const ON_THE_DAY = at('2026-12-22T09:00');
const DAY_AFTER = at('2026-12-23T00:00');

const CLOSED = 'Changes to the delivery of Tue, 22 Dec 2026 closed at 10 pm on Mon, 21 Dec 2026. Please call us if you need help with it.';
const PAST = 'The delivery of Tue, 22 Dec 2026 is in the past.';

type Day = Partial<DeliveryFacts>;
const coming = (over: Day = {}): DeliveryFacts => ({ deliveryDate: DAY, status: 'SUBSCRIBED', skipped: false, paused: false, credited: false, madeUpBy: null, ...over });
const skipped = (over: Day = {}): DeliveryFacts => coming({ status: 'CANCELLED', skipped: true, ...over });
const madeUpOn = (deliveryDate: IsoDay, status: OrderStatus = 'SUBSCRIBED') => ({ deliveryDate, status, skipped: false });

const SUB: PlanFacts = { subscription: true, cancelledFrom: null };
const ONCE: PlanFacts = { subscription: false, cancelledFrom: null };
const CANCELLED_FROM_22: PlanFacts = { subscription: true, cancelledFrom: DAY };
const CANCELLED_FROM_23: PlanFacts = { subscription: true, cancelledFrom: '2026-12-23' };

/** Each action's answer: true when allowed, else the refusal's kind. */
type Answers = { skip: true | Refusal; change: true | Refusal; undo: true | Refusal };
const verdicts = (d: DeliveryFacts, plan: PlanFacts, payment: PaymentStatus, who: Who, now: Date, closedDates: IsoDay[]): Answers => {
  const a = deliveryActions(d, plan, payment, who, now, closedDates);
  const one = (v: typeof a.skip) => (v.allowed ? true : v.because);
  return { skip: one(a.skip), change: one(a.change), undo: one(a.undo) };
};

describe('deliveryActions: one row per case', () => {
  test.each<[string, DeliveryFacts, PlanFacts, PaymentStatus, Who, Date, IsoDay[], Answers]>([
    // A coming day, by who and when.
    ['customer, 21:59 the evening before', coming(), SUB, 'success', 'customer', BEFORE, [], { skip: true, change: true, undo: 'NOT_SKIPPED' }],
    ['customer, 22:00 the evening before', coming(), SUB, 'success', 'customer', AT_CUTOFF, [], { skip: 'CUTOFF', change: 'CUTOFF', undo: 'NOT_SKIPPED' }],
    ['customer, on the day', coming({ status: 'ASSIGNED' }), SUB, 'success', 'customer', ON_THE_DAY, [], { skip: 'CUTOFF', change: 'CUTOFF', undo: 'NOT_SKIPPED' }],
    ['admin, after the customer cutoff', coming(), SUB, 'success', 'admin', AT_CUTOFF, [], { skip: true, change: true, undo: 'NOT_SKIPPED' }],
    ['admin, on the day', coming({ status: 'ASSIGNED' }), SUB, 'success', 'admin', ON_THE_DAY, [], { skip: true, change: true, undo: 'NOT_SKIPPED' }],
    ['admin, the day after', coming(), SUB, 'success', 'admin', DAY_AFTER, [], { skip: 'CUTOFF', change: 'CUTOFF', undo: 'NOT_SKIPPED' }],
    // Final days, for everyone.
    ['delivered, admin', coming({ status: 'DELIVERED' }), SUB, 'success', 'admin', BEFORE, [], { skip: 'FINAL', change: 'FINAL', undo: 'NOT_SKIPPED' }],
    ['cancelled by an admin, admin', coming({ status: 'CANCELLED' }), ONCE, 'required', 'admin', BEFORE, [], { skip: 'FINAL', change: 'FINAL', undo: 'NOT_SKIPPED' }],
    // Unpaid, in review, cancelled payments on a coming day.
    ['one-time, unpaid', coming({ status: 'NEW' }), ONCE, 'required', 'customer', BEFORE, [], { skip: true, change: true, undo: 'NOT_SKIPPED' }],
    ['one-time, proof in review', coming({ status: 'NEW' }), ONCE, 'pending', 'customer', BEFORE, [], { skip: true, change: true, undo: 'NOT_SKIPPED' }],
    ['one-time, order cancelled', coming({ status: 'NEW' }), ONCE, 'cancelled', 'customer', BEFORE, [], { skip: true, change: 'ORDER_CANCELLED', undo: 'NOT_SKIPPED' }],
    // A day the kitchen closed, and a cancelled plan's end.
    ['coming on a day the kitchen closed', coming(), SUB, 'success', 'customer', BEFORE, [DAY], { skip: true, change: 'CLOSED_DAY', undo: 'NOT_SKIPPED' }],
    ['coming on the first day a cancelled plan no longer delivers', coming(), CANCELLED_FROM_22, 'success', 'admin', BEFORE, [], { skip: true, change: 'PLAN_ENDED', undo: 'NOT_SKIPPED' }],
    ['coming the day before a cancelled plan ends', coming(), CANCELLED_FROM_23, 'success', 'customer', BEFORE, [], { skip: true, change: true, undo: 'NOT_SKIPPED' }],
    // Skipped subscription days: undo, by who and when, and their make-up day.
    ['skipped, made up later, 21:59', skipped({ madeUpBy: madeUpOn('2027-01-05') }), SUB, 'success', 'customer', BEFORE, [], { skip: 'SKIPPED', change: 'SKIPPED', undo: true }],
    ['skipped, 22:00', skipped({ madeUpBy: madeUpOn('2027-01-05') }), SUB, 'success', 'customer', AT_CUTOFF, [], { skip: 'SKIPPED', change: 'SKIPPED', undo: 'CUTOFF' }],
    ['skipped, admin on the day', skipped({ madeUpBy: madeUpOn('2027-01-05') }), SUB, 'success', 'admin', ON_THE_DAY, [], { skip: 'SKIPPED', change: 'SKIPPED', undo: true }],
    ['skipped, admin the day after', skipped({ madeUpBy: madeUpOn('2027-01-05') }), SUB, 'success', 'admin', DAY_AFTER, [], { skip: 'SKIPPED', change: 'SKIPPED', undo: 'CUTOFF' }],
    ['skipped, its make-up day already delivered', skipped({ madeUpBy: madeUpOn('2026-12-20', 'DELIVERED') }), SUB, 'success', 'customer', BEFORE, [], { skip: 'SKIPPED', change: 'SKIPPED', undo: 'MAKE_UP_DAY' }],
    ['skipped, its make-up day cancelled with the plan', skipped({ madeUpBy: madeUpOn('2027-01-05', 'CANCELLED') }), CANCELLED_FROM_23, 'success', 'customer', BEFORE, [], { skip: 'SKIPPED', change: 'SKIPPED', undo: 'MAKE_UP_DAY' }],
    ['paused, before the cutoff', skipped({ paused: true, madeUpBy: madeUpOn('2027-01-05') }), SUB, 'required', 'customer', BEFORE, [], { skip: 'SKIPPED', change: 'SKIPPED', undo: true }],
    ['paused, past the cutoff', skipped({ paused: true, madeUpBy: madeUpOn('2027-01-05') }), SUB, 'required', 'customer', AT_CUTOFF, [], { skip: 'SKIPPED', change: 'SKIPPED', undo: 'CUTOFF' }],
    // The walk: the kitchen closed the day and moved it; it must not come back.
    ['moved off a day the kitchen closed: customer', skipped({ madeUpBy: madeUpOn('2027-01-04') }), SUB, 'success', 'customer', BEFORE, [DAY], { skip: 'SKIPPED', change: 'SKIPPED', undo: 'CLOSED_DAY' }],
    ['moved off a day the kitchen closed: admin', skipped({ madeUpBy: madeUpOn('2027-01-04') }), SUB, 'success', 'admin', BEFORE, [DAY], { skip: 'SKIPPED', change: 'SKIPPED', undo: 'CLOSED_DAY' }],
    ['paused on a day the kitchen closed since', skipped({ paused: true }), SUB, 'success', 'customer', BEFORE, [DAY], { skip: 'SKIPPED', change: 'SKIPPED', undo: 'CLOSED_DAY' }],
    ['skipped on or after a cancelled plan\'s end', skipped(), CANCELLED_FROM_22, 'success', 'admin', BEFORE, [], { skip: 'SKIPPED', change: 'SKIPPED', undo: 'PLAN_ENDED' }],
    // Skipped one-time days: the money decides.
    ['one-time, not credited', skipped({ status: 'CANCELLED' }), ONCE, 'required', 'customer', BEFORE, [], { skip: 'SKIPPED', change: 'SKIPPED', undo: true }],
    ['one-time, taken off an unpaid amount', skipped({ credited: true }), ONCE, 'required', 'customer', BEFORE, [], { skip: 'SKIPPED', change: 'SKIPPED', undo: true }],
    // charged again: the settlement says how (and waits for a proof being checked)
    ['one-time, credited, proof in review', skipped({ credited: true }), ONCE, 'pending', 'customer', BEFORE, [], { skip: 'SKIPPED', change: 'SKIPPED', undo: true }],
    ['one-time, paid and given back', skipped({ credited: true }), ONCE, 'success', 'admin', BEFORE, [], { skip: 'SKIPPED', change: 'SKIPPED', undo: true }],
    ['one-time, the skip cancelled the order', skipped(), ONCE, 'cancelled', 'customer', BEFORE, [], { skip: 'SKIPPED', change: 'SKIPPED', undo: 'ORDER_CANCELLED' }],
    ['one-time, on a day the kitchen closed', skipped({ credited: true }), ONCE, 'required', 'customer', BEFORE, [DAY], { skip: 'SKIPPED', change: 'SKIPPED', undo: 'CLOSED_DAY' }],
  ])('%s', (_case, d, plan, payment, who, now, closed, expected) => {
    expect(verdicts(d, plan, payment, who, now, closed)).toEqual(expected);
  });
});

describe('why not, in words', () => {
  const whyNot = (v: ReturnType<typeof deliveryActions>['undo']) => (v.allowed ? null : v.whyNot);
  test.each<[string, () => string | null, string | null]>([
    ['customer past the cutoff', () => whyNot(deliveryActions(coming(), SUB, 'success', 'customer', AT_CUTOFF, []).skip), CLOSED],
    ['admin the day after', () => whyNot(deliveryActions(coming(), SUB, 'success', 'admin', DAY_AFTER, []).skip), PAST],
    ['already skipped', () => whyNot(deliveryActions(skipped(), SUB, 'success', 'customer', BEFORE, []).skip), 'The delivery of Tue, 22 Dec 2026 is already skipped.'],
    ['delivered', () => whyNot(deliveryActions(coming({ status: 'DELIVERED' }), SUB, 'success', 'admin', BEFORE, []).change), 'The delivery of Tue, 22 Dec 2026 is already delivered and cannot be changed.'],
    ['undo on a closed day', () => whyNot(deliveryActions(skipped({ madeUpBy: madeUpOn('2027-01-04') }), SUB, 'success', 'customer', BEFORE, [DAY]).undo), 'The kitchen is closed on Tue, 22 Dec 2026. The skip stays.'],
    ['undo after the plan ended', () => whyNot(deliveryActions(skipped(), CANCELLED_FROM_22, 'success', 'customer', BEFORE, []).undo), 'This subscription was cancelled from Tue, 22 Dec 2026, so nothing is delivered on Tue, 22 Dec 2026. The skip stays.'],
    ['make-up day past its cutoff', () => whyNot(deliveryActions(skipped({ madeUpBy: madeUpOn('2026-12-20', 'DELIVERED') }), SUB, 'success', 'customer', BEFORE, []).undo), 'The day that makes up for Tue, 22 Dec 2026 (Sun, 20 Dec 2026) can no longer change, so the skip stays. The delivery of Sun, 20 Dec 2026 is already delivered and cannot be changed.'],
    // a paid or in-review day whose money went back may come back: the settlement charges it
    ['paid one-time', () => whyNot(deliveryActions(skipped({ credited: true }), ONCE, 'success', 'customer', BEFORE, []).undo), null],
  ])('%s', (_case, answer, expected) => {
    expect(answer()).toBe(expected);
  });
});

describe('the deadline', () => {
  test.each<[string, IsoDay, Who, Date, { at: string; words: string } | null]>([
    ['customer: 10 pm the evening before, this year', DAY, 'customer', at('2026-12-01T09:00'), { at: '2026-12-21T16:30:00.000Z', words: 'until 10 pm on Mon, 21 Dec' }],
    ['customer: across a year end', '2027-01-01', 'customer', at('2026-12-01T09:00'), { at: '2026-12-31T16:30:00.000Z', words: 'until 10 pm on Thu, 31 Dec' }],
    ['customer: a day next year', '2027-01-05', 'customer', at('2026-12-01T09:00'), { at: '2027-01-04T16:30:00.000Z', words: 'until 10 pm on Mon, 4 Jan 2027' }],
    ['customer: a leap day evening', '2028-03-01', 'customer', at('2028-02-01T09:00'), { at: '2028-02-29T16:30:00.000Z', words: 'until 10 pm on Tue, 29 Feb' }],
    ['customer: at the cutoff, none left', DAY, 'customer', AT_CUTOFF, null],
    ['admin: the end of the day', DAY, 'admin', AT_CUTOFF, { at: '2026-12-22T18:30:00.000Z', words: 'until the end of Tue, 22 Dec' }],
    ['admin: the day after, none left', DAY, 'admin', DAY_AFTER, null],
  ])('%s', (_case, day, who, now, expected) => {
    expect(deliveryDeadline(day, who, now)).toEqual(expected);
  });

  test('the words come from the same cutoff whether or not it has passed', () => {
    expect(deadlineWords(DAY, 'customer', AT_CUTOFF)).toBe('until 10 pm on Mon, 21 Dec');
    expect(deliveryActions(coming(), SUB, 'success', 'customer', BEFORE, []).deadline?.words).toBe('until 10 pm on Mon, 21 Dec');
  });
});

describe('state and label', () => {
  test.each<[string, DeliveryFacts, IsoDay[], string, string]>([
    ['subscribed', coming(), [], 'COMING', 'Subscribed'],
    ['out with a rider', coming({ status: 'ASSIGNED' }), [], 'COMING', 'Assigned'],
    ['delivered', coming({ status: 'DELIVERED' }), [], 'DELIVERED', 'Delivered'],
    ['cancelled', coming({ status: 'CANCELLED' }), [], 'CANCELLED', 'Cancelled'],
    ['skipped', skipped(), [], 'SKIPPED', 'Skipped'],
    ['paused', skipped({ paused: true }), [], 'PAUSED', 'Paused'],
    ['moved off a day the kitchen closed', skipped(), [DAY], 'SKIPPED', 'Kitchen closed'],
  ])('%s', (_case, d, closed, state, label) => {
    expect([deliveryState(d), deliveryLabel(d, closed)]).toEqual([state, label]);
  });
});

test('planDeliveryFacts links each skipped day to the day that makes it up', () => {
  const row = (id: string, deliveryDate: IsoDay, replacesDeliveryId: string | null, skip = false) => ({ id, deliveryDate, replacesDeliveryId, status: (skip ? 'CANCELLED' : 'SUBSCRIBED') as OrderStatus, skipped: skip, paused: false, credited: false });
  const facts = planDeliveryFacts([row('a', '2026-12-22', null, true), row('b', '2026-12-23', null), row('m', '2027-01-05', 'a')]);
  expect(facts.get('a')?.madeUpBy).toEqual({ deliveryDate: '2027-01-05', status: 'SUBSCRIBED', skipped: false });
  expect(facts.get('b')?.madeUpBy).toBeNull();
});

test.each<[string, PlanFacts, PaymentStatus, string]>([
  ['a running subscription', SUB, 'required', 'An extra delivery is added after your last one, so you keep every meal you paid for.'],
  ['a cancelled subscription, paid', CANCELLED_FROM_23, 'success', 'It is made up before your last delivery if a day is free; otherwise its share of the order goes back to you: to your wallet at once (used at your next checkout), or to your UPI id within 30 days.'],
  ['one-time, unpaid', ONCE, 'required', 'Its share comes off the amount you pay.'],
  ['one-time, paid', ONCE, 'success', 'Its share of the order goes back to you: to your wallet at once (used at your next checkout), or to your UPI id within 30 days.'],
  ['one-time, order cancelled', ONCE, 'cancelled', 'It will not be delivered.'],
])('skipOutcomeWords: %s', (_case, plan, payment, words) => {
  expect(skipOutcomeWords(plan, payment)).toBe(words);
});
