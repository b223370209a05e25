import { menuItemFormSchema, menuItemInputSchema, menuItemFormValues, nextAvailableDay, soldOutBadge, soldOutProblem, toMenuItemInput } from './menu-item-rules';

const valid = { name: 'Chicken Rice Bowl', categoryId: 'cat1', hsn: '23091000', gstRate: 50, variants: [{ unit: 250, unitType: 'GRAMS', price: 12000 }] };
const firstMessage = (input: unknown) => {
  const r = menuItemInputSchema.safeParse(input);
  return r.success ? null : r.error.issues[0].message;
};

test.each([
  ['a valid item', valid, null],
  ['no name', { ...valid, name: ' ' }, 'The name needs at least 2 characters.'],
  ['a long name', { ...valid, name: 'x'.repeat(81) }, 'The name can be at most 80 characters.'],
  ['no category', { ...valid, categoryId: '' }, 'Please choose a category.'],
  ['an HSN code of 5 digits', { ...valid, hsn: '23091' }, 'An HSN code is 4, 6 or 8 digits, e.g. 23091000 for dog food.'],
  ['an HSN code with spaces is fine', { ...valid, hsn: '2309 10 00' }, null],
  ['a GST rate above 40 %', { ...valid, gstRate: 410 }, 'A GST rate is a percentage from 0 to 40, in steps of 0.1.'],
  ['a fractional GST rate', { ...valid, gstRate: 2.5 }, 'A GST rate is a percentage from 0 to 40, in steps of 0.1.'],
  ['no sizes', { ...valid, variants: [] }, 'Add at least one size with its price.'],
  ['a price under ₹1', { ...valid, variants: [{ unit: 250, unitType: 'GRAMS', price: 50 }] }, 'A price is at least ₹1.'],
  ['a size of 0', { ...valid, variants: [{ unit: 0, unitType: 'GRAMS', price: 100 }] }, 'The size is at least 1.'],
  ['two equal sizes', { ...valid, variants: [{ unit: 250, unitType: 'GRAMS', price: 100 }, { unit: 250, unitType: 'GRAMS', price: 200 }] }, 'Two sizes are the same: change or remove one.'],
  ['a sold-out date that is no day', { ...valid, soldOutDates: ['2026-02-30'] }, 'A sold-out date is a day as YYYY-MM-DD.'],
])('%s', (_case, input, message) => {
  expect(firstMessage(input)).toBe(message);
});

test('defaults: available, position 0, sold-out dates sorted without repeats, HSN without spaces', () => {
  const out = menuItemInputSchema.parse({ ...valid, hsn: '2309 10 00', soldOutDates: ['2026-12-02', '2026-12-01', '2026-12-02'] });
  expect(out).toMatchObject({ available: true, sortOrder: 0, soldOutDates: ['2026-12-01', '2026-12-02'], hsn: '23091000', foodType: null, imageId: null });
});

test('the form shows every problem at once, beside its field', () => {
  const r = menuItemFormSchema.safeParse({ ...menuItemFormValues(), name: '', gstPercent: '50', variants: [{ id: '', unit: 'x', unitType: 'GRAMS', rupees: '12.345' }] });
  expect(r.success).toBe(false);
  const paths = r.error!.issues.map((i) => i.path.join('.'));
  expect(paths).toEqual(expect.arrayContaining(['name', 'gstPercent', 'categoryId', 'variants.0.unit', 'variants.0.rupees']));
});

test('a valid form becomes the API input: rupees to paise, percent to tenths', () => {
  const form = menuItemFormSchema.parse({ ...menuItemFormValues(undefined, { defaultCategoryId: 'c' }), name: 'Bowl', gstPercent: '12', soldOutDates: [{ day: '2026-12-01' }], variants: [{ id: '', unit: '500', unitType: 'GRAMS', rupees: '120.50' }] });
  expect(toMenuItemInput(form)).toMatchObject({ gstRate: 120, soldOutDates: ['2026-12-01'], variants: [{ id: null, unit: 500, unitType: 'GRAMS', price: 12050 }] });
});

test.each([
  ['1', true],
  [' 120.5 ', true],
  ['100000', true],
  ['0.99', false],
  ['100000.01', false],
  ['12.345', false],
  ['-5', false],
  ['', false],
])("a size's price %p is accepted: %p", (rupees, accepted) => {
  const r = menuItemFormSchema.safeParse({ ...menuItemFormValues(undefined, { defaultCategoryId: 'c' }), name: 'Bowl', gstPercent: '12', variants: [{ id: '', unit: '500', unitType: 'GRAMS', rupees }] });
  expect(r.success).toBe(accepted);
});

test('a duplicate is a new item: its own name, no size ids', () => {
  const item = { id: 'i', name: 'Bowl', description: null, categoryId: 'c', foodType: 'veg' as const, hsn: '23091000', gstRate: 50, sortOrder: 3, available: true, soldOutDates: [], ingredients: [], nutrition: null, portionGuide: [], variants: [{ id: 'v', unit: 250, unitType: 'GRAMS' as const, price: 12000 }] };
  expect(menuItemFormValues(item, { duplicate: true })).toMatchObject({ name: 'Bowl (copy)', variants: [{ id: '', unit: '250', rupees: '120' }] });
});

const bowl = { name: 'Chicken Rice', available: true, soldOutDates: ['2026-12-01', '2026-12-02', '2026-12-05'] };
test.each([
  ['dates clear of sold-out days', bowl, ['2026-12-03'], null],
  ['one sold-out day: the next day it is available', bowl, ['2026-12-01', '2026-12-03'], 'Chicken Rice is sold out on Tue, 1 Dec 2026. It is available again from Thu, 3 Dec 2026.'],
  ['several sold-out days', bowl, ['2026-12-05', '2026-12-02'], 'Chicken Rice is sold out on Wed, 2 Dec 2026 and Sat, 5 Dec 2026. It is available again from Thu, 3 Dec 2026.'],
  ['not available at all', { ...bowl, available: false }, ['2026-12-03'], 'Chicken Rice is sold out for now. Please remove it from your cart.'],
])('soldOutProblem: %s', (_case, item, dates, message) => {
  expect(soldOutProblem(item, dates)).toBe(message);
});

test('nextAvailableDay and the card note', () => {
  expect(nextAvailableDay(bowl, '2026-12-01')).toBe('2026-12-03');
  expect(nextAvailableDay({ ...bowl, available: false }, '2026-12-01')).toBeNull();
  expect(soldOutBadge(bowl, '2026-12-01')).toBe('Sold out today');
  expect(soldOutBadge(bowl, '2026-11-30')).toBe('Sold out on Tue, 1 Dec 2026');
  expect(soldOutBadge(bowl, '2026-12-06')).toBeNull();
  expect(soldOutBadge({ ...bowl, available: false }, '2026-12-06')).toBe('Sold out');
});
