// Reading a page of orders costs a fixed number of SQL queries however many orders are on it:
// one per relation level, never one per order (no N+1).
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '@/lib/generated/prisma/client';
import { useTestDatabase } from '@/testing/test-database';
import { createTestOrder } from '@/testing/order-factory';
import { listOrders } from './list-orders';
import { getOrder } from './get-order';
import type { Viewer } from '@/lib/auth/viewer';

const t = useTestDatabase();
let counted: PrismaClient;
let queries = 0;
const store = globalThis as unknown as { __storeDb?: unknown };
let original: unknown;

beforeAll(async () => {
  counted = new PrismaClient({ adapter: new PrismaPg({ connectionString: t.url(), max: 2 }), log: [{ emit: 'event', level: 'query' }] });
  counted.$on('query' as never, () => {
    queries++;
  });
  original = store.__storeDb;
  store.__storeDb = counted;
});
afterAll(async () => {
  store.__storeDb = original;
  await counted.$disconnect();
});

async function customerWith(orders: number, phone: string): Promise<Viewer> {
  const user = await t.db().user.create({ data: { phoneNumber: phone, firstName: 'Q' } });
  for (let i = 0; i < orders; i++) {
    await createTestOrder(t.db(), {
      userId: user.id,
      suborders: [{ kind: 'CDM' }, { kind: 'PDM', repeatType: 'WEEKLY', repeatInfo: 'MONDAY' }],
    });
  }
  return { id: user.id, roleId: 2, firstName: 'Q' };
}

async function countQueries(run: () => Promise<unknown>): Promise<number> {
  queries = 0;
  await run();
  return queries;
}

test('a page of 5 orders and a page of 50 cost the same number of queries', async () => {
  const few = await customerWith(5, '+919812340005');
  const many = await customerWith(50, '+919812340050');
  const small = await countQueries(async () => expect((await listOrders(few, { limit: 100 })).orders).toHaveLength(5));
  const large = await countQueries(async () => expect((await listOrders(many, { limit: 100 })).orders).toHaveLength(50));
  expect(small).toBeGreaterThan(0);
  expect(large).toBe(small);
  // An admin's view over everyone's orders is no different.
  const admin: Viewer = { id: (await t.db().user.findFirstOrThrow({ where: { roleId: 1 } })).id, roleId: 1, firstName: 'A' };
  expect(await countQueries(() => listOrders(admin, { limit: 100 }))).toBe(small);
});

test('one order is a fixed handful of queries too', async () => {
  const owner = await customerWith(1, '+919812340001');
  const { orders } = await listOrders(owner, { limit: 1 });
  const n = await countQueries(() => getOrder(owner, orders[0].orderNumber));
  // One per relation level of orderInclude (order, user, addresses, images, payment, screenshot,
  // suborders, category, deliveries, the deliveries' own items, their rider, proof photo and door
  // photo, items, variants, refunds): 16.
  expect(n).toBeLessThanOrEqual(16);
});
