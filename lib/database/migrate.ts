// Applies prisma/migrations/*/migration.sql the way `prisma migrate deploy` does, keeping Prisma's
// own `_prisma_migrations` table, because Prisma's migrate commands need a schema-engine binary
// that cannot be downloaded here. A database migrated by this runner is "up to date" for real
// Prisma and the other way round (same table, same sha256 checksums).
import { createHash, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

// Any constant works as long as every runner uses the same one; this is Prisma's own key.
const ADVISORY_LOCK_KEY = 72707369;

export type MigrationResult = { applied: string[]; alreadyApplied: string[] };

type MigrationRow = {
  migration_name: string;
  checksum: string;
  finished_at: Date | null;
  rolled_back_at: Date | null;
};

export function listMigrations(dir: string): { name: string; sql: string; checksum: string }[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(path.join(dir, d.name, 'migration.sql')))
    .map((d) => d.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(path.join(dir, name, 'migration.sql'), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    });
}

export async function migrate(
  databaseUrl: string,
  migrationsDir = path.resolve(process.cwd(), 'prisma/migrations'),
  log: (line: string) => void = () => {},
): Promise<MigrationResult> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // Serialises concurrent runners (two app servers starting at once): the second waits, then
    // finds everything applied.
    await client.query('SELECT pg_advisory_lock($1)', [ADVISORY_LOCK_KEY]);
    await client.query(`CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
      "id"                  VARCHAR(36) PRIMARY KEY NOT NULL,
      "checksum"            VARCHAR(64) NOT NULL,
      "finished_at"         TIMESTAMPTZ,
      "migration_name"      VARCHAR(255) NOT NULL,
      "logs"                TEXT,
      "rolled_back_at"      TIMESTAMPTZ,
      "started_at"          TIMESTAMPTZ NOT NULL DEFAULT now(),
      "applied_steps_count" INTEGER NOT NULL DEFAULT 0
    )`);
    const { rows } = await client.query<MigrationRow>(
      'SELECT migration_name, checksum, finished_at, rolled_back_at FROM "_prisma_migrations" ORDER BY started_at',
    );
    const failed = rows.find((r) => r.finished_at === null && r.rolled_back_at === null);
    if (failed) {
      throw new Error(
        `Migration ${failed.migration_name} is recorded as failed. Fix the database by hand, then mark it with ` +
          '`prisma migrate resolve` before migrating again.',
      );
    }
    const done = new Map(rows.filter((r) => r.finished_at).map((r) => [r.migration_name, r.checksum]));
    const result: MigrationResult = { applied: [], alreadyApplied: [] };
    for (const m of listMigrations(migrationsDir)) {
      const recorded = done.get(m.name);
      if (recorded) {
        if (recorded !== m.checksum) log(`warning: ${m.name} was edited after it was applied`);
        result.alreadyApplied.push(m.name);
        continue;
      }
      log(`applying ${m.name}`);
      // One transaction per migration: a failing file leaves nothing half-applied and no row behind.
      await client.query('BEGIN');
      try {
        const id = randomUUID();
        await client.query(
          'INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at) VALUES ($1, $2, $3, now())',
          [id, m.checksum, m.name],
        );
        // Sent as one simple query so that $$-quoted function bodies survive intact.
        await client.query(m.sql);
        await client.query(
          'UPDATE "_prisma_migrations" SET finished_at = now(), applied_steps_count = 1 WHERE id = $1',
          [id],
        );
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw new Error(`Migration ${m.name} failed: ${(error as Error).message}`);
      }
      result.applied.push(m.name);
    }
    return result;
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [ADVISORY_LOCK_KEY]).catch(() => {});
    await client.end();
  }
}
