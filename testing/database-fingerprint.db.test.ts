import { useTestDatabase } from './test-database';
import { databaseFingerprint } from './database-fingerprint';

const t = useTestDatabase();

// Raw SQL throughout: Prisma's update would also move updatedAt, a change of its own.
test('the fingerprint changes with any changed, added or removed row, and comes back when the row does', async () => {
  const db = t.db();
  const before = await databaseFingerprint(db);
  const item = await db.menuItem.findFirstOrThrow({ orderBy: { id: 'asc' } });
  await db.$executeRaw`UPDATE "MenuItem" SET name = ${`${item.name}!`} WHERE id = ${item.id}`;
  const changed = await databaseFingerprint(db);
  expect(changed.MenuItem.rows).toBe(before.MenuItem.rows);
  expect(changed.MenuItem.digest).not.toBe(before.MenuItem.digest);
  expect({ ...changed, MenuItem: before.MenuItem }).toEqual(before);
  await db.$executeRaw`UPDATE "MenuItem" SET name = ${item.name} WHERE id = ${item.id}`;
  expect(await databaseFingerprint(db)).toEqual(before);
  const copy = await db.menuItem.create({ data: { categoryId: item.categoryId, name: 'Fingerprint chew', slug: 'fingerprint-chew', unitType: 'GRAMS' } });
  const withRow = await databaseFingerprint(db);
  expect(withRow.MenuItem.rows).toBe(before.MenuItem.rows + 1);
  expect(withRow.MenuItem.digest).not.toBe(before.MenuItem.digest);
  await db.$executeRaw`DELETE FROM "MenuItem" WHERE id = ${copy.id}`;
  expect(await databaseFingerprint(db)).toEqual(before);
});

test('two rows swapping a value is a change', async () => {
  const db = t.db();
  const [x, y] = await db.menuItem.findMany({ where: { description: { not: null } }, orderBy: { id: 'asc' }, take: 2 });
  expect(x.description).not.toBe(y.description);
  const before = await databaseFingerprint(db);
  await db.$executeRaw`UPDATE "MenuItem" SET description = CASE id WHEN ${x.id} THEN ${y.description} ELSE ${x.description} END WHERE id IN (${x.id}, ${y.id})`;
  expect((await databaseFingerprint(db)).MenuItem.digest).not.toBe(before.MenuItem.digest);
  await db.$executeRaw`UPDATE "MenuItem" SET description = CASE id WHEN ${x.id} THEN ${x.description} ELSE ${y.description} END WHERE id IN (${x.id}, ${y.id})`;
  expect(await databaseFingerprint(db)).toEqual(before);
});
