import type { AddressSnapshot } from './address-snapshot';
import type { CategoryCode } from './categories';
import {
  cookUnpaidFromConfig,
  paymentFlagOf,
  type PaymentFlag,
  cookSheet,
  cookSheetByCategory,
  describeCookLine,
  describeItems,
  dropNoteOf,
  mapLink,
  parseStopSort,
  sortStops,
  type CookableItem,
  type SortableStop,
} from './dispatch';
import type { OrderStatus } from './order-status';

const item = (id: string, name: string, variants: [unit: number, quantity: number][], extra: Partial<CookableItem> = {}): CookableItem => ({
  menuItem: { id },
  name,
  unitType: 'GRAMS',
  enable: true,
  variants: variants.map(([unit, quantity]) => ({ unit, quantity })),
  ...extra,
});
const delivery = (categoryEnum: CategoryCode, ...items: CookableItem[]) => ({ categoryEnum, items });

const bowl = (v: [number, number][]) => item('pdm-bowl', 'Chicken & Pumpkin Bowl', v);
const rice = (v: [number, number][]) => item('cdm-rice', 'Chicken Rice Community Meal', v);
const eggs = (v: [number, number][]) => item('adon-eggs', 'Boiled Eggs', v, { unitType: 'PIECES' });

test.each([
  ['nothing to cook', [], []],
  ['one delivery, one size', [delivery('PDM', bowl([[250, 2]]))], ['Chicken & Pumpkin Bowl 250 g × 2 = 500 g']],
  [
    'the same size across deliveries adds up',
    [delivery('PDM', bowl([[250, 6]])), delivery('PDM', bowl([[250, 8]]))],
    ['Chicken & Pumpkin Bowl 250 g × 14 = 3.5 kg'],
  ],
  [
    'two sizes of one item stay two lines, smaller first',
    [delivery('PDM', bowl([[500, 1]])), delivery('PDM', bowl([[250, 3], [500, 2]]))],
    ['Chicken & Pumpkin Bowl 250 g × 3 = 750 g', 'Chicken & Pumpkin Bowl 500 g × 3 = 1.5 kg'],
  ],
  [
    'categories in menu order (CDM, PDM, TREATS, ADON), then by name',
    [delivery('ADON', eggs([[6, 2]])), delivery('PDM', bowl([[250, 1]])), delivery('CDM', rice([[1000, 2]]), item('cdm-egg', 'Egg & Rice Community Meal', [[500, 1]]))],
    ['Chicken Rice Community Meal 1 kg × 2 = 2 kg', 'Egg & Rice Community Meal 500 g × 1 = 500 g', 'Chicken & Pumpkin Bowl 250 g × 1 = 250 g', 'Boiled Eggs 6 pcs × 2 = 12 pcs'],
  ],
  ['an item switched off on the order is not cooked', [delivery('PDM', bowl([[250, 2]]), item('x', 'Paneer Bowl', [[250, 5]], { enable: false }))], ['Chicken & Pumpkin Bowl 250 g × 2 = 500 g']],
  ['a zero quantity adds nothing', [delivery('PDM', bowl([[250, 0], [500, 1]]))], ['Chicken & Pumpkin Bowl 500 g × 1 = 500 g']],
] as const)('cook sheet: %s', (_name, deliveries, expected) => {
  expect(cookSheet(deliveries as never).map(describeCookLine)).toEqual(expected);
});

test('cook lines carry the API fields, and group by category and item with a total per item', () => {
  const lines = cookSheet([delivery('PDM', bowl([[250, 14], [500, 2]])), delivery('CDM', rice([[500, 3]]))]);
  expect(lines[0]).toEqual({ categoryEnum: 'CDM', menuItemId: 'cdm-rice', name: 'Chicken Rice Community Meal', unit: 500, unitType: 'GRAMS', quantity: 3, paidQuantity: 3, totalAmount: 1500 });
  const grouped = cookSheetByCategory(lines);
  expect(grouped.map((c) => [c.categoryEnum, c.items.map((i) => [i.name, i.lines.length, i.totalAmount])])).toEqual([
    ['CDM', [['Chicken Rice Community Meal', 1, 1500]]],
    ['PDM', [['Chicken & Pumpkin Bowl', 2, 4500]]],
  ]);
});

test.each([
  [[rice([[500, 2]])], 'Chicken Rice Community Meal 500 g × 2'],
  [[bowl([[250, 1], [500, 2]]), eggs([[6, 1]])], 'Chicken & Pumpkin Bowl 250 g × 1, 500 g × 2; Boiled Eggs 6 pcs × 1'],
  [[item('r', 'Rice', [[500, 1]], { specialInstructions: ' No onions ' })], 'Rice 500 g × 1 (No onions)'],
  [[item('r', 'Rice', [[500, 1]], { enable: false }), eggs([[2, 3]])], 'Boiled Eggs 2 pcs × 3'],
  [[], ''],
])('items of a stop: %#', (items, expected) => {
  expect(describeItems(items)).toBe(expected);
});

