import { useTestDatabase } from '@/testing/test-database';
import { seed, seedDefaults } from './seed';
import * as data from './seed-data';

const t = useTestDatabase();

async function counts() {
  const db = t.db();
  return {
    categories: await db.category.count(),
    menuItems: await db.menuItem.count(),
    variants: await db.variant.count(),
    configurations: await db.configuration.count(),
    users: await db.user.count(),
    hero: await db.heroImage.count(),
    stores: await db.store.count(),
  };
}

test('seeding twice changes nothing', async () => {
  // The template was seeded once already; seed twice more.
  const before = await counts();
  await seed(t.db());
  await seed(t.db());
  expect(await counts()).toEqual(before);
});

test('seed holds the spec’s categories, menu, configuration defaults and an admin', async () => {
  const db = t.db();
  const cats = await db.category.findMany({ orderBy: { sortOrder: 'asc' } });
  expect(cats.map((c) => [c.categoryEnum, c.title])).toEqual([
    ['CDM', 'Community Dog Meals'],
    ['PDM', 'Pet Dog Meals'],
    ['TREATS', 'Treats'],
    ['ADON', 'Add ons'],
  ]);
  expect(await db.menuItem.count()).toBeGreaterThanOrEqual(12);
  for (const c of cats) expect(await db.menuItem.count({ where: { categoryId: c.id } })).toBeGreaterThan(0);
  const config = Object.fromEntries((await db.configuration.findMany()).map((r) => [r.key, r.value]));
  expect(config).toMatchObject({ deliveryCharge: '50', cgst: '25', sgst: '25', 'subscription.months': '1', 'payment.expiry.hours': '24' });
  expect(config['payment.upi.id']).toBeTruthy();
  expect(config['vpa.name']).toBeTruthy();
  expect(config.pincodes.split(',')).toContain('560038');
  const admin = await db.user.findUnique({ where: { phoneNumber: data.ADMIN_PHONE } });
  expect(admin?.roleId).toBe(1);
});

test('seed does not overwrite what an admin changed', async () => {
  const db = t.db();
  await db.configuration.update({ where: { key: 'deliveryCharge' }, data: { value: '60' } });
  await seed(db);
  expect((await db.configuration.findUnique({ where: { key: 'deliveryCharge' } }))?.value).toBe('60');
});

test('a key added by a newer version is filled in on an existing database, edits kept', async () => {
  const db = t.db();
  // A database seeded before payment.expiry.hours existed, whose admin changed another key.
  await db.configuration.delete({ where: { key: 'payment.expiry.hours' } });
  await db.configuration.update({ where: { key: 'subscription.months' }, data: { value: '3' } });
  await seedDefaults(db);
  expect((await db.configuration.findUnique({ where: { key: 'payment.expiry.hours' } }))?.value).toBe('24');
  expect((await db.configuration.findUnique({ where: { key: 'subscription.months' } }))?.value).toBe('3');
  // And an edited expiry survives the next start.
  await db.configuration.update({ where: { key: 'payment.expiry.hours' }, data: { value: '48' } });
  await seedDefaults(db);
  expect((await db.configuration.findUnique({ where: { key: 'payment.expiry.hours' } }))?.value).toBe('48');
});

test('the published support number and the store phone are nobody\'s login number', async () => {
  const db = t.db();
  const config = Object.fromEntries((await db.configuration.findMany()).map((r) => [r.key, r.value]));
  const store = await db.store.findFirstOrThrow();
  for (const published of [config['support.whatsapp'], store.contactNumber]) {
    expect(published).toBeTruthy();
    expect(await db.user.findUnique({ where: { phoneNumber: published } })).toBeNull();
  }
  expect(config['support.whatsapp']).not.toBe(data.ADMIN_PHONE);
});
