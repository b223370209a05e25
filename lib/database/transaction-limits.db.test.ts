// DATABASE_TX_LIMIT_MS widens Prisma's limit on an interactive transaction (db.ts); unset, Prisma's
// own 5 s applies. Shown with a limit small enough to meet in a test.
import { useTestDatabase } from '@/testing/test-database';
import { createDb } from './db';

const t = useTestDatabase();
const saved = process.env.DATABASE_TX_LIMIT_MS;
afterEach(() => {
  if (saved === undefined) delete process.env.DATABASE_TX_LIMIT_MS;
  else process.env.DATABASE_TX_LIMIT_MS = saved;
});

const sleepy = (db: ReturnType<typeof createDb>) => db.$transaction(async (tx) => tx.$executeRaw`SELECT pg_sleep(0.4)`);

test.each([
  ['200', 'a transaction running past it is ended', /expired transaction|timeout/i],
  ['20000', 'a transaction within it commits', null],
])('DATABASE_TX_LIMIT_MS=%s: %s', async (limit, _what, refusal) => {
  process.env.DATABASE_TX_LIMIT_MS = limit;
  const db = createDb(t.url(), 1);
  try {
    // Connected first: the limit is also how long a transaction may wait to start, and opening
    // the pool's one connection on a loaded machine took longer than 200 ms ("Unable to start a
    // transaction in the given time"), which is not the limit this shows.
    await db.$queryRaw`SELECT 1`;
    if (refusal) await expect(sleepy(db)).rejects.toThrow(refusal);
    else await expect(sleepy(db)).resolves.toBeDefined();
  } finally {
    await db.$disconnect();
  }
});
