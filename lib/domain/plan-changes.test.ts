import type { IsoDay } from './calendar';
import type { OrderStatus } from './order-status';
import type { PaymentStatus } from './payment-status';
import { cancelPlan, cancelReasonError, reorderDates, resumePlan, unpaidCancelSplit, unskipPlan, type CancellableDelivery, type ResumableDelivery, type UnskipCase } from './plan-changes';

// Kolkata is UTC+05:30.
const at = (kolkata: string) => new Date(`${kolkata}:00+05:30`);
const CLOSED_22_DEC = 'Changes to the delivery of Tue, 22 Dec 2026 closed at 10 pm on Mon, 21 Dec 2026. Please call us if you need help with it.';

const skippedDay = (deliveryDate: IsoDay, paused = false) => ({ deliveryDate, status: 'CANCELLED' as OrderStatus, skipped: true, paused });
const open = (deliveryDate: IsoDay, status: OrderStatus = 'SUBSCRIBED') => ({ deliveryDate, status, skipped: false });

describe('unskipPlan', () => {
  const sub = (replacement: UnskipCase['replacement']): UnskipCase => ({ delivery: skippedDay('2026-12-22'), replacement, subscription: true, credited: false, paymentStatus: 'success' });
  const once = (credited: boolean, paymentStatus: PaymentStatus): UnskipCase => ({ delivery: skippedDay('2026-12-22'), replacement: null, subscription: false, credited, paymentStatus });
  test.each<[string, UnskipCase, 'customer' | 'admin', Date, ReturnType<typeof unskipPlan>]>([
    ['subscription, 21:59 the evening before: the make-up day goes', sub(open('2027-01-05')), 'customer', at('2026-12-21T21:59'), { removeReplacement: true, raiseAmountDue: false }],
    ['subscription, 22:00 the evening before: closed', sub(open('2027-01-05')), 'customer', at('2026-12-21T22:00'), { error: CLOSED_22_DEC }],
    ['admin after the cutoff, on the day', sub(open('2027-01-05')), 'admin', at('2026-12-22T09:00'), { removeReplacement: true, raiseAmountDue: false }],
    ['admin the day after', sub(open('2027-01-05')), 'admin', at('2026-12-23T09:00'), { error: 'The delivery of Tue, 22 Dec 2026 is in the past.' }],
    ['across a month end: 1 Jan at 21:59 on 31 Dec', { ...sub(open('2027-01-20')), delivery: skippedDay('2027-01-01') }, 'customer', at('2026-12-31T21:59'), { removeReplacement: true, raiseAmountDue: false }],
    ['across a month end: 1 Jan at 22:00 on 31 Dec', { ...sub(open('2027-01-20')), delivery: skippedDay('2027-01-01') }, 'customer', at('2026-12-31T22:00'), { error: 'Changes to the delivery of Fri, 1 Jan 2027 closed at 10 pm on Thu, 31 Dec 2026. Please call us if you need help with it.' }],
    ['a paused day spanning into the make-up: make-up day already delivered', sub(open('2026-12-20', 'DELIVERED')), 'customer', at('2026-12-20T12:00'), { error: 'The day that makes up for Tue, 22 Dec 2026 (Sun, 20 Dec 2026) can no longer change, so the skip stays. The delivery of Sun, 20 Dec 2026 is already delivered and cannot be changed.' }],
    ['not skipped', { ...sub(null), delivery: { ...open('2026-12-22'), paused: false } }, 'customer', at('2026-12-01T09:00'), { error: 'The delivery of Tue, 22 Dec 2026 is not skipped.' }],
    ['one-time, nothing credited (not payable yet)', once(false, 'required'), 'customer', at('2026-12-01T09:00'), { removeReplacement: false, raiseAmountDue: false }],
    ['one-time, the skip cancelled the order and its payment', once(false, 'cancelled'), 'customer', at('2026-12-01T09:00'), { error: 'This order was cancelled, so its deliveries cannot come back. Please order again.' }],
    ['one-time, taken off an unpaid amount: it goes back up', once(true, 'required'), 'customer', at('2026-12-01T09:00'), { removeReplacement: false, raiseAmountDue: true }],
    ['one-time, proof being checked', once(true, 'pending'), 'customer', at('2026-12-01T09:00'), { error: 'Your payment for this order is being checked, so the skip of Tue, 22 Dec 2026 cannot be undone now. Please try again once it is confirmed.' }],
    ['one-time, paid and credited (spent or not): order again', once(true, 'success'), 'customer', at('2026-12-01T09:00'), { error: 'The money for Tue, 22 Dec 2026 was already given back with a credit note, so the skip cannot be undone. Please order that day again.' }],
  ])('%s', (_case, c, who, now, expected) => {
    expect(unskipPlan(c, who, now)).toEqual(expected);
  });
});