test.each([
  [undefined, 'pin'],
  ['customer', 'customer'],
  ['STATUS', 'status'],
  [['status', 'pin'], 'status'],
  ['distance', 'pin'],
  ['', 'pin'],
] as const)('parseStopSort(%p) = %s', (value, expected) => {
  expect(parseStopSort(value as string | string[] | undefined)).toBe(expected);
});

const address = (zipCode: string, extra: Partial<AddressSnapshot> = {}): AddressSnapshot => ({
  id: 'a',
  title: 'Home',
  lineOne: '12, 4th Cross',
  linetwo: null,
  city: 'Bengaluru',
  state: 'Karnataka',
  zipCode,
  country: 'India',
  latitude: null,
  longitude: null,
  dropNote: null,
  ...extra,
});
const stop = (suborderNo: string, firstName: string, zip: string | null, status: OrderStatus): SortableStop => ({
  suborderNo,
  status,
  customer: { firstName, lastName: null },
  location: zip === null ? null : address(zip),
});
const stops = [
  stop('A-1', 'Meera', '560038', 'DELIVERED'),
  stop('B-1', 'arjun', '560001', 'NEW'),
  stop('C-1', 'Zoya', null, 'ASSIGNED'),
  stop('D-1', 'Bina', '560038', 'SUBSCRIBED'),
  stop('E-1', 'Arjun', '560001', 'ASSIGNED'),
];

test.each([
  ['pin', ['B-1', 'E-1', 'D-1', 'A-1', 'C-1']],
  ['customer', ['B-1', 'E-1', 'D-1', 'A-1', 'C-1']],
  ['status', ['B-1', 'D-1', 'E-1', 'C-1', 'A-1']],
] as const)('stops sorted by %s', (by, expected) => {
  expect(sortStops(stops, by).map((s) => s.suborderNo)).toEqual(expected);
  // the input is left as it was
  expect(stops[0].suborderNo).toBe('A-1');
});

test.each([
  [address('560038', { latitude: 12.9716, longitude: 77.5946 }), 'https://www.google.com/maps/search/?api=1&query=12.9716%2C77.5946'],
  [address('560038'), 'https://www.google.com/maps/search/?api=1&query=12%2C%204th%20Cross%2C%20Bengaluru%2C%20Karnataka%20560038%2C%20India'],
  [address('560038', { latitude: 0, longitude: 0 }), 'https://www.google.com/maps/search/?api=1&query=0%2C0'],
  [address('560038', { latitude: 12.9, longitude: null }), 'https://www.google.com/maps/search/?api=1&query=12%2C%204th%20Cross%2C%20Bengaluru%2C%20Karnataka%20560038%2C%20India'],
])('map link %#', (a, href) => {
  expect(mapLink(a)).toBe(href);
});

test.each([
  [null, null, null],
  ['Ring twice', null, 'Ring twice'],
  [null, address('1', { dropNote: 'Blue gate' }), 'Blue gate'],
  ['Ring twice', address('1', { dropNote: 'Blue gate' }), 'Ring twice · Blue gate'],
  ['Blue gate', address('1', { dropNote: ' Blue gate ' }), 'Blue gate'],
  ['  ', address('1', { dropNote: '' }), null],
])('drop note %#', (orderNote, a, expected) => {
  expect(dropNoteOf(orderNote, a)).toBe(expected);
});

test('the cook sheet counts paid portions apart from the unpaid ones', () => {
  const lines = cookSheet([{ ...delivery('CDM', rice([[500, 3]])), paid: true }, { ...delivery('CDM', rice([[500, 2]])), paid: false }]);
  expect(lines.map((l) => [l.quantity, l.paidQuantity])).toEqual([[5, 3]]);
});

const NOW_FLAG = new Date('2026-12-01T10:00:00+05:30');
test.each<[string, { status: string; rejectedAt: Date | null; dueAt: Date | null } | null, PaymentFlag | null]>([
  ['paid', { status: 'success', rejectedAt: null, dueAt: null }, null],
  ['owed, deadline ahead', { status: 'required', rejectedAt: null, dueAt: new Date('2026-12-02T00:00:00Z') }, null],
  ['proof rejected, no new one yet', { status: 'required', rejectedAt: new Date('2026-11-30T00:00:00Z'), dueAt: new Date('2026-12-02T00:00:00Z') }, 'rejected'],
  ['a new proof after a rejection: being verified', { status: 'pending', rejectedAt: new Date('2026-11-30T00:00:00Z'), dueAt: new Date('2026-12-02T00:00:00Z') }, null],
  ['deadline passed', { status: 'required', rejectedAt: null, dueAt: new Date('2026-11-30T00:00:00Z') }, 'expired'],
  ['cancelled', { status: 'cancelled', rejectedAt: null, dueAt: null }, 'expired'],
])('payment flag: %s', (_case, payment, flag) => {
  expect(paymentFlagOf(payment, NOW_FLAG)).toBe(flag);
});

test.each([
  [undefined, true],
  ['true', true],
  ['false', false],
  [' FALSE ', false],
])('dispatch.cookUnpaid %p cooks unpaid: %p', (value, cooked) => {
  expect(cookUnpaidFromConfig(value)).toBe(cooked);
});
