// What a skip costs in SQL: a fixed number of queries, the same for a subscription of 9 deliveries
// and one of 60 (no query per delivery), counted through Prisma's query log.
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '@/lib/generated/prisma/client';
import { useTestDatabase } from '@/testing/test-database';
import { createTestOrder } from '@/testing/order-factory';
import { setClock } from '@/lib/clock';
import { addDays } from '@/lib/domain/calendar';
import type { Viewer } from '@/lib/auth/viewer';
import { skipDelivery } from './skip-delivery';

const t = useTestDatabase();
let counted: PrismaClient;
let queries: string[] = [];
const store = globalThis as unknown as { __storeDb?: unknown };
let original: unknown;
let restoreClock: () => void;

beforeAll(async () => {
  counted = new PrismaClient({ adapter: new PrismaPg({ connectionString: t.url(), max: 2 }), log: [{ emit: 'event', level: 'query' }] });
  counted.$on('query' as never, (e: { query: string }) => {
    queries.push(e.query);
  });
  original = store.__storeDb;
  store.__storeDb = counted;
  restoreClock = setClock(new Date('2026-12-01T10:00:00+05:30'));
});
afterAll(async () => {
  restoreClock();
  store.__storeDb = original;
  await counted.$disconnect();
});

async function skipCost(repeatType: 'DAILY' | 'NONE', days: number, paymentStatus: 'required' | 'success' = 'required'): Promise<number> {
  const user = await t.db().user.create({ data: { phoneNumber: `+9198123${String(Math.floor(Math.random() * 99999)).padStart(5, '0')}`, firstName: 'Q' } });
  const order = await createTestOrder(t.db(), {
    userId: user.id,
    paymentStatus,
    suborders: [
      repeatType === 'DAILY'
        ? { status: 'SUBSCRIBED', repeatType: 'DAILY', repeatInfo: 'EVERYDAY', deliveries: Array.from({ length: days }, (_, i) => ({ date: addDays('2026-12-05', i) })) }
        : { status: 'NEW', repeatType: 'NONE', repeatInfo: 'CUSTOM', deliveries: Array.from({ length: days }, (_, i) => ({ date: addDays('2026-12-05', i) })) },
    ],
  });
  const viewer: Viewer = { id: user.id, roleId: 2, firstName: 'Q' };
  queries = [];
  await skipDelivery(viewer, order.suborders[0].deliveries[1].id);
  return queries.filter((q) => !/^(BEGIN|COMMIT)$/i.test(q.trim())).length;
}

test('a subscription skip costs the same fixed number of queries for 9 and for 60 deliveries', async () => {
  const small = await skipCost('DAILY', 9);
  const large = await skipCost('DAILY', 60);
  expect(large).toBe(small);
  // Besides BEGIN and COMMIT: the lookup 3 (delivery, suborder, order: who owns it), order lock 1,
  // suborder lock 1, deliveries 1, skip 1, closed dates 1, the replacement's capacity 4 (the
  // suborder's and the day's own portions, the categories' limits and overrides; no lock without a
  // limit), the address of the last delivery 1 (the make-up day goes there), the replacement 1 and
  // its copies of the day's own items and portions 2, and the suborder's view after the commit 9
  // (suborder, category, deliveries, items, variants, the days' own items, each day's rider, proof
  // photo and door photo), and the customer's PLAN_CHANGED message 3 (in the same transaction): 28.
  expect(small).toBe(28);
});

test('a one-time skip (unpaid, then paid) costs a fixed number too', async () => {
  // Unpaid: the lookup 3, locks 2, deliveries 1, skip 1, the payment's status 1, the order with its
  // lines and deliveries 1 (load-order-charges.ts), the tax settings 1, the delivery marked credited
  // 1, the payment as the settlement reads it 1, the payment's transition 2 (the order lock again,
  // already held, and the payment under it), its new amount 1, the view 9 (with the days' own items,
  // rider and photos), the PLAN_CHANGED message 3: 27.
  expect(await skipCost('NONE', 3, 'required')).toBe(27);
  expect(await skipCost('NONE', 30, 'required')).toBe(27);
  // Paid: instead of the transition and the amount, the first invoice's basis 1, the order's invoices 1, the wallet credit 3
  // (lock-and-read the wallet row, the entry, the new balance), the invoice it reduces 1, its buyer
  // and the suborders' addresses 2, the series' lock 1 and the credit note's number 1, and the
  // credit note with its lines 3 (Prisma writes the note, then its lines, then reads the note
  // back): 37.
  expect(await skipCost('NONE', 3, 'success')).toBe(37);
  expect(await skipCost('NONE', 30, 'success')).toBe(37);
});
