// Finds a PostgreSQL server for tests: TEST_DATABASE_URL's when set (CI points it at the service
// on 127.0.0.1:5432), otherwise an embedded one under .data/pg-test. Creates a fresh, migrated and
// seeded template database that test files clone (CREATE DATABASE ... TEMPLATE is ~50 ms on the
// embedded server without fsync, one to five seconds on a busy server with fsync on, as CI's).
// startClonePool clones ahead and drops used clones beside the test run, off the files' time.
import { rmSync } from 'node:fs';
import pg from 'pg';
import { migrate } from '@/lib/database/migrate';
import { createDb } from '@/lib/database/db';
import { seed } from '@/prisma/seed';
import { READY_CLONE_INFIX, USED_CLONE_MARK } from '@/testing/test-database';
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
    // On SIGINT or SIGTERM embedded-postgres's own exit hook stops the cluster and ends the process
    // before cleanup() has run: the data directory goes then, once the cluster is down.
    process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
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
  // Thrown away after the run: its commits need not wait for the WAL flush (as the clones', testing/test-database.ts).
  const setupUrl = `${templateUrl}?options=${encodeURIComponent('-c synchronous_commit=off')}`;
  await migrate(setupUrl);
  const db = createDb(setupUrl, 1);
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
        await c.end();
        // The template last (it cannot be dropped while a clone of it is being made); the rest a few at a time.
        const clones = rows.map((r) => r.datname).filter((n) => n !== templateName);
        await inParallel(clones, 4, (name) => dropOn(serverUrl, name));
        if (rows.some((r) => r.datname === templateName)) await dropOn(serverUrl, templateName);
      } finally {
        if (stopEmbedded) await stopEmbedded();
      }
    },
  };
}

async function dropOn(serverUrl: string, name: string): Promise<void> {
  const c = new pg.Client({ connectionString: serverUrl });
  await c.connect();
  try {
    await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await c.end();
  }
}

async function inParallel<T>(items: T[], width: number, fn: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  await Promise.all(Array.from({ length: Math.min(width, queue.length) }, async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await fn(item);
  }));
}

export type ClonePool = { env: Record<string, string>; stop: () => Promise<{ made: number; dropped: number }> };

/**
 * Keeps `ahead` clones of the template ready for the database test files (named
 * `<template>_r<n>`; a file takes one by renaming it, testing/test-database.ts) and drops the clones
 * the files have marked used, both on connections of its own beside the run: a file then neither
 * waits for its clone nor for its drop. A file that finds none ready clones the template itself.
 * Pass `env` to the jest run; `stop` when it has ended (what is left goes with the run's cleanup).
 */
export function startClonePool(server: TestServer, ahead: number): ClonePool {
  let stopped = false;
  let made = 0;
  let dropped = 0;
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
  const prefix = `${server.templateName}${READY_CLONE_INFIX}`;
  const withClient = async (loop: (c: pg.Client) => Promise<void>) => {
    const c = new pg.Client({ connectionString: server.serverUrl });
    await c.connect();
    try {
      await loop(c);
    } catch (e) {
      // The pool only saves time: a failure leaves the files to clone and drop their own.
      if (!stopped) console.error('test database pool stopped:', e instanceof Error ? e.message : e);
    } finally {
      await c.end().catch(() => {});
    }
  };
  const maker = withClient(async (c) => {
    while (!stopped) {
      const { rows } = await c.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_database WHERE starts_with(datname, $1)', [prefix]);
      if (rows[0].n >= ahead) {
        await sleep(100);
        continue;
      }
      try {
        await c.query(`CREATE DATABASE "${prefix}${String(++made).padStart(5, '0')}" TEMPLATE "${server.templateName}"`);
      } catch {
        // the template was busy (someone connected to it for a moment): try again shortly
        made--;
        await sleep(200);
      }
    }
  });
  const dropper = withClient(async (c) => {
    while (!stopped) {
      const { rows } = await c.query<{ datname: string }>(
        `SELECT d.datname FROM pg_database d JOIN pg_shdescription s ON s.objoid = d.oid AND s.classoid = 'pg_database'::regclass
         WHERE starts_with(d.datname, $1) AND s.description = $2`,
        [server.templateName, USED_CLONE_MARK],
      );
      for (const { datname } of rows) {
        if (stopped) break;
        await c.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
        dropped++;
      }
      if (rows.length === 0) await sleep(250);
    }
  });
  return {
    env: { TEST_DB_POOL: '1' },
    stop: async () => {
      stopped = true;
      await Promise.all([maker, dropper]);
      return { made, dropped };
    },
  };
}
