// A delivery carries its suborder's category (Delivery."categoryEnum"), which booked portions are
// summed by. The database keeps it right whoever writes the row (migration
// 20261204230000_deliveries_carry_their_category): these are the cases it must hold in.
import { useTestDatabase } from '@/testing/test-database';
import { pinClockForEachTest } from '@/testing/clock';
import { createCustomer, placeTestOrder } from '@/testing/checkout';
import { bookedKey, bookedPortions } from './read-capacity';

const t = useTestDatabase();
// Friday 20 November 2026, 10:00 Kolkata.
pinClockForEachTest(new Date('2026-11-20T04:30:00Z'));

async function placeTwoKinds() {
  const c = await createCustomer(t.db(), { firstName: 'Catia' });
  const order = await placeTestOrder(t.db(), c, [
    { kind: 'PDM', items: { 'Chicken & Pumpkin Bowl': [[250, 2]] }, dates: ['2026-11-24'] },
    { kind: 'CDM', items: { 'Chicken Rice Community Meal': [[500, 3]] }, dates: ['2026-11-25'] },
  ]);
  const suborders = await t.db().suborder.findMany({ where: { orderId: order.id }, select: { id: true, categoryEnum: true, deliveries: { select: { id: true, categoryEnum: true } } } });
  const pdm = suborders.find((s) => s.categoryEnum === 'PDM')!;
  const cdm = suborders.find((s) => s.categoryEnum === 'CDM')!;
  return { pdm, cdm };
}

const DELIVERY = { deliveryDate: new Date('2026-11-27T00:00:00Z'), status: 'NEW' as const, locationSnapshot: {}, portions: 1 };

test('checkout writes each delivery in the category of its suborder (the order is one statement)', async () => {
  const { pdm, cdm } = await placeTwoKinds();
  expect(pdm.deliveries.map((d) => d.categoryEnum)).toEqual(['PDM']);
  expect(cdm.deliveries.map((d) => d.categoryEnum)).toEqual(['CDM']);
});

test('a delivery written without a category, or with another one, takes the category of its suborder', async () => {
  const { pdm } = await placeTwoKinds();
  const without = await t.db().delivery.create({ data: { ...DELIVERY, suborderId: pdm.id } });
  expect(without.categoryEnum).toBe('PDM');
  const wrong = await t.db().delivery.create({ data: { ...DELIVERY, deliveryDate: new Date('2026-11-28T00:00:00Z'), suborderId: pdm.id, categoryEnum: 'TREATS' } });
  expect(wrong.categoryEnum).toBe('PDM');
  const relabelled = await t.db().delivery.update({ where: { id: wrong.id }, data: { categoryEnum: 'ADON' } });
  expect(relabelled.categoryEnum).toBe('PDM');
});

test('a delivery moved to another suborder, or a suborder given another category, moves in the counts', async () => {
  const { pdm, cdm } = await placeTwoKinds();
  // other tests' orders share these days: the changes are compared, not the totals
  const before = await bookedPortions(t.db(), '2026-11-24', '2026-11-25');
  const moved = await t.db().delivery.update({ where: { id: pdm.deliveries[0].id }, data: { suborderId: cdm.id } });
  expect(moved.categoryEnum).toBe('CDM');
  await t.db().suborder.update({ where: { id: cdm.id }, data: { categoryEnum: 'TREATS' } });
  const after = await bookedPortions(t.db(), '2026-11-24', '2026-11-25');
  const change = (kind: 'PDM' | 'CDM' | 'TREATS', day: string) => (after.get(bookedKey(kind, day)) ?? 0) - (before.get(bookedKey(kind, day)) ?? 0);
  expect([change('PDM', '2026-11-24'), change('TREATS', '2026-11-24'), change('CDM', '2026-11-25'), change('TREATS', '2026-11-25')]).toEqual([-2, 2, -3, 3]);
});

test('one statement that writes a suborder and a delivery of another category is refused', async () => {
  const { pdm } = await placeTwoKinds();
  const write = (category: string) =>
    t.db().$executeRawUnsafe(
      `WITH s AS (
         INSERT INTO "Suborder" SELECT (jsonb_populate_record(NULL::"Suborder", to_jsonb(x) || jsonb_build_object('id', 'sub-copy-' || $2, 'suborderNo', x."suborderNo" || '-' || $2))).*
         FROM "Suborder" x WHERE x.id = $1)
       INSERT INTO "Delivery" (id, "suborderId", "categoryEnum", "deliveryDate", status, "locationSnapshot", portions, "updatedAt")
       VALUES ('del-copy-' || $2, 'sub-copy-' || $2, $3::"CategoryEnum", '2026-11-30', 'NEW', '{}', 1, now())`,
      pdm.id,
      category,
      category,
    );
  await expect(write('CDM')).rejects.toThrow(/not in its suborder's category/);
  await expect(t.db().suborder.count({ where: { id: 'sub-copy-CDM' } })).resolves.toBe(0);
  await write('PDM');
  await expect(t.db().delivery.findUniqueOrThrow({ where: { id: 'del-copy-PDM' } })).resolves.toMatchObject({ categoryEnum: 'PDM' });
});

test('deliveries of rows written before they had portions count the portions of their suborder', async () => {
  const { cdm } = await placeTwoKinds();
  const before = await bookedPortions(t.db(), '2026-11-25', '2026-11-25', ['CDM']);
  await t.db().delivery.updateMany({ where: { suborderId: cdm.id }, data: { portions: null } });
  const after = await bookedPortions(t.db(), '2026-11-25', '2026-11-25', ['CDM']);
  expect(before.get(bookedKey('CDM', '2026-11-25'))).toBeGreaterThanOrEqual(3);
  expect(after).toEqual(before);
});
