import { safeNextPath } from './safe-next';

test.each([
  ['/orders', '/orders'],
  ['/cart?x=1', '/cart?x=1'],
  [undefined, '/'],
  ['', '/'],
  ['https://evil.example', '/'],
  ['//evil.example', '/'],
  ['/\\evil.example', '/'],
  ['javascript:alert(1)', '/'],
])('next=%p goes to %p', (next, expected) => {
  expect(safeNextPath(next)).toBe(expected);
});
