import type { IsoDay } from './calendar';
import { changeTargets, deliveryItemsError, isSkipRequest, itemOptions, type ChangeableDelivery, type ItemChoice, type VariantOption } from './delivery-items';
import { chargedLines, itemChangeLines, sumLines, type ChargeBasis, type PlacedPart } from './order-charges';
import type { GoodsLineInput } from './order-pricing';

// Kolkata is UTC+05:30.
const at = (kolkata: string) => new Date(`${kolkata}:00+05:30`);

const d = (id: string, deliveryDate: IsoDay, over: Partial<ChangeableDelivery> = {}): ChangeableDelivery => ({ id, deliveryDate, status: 'SUBSCRIBED', skipped: false, ...over });

describe('changeTargets: the cutoff, month ends, later days and a pause', () => {
  const plan = [
    d('a', '2026-12-31'),
    d('b', '2027-01-01'),
    d('p1', '2027-01-02', { status: 'CANCELLED', skipped: true }),
    d('p2', '2027-01-03', { status: 'CANCELLED', skipped: true }),
    d('c', '2027-01-04'),
    d('x', '2027-01-05', { status: 'CANCELLED' }),
    d('m1', '2027-01-06'),
  ];
  test.each<[string, string, boolean, 'customer' | 'admin', Date, string[] | string]>([
    ['customer at 21:59 the evening before (month end: 1 Jan on 31 Dec)', 'b', false, 'customer', at('2026-12-31T21:59'), ['b']],
    ['customer at 22:00 the evening before', 'b', false, 'customer', at('2026-12-31T22:00'), 'Changes to the delivery of Fri, 1 Jan 2027 closed at 10 pm on Thu, 31 Dec 2026. Please call us if you need help with it.'],
    ['admin after the cutoff, until it is final', 'b', false, 'admin', at('2027-01-01T09:00'), ['b']],
    ['from a day on, across a pause: the paused and cancelled days stay, later ones and the make-up day change', 'b', true, 'customer', at('2026-12-30T12:00'), ['b', 'c', 'm1']],
    ['from a day on, earlier days are untouched', 'c', true, 'customer', at('2026-12-30T12:00'), ['c', 'm1']],
    ['a paused day itself cannot be changed', 'p1', false, 'customer', at('2026-12-30T12:00'), 'The delivery of Sat, 2 Jan 2027 is already skipped.'],
    ['a delivery not of this suborder', 'zz', false, 'admin', at('2026-12-30T12:00'), 'This delivery is no longer part of the order.'],
  ])('%s', (_case, id, later, who, now, expected) => {
    const r = changeTargets(plan, id, later, { plan: { subscription: true, cancelledFrom: null }, payment: 'success', who, now, closedDates: [] });
    if (typeof expected === 'string') expect(r).toEqual({ error: expected });
    else expect('targets' in r ? r.targets.map((t) => t.id) : r).toEqual(expected);
  });
});

describe('changeTargets: closed days, a cancelled plan, a cancelled order', () => {
  const plan = [d('a', '2027-01-04'), d('b', '2027-01-05'), d('c', '2027-01-06')];
  const now = at('2026-12-30T12:00');
  test.each<[string, string, boolean, { cancelledFrom?: IsoDay; closed?: IsoDay[]; payment?: 'cancelled' }, string[] | string]>([
    ['from a day on: a day the kitchen closed is left out', 'a', true, { closed: ['2027-01-05'] }, ['a', 'c']],
    ['a day the kitchen closed cannot change', 'b', false, { closed: ['2027-01-05'] }, 'The kitchen is closed on Tue, 5 Jan 2027.'],
    ['from a day on: nothing on or after a cancelled plan\'s end', 'a', true, { cancelledFrom: '2027-01-05' }, ['a']],
    ['a cancelled order cannot change', 'a', false, { payment: 'cancelled' }, 'This order was cancelled, so its deliveries cannot change. Please order again.'],
  ])('%s', (_case, id, later, c, expected) => {
    const r = changeTargets(plan, id, later, { plan: { subscription: true, cancelledFrom: c.cancelledFrom ?? null }, payment: c.payment ?? 'required', who: 'customer', now, closedDates: c.closed ?? [] });
    if (typeof expected === 'string') expect(r).toEqual({ error: expected });
    else expect('targets' in r ? r.targets.map((t) => t.id) : r).toEqual(expected);
  });
});

