// Every table's row count and a digest of its contents, to show that a refused write changed
// nothing (not only that no rows were added: an UPDATE keeps the count), without preparing the
// database first. Session.lastSeenAt is left out: every signed-in request touches it
// (lib/auth/load-viewer.ts), refused or not, and that is no write of the call's. The digest is the
// sum of a 64-bit hash of each row's text: independent of row order, so no sort and no table-sized
// string. Any changed, added or removed row changes the sum but for a 1-in-2^64 chance. It scans
// every table (some 20 ms): suites that check thousands of calls use the write log instead
// (write-log.ts).
import type { Db } from '@/lib/database/db';

export type Fingerprint = Record<string, { rows: number; digest: string }>;

let tablesCache: { db: Db; sql: string } | undefined;

async function statement(db: Db): Promise<string> {
  if (tablesCache?.db === db) return tablesCache.sql;
  const tables = await db.$queryRaw<{ name: string }[]>`
    SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() AND tablename <> '_prisma_migrations' ORDER BY tablename`;
  // Table names come from the catalogue above, never from input; quoted as identifiers.
  const sql = tables
    .map(({ name }) => {
      const ident = `"${name.replace(/"/g, '""')}"`;
      const literal = `'${name.replace(/'/g, "''")}'`;
      const row = name === 'Session' ? `(to_jsonb(t) - 'lastSeenAt')::text` : 't::text';
      return `SELECT ${literal} AS name, count(*)::int AS rows, coalesce(sum(hashtextextended(${row}, 0)), 0)::text AS digest FROM ${ident} t`;
    })
    .join(' UNION ALL ');
  tablesCache = { db, sql };
  return sql;
}

export async function databaseFingerprint(db: Db): Promise<Fingerprint> {
  const rows = await db.$queryRawUnsafe<{ name: string; rows: number; digest: string }[]>(await statement(db));
  return Object.fromEntries(rows.sort((a, b) => a.name.localeCompare(b.name)).map((r) => [r.name, { rows: r.rows, digest: r.digest }]));
}
