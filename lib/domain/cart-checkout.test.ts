import { cartHasItems, emptyCart, type Cart } from './cart';
import { cartDeliveryDates, cartPricingOf, priceCarts, suborderPayload, cartRepeat } from './cart-checkout';
import { CATEGORY_LABELS } from './categories';
import { formatPaise } from './money';
import { describeDelivery } from './order-pricing';

// 2026-11-20 10:00 in Kolkata (a Friday)
const now = new Date('2026-11-20T04:30:00Z');
const pricing = cartPricingOf({ sellerStateCode: '29', dropCharge: 5000 }, { gstRate: 50, hsn: '23091000' }, [{ id: 'chew', gstRate: 180, hsn: '23099090' }, { id: 'm1', gstRate: 50, hsn: '23091000' }], [
  { id: 'home', stateCode: '29' },
  { id: 'aunt', stateCode: '27' },
  { id: 'old', stateCode: null },
]);
const figures = { subtotal: 1, deliveryCharge: 2, totalPrice: 3 };

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
  expect(suborderPayload(c, 'cat1', cartDeliveryDates(c, now, 1, []), figures).subscriptionStartsOn).toBe(start);
});

test('a subscription without weekdays uses the chosen dates (CUSTOM)', () => {
  const c = cart({ buyOrSubscribe: 'SUBSCRIBE', deliveryDays: [], deliveryDates: ['2026-11-22'] });
  expect(cartDeliveryDates(c, now, 1, [])).toEqual(['2026-11-22']);
  expect(cartRepeat(c)).toEqual({ repeatType: 'CUSTOM', repeatInfo: 'CUSTOM' });
});

test('charges count only variants with a quantity, times the dates; one delivery charge per date', () => {
  const c = cart({ addressId: 'home' });
  const { PDM } = priceCarts([{ cart: c, dates: ['2026-11-23', '2026-11-24'] }], pricing);
  // the taxes count the two drops' too (2 x 1.19 each), as the invoice will
  expect(PDM).toMatchObject({ subtotal: 2 * 14000 * 2, cgst: 1400 + 238, sgst: 1400 + 238, igst: 0, deliveryTaxableValue: 2 * 4762, deliveryCharge: 2 * 5000, totalPrice: 56000 + 1400 + 1400 + 10000 });
});

const chews = (partial: Partial<Cart>): Cart => ({
  ...emptyCart('ADON'),
  items: [{ menuItemId: 'chew', name: 'Dental Chew', image: null, unitType: 'PIECES', specialInstructions: null, variants: [{ variantId: 'c1', price: 5000, unit: 1, unitType: 'PIECES', qty: 1 }] }],
  ...partial,
});

test.each<[string, { cart: Cart; dates: string[] }[], Record<string, { deliveryCharge: number; describe: string; igst?: boolean }>]>([
  [
    'a meal and an add-on to one address on the same dates share one charge per date',
    [
      { cart: cart({ addressId: 'home' }), dates: ['2026-11-23', '2026-11-24'] },
      { cart: chews({ addressId: 'home' }), dates: ['2026-11-23', '2026-11-24'] },
    ],
    { PDM: { deliveryCharge: 10000, describe: '₹50.00 × 2 days, shared with Add ons' }, ADON: { deliveryCharge: 0, describe: 'Shared with Pet Dog Meals' } },
  ],
  [
    'to two addresses, each pays its own',
    [
      { cart: cart({ addressId: 'home' }), dates: ['2026-11-23'] },
      { cart: chews({ addressId: 'aunt' }), dates: ['2026-11-23'] },
    ],
    { PDM: { deliveryCharge: 5000, describe: '₹50.00 × 1 day' }, ADON: { deliveryCharge: 5000, describe: '₹50.00 × 1 day', igst: true } },
  ],
  [
    'an address whose state is not known yet is priced within the state',
    [{ cart: cart({ addressId: 'old' }), dates: ['2026-11-23'] }],
    { PDM: { deliveryCharge: 5000, describe: '₹50.00 × 1 day' } },
  ],
])('%s', (_name, carts, expected) => {
  const prices = priceCarts(carts, pricing);
  for (const [kind, e] of Object.entries(expected)) {
    const p = prices[kind as 'PDM' | 'ADON'];
    expect([kind, p.deliveryCharge, describeDelivery(p, CATEGORY_LABELS, formatPaise), p.igst > 0]).toEqual([kind, e.deliveryCharge, e.describe, e.igst ?? false]);
  }
});

test('each item is taxed at its own rate (only items off the default travel with the page)', () => {
  expect(pricing.taxes).toEqual({ chew: [180, '23099090'] });
  const { ADON } = priceCarts([{ cart: chews({ addressId: 'home' }), dates: ['2026-11-23'] }], pricing);
  expect(ADON.lines[0]).toMatchObject({ gstRate: 180, hsn: '23099090', cgst: 450, sgst: 450 });
});

test('the payload carries only variants above 0 and the derived repeat', () => {
  const c = cart({ buyOrSubscribe: 'SUBSCRIBE', deliveryDays: ['EVERYDAY'], addressId: 'a1', additionalNotes: ' gate 2 ' });
  const dates = cartDeliveryDates(c, now, 1, []);
  const p = suborderPayload(c, 'cat1', dates, figures);
  expect(p.repeatType).toBe('DAILY');
  expect(p.repeatInfo).toBe('EVERYDAY');
  expect(p.items[0].variants).toEqual([{ price: 14000, quantity: 2, unit: 250, itemVariant: { id: 'v1' } }]);
  expect(p.deliveries).toHaveLength(dates.length);
  expect(p.dropNote).toBe('gate 2');
  expect(p.location).toEqual({ id: 'a1' });
  expect([p.subtotal, p.deliveryCharge, p.totalPrice]).toEqual([1, 2, 3]);
});

test('a cart whose quantities are all 0 has no items', () => {
  expect(cartHasItems(cart({ items: [{ menuItemId: 'm', name: 'x', image: null, unitType: 'GRAMS', specialInstructions: null, variants: [{ variantId: 'v', price: 1, unit: 1, unitType: 'GRAMS', qty: 0 }] }] }))).toBe(false);
  expect(cartHasItems(cart({}))).toBe(true);
});
