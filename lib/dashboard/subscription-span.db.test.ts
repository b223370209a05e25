// SubscriptionSpan follows the deliveries through the triggers on "Delivery", whoever writes them:
// placing, cancelling and uncancelling, moving and deleting deliveries, several subscriptions in one
// statement, and two transactions changing the same subscription at once.
import { useTestDatabase } from '@/testing/test-database';
import { pinClockForEachTest } from '@/testing/clock';
import { createCustomer, placeTestOrder, type TestCustomer } from '@/testing/checkout';
import { dateToDay, dayToDate } from '@/lib/domain/calendar';
import type { Weekday } from '@/lib/domain/calendar';
import type { Prisma } from '@/lib/generated/prisma/client';

type Tx = Prisma.TransactionClient;

const t = useTestDatabase();
// Monday 23 November 2026, 10:00 in Bengaluru.
pinClockForEachTest(new Date('2026-11-23T10:00:00+05:30'));

let customer: TestCustomer;
beforeAll(async () => {
  customer = await createCustomer(t.db(), { firstName: 'Ila' });
}, 30_000);

const subscribe = (days: Weekday[]) => placeTestOrder(t.db(), customer, [{ kind: 'CDM', items: { 'Chicken Rice Community Meal': [[500, 1]] }, days }]);

async function spanOf(suborderId: string) {
  const s = await t.db().subscriptionSpan.findUnique({ where: { suborderId } });
  return s && { first: dateToDay(s.firstDelivery), last: dateToDay(s.lastDelivery) };
}

/** The span by its definition: the first and last delivery not cancelled, read from the rows. */
async function expectedSpan(suborderId: string) {
  const days = (await t.db().delivery.findMany({ where: { suborderId, status: { not: 'CANCELLED' } }, orderBy: { deliveryDate: 'asc' } })).map((d) => dateToDay(d.deliveryDate));
  return days.length ? { first: days[0], last: days[days.length - 1] } : null;
}

/**
 * Two transactions writing one subscription's deliveries at once: the first writes and holds its
 * transaction open while the second writes, so the second's trigger runs before the first commits.
 */
async function overlapping(first: (tx: Tx) => Promise<unknown>, second: (tx: Tx) => Promise<unknown>) {
  const db = t.db();
  let releaseFirst!: () => void;
  const firstHolds = new Promise<void>((resolve) => (releaseFirst = resolve));
  let firstWrote!: () => void;
  const wrote = new Promise<void>((resolve) => (firstWrote = resolve));
  const one = db.$transaction(async (tx) => {
    await first(tx);
    firstWrote();
    await firstHolds;
  }, { timeout: 20_000 });
  await wrote;
  const two = db.$transaction((tx) => second(tx), { timeout: 20_000 });
  await new Promise((r) => setTimeout(r, 300));
  releaseFirst();
  await Promise.all([one, two]);
}

test('placing a subscription records its span; a one-time order has none', async () => {
  const sub = await subscribe(['WEDNESDAY', 'FRIDAY']);
  const ds = sub.suborders[0].deliveries;
  expect(ds.length).toBeGreaterThan(2);
  expect(await spanOf(sub.suborders[0].id)).toEqual({ first: dateToDay(ds[0].deliveryDate), last: dateToDay(ds[ds.length - 1].deliveryDate) });

  const once = await placeTestOrder(t.db(), customer, [{ kind: 'PDM', items: { 'Chicken & Pumpkin Bowl': [[250, 1]] }, dates: ['2026-11-27'] }]);
  expect(await spanOf(once.suborders[0].id)).toBeNull();
});

test('cancelling the ends shrinks the span, uncancelling grows it back, cancelling all removes it', async () => {
  const db = t.db();
  const sub = await subscribe(['MONDAY', 'THURSDAY']);
  const id = sub.suborders[0].id;
  const ds = sub.suborders[0].deliveries;
  const [first, last] = [ds[0], ds[ds.length - 1]];

  await db.delivery.updateMany({ where: { id: { in: [first.id, last.id] } }, data: { status: 'CANCELLED' } });
  expect(await spanOf(id)).toEqual({ first: dateToDay(ds[1].deliveryDate), last: dateToDay(ds[ds.length - 2].deliveryDate) });

  await db.delivery.update({ where: { id: last.id }, data: { status: 'SUBSCRIBED' } });
  expect(await spanOf(id)).toEqual({ first: dateToDay(ds[1].deliveryDate), last: dateToDay(last.deliveryDate) });

  // a change that is not a cancellation (delivered) leaves it as it is
  await db.delivery.update({ where: { id: ds[1].id }, data: { status: 'DELIVERED' } });
  expect(await spanOf(id)).toEqual(await expectedSpan(id));

  await db.delivery.updateMany({ where: { suborderId: id }, data: { status: 'CANCELLED' } });
  expect(await spanOf(id)).toBeNull();
});

