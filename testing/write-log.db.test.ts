import { useTestDatabase } from './test-database';
import { startWriteLog, writeCounts } from './write-log';

const t = useTestDatabase();

beforeAll(async () => {
  await startWriteLog(t.db());
});

// Raw SQL: Prisma's update would also move updatedAt, a change of its own.
test('an insert, an update and a delete each count against their table; a no-op update and a rolled back write do not', async () => {
  const db = t.db();
  const before = await writeCounts(db);
  const item = await db.menuItem.findFirstOrThrow({ orderBy: { id: 'asc' } });
  await db.$executeRaw`UPDATE "MenuItem" SET name = name WHERE id = ${item.id}`;
  await db.$transaction(async (tx) => {
    await tx.$executeRaw`UPDATE "MenuItem" SET name = ${`${item.name}!`} WHERE id = ${item.id}`;
    throw new Error('rolled back');
  }).catch(() => {});
  expect(await writeCounts(db)).toEqual(before);

  await db.$executeRaw`UPDATE "MenuItem" SET name = ${`${item.name}!`} WHERE id = ${item.id}`;
  expect(await writeCounts(db)).toEqual({ ...before, MenuItem: (before.MenuItem ?? 0) + 1 });
  // changed back is still written
  await db.$executeRaw`UPDATE "MenuItem" SET name = ${item.name} WHERE id = ${item.id}`;
  const copy = await db.menuItem.create({ data: { categoryId: item.categoryId, name: 'Write-log chew', slug: 'write-log-chew', unitType: 'GRAMS' } });
  await db.$executeRaw`DELETE FROM "MenuItem" WHERE id = ${copy.id}`;
  expect(await writeCounts(db)).toEqual({ ...before, MenuItem: (before.MenuItem ?? 0) + 4 });
});

test("a session's lastSeenAt alone is no write; any other change to it is", async () => {
  const db = t.db();
  const user = await db.user.findFirstOrThrow({ orderBy: { id: 'asc' } });
  const session = await db.session.create({ data: { id: 'write-log-session', userId: user.id } });
  const before = await writeCounts(db);
  await db.$executeRaw`UPDATE "Session" SET "lastSeenAt" = now() + interval '1 minute' WHERE id = ${session.id}`;
  expect(await writeCounts(db)).toEqual(before);
  await db.$executeRaw`UPDATE "Session" SET "revokedAt" = now() WHERE id = ${session.id}`;
  expect(await writeCounts(db)).toEqual({ ...before, Session: (before.Session ?? 0) + 1 });
});

test('every table is logged', async () => {
  const db = t.db();
  const [{ untriggered }] = await db.$queryRaw<{ untriggered: string[] }[]>`
    SELECT coalesce(array_agg(tablename::text ORDER BY tablename), '{}') AS untriggered FROM pg_tables p
    WHERE schemaname = current_schema() AND tablename NOT IN ('_prisma_migrations', '_TestWriteLog')
      AND (SELECT count(*) FROM pg_trigger g WHERE g.tgrelid = format('%I', p.tablename)::regclass AND g.tgname LIKE '_test_log_%') <> 2`;
  expect(untriggered).toEqual([]);
});
