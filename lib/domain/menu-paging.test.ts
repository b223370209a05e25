import { firstPageLength, itemsMatching, showMoreLabel, totalItems, type FoodTypeCounts } from './menu-paging';

const counts: FoodTypeCounts = { veg: 20, nonveg: 28, unset: 2 };

test.each([
  ['all', 50],
  ['veg', 20],
  ['nonveg', 28],
] as const)('filter %s shows %i of the view', (filter, shown) => {
  expect(itemsMatching(counts, filter)).toBe(shown);
});

test('an item without a food type counts in the total only', () => {
  expect(totalItems(counts)).toBe(50);
  expect(itemsMatching({ veg: 0, nonveg: 0, unset: 3 }, 'veg')).toBe(0);
});

test.each([
  [26, 'all', 'Show 26 more items'],
  [1, 'all', 'Show 1 more item'],
  [5, 'veg', 'Show 5 more veg items'],
  [1, 'nonveg', 'Show 1 more non-veg item'],
  [0, 'all', null],
  [-2, 'veg', null],
] as const)('%i remaining under %s: %s', (remaining, filter, label) => {
  expect(showMoreLabel(remaining, filter)).toBe(label);
});

test.each([
  [0, 0],
  [15, 15],
  [18, 18],
  [19, 12],
  [50, 12],
  [200, 12],
])('a view of %i items: the page carries %i', (total, carried) => {
  expect(firstPageLength(total)).toBe(carried);
});
