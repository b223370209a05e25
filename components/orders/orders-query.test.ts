import { ordersHref, parsePage, parseStatusFilter } from './orders-query';

test.each([
  [undefined, 1],
  ['1', 1],
  ['3', 3],
  [['4', '5'], 4],
  ['0', 1],
  ['-2', 1],
  ['2.5', 1],
  ['abc', 1],
  ['', 1],
  ['10001', 1],
] as const)('parsePage(%p) = %i', (value, page) => {
  expect(parsePage(value as string | string[] | undefined)).toBe(page);
});

test.each([
  [undefined, null],
  ['NEW', 'NEW'],
  ['delivered', 'DELIVERED'],
  [['CANCELLED', 'NEW'], 'CANCELLED'],
  ['ALL', null],
  ['', null],
  ['shipped', null],
] as const)('parseStatusFilter(%p) = %p', (value, status) => {
  expect(parseStatusFilter(value as string | string[] | undefined)).toBe(status);
});

test.each([
  [1, null, '/orders'],
  [2, null, '/orders?page=2'],
  [1, 'NEW', '/orders?status=NEW'],
  [3, 'CANCELLED', '/orders?status=CANCELLED&page=3'],
] as const)('ordersHref(%i, %p) = %s', (page, status, href) => {
  expect(ordersHref(page, status)).toBe(href);
});
