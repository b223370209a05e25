import { cartHasItems, emptyCart, type Cart } from './cart';
import { cartDeliveryDates, cartCharges, suborderPayload, cartRepeat } from './cart-checkout';
import { taxRatesFromConfig } from './charges';

// 2026-11-20 10:00 in Kolkata (a Friday)
const now = new Date('2026-11-20T04:30:00Z');
const rates = taxRatesFromConfig({});

function cart(partial: Partial<Cart>): Cart {
  return {
    ...emptyCart('PDM'),
    items: [
      {
        menuItemId: 'm1',
        name: 'Bowl',
        image: null,
        unitType: 'GRAMS',
        specialInstructions: null,
        variants: [
          { variantId: 'v1', price: 14000, unit: 250, unitType: 'GRAMS', qty: 2 },
          { variantId: 'v2', price: 26000, unit: 500, unitType: 'GRAMS', qty: 0 },
        ],
      },
    ],
    ...partial,
  };
}

test('a buy cart delivers on its chosen dates, sorted', () => {
  expect(cartDeliveryDates(cart({ deliveryDates: ['2026-11-25', '2026-11-23'] }), now, 1, [])).toEqual(['2026-11-23', '2026-11-25']);
});

test('a weekday subscription runs from its category’s earliest date (pet dog meals: 2 days) for the configured months', () => {
  // Sunday 22 November to Monday 21 December (a month, end exclusive).
  const dates = cartDeliveryDates(cart({ buyOrSubscribe: 'SUBSCRIBE', deliveryDays: ['MONDAY', 'THURSDAY'] }), now, 1, []);
  expect(dates[0]).toBe('2026-11-23');
  expect(dates.at(-1)).toBe('2026-12-21');
  expect(dates).toHaveLength(9);
});

test.each<[string, string | null, string[], { first: string; last: string; count: number }]>([
  ['no start: from the first allowed date', null, [], { first: '2026-11-23', last: '2026-12-21', count: 9 }],
  ['a renewal starting on Tue 22 December runs a month from there', '2026-12-22', [], { first: '2026-12-24', last: '2027-01-21', count: 9 }],
  ['a start in the past moves to the first allowed date', '2026-11-01', [], { first: '2026-11-23', last: '2026-12-21', count: 9 }],
  ['closed dates are left out of the schedule', '2026-12-22', ['2026-12-24', '2026-12-28'], { first: '2026-12-31', last: '2027-01-21', count: 7 }],
])('a Monday/Thursday subscription, %s', (_case, subscriptionStartsOn, closedDates, expected) => {
  const dates = cartDeliveryDates(cart({ buyOrSubscribe: 'SUBSCRIBE', deliveryDays: ['MONDAY', 'THURSDAY'], subscriptionStartsOn }), now, 1, closedDates);
  expect({ first: dates[0], last: dates.at(-1), count: dates.length }).toEqual(expected);
});

test.each<[string, Partial<Cart>, string | null]>([
  ['a weekday subscription sends its start', { buyOrSubscribe: 'SUBSCRIBE', deliveryDays: ['MONDAY'], subscriptionStartsOn: '2026-12-22' }, '2026-12-22'],
  ['a subscription as soon as possible sends none', { buyOrSubscribe: 'SUBSCRIBE', deliveryDays: ['MONDAY'] }, null],
  ['custom dates carry no start', { buyOrSubscribe: 'SUBSCRIBE', deliveryDays: [], deliveryDates: ['2026-12-23'], subscriptionStartsOn: '2026-12-22' }, null],
  ['a buy carries no start', { deliveryDates: ['2026-12-23'], subscriptionStartsOn: '2026-12-22' }, null],
])('payload start: %s', (_case, partial, start) => {
  const c = cart(partial);
  expect(suborderPayload(c, 'cat1', cartDeliveryDates(c, now, 1, []), rates).subscriptionStartsOn).toBe(start);
});

test('a subscription without weekdays uses the chosen dates (CUSTOM)', () => {
  const c = cart({ buyOrSubscribe: 'SUBSCRIBE', deliveryDays: [], deliveryDates: ['2026-11-22'] });
  expect(cartDeliveryDates(c, now, 1, [])).toEqual(['2026-11-22']);
  expect(cartRepeat(c)).toEqual({ repeatType: 'CUSTOM', repeatInfo: 'CUSTOM' });
});

test('charges count only variants with a quantity, times the dates', () => {
  const c = cart({});
  const charges = cartCharges(c, ['2026-11-23', '2026-11-24'], rates);
  expect(charges.subtotal).toBe(2 * 14000 * 2);
  expect(charges.deliveryCharge).toBe(2 * 5000);
  expect(charges.cgst).toBe(1400);
  expect(charges.totalPrice).toBe(56000 + 1400 + 1400 + 10000);
});

test('the payload carries only variants above 0 and the derived repeat', () => {
  const c = cart({ buyOrSubscribe: 'SUBSCRIBE', deliveryDays: ['EVERYDAY'], addressId: 'a1', additionalNotes: ' gate 2 ' });
  const dates = cartDeliveryDates(c, now, 1, []);
  const p = suborderPayload(c, 'cat1', dates, rates);
  expect(p.repeatType).toBe('DAILY');
  expect(p.repeatInfo).toBe('EVERYDAY');
  expect(p.items[0].variants).toEqual([{ price: 14000, quantity: 2, unit: 250, itemVariant: { id: 'v1' } }]);
  expect(p.deliveries).toHaveLength(dates.length);
  expect(p.dropNote).toBe('gate 2');
  expect(p.location).toEqual({ id: 'a1' });
});

test('a cart whose quantities are all 0 has no items', () => {
  expect(cartHasItems(cart({ items: [{ menuItemId: 'm', name: 'x', image: null, unitType: 'GRAMS', specialInstructions: null, variants: [{ variantId: 'v', price: 1, unit: 1, unitType: 'GRAMS', qty: 0 }] }] }))).toBe(false);
  expect(cartHasItems(cart({}))).toBe(true);
});
