import { countOf, noun } from './plural';

test.each([
  [0, 'customer', undefined, '0 customers'],
  [1, 'customer', undefined, '1 customer'],
  [2, 'customer', undefined, '2 customers'],
  [1, 'delivery', 'deliveries', '1 delivery'],
  [5, 'delivery', 'deliveries', '5 deliveries'],
  [1, 'entry', 'entries', '1 entry'],
  [21, 'order', undefined, '21 orders'],
  [1500, 'order', undefined, '1,500 orders'],
  [100000, 'customer', undefined, '1,00,000 customers'],
] as const)('%i %s reads %s', (n, singular, plural, shown) => {
  expect(countOf(n, singular, plural)).toBe(shown);
});

test.each([
  [1, 'item'],
  [0, 'items'],
  [2, 'items'],
])('noun(%i) is %s', (n, word) => {
  expect(noun(n, 'item')).toBe(word);
});