test('a delivery moved to another day, added, or deleted moves the span with it', async () => {
  const db = t.db();
  const sub = await subscribe(['TUESDAY']);
  const id = sub.suborders[0].id;
  const ds = sub.suborders[0].deliveries;

  await db.delivery.update({ where: { id: ds[ds.length - 1].id }, data: { deliveryDate: dayToDate('2027-01-30') } });
  expect(await spanOf(id)).toEqual({ first: dateToDay(ds[0].deliveryDate), last: '2027-01-30' });

  await db.delivery.create({ data: { suborderId: id, deliveryDate: dayToDate('2026-11-20'), status: 'DELIVERED', locationSnapshot: ds[0].locationSnapshot ?? {} } });
  expect(await spanOf(id)).toEqual({ first: '2026-11-20', last: '2027-01-30' });

  await db.delivery.deleteMany({ where: { suborderId: id, deliveryDate: { in: [dayToDate('2026-11-20'), dayToDate('2027-01-30')] } } });
  expect(await spanOf(id)).toEqual(await expectedSpan(id));
  expect(await spanOf(id)).toEqual({ first: dateToDay(ds[0].deliveryDate), last: dateToDay(ds[ds.length - 2].deliveryDate) });
});

test('one statement over several subscriptions keeps each one right', async () => {
  const db = t.db();
  const [a, b] = [await subscribe(['MONDAY']), await subscribe(['SATURDAY', 'SUNDAY'])];
  const lastOf = (o: typeof a) => o.suborders[0].deliveries[o.suborders[0].deliveries.length - 1];
  await db.delivery.updateMany({ where: { id: { in: [lastOf(a).id, lastOf(b).id] } }, data: { status: 'CANCELLED' } });
  for (const o of [a, b]) expect(await spanOf(o.suborders[0].id)).toEqual(await expectedSpan(o.suborders[0].id));
});

test('two transactions cancelling the same subscription’s last days at once: the span reflects both', async () => {
  const sub = await subscribe(['WEDNESDAY']);
  const id = sub.suborders[0].id;
  const ds = sub.suborders[0].deliveries;
  const [secondLast, last] = ds.slice(-2);

  // the first cancels the last day, the second the day before
  await overlapping(
    (tx) => tx.delivery.update({ where: { id: last.id }, data: { status: 'CANCELLED' } }),
    (tx) => tx.delivery.update({ where: { id: secondLast.id }, data: { status: 'CANCELLED' } }),
  );

  expect(await spanOf(id)).toEqual({ first: dateToDay(ds[0].deliveryDate), last: dateToDay(ds[ds.length - 3].deliveryDate) });
});

test('two transactions bringing back days of a subscription that has no span yet: the span covers both', async () => {
  const db = t.db();
  const sub = await subscribe(['THURSDAY']);
  const id = sub.suborders[0].id;
  const ds = sub.suborders[0].deliveries;
  await db.delivery.updateMany({ where: { suborderId: id }, data: { status: 'CANCELLED' } });
  expect(await spanOf(id)).toBeNull();
  const [early, late] = [ds[0], ds[ds.length - 1]];

  // No span row to lock: the first one's placeholder is what the second waits on.
  await overlapping(
    (tx) => tx.delivery.update({ where: { id: late.id }, data: { status: 'SUBSCRIBED' } }),
    (tx) => tx.delivery.update({ where: { id: early.id }, data: { status: 'SUBSCRIBED' } }),
  );

  expect(await spanOf(id)).toEqual({ first: dateToDay(early.deliveryDate), last: dateToDay(late.deliveryDate) });
});

test('the locks a refresh holds do not grow with the subscriptions one statement covers (the server has a few thousand)', async () => {
  const db = t.db();
  const subs: Awaited<ReturnType<typeof subscribe>>[] = [];
  for (let i = 0; i < 12; i++) subs.push(await subscribe(['FRIDAY']));
  const locksWhileCancelling = (orders: typeof subs) =>
    db.$transaction(async (tx) => {
      await tx.delivery.updateMany({ where: { suborderId: { in: orders.map((o) => o.suborders[0].id) } }, data: { status: 'CANCELLED' } });
      const [{ n }] = await tx.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM pg_locks WHERE pid = pg_backend_pid()`;
      return n;
    });
  const [one, twelve] = [await locksWhileCancelling(subs.slice(0, 1)), await locksWhileCancelling(subs.slice(1))];
  expect(twelve).toBe(one);
  for (const o of subs) expect(await spanOf(o.suborders[0].id)).toBeNull();
});
