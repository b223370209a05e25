// The cart's starting choices: the default address per cart kind, and a one-time treats
// order's earliest date. One row per case.
import { emptyCart, type Cart } from './cart';
import type { CategoryCode } from './categories';
import { defaultAddressId, withCheckoutDefaults, withDefaultAddress, withDefaultDates, type AddressChoice } from './cart-defaults';

const PINS = new Set(['560038', '560001']);
const home: AddressChoice = { id: 'home', zipCode: '560038', isDefault: false };
const office: AddressChoice = { id: 'office', zipCode: '560001', isDefault: false };
const mumbai: AddressChoice = { id: 'mumbai', zipCode: '400001', isDefault: false };
const marked = (a: AddressChoice): AddressChoice => ({ ...a, isDefault: true });

test.each<[string, CategoryCode, AddressChoice[], string | null]>([
  ['no saved address: none', 'PDM', [], null],
  ['the only address, in Bengaluru, for a meal', 'PDM', [home], 'home'],
  ['the only address, outside Bengaluru, for a meal: none serves it', 'CDM', [mumbai], null],
  ['the only address, outside Bengaluru, for treats', 'TREATS', [mumbai], 'mumbai'],
  ['no default marked: the most recently saved', 'PDM', [home, office], 'office'],
  ['the marked default wins over a newer one', 'PDM', [marked(home), office], 'home'],
  ['a marked default the kind cannot reach: the newest that can', 'ADON', [home, marked(mumbai)], 'home'],
  ['treats go to the marked default anywhere in India', 'TREATS', [home, marked(mumbai)], 'mumbai'],
  ['the newest serving one, skipping a newer one outside the area', 'PDM', [home, mumbai], 'home'],
])('%s', (_, kind, addresses, expected) => {
  expect(defaultAddressId(kind, addresses, PINS)).toBe(expected);
});

test.each<[string, string | null, AddressChoice[], string | null]>([
  ['no address chosen: the default', null, [home], 'home'],
  ['a chosen address is kept', 'home', [home, marked(office)], 'home'],
  ['a chosen address removed since: the default', 'gone', [home], 'home'],
  ['a chosen address the cart cannot reach: the default', 'mumbai', [mumbai, home], 'home'],
  ['nothing serves: none', null, [mumbai], null],
])('withDefaultAddress: %s', (_, chosen, addresses, expected) => {
  expect(withDefaultAddress({ ...emptyCart('PDM'), addressId: chosen }, addresses, PINS).addressId).toBe(expected);
});

// Monday 23 November 2026, 10:00 in Kolkata: treats come from Thu 3 Dec (10 days).
const NOW = new Date('2026-11-23T10:00:00+05:30');
test.each<[string, Partial<Cart>, string[], string[]]>([
  ['one-time treats with no date: the earliest', { kind: 'TREATS' }, [], ['2026-12-03']],
  ['the earliest closed: the next open day', { kind: 'TREATS' }, ['2026-12-03'], ['2026-12-04']],
  ['a chosen date is kept', { kind: 'TREATS', deliveryDates: ['2026-12-10'] }, [], ['2026-12-10']],
  ['a treats subscription chooses its own schedule', { kind: 'TREATS', buyOrSubscribe: 'SUBSCRIBE' }, [], []],
  ['a one-time meal order chooses its own date', { kind: 'PDM' }, [], []],
])('withDefaultDates: %s', (_, partial, closed, expected) => {
  const cart = { ...emptyCart(partial.kind ?? 'PDM'), ...partial };
  expect(withDefaultDates(cart, NOW, 1, closed).deliveryDates).toEqual(expected);
});

test('withCheckoutDefaults fills both', () => {
  const cart = withCheckoutDefaults(emptyCart('TREATS'), { addresses: [mumbai], servicePins: PINS, now: NOW, months: 1, closedDates: [] });
  expect(cart).toMatchObject({ addressId: 'mumbai', deliveryDates: ['2026-12-03'] });
});
