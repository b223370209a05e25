// The dashboard's road figures: drops delivered with proof, those by the promised hour of their own
// day, and drops missed, over the range's delivery days.
import { useTestDatabase } from '@/testing/test-database';
import { loginAs } from '@/testing/login';
import { createTestOrder } from '@/testing/order-factory';
import { ROLE_ADMIN } from '@/lib/auth/viewer';
import { ADMIN_PHONE } from '@/prisma/seed-data';
import { roadCounts } from './road-rates';

const t = useTestDatabase();

test('counts delivered with proof, on time by the setting, and missed; bulk-marked and other days are left out', async () => {
  const admin = await loginAs(ADMIN_PHONE);
  const viewer = { id: admin.user.id, roleId: ROLE_ADMIN, firstName: 'Asha' };
  const customer = await loginAs('9876515001');
  const order = await createTestOrder(t.db(), { userId: customer.user.id, suborders: ['2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06', '2026-11-20'].map((date) => ({ deliveries: [{ date }] })) });
  const [onTime, late, nextDay, missed, bulk, outside] = order.suborders.map((s) => s.deliveries[0].id);
  const set = (id: string, data: object) => t.db().delivery.update({ where: { id }, data });
  await set(onTime, { status: 'DELIVERED', proofKind: 'CODE', deliveredAt: new Date('2026-11-02T12:59:40+05:30') });
  await set(late, { status: 'DELIVERED', proofKind: 'PHOTO', deliveredAt: new Date('2026-11-03T13:01:00+05:30') });
  await set(nextDay, { status: 'DELIVERED', proofKind: 'CODE', deliveredAt: new Date('2026-11-05T09:00:00+05:30') });
  await set(missed, { failedAt: new Date('2026-11-05T11:00:00+05:30'), failureReason: 'NOT_HOME' });
  await set(bulk, { status: 'DELIVERED' });
  await set(outside, { status: 'DELIVERED', proofKind: 'CODE', deliveredAt: new Date('2026-11-20T10:00:00+05:30') });

  expect(await roadCounts(viewer, '2026-11-01', '2026-11-10')).toEqual({ delivered: 3, onTime: 1, missed: 1 });
  // a later promise makes the late one on time
  await t.db().configuration.upsert({ where: { key: 'delivery.onTimeBy' }, create: { key: 'delivery.onTimeBy', value: '14:00' }, update: { value: '14:00' } });
  expect(await roadCounts(viewer, '2026-11-01', '2026-11-10')).toEqual({ delivered: 3, onTime: 2, missed: 1 });
  await expect(roadCounts({ id: customer.user.id, roleId: 2, firstName: null }, '2026-11-01', '2026-11-10')).rejects.toMatchObject({ code: 'FORBIDDEN' });
});
