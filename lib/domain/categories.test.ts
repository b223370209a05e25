import { CATEGORY_LABELS, parseCategoryFilter, DELIVERY_RANGE } from './categories';

test.each([
  ['PDM', 'PDM'],
  ['pdm', 'PDM'],
  ['TREATS', 'TREATS'],
  ['ALL', 'ALL'],
  ['', 'ALL'],
  ['bogus', 'ALL'],
  [undefined, 'ALL'],
  [['CDM'], 'ALL'],
])('category filter %p reads as %s', (input, expected) => {
  expect(parseCategoryFilter(input)).toBe(expected);
});

test('labels are the spec’s, All Categories first', () => {
  expect(Object.values(CATEGORY_LABELS)).toEqual(['All Categories', 'Community Dog Meals', 'Pet Dog Meals', 'Treats', 'Add ons']);
});

test('delivery range text', () => {
  expect(DELIVERY_RANGE.TREATS).toBe('Delivered across India');
  expect(DELIVERY_RANGE.CDM).toBe('Delivery only in Bengaluru');
});