describe('resumePlan', () => {
  const d = (id: string, deliveryDate: IsoDay, paused: boolean, replacement: ResumableDelivery['replacement'] = null): ResumableDelivery => ({
    id,
    ...(paused ? skippedDay(deliveryDate, true) : { ...open(deliveryDate), paused: false }),
    replacement,
  });
  const pause = [d('a', '2026-12-22', true, { id: 'x', ...open('2027-01-10') }), d('b', '2026-12-23', true, { id: 'y', ...open('2027-01-11') }), d('c', '2026-12-24', false)];
  test.each<[string, ResumableDelivery[], Date, string[] | string]>([
    ['before the first paused day: all come back', pause, at('2026-12-21T21:59'), ['a', 'b']],
    ['22:00 before the first: only the later one', pause, at('2026-12-21T22:00'), ['b']],
    ['all past: nothing', pause, at('2026-12-22T22:00'), 'The paused days have all passed their cutoff, so there is nothing left to bring back.'],
    ['no pause', [d('c', '2026-12-24', false)], at('2026-12-01T09:00'), 'This subscription is not paused.'],
    ['a plain skip is not a pause', [{ ...d('c', '2026-12-24', false), skipped: true, status: 'CANCELLED' }], at('2026-12-01T09:00'), 'This subscription is not paused.'],
  ])('%s', (_case, deliveries, now, expected) => {
    const plan = resumePlan(deliveries, 'customer', now);
    expect('error' in plan ? plan.error : plan.resume.map((x) => x.id)).toEqual(expected);
  });
});

describe('cancelPlan', () => {
  const c = (id: string, deliveryDate: IsoDay, status: OrderStatus = 'SUBSCRIBED', skipped = false): CancellableDelivery => ({ id, deliveryDate, status, skipped });
  const month = [c('d1', '2026-12-30', 'DELIVERED'), c('d2', '2026-12-31'), c('d3', '2027-01-01'), c('d4', '2027-01-02', 'CANCELLED', true), c('d5', '2027-01-03')];
  test.each<[string, IsoDay | null, 'customer' | 'admin', Date, string[] | string]>([
    ['no date: from the first day still open (21:59 on 30 Dec)', null, 'customer', at('2026-12-30T21:59'), ['d2', 'd3', 'd5']],
    ['no date: 22:00 on 30 Dec moves it past the month end', null, 'customer', at('2026-12-30T22:00'), ['d3', 'd5']],
    ['from a date: skipped and delivered days stay', '2027-01-01', 'customer', at('2026-12-20T09:00'), ['d3', 'd5']],
    ['from a day past its cutoff', '2026-12-31', 'customer', at('2026-12-30T22:00'), 'Nothing was cancelled: the earliest day you can cancel from is Fri, 1 Jan 2027. Changes to the delivery of Thu, 31 Dec 2026 closed at 10 pm on Wed, 30 Dec 2026. Please call us if you need help with it.'],
    ['admin: from today', '2026-12-31', 'admin', at('2026-12-31T09:00'), ['d2', 'd3', 'd5']],
    ['after the last day', '2027-02-01', 'customer', at('2026-12-20T09:00'), 'There are no deliveries on or after Mon, 1 Feb 2027 to cancel.'],
    ['nothing open', null, 'customer', at('2027-01-03T09:00'), 'There are no deliveries left that can still be cancelled.'],
  ])('%s', (_case, from, who, now, expected) => {
    const plan = cancelPlan(month, from, who, now);
    expect('error' in plan ? plan.error : plan.cancel.map((x) => x.id)).toEqual(expected);
  });
});

test.each<[string, number, number, number, { offDue: number; backToWallet: number }]>([
  ['unpaid: all off the amount due', 30_000, 100_000, 0, { offDue: 30_000, backToWallet: 0 }],
  ['partly paid (wallet part paid): the rest back to the wallet', 80_000, 50_000, 60_000, { offDue: 50_000, backToWallet: 30_000 }],
  ['never more back than the wallet paid', 80_000, 10_000, 20_000, { offDue: 10_000, backToWallet: 20_000 }],
])('unpaidCancelSplit: %s', (_case, share, due, wallet, expected) => {
  expect(unpaidCancelSplit(share, due, wallet)).toEqual(expected);
});

test.each([
  ['OTHER without a note', 'OTHER', '  ', 'Please tell us why in a few words.'],
  ['OTHER with a note', 'OTHER', 'Vet said so', null],
  ['a listed reason needs no note', 'MOVING', null, null],
] as const)('cancelReasonError: %s', (_case, reason, note, expected) => {
  expect(cancelReasonError(reason, note)).toBe(expected);
});

test.each<[string, IsoDay[], IsoDay, IsoDay[]]>([
  ['one day: the earliest', ['2026-10-05'], '2026-11-22', ['2026-11-22']],
  ['gaps kept', ['2026-10-06', '2026-10-09', '2026-10-13'], '2026-11-24', ['2026-11-24', '2026-11-27', '2026-12-01']],
  ['across a month end and a leap day', ['2027-02-26', '2027-02-28'], '2028-02-28', ['2028-02-28', '2028-03-01']],
  ['out of order and repeated', ['2026-10-09', '2026-10-06', '2026-10-09'], '2026-11-24', ['2026-11-24', '2026-11-27']],
  ['nothing', [], '2026-11-24', []],
])('reorderDates: %s', (_case, original, earliest, expected) => {
  expect(reorderDates(original, earliest)).toEqual(expected);
});
