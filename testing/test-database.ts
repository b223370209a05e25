// For *.db.test.ts files: each file gets its own clone of the run's migrated and seeded template
// database, so files can run in parallel and write freely.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDb, type Db } from '@/lib/database/db';

export function testServerUrl(): string {
  const url = process.env.TEST_DB_SERVER_URL;
  if (!url) throw new Error('Database tests run through `npm test`, which prepares the database.');
  return url;
}

export function databaseUrl(name: string): string {
  const u = new URL(testServerUrl());
  u.pathname = `/${name}`;
  return u.toString();
}

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

export async function cloneTemplate(): Promise<{ name: string; url: string }> {
  const template = process.env.TEST_DB_TEMPLATE;
  if (!template) throw new Error('TEST_DB_TEMPLATE is not set; run through `npm test`.');
  const name = `${template}_c${randomBytes(4).toString('hex')}`;
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
    if (created) await dropDatabase(created.name);
  });
  return {
    db: () => {
      if (!client) throw new Error('useTestDatabase: database not ready (use it inside tests)');
      return client;
    },
    url: () => created!.url,
  };
}
