import type { IsoDay } from './calendar';
import type { OrderStatus } from './order-status';
import type { PaymentStatus } from './payment-status';
import { cancelPlan, cancelReasonError, reorderDates, resumePlan, unpaidCancelSplit, unskipPlan, type CancellableDelivery, type PlanDelivery } from './plan-changes';
import type { ChangeContext, DeliveryFacts } from './delivery-actions';

// Kolkata is UTC+05:30.
const at = (kolkata: string) => new Date(`${kolkata}:00+05:30`);
const CLOSED_22_DEC = 'Changes to the delivery of Tue, 22 Dec 2026 closed at 10 pm on Mon, 21 Dec 2026. Please call us if you need help with it.';

type Facts = DeliveryFacts & { id: string; madeUpBy: PlanDelivery['madeUpBy'] };
const skippedDay = (deliveryDate: IsoDay, over: Partial<Facts> = {}): Facts => ({ id: deliveryDate, deliveryDate, status: 'CANCELLED', skipped: true, paused: false, credited: false, madeUpBy: null, ...over });
const open = (deliveryDate: IsoDay, status: OrderStatus = 'SUBSCRIBED') => ({ id: `m-${deliveryDate}`, deliveryDate, status, skipped: false });
const context = (subscription: boolean, payment: PaymentStatus, who: 'customer' | 'admin', now: Date, closedDates: IsoDay[] = []): ChangeContext => ({ plan: { subscription, cancelledFrom: null }, payment, who, now, closedDates });

describe('unskipPlan: what an undo does once it may', () => {
  test.each<[string, Facts, ChangeContext, ReturnType<typeof unskipPlan>]>([
    ['subscription: the make-up day goes', skippedDay('2026-12-22', { madeUpBy: open('2027-01-05') }), context(true, 'success', 'customer', at('2026-12-21T21:59')), { removeReplacement: true, chargeAgain: false }],
    ['subscription without a make-up day', skippedDay('2026-12-22'), context(true, 'success', 'customer', at('2026-12-21T21:59')), { removeReplacement: false, chargeAgain: false }],
    ['subscription, 22:00 the evening before: closed', skippedDay('2026-12-22', { madeUpBy: open('2027-01-05') }), context(true, 'success', 'customer', at('2026-12-21T22:00')), { error: CLOSED_22_DEC }],
    ['a day the kitchen closed stays skipped', skippedDay('2026-12-22', { madeUpBy: open('2027-01-04') }), context(true, 'success', 'admin', at('2026-12-21T09:00'), ['2026-12-22']), { error: 'The kitchen is closed on Tue, 22 Dec 2026. The skip stays.' }],
    ['one-time, nothing credited (not payable yet)', skippedDay('2026-12-22'), context(false, 'required', 'customer', at('2026-12-01T09:00')), { removeReplacement: false, chargeAgain: false }],
    ['one-time, taken off an unpaid amount: it goes back up', skippedDay('2026-12-22', { credited: true }), context(false, 'required', 'customer', at('2026-12-01T09:00')), { removeReplacement: false, chargeAgain: true }],
    ['one-time, paid and given back: charged again (the settlement says how)', skippedDay('2026-12-22', { credited: true }), context(false, 'success', 'customer', at('2026-12-01T09:00')), { removeReplacement: false, chargeAgain: true }],
    ['one-time, credited, proof being checked: charged again (the settlement waits for the proof)', skippedDay('2026-12-22', { credited: true }), context(false, 'pending', 'customer', at('2026-12-01T09:00')), { removeReplacement: false, chargeAgain: true }],
    ['a cancelled subscription\'s day given back (no free day to make it up): charged again', skippedDay('2026-12-22', { credited: true }), context(true, 'success', 'customer', at('2026-12-21T21:59')), { removeReplacement: false, chargeAgain: true }],
  ])('%s', (_case, d, c, expected) => {
    expect(unskipPlan(d, c)).toEqual(expected);
  });
});

describe('resumePlan', () => {
  const paused = (deliveryDate: IsoDay, madeUp: IsoDay | null) => skippedDay(deliveryDate, { id: deliveryDate, paused: true, madeUpBy: madeUp ? open(madeUp) : null });
  const coming = (deliveryDate: IsoDay): Facts => ({ id: deliveryDate, deliveryDate, status: 'SUBSCRIBED', skipped: false, paused: false, credited: false, madeUpBy: null });
  const pause = [paused('2026-12-22', '2027-01-10'), paused('2026-12-23', '2027-01-11'), coming('2026-12-24')];
  test.each<[string, Facts[], Date, IsoDay[], string[] | string]>([
    ['before the first paused day: all come back', pause, at('2026-12-21T21:59'), [], ['2026-12-22', '2026-12-23']],
    ['22:00 before the first: only the later one', pause, at('2026-12-21T22:00'), [], ['2026-12-23']],
    ['a paused day the kitchen closed since stays paused', pause, at('2026-12-21T21:59'), ['2026-12-23'], ['2026-12-22']],
    ['all past: nothing', pause, at('2026-12-22T22:00'), [], 'The paused days have all passed their cutoff, so there is nothing left to bring back.'],
    ['a make-up day already delivered refuses the whole resume', [paused('2026-12-22', null), { ...paused('2026-12-23', null), madeUpBy: { ...open('2026-12-20', 'DELIVERED') } }], at('2026-12-20T12:00'), [], 'The day that makes up for Wed, 23 Dec 2026 (Sun, 20 Dec 2026) can no longer change, so the skip stays. The delivery of Sun, 20 Dec 2026 is already delivered and cannot be changed.'],
    ['no pause', [coming('2026-12-24')], at('2026-12-01T09:00'), [], 'This subscription is not paused.'],
    ['a plain skip is not a pause', [skippedDay('2026-12-24')], at('2026-12-01T09:00'), [], 'This subscription is not paused.'],
  ])('%s', (_case, deliveries, now, closed, expected) => {
    const plan = resumePlan(deliveries, context(true, 'success', 'customer', now, closed));
    expect('error' in plan ? plan.error : plan.resume.map((x) => x.id)).toEqual(expected);
  });

  test('the paused days that come back and were not made up (their money went back) are charged again; the ones made up only move', () => {
    const given = { ...paused('2026-12-22', null), credited: true };
    const plan = resumePlan([given, paused('2026-12-23', '2027-01-11')], context(true, 'success', 'customer', at('2026-12-21T09:00')));
    expect('resume' in plan && [plan.resume.map((x) => x.id), plan.chargeAgain.map((x) => x.id)]).toEqual([['2026-12-22', '2026-12-23'], ['2026-12-22']]);
    // past its cutoff it stays paused, and is not charged
    const late = resumePlan([given, paused('2026-12-23', '2027-01-11')], context(true, 'success', 'customer', at('2026-12-21T22:00')));
    expect('resume' in late && late.chargeAgain).toEqual([]);
  });

  test('a paused day on or after a cancelled plan\'s end stays paused', () => {
    const plan = resumePlan(pause, { ...context(true, 'success', 'customer', at('2026-12-21T09:00')), plan: { subscription: true, cancelledFrom: '2026-12-23' } });
    expect('resume' in plan && plan.resume.map((x) => x.id)).toEqual(['2026-12-22']);
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
