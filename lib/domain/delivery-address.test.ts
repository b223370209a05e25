import type { IsoDay } from './calendar';
import type { OrderStatus } from './order-status';
import { addressMovePlan, addressServesError, deliveriesFollowingEdit, type MovableDelivery } from './delivery-address';
import type { ChangeContext } from './delivery-actions';

// Kolkata is UTC+05:30.
const at = (kolkata: string) => new Date(`${kolkata}:00+05:30`);
const d = (id: string, deliveryDate: IsoDay, status: OrderStatus = 'SUBSCRIBED', opts: { skipped?: boolean; locationId?: string } = {}): MovableDelivery => ({
  id,
  deliveryDate,
  status,
  skipped: opts.skipped ?? false,
  locationId: opts.locationId ?? 'home',
});

const context = (who: 'customer' | 'admin', now: Date): ChangeContext => ({ plan: { subscription: true, cancelledFrom: null }, payment: 'success', who, now, closedDates: [] });

describe('addressMovePlan', () => {
  // Across a month end, with a delivered day, a paused (skipped) day and a day already going to the office.
  const month = [
    d('d1', '2026-12-30', 'DELIVERED'),
    d('d2', '2026-12-31'),
    d('d3', '2027-01-01'),
    d('d4', '2027-01-02', 'CANCELLED', { skipped: true }),
    d('d5', '2027-01-03'),
    d('d6', '2027-01-04', 'SUBSCRIBED', { locationId: 'office' }),
  ];
  test.each<[string, IsoDay | null, 'customer' | 'admin', Date, string[] | string]>([
    ['no date: from the first day still open (21:59 on 30 Dec)', null, 'customer', at('2026-12-30T21:59'), ['d2', 'd3', 'd5']],
    ['no date: 22:00 on 30 Dec moves it past the month end', null, 'customer', at('2026-12-30T22:00'), ['d3', 'd5']],
    ['from a date: skipped, delivered and already-there days stay', '2027-01-01', 'customer', at('2026-12-20T09:00'), ['d3', 'd5']],
    ['from a day inside a pause: the days after it', '2027-01-02', 'customer', at('2026-12-20T09:00'), ['d5']],
    [
      'a date before the cutoff: nothing moves, the earliest is named',
      '2026-12-31',
      'customer',
      at('2026-12-30T22:00'),
      'Nothing was moved: the earliest day you can move from is Fri, 1 Jan 2027. Changes to the delivery of Thu, 31 Dec 2026 closed at 10 pm on Wed, 30 Dec 2026. Please call us if you need help with it.',
    ],
    ['an admin after the customer cutoff, until the day is final', '2026-12-31', 'admin', at('2026-12-31T08:00'), ['d2', 'd3', 'd5']],
    ['after the last delivery', '2027-02-01', 'customer', at('2026-12-20T09:00'), 'There are no deliveries on or after Mon, 1 Feb 2027 to move.'],
    ['every day from then already goes there', '2027-01-04', 'customer', at('2026-12-20T09:00'), 'Every delivery from Mon, 4 Jan 2027 already goes to that address.'],
    ['nothing left before its cutoff', null, 'customer', at('2027-01-03T22:00'), 'There are no deliveries left that can still be moved.'],
  ])('%s', (_case, from, who, now, expected) => {
    const plan = addressMovePlan(month, 'office', from, context(who, now));
    expect('error' in plan ? plan.error : plan.move.map((x) => x.id)).toEqual(expected);
  });

  test('answers the day it moved from', () => {
    expect(addressMovePlan(month, 'office', null, context('customer', at('2026-12-30T22:00')))).toMatchObject({ from: '2027-01-01' });
  });

  test('a day the kitchen closed stays where it is, also from that day on', () => {
    const closed = { ...context('customer', at('2026-12-20T09:00')), closedDates: ['2027-01-01'] };
    const plan = addressMovePlan(month, 'office', null, closed);
    expect('move' in plan && plan.move.map((x) => x.id)).toEqual(['d2', 'd5']);
    expect(addressMovePlan(month, 'office', '2027-01-01', closed)).toEqual({ from: '2027-01-01', move: [month[4]] });
  });
});

describe('deliveriesFollowingEdit', () => {
  const days = [
    d('past', '2026-12-21', 'DELIVERED'),
    d('tomorrow', '2026-12-23'),
    d('later', '2026-12-24'),
    d('skipped', '2026-12-25', 'CANCELLED', { skipped: true }),
    d('elsewhere', '2026-12-26', 'SUBSCRIBED', { locationId: 'office' }),
  ];
  test.each<[string, 'customer' | 'admin', Date, string[]]>([
    ['21:59 the evening before: tomorrow follows too', 'customer', at('2026-12-22T21:59'), ['tomorrow', 'later']],
    ['22:00 the evening before: tomorrow keeps the old copy', 'customer', at('2026-12-22T22:00'), ['later']],
    ['an admin on the morning of the day', 'admin', at('2026-12-23T08:00'), ['tomorrow', 'later']],
  ])('%s', (_case, who, now, expected) => {
    expect(deliveriesFollowingEdit(days, 'home', who, now).map((x) => x.id)).toEqual(expected);
  });
});

describe('addressServesError', () => {
  const pins = new Set(['560038', '560001']);
  const home = { title: 'Home', zipCode: '560038', stateCode: '29' };
  test.each<[string, Parameters<typeof addressServesError>, string | null]>([
    ['meals to a served PIN', ['PDM', home, '29', pins], null],
    ['meals to a Bengaluru PIN not served', ['CDM', { ...home, zipCode: '560099' }, '29', pins], 'Home: Our meals and add-ons don’t reach 560099 yet, but treats do.'],
    ['add-ons follow the meals rule', ['ADON', { ...home, zipCode: '110001', stateCode: '07' }, '29', pins], 'Home: Only treats are delivered to 110001. Meals and add-ons are delivered in Bengaluru only.'],
    ['treats anywhere in the same state', ['TREATS', { ...home, zipCode: '575001' }, '29', pins], null],
    ['treats to another state: a new order', ['TREATS', { ...home, zipCode: '110001', stateCode: '07' }, '29', pins], 'Home is in another state than this order\'s address, which changes its tax. Please place a new order for it.'],
    ['an old address without a state code', ['PDM', { ...home, stateCode: null }, '29', pins], 'Please edit the address "Home" and choose its state first.'],
    ['an old order without a place of supply', ['PDM', home, null, pins], null],
  ])('%s', (_case, args, expected) => {
    expect(addressServesError(...args)).toBe(expected);
  });
});