describe('deliveryItemsError', () => {
  const options = new Map<string, VariantOption>([
    ['bowl-500', { variantId: 'bowl-500', name: 'Chicken Bowl', categoryCode: 'PDM', enabled: true }],
    ['fish-500', { variantId: 'fish-500', name: 'Fish Bowl', categoryCode: 'PDM', enabled: true }],
    ['old-500', { variantId: 'old-500', name: 'Mutton Bowl', categoryCode: 'PDM', enabled: false }],
    ['chew-1', { variantId: 'chew-1', name: 'Dental Chew', categoryCode: 'ADON', enabled: true }],
  ]);
  const mine = new Set(['bowl-500', 'old-500']);
  test.each<[string, ItemChoice[], string | null]>([
    ['more of the same', [{ variantId: 'bowl-500', quantity: 3 }], null],
    ['a swap within the category', [{ variantId: 'bowl-500', quantity: 0 }, { variantId: 'fish-500', quantity: 1 }], null],
    ['keeping a variant no longer on sale', [{ variantId: 'old-500', quantity: 1 }], null],
    ['nothing listed', [], 'Please choose at least one item.'],
    ['a negative quantity', [{ variantId: 'bowl-500', quantity: -1 }], 'Quantities must be whole numbers, 0 or more.'],
    ['too many', [{ variantId: 'bowl-500', quantity: 51 }], 'At most 50 of one item per delivery.'],
    ['an unknown variant', [{ variantId: 'nope', quantity: 1 }], 'One of the items is not on the menu.'],
    ['another category', [{ variantId: 'chew-1', quantity: 1 }], 'Dental Chew is not one of the Daily Meals: an item can only be swapped for another of the same kind.'],
    ['listed twice', [{ variantId: 'bowl-500', quantity: 1 }, { variantId: 'bowl-500', quantity: 2 }], 'Each item may be listed once.'],
  ])('%s', (_case, items, error) => {
    expect(deliveryItemsError(items, options, 'PDM', 'Daily Meals', mine)).toBe(error);
  });
  test('another variant no longer on sale cannot be swapped in', () => {
    expect(deliveryItemsError([{ variantId: 'old-500', quantity: 1 }], options, 'PDM', 'Daily Meals', new Set())).toBe('Mutton Bowl is not available any more.');
  });

  test('quantity 0 for everything is a skip', () => {
    expect(isSkipRequest([{ variantId: 'a', quantity: 0 }, { variantId: 'b', quantity: 0 }])).toBe(true);
    expect(isSkipRequest([{ variantId: 'a', quantity: 0 }, { variantId: 'b', quantity: 1 }])).toBe(false);
  });
});

describe('the price difference of a change (itemChangeLines)', () => {
  const basis: ChargeBasis = { sellerStateCode: '29', dropCharge: 5000, legacy: false };
  const bowl: GoodsLineInput = { key: 'v-bowl', name: 'Chicken Bowl', unit: 500, unitType: 'GRAMS', unitPrice: 14000, quantity: 1, gstRate: 50, hsn: '23091000' };
  const fish: GoodsLineInput = { ...bowl, key: 'v-fish', name: 'Fish Bowl', unitPrice: 16000, quantity: 0 };
  const dates: IsoDay[] = ['2026-12-01', '2026-12-02', '2026-12-03'];
  const placed: PlacedPart = { key: 'S', kind: 'PDM', addressKey: 'home', placeOfSupply: '29', dates, charged: dates, lines: [bowl, fish] };
  const total = (after: PlacedPart) => sumLines(itemChangeLines([placed], [after], basis)).total;

  test.each<[string, PlacedPart['quantitiesOn'], number]>([
    ['nothing changed', undefined, 0],
    ['one more bowl on one day: charged 140 + 5 % GST', { '2026-12-02': { 'v-bowl': 2 } }, -14700],
    ['one bowl fewer on one day (of 2 placed per day would be the same): given back', { '2026-12-02': { 'v-bowl': 0, 'v-fish': 0 } }, 14700],
    ['a bowl swapped for the dearer fish: 20 + GST more', { '2026-12-02': { 'v-fish': 1 } }, -2100],
    ['every later day up by one', { '2026-12-02': { 'v-bowl': 2 }, '2026-12-03': { 'v-bowl': 2 } }, -29400],
  ])('%s', (_case, quantitiesOn, expected) => {
    expect(total({ ...placed, quantitiesOn })).toBe(expected);
  });

  test('what is charged after a change is what was charged, less what was given back', () => {
    const after: PlacedPart = { ...placed, quantitiesOn: { '2026-12-03': { 'v-bowl': 3 } } };
    const before = sumLines(chargedLines([placed], basis).S).total;
    const now = sumLines(chargedLines([after], basis).S).total;
    expect(now).toBe(before - total(after));
  });
});

test('itemOptions: what the day brings first, then the suborder\'s other variants at 0', () => {
  const bowl = { variantId: 'bowl', name: 'Chicken Bowl', unit: 250, unitType: 'GRAMS' as const, price: 14000, quantity: 1 };
  const big = { ...bowl, variantId: 'bowl-500', unit: 500, price: 26000, quantity: 2 };
  const fish = { ...bowl, variantId: 'fish', name: 'Fish Bowl', price: 16000, quantity: 3 };
  expect(itemOptions([fish], [bowl, big]).map((o) => [o.variantId, o.quantity])).toEqual([
    ['fish', 3],
    ['bowl', 0],
    ['bowl-500', 0],
  ]);
  expect(itemOptions([bowl, big], [bowl, big])).toEqual([bowl, big]);
});
