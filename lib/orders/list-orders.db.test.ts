import { useTestDatabase } from '@/testing/test-database';
import { graphqlRequest } from '@/testing/graphql-request';
import { loginAs } from '@/testing/login';
import { createTestOrder } from '@/testing/order-factory';
import { ADMIN_PHONE } from '@/prisma/seed-data';

const t = useTestDatabase();

const ORDER_FIELDS = /* GraphQL */ `
  id orderNumber createdAt subtotal totalPrice cgst sgst deliveryCharge
  payment { id status amount screenshot { id url } }
  user { id firstName lastName phoneNumber address { id title } }
  suborders {
    id suborderNo status dropNote deliveryCharge repeatType repeatInfo categoryEnum
    category { id title } totalPrice subtotal cgst sgst
    deliveries { id deliveryDate status }
    items { id name price unitType specialInstructions enable menuItem { id } variants { id quantity unit price itemVariant { id } } }
    location { id title lineOne city zipCode }
    nextDeliveryDate deliveredCount
  }
`;
const LIST = `query($skip: Int, $limit: Int, $filter: OrderFilter) { getOrders(skip: $skip, limit: $limit, filter: $filter) { count orders { ${ORDER_FIELDS} } } }`;
const ONE = `query($n: String!) { getOrder(orderNumber: $n) { ${ORDER_FIELDS} } }`;

type OrderOut = { id: string; orderNumber: string; user: { id: string }; suborders: { id: string; status: string; nextDeliveryDate: string | null; deliveredCount: number; deliveries: { deliveryDate: string; status: string }[] }[]; payment: { status: string } };
type ListOut = { getOrders: { count: number; orders: OrderOut[] } };
const code = (res: { errors?: { extensions?: { code?: string } }[] }) => res.errors?.[0]?.extensions?.code;

let meera: Awaited<ReturnType<typeof loginAs>>;
let ravi: Awaited<ReturnType<typeof loginAs>>;
let admin: Awaited<ReturnType<typeof loginAs>>;
const orders: Record<string, { id: string; orderNumber: string }> = {};

// The first login loads the whole GraphQL app: a generous timeout for a busy machine.
beforeAll(async () => {
  [meera, ravi, admin] = [await loginAs('9876500201'), await loginAs('9876500202'), await loginAs(ADMIN_PHONE)];
  const db = t.db();
  await db.user.update({ where: { id: meera.user.id }, data: { firstName: 'Meera', lastName: 'Rao' } });
  await db.user.update({ where: { id: ravi.user.id }, data: { firstName: 'Ravi', lastName: 'Kumar' } });
  // Kolkata days: 18:30 UTC is midnight in Bengaluru.
  orders.m1 = await createTestOrder(db, { userId: meera.user.id, orderNumber: 'DM261101-AAAAA', createdAt: new Date('2026-11-01T05:00:00Z') });
  orders.m2 = await createTestOrder(db, {
    userId: meera.user.id,
    orderNumber: 'DM261105-BBBBB',
    createdAt: new Date('2026-11-05T18:29:00Z'), // 23:59 on 5 Nov in Bengaluru
    suborders: [
      { kind: 'CDM', status: 'SUBSCRIBED', repeatType: 'DAILY', repeatInfo: 'EVERYDAY', deliveries: [{ date: '2026-11-06', status: 'DELIVERED' }, { date: '2026-11-07', status: 'CANCELLED' }, { date: '2026-11-09' }, { date: '2026-11-08' }] },
      { kind: 'TREATS', status: 'DELIVERED', deliveries: [{ date: '2026-11-15' }] },
    ],
  });
  orders.r1 = await createTestOrder(db, { userId: ravi.user.id, orderNumber: 'DM261105-CCCCC', createdAt: new Date('2026-11-05T18:30:00Z'), suborders: [{ status: 'CANCELLED' }] });
}, 30_000);

test('a customer sees only their own orders, newest first', async () => {
  const res = await graphqlRequest<ListOut>(LIST, {}, { cookie: meera.cookie });
  expect(res.errors).toBeUndefined();
  expect(res.data!.getOrders.count).toBe(2);
  expect(res.data!.getOrders.orders.map((o) => o.orderNumber)).toEqual(['DM261105-BBBBB', 'DM261101-AAAAA']);
  expect(res.data!.getOrders.orders.every((o) => o.user.id === meera.user.id)).toBe(true);

  const own = await graphqlRequest<ListOut>(LIST, { filter: { userId: meera.user.id } }, { cookie: meera.cookie });
  expect(own.data!.getOrders.count).toBe(2);
});

test("a customer asking for someone else's orders is FORBIDDEN; another's order is NOT_FOUND", async () => {
  expect(code(await graphqlRequest(LIST, { filter: { userId: ravi.user.id } }, { cookie: meera.cookie }))).toBe('FORBIDDEN');
  expect(code(await graphqlRequest(ONE, { n: orders.r1.orderNumber }, { cookie: meera.cookie }))).toBe('NOT_FOUND');
  expect(code(await graphqlRequest(ONE, { n: 'DM000000-NOPE0' }, { cookie: meera.cookie }))).toBe('NOT_FOUND');
  // The same answer either way: nothing tells a stranger the order exists.
  const [theirs, none] = [await graphqlRequest(ONE, { n: orders.r1.orderNumber }, { cookie: meera.cookie }), await graphqlRequest(ONE, { n: 'DM000000-NOPE0' }, { cookie: meera.cookie })];
  expect(theirs.errors![0].message).toBe(none.errors![0].message);
  // A customer's search never reaches other customers' orders.
  const search = await graphqlRequest<ListOut>(LIST, { filter: { search: 'CCCCC' } }, { cookie: meera.cookie });
  expect(search.data!.getOrders.count).toBe(0);
});

