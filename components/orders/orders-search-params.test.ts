import { NO_FILTERS, isFiltered, orderFilterOf, ordersHref, ordersSearchString, parseOrdersSearchParams, parsePage, parseStatusFilter, type OrdersSearchParams } from './orders-search-params';

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
  [{}, '/orders'],
  [{ page: 2 }, '/orders?page=2'],
  [{ status: 'NEW' }, '/orders?status=NEW'],
  [{ status: 'CANCELLED', page: 3 }, '/orders?status=CANCELLED&page=3'],
  [
    { status: 'NEW', payment: 'pending', delivery: '2026-11-24', from: '2026-11-01', to: '2026-11-30', customer: 'ckabc123', q: 'Ravi Kumar', page: 2 },
    '/orders?status=NEW&payment=pending&delivery=2026-11-24&from=2026-11-01&to=2026-11-30&customer=ckabc123&q=Ravi+Kumar&page=2',
  ],
  [{ q: '  ' }, '/orders'],
  [{ q: 'DM26&x=1' }, '/orders?q=DM26%26x%3D1'],
] as const)('ordersHref(%j) = %s', (query, href) => {
  expect(ordersHref(query as Partial<OrdersSearchParams>)).toBe(href);
});

test.each([
  ['nothing', {}, NO_FILTERS],
  [
    'every filter',
    { status: 'new', payment: 'PENDING', delivery: '2026-11-24', from: '2026-11-01', to: '2026-11-30', customer: 'ckabc123', q: ' 98765 ', page: '2' },
    { page: 2, status: 'NEW', payment: 'pending', delivery: '2026-11-24', from: '2026-11-01', to: '2026-11-30', customer: 'ckabc123', q: '98765' },
  ],
  ['a range given backwards', { from: '2026-11-30', to: '2026-11-01' }, { ...NO_FILTERS, from: '2026-11-01', to: '2026-11-30' }],
  ['only an end', { to: '2026-11-30' }, { ...NO_FILTERS, to: '2026-11-30' }],
  ['days that are not days', { delivery: '2026-02-30', from: 'yesterday', to: '24/11/2026' }, NO_FILTERS],
  ['unknown statuses', { status: 'SHIPPED', payment: 'paid' }, NO_FILTERS],
  ['a customer id with odd characters', { customer: "x' OR 1=1" }, NO_FILTERS],
  ['repeated parameters: the first counts', { status: ['ASSIGNED', 'NEW'], q: ['a', 'b'] }, { ...NO_FILTERS, status: 'ASSIGNED', q: 'a' }],
  ['a search too long is cut', { q: 'x'.repeat(150) }, { ...NO_FILTERS, q: 'x'.repeat(100) }],
] as const)('parseOrdersSearchParams: %s', (_name, params, expected) => {
  expect(parseOrdersSearchParams(params as Record<string, string | string[]>)).toEqual(expected);
});

test('what is written is read back the same', () => {
  const query: OrdersSearchParams = { page: 4, status: 'DELIVERED', payment: 'required', delivery: '2026-12-01', from: '2026-11-01', to: '2026-11-02', customer: 'ck1', q: 'Meena & co' };
  expect(parseOrdersSearchParams(Object.fromEntries(new URLSearchParams(ordersSearchString(query))))).toEqual(query);
});

test('the service filter and "is anything filtered"', () => {
  const q = parseOrdersSearchParams({ payment: 'success', q: 'ravi', page: '3' });
  expect(orderFilterOf(q)).toEqual({ status: null, paymentStatus: 'success', deliveryDate: null, fromDate: null, toDate: null, userId: null, search: 'ravi' });
  expect(orderFilterOf(NO_FILTERS).search).toBeNull();
  expect(isFiltered(q)).toBe(true);
  expect(isFiltered({ ...NO_FILTERS, page: 5 })).toBe(false);
});

test('?ending=7 (the dashboard\'s link) filters subscriptions ending within 7 days, and is written back', () => {
  const q = parseOrdersSearchParams({ ending: '7' });
  expect(q.ending).toBe(7);
  expect(orderFilterOf(q).endingWithinDays).toBe(7);
  expect(ordersSearchString(q)).toBe('ending=7');
  expect(parseOrdersSearchParams({ ending: '400' }).ending).toBeUndefined();
});
