// Resolves the database for `npm run dev` / `npm start`: DATABASE_URL when set, otherwise the
// embedded PostgreSQL under .data/. Either way it is migrated, seeded when it has no menu, and given
// any configuration key a newer version added (never overwriting a value an admin changed).
import { migrate } from '@/lib/database/migrate';
import { createDb } from '@/lib/database/db';
import { seed, seedDefaults } from '@/prisma/seed';
import { backfillAfterMigration } from '@/lib/uploads/backfill-content-hashes';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './embedded-postgres';

export async function prepareDatabase(opts: { warnEmbedded?: boolean } = {}): Promise<{
  url: string;
  embedded?: EmbeddedDatabase;
}> {
  let url = process.env.DATABASE_URL;
  let embedded: EmbeddedDatabase | undefined;
  if (!url) {
    if (opts.warnEmbedded) {
      console.warn('warning: DATABASE_URL is not set; using the embedded PostgreSQL under .data/pg (not for real traffic)');
    }
    embedded = await startEmbeddedPostgres({ dataDir: '.data/pg', quiet: true });
    url = embedded.url;
    console.log(`embedded PostgreSQL running at ${url}`);
  }
  const result = await migrate(url, undefined, (l) => console.log(l));
  if (result.applied.length) console.log(`migrations applied: ${result.applied.join(', ')}`);
  const db = createDb(url, 1);
  try {
    await backfillAfterMigration(result.applied, db, (l) => console.log(l));
    if ((await db.menuItem.count()) === 0) {
      await seed(db);
      console.log('demo data loaded');
    } else {
      await seedDefaults(db);
    }
  } finally {
    await db.$disconnect();
  }
  return { url, embedded };
}

/** Runs a child command with DATABASE_URL set, stopping the embedded database when it ends. */
export async function runWithDatabase(command: string, args: string[], opts: { warnEmbedded?: boolean } = {}) {
  const { spawn } = await import('node:child_process');
  const { url, embedded } = await prepareDatabase(opts);
  const child = spawn(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: url, NEXT_TELEMETRY_DISABLED: '1' },
  });
  let stopping = false;
  const shutdown = async (code: number) => {
    if (stopping) return;
    stopping = true;
    if (embedded) {
      await embedded.stop().catch(() => {});
      console.log('embedded PostgreSQL stopped');
    }
    process.exit(code);
  };
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(sig, () => {
      child.kill(sig);
    });
  }
  child.on('exit', (code) => void shutdown(code ?? 0));
}
