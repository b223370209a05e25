// Finds a PostgreSQL server for tests: TEST_DATABASE_URL's when set (CI points it at the service
// on 127.0.0.1:5432), otherwise an embedded one under .data/pg-test. Creates a fresh, migrated and
// seeded template database that test files clone (CREATE DATABASE ... TEMPLATE is ~50 ms).
import { rmSync } from 'node:fs';
import pg from 'pg';
import { migrate } from '@/lib/database/migrate';
import { createDb } from '@/lib/database/db';
import { seed } from '@/prisma/seed';
import { startEmbeddedPostgres } from './embedded-postgres';

export type TestServer = { serverUrl: string; templateUrl: string; templateName: string; cleanup: () => Promise<void> };

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function prepareTestServer(prefix: string): Promise<TestServer> {
  let serverUrl: string;
  let stopEmbedded: (() => Promise<void>) | undefined;
  if (process.env.TEST_DATABASE_URL) {
    serverUrl = withDatabase(process.env.TEST_DATABASE_URL, 'postgres');
  } else {
    // A throwaway cluster per run (initdb takes about a second), so parallel runs never share one.
    const dataDir = `.data/${prefix}-runs/${process.pid}-${Date.now().toString(36)}`;
    // A cluster thrown away after the run needs no durability: without fsync a clone of the
    // template and every commit cost no disk flush (on a busy shared disk, most of a db test's time).
    const embedded = await startEmbeddedPostgres({
      dataDir,
      port: 54400 + Math.floor(Math.random() * 500),
      quiet: true,
      settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' },
    });
    serverUrl = embedded.serverUrl;
    stopEmbedded = async () => {
      // On a SIGTERM to the whole process group postgres is already shutting down and stop() can
      // fail; the throwaway data directory goes either way.
      await embedded.stop().catch(() => {});
      rmSync(dataDir, { recursive: true, force: true });
    };
  }
  const runId = `${prefix}_${Date.now().toString(36)}_${process.pid}`;
  const templateName = `store_${runId}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${templateName}"`);
  await admin.end();
  const templateUrl = withDatabase(serverUrl, templateName);
  await migrate(templateUrl);
  const db = createDb(templateUrl, 1);
  await seed(db);
  await db.$disconnect();

  return {
    serverUrl,
    templateUrl,
    templateName,
    cleanup: async () => {
      try {
        const c = new pg.Client({ connectionString: serverUrl });
        await c.connect();
        const { rows } = await c.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [`store_${runId}%`]);
        for (const { datname } of rows) await c.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
        await c.end();
      } finally {
        if (stopEmbedded) await stopEmbedded();
      }
    },
  };
}
