import { foodFilterStatus, isFoodFilter, matchesFoodFilter, type FoodFilter, type FoodType } from './food-types';

test.each<[FoodType | null, FoodFilter, boolean]>([
  ['veg', 'all', true],
  ['nonveg', 'all', true],
  [null, 'all', true],
  ['veg', 'veg', true],
  ['nonveg', 'veg', false],
  [null, 'veg', false],
  ['nonveg', 'nonveg', true],
  ['veg', 'nonveg', false],
  [null, 'nonveg', false],
])('an item of type %p shown under %p: %p', (type, filter, shown) => {
  expect(matchesFoodFilter(type, filter)).toBe(shown);
});

test.each<[unknown, boolean]>([
  ['all', true],
  ['veg', true],
  ['nonveg', true],
  ['VEG', false],
  ['non-veg', false],
  [null, false],
  [1, false],
])('isFoodFilter(%p) = %p', (value, ok) => {
  expect(isFoodFilter(value)).toBe(ok);
});

test.each<[number, number, FoodFilter, string]>([
  [14, 14, 'all', 'Showing all 14 items.'],
  [1, 1, 'all', 'Showing all 1 item.'],
  [6, 14, 'veg', 'Showing 6 of 14 items: veg only.'],
  [8, 14, 'nonveg', 'Showing 8 of 14 items: non-veg only.'],
  [0, 3, 'veg', 'No veg items here.'],
  [0, 3, 'nonveg', 'No non-veg items here.'],
])('foodFilterStatus(%p, %p, %p)', (shown, total, filter, text) => {
  expect(foodFilterStatus(shown, total, filter)).toBe(text);
});
