// For *.db.test.ts files: each file gets its own clone of the run's migrated and seeded template
// database, so files can run in parallel and write freely. In a whole `npm test` run the runner
// clones ahead (scripts/test-database.ts, TEST_DB_POOL=1): a file takes a ready clone by renaming
// it and, when done, marks it for the runner to drop, so neither the clone nor the drop (each a
// second or more on a busy server with fsync on) is in the file's time.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDb, type Db } from '@/lib/database/db';

export function testServerUrl(): string {
  const url = process.env.TEST_DB_SERVER_URL;
  if (!url) throw new Error('Database tests run through `npm test`, which prepares the database.');
  return url;
}

/**
 * A test database's URL. Its sessions commit without waiting for the WAL flush
 * (synchronous_commit=off, a per-session setting): a test database is thrown away, so a commit
 * lost in a server crash costs nothing, and on a server with fsync on (CI's) the flush is most of
 * a short write's time. Production's connections keep the server's setting.
 */
export function databaseUrl(name: string): string {
  const u = new URL(testServerUrl());
  u.pathname = `/${name}`;
  u.searchParams.set('options', '-c synchronous_commit=off');
  return u.toString();
}

/** The names the runner's ready clones and a used clone's mark (scripts/test-database.ts). */
export const READY_CLONE_INFIX = '_r';
export const USED_CLONE_MARK = 'used';

async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: testServerUrl() });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** Creates an empty database (no migrations) and returns its URL. */
export async function createEmptyDatabase(): Promise<{ name: string; url: string }> {
  const name = `${process.env.TEST_DB_TEMPLATE}_e${randomBytes(4).toString('hex')}`;
  await admin((c) => c.query(`CREATE DATABASE "${name}"`));
  return { name, url: databaseUrl(name) };
}

/** Takes one of the runner's ready clones by renaming it to `name`; false when none is ready. */
async function claimReadyClone(template: string, name: string): Promise<boolean> {
  if (process.env.TEST_DB_POOL !== '1') return false;
  return admin(async (c) => {
    const { rows } = await c.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1) ORDER BY datname', [`${template}${READY_CLONE_INFIX}`]);
    for (const { datname } of rows) {
      try {
        // Only one file's rename of a clone succeeds; another file's fails and it tries the next.
        await c.query(`ALTER DATABASE "${datname}" RENAME TO "${name}"`);
        return true;
      } catch {
        // taken by another file in the meantime
      }
    }
    return false;
  });
}

export async function cloneTemplate(): Promise<{ name: string; url: string }> {
  const template = process.env.TEST_DB_TEMPLATE;
  if (!template) throw new Error('TEST_DB_TEMPLATE is not set; run through `npm test`.');
  const name = `${template}_c${randomBytes(4).toString('hex')}`;
  if (await claimReadyClone(template, name)) return { name, url: databaseUrl(name) };
  // A template cannot be copied while someone is connected to it; retry briefly if a clone races.
  for (let attempt = 0; ; attempt++) {
    try {
      await admin((c) => c.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`));
      break;
    } catch (e) {
      if (attempt > 20) throw e;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
  return { name, url: databaseUrl(name) };
}

export async function dropDatabase(name: string): Promise<void> {
  await admin((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}

/** Drops a used clone, or under the runner's pool marks it for the runner to drop. */
async function releaseClone(name: string): Promise<void> {
  if (process.env.TEST_DB_POOL === '1') await admin((c) => c.query(`COMMENT ON DATABASE "${name}" IS '${USED_CLONE_MARK}'`));
  else await dropDatabase(name);
}

/**
 * Gives the file its own seeded database and makes it the app's `db` (lib/database/db.ts reads the
 * global client), so services under test use it.
 */
export function useTestDatabase(): { db: () => Db; url: () => string } {
  let client: Db | undefined;
  let created: { name: string; url: string } | undefined;
  beforeAll(async () => {
    created = await cloneTemplate();
    client = createDb(created.url, 5);
    (globalThis as unknown as { __storeDb?: Db }).__storeDb = client;
    process.env.DATABASE_URL = created.url;
  });
  afterAll(async () => {
    await client?.$disconnect();
    (globalThis as unknown as { __storeDb?: Db }).__storeDb = undefined;
    if (created) await releaseClone(created.name);
  });
  return {
    db: () => {
      if (!client) throw new Error('useTestDatabase: database not ready (use it inside tests)');
      return client;
    },
    url: () => created!.url,
  };
}