test('logged out: UNAUTHENTICATED', async () => {
  expect(code(await graphqlRequest(LIST))).toBe('UNAUTHENTICATED');
  expect(code(await graphqlRequest(ONE, { n: orders.m1.orderNumber }))).toBe('UNAUTHENTICATED');
});

test('getOrder returns the whole order: suborders, deliveries as days, items, location snapshot, display figures', async () => {
  const res = await graphqlRequest<{ getOrder: OrderOut & Record<string, unknown> }>(ONE, { n: 'DM261105-BBBBB' }, { cookie: meera.cookie });
  expect(res.errors).toBeUndefined();
  const order = res.data!.getOrder;
  expect(order).toMatchObject({ orderNumber: 'DM261105-BBBBB', createdAt: '2026-11-05T18:29:00.000Z', payment: { status: 'required', screenshot: null }, user: { id: meera.user.id, firstName: 'Meera', lastName: 'Rao', phoneNumber: '+919876500201' } });
  const [cdm, treats] = order.suborders as unknown as Record<string, unknown>[];
  expect(cdm).toMatchObject({
    suborderNo: 'DM261105-BBBBB-1',
    status: 'SUBSCRIBED',
    repeatType: 'DAILY',
    repeatInfo: 'EVERYDAY',
    categoryEnum: 'CDM',
    category: { title: 'Community Dog Meals' },
    location: { title: 'Home', zipCode: '560038' },
    // Cancelled deliveries are not coming: the next one is 8 Nov, not 7 Nov.
    nextDeliveryDate: '2026-11-08',
    deliveredCount: 1,
  });
  expect((cdm.deliveries as { deliveryDate: string }[]).map((d) => d.deliveryDate)).toEqual(['2026-11-06', '2026-11-07', '2026-11-08', '2026-11-09']);
  expect((cdm.location as { id: string }).id).toBeTruthy();
  const items = cdm.items as { menuItem: { id: string }; variants: { itemVariant: { id: string }; quantity: number }[] }[];
  expect(items[0].menuItem.id).toBeTruthy();
  expect(items[0].variants[0]).toMatchObject({ quantity: 2, itemVariant: { id: expect.any(String) } });
  expect(treats).toMatchObject({ categoryEnum: 'TREATS', status: 'DELIVERED', nextDeliveryDate: null, deliveredCount: 1 });
  expect(order.totalPrice).toBe((order.suborders as unknown as { totalPrice: number }[]).reduce((n, s) => n + s.totalPrice, 0));
});

describe('admin', () => {
  const list = async (variables: Record<string, unknown>) => {
    const res = await graphqlRequest<ListOut>(LIST, variables, { cookie: admin.cookie });
    expect(res.errors).toBeUndefined();
    return res.data!.getOrders;
  };

  test('sees every order and can open any', async () => {
    const all = await list({});
    expect(all.count).toBe(await t.db().order.count());
    expect(all.orders.map((o) => o.orderNumber)).toEqual(['DM261105-CCCCC', 'DM261105-BBBBB', 'DM261101-AAAAA']);
    expect((await graphqlRequest(ONE, { n: orders.r1.orderNumber }, { cookie: admin.cookie })).errors).toBeUndefined();
  });

  test.each([
    ['one customer', { userId: 'meera' }, ['DM261105-BBBBB', 'DM261101-AAAAA']],
    ['a suborder status', { status: 'CANCELLED' }, ['DM261105-CCCCC']],
    ['a suborder status (any of several suborders)', { status: 'DELIVERED' }, ['DM261105-BBBBB']],
    ['from a Bengaluru day (midnight boundary)', { fromDate: '2026-11-06' }, ['DM261105-CCCCC']],
    ['up to a Bengaluru day (its last minute included)', { toDate: '2026-11-05' }, ['DM261105-BBBBB', 'DM261101-AAAAA']],
    ['a date range', { fromDate: '2026-11-02', toDate: '2026-11-05' }, ['DM261105-BBBBB']],
    ['order number', { search: 'bbbbb' }, ['DM261105-BBBBB']],
    ['customer phone digits', { search: '98765 00202' }, ['DM261105-CCCCC']],
    ['customer name', { search: 'meera' }, ['DM261105-BBBBB', 'DM261101-AAAAA']],
    ['customer last name', { search: 'Kumar' }, ['DM261105-CCCCC']],
    ['nothing matching', { search: 'zzzz' }, []],
  ])('filters by %s', async (_name, filter, expected) => {
    const resolved = 'userId' in filter ? { userId: meera.user.id } : filter;
    const page = await list({ filter: resolved });
    expect(page.orders.map((o) => o.orderNumber)).toEqual(expected);
    expect(page.count).toBe(expected.length);
  });

  test('pages with skip and limit; count is the whole match', async () => {
    const page = await list({ skip: 1, limit: 1 });
    expect(page.count).toBe(3);
    expect(page.orders.map((o) => o.orderNumber)).toEqual(['DM261105-BBBBB']);
  });

  test('bad filters are BAD_USER_INPUT naming the field', async () => {
    for (const [filter, field] of [
      [{ fromDate: '05-11-2026' }, 'filter.fromDate'],
      [{ fromDate: '2026-11-06', toDate: '2026-11-05' }, 'filter.toDate'],
      [{ search: 'x'.repeat(101) }, 'filter.search'],
    ] as const) {
      const res = await graphqlRequest(LIST, { filter }, { cookie: admin.cookie });
      expect(code(res)).toBe('BAD_USER_INPUT');
      expect(res.errors![0].extensions!.field).toBe(field);
    }
    expect(code(await graphqlRequest(LIST, { limit: 101 }, { cookie: admin.cookie }))).toBe('BAD_USER_INPUT');
  });
});
