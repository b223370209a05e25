// Every table's row count and a digest of its contents, to show that a refused write changed
// nothing (not only that no rows were added: an UPDATE keeps the count).
import type { Db } from '@/lib/database/db';

export type Fingerprint = Record<string, { rows: number; digest: string }>;

export async function databaseFingerprint(db: Db): Promise<Fingerprint> {
  const tables = await db.$queryRaw<{ name: string }[]>`
    SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() AND tablename <> '_prisma_migrations' ORDER BY tablename`;
  const out: Fingerprint = {};
  for (const { name } of tables) {
    // Table names come from the catalogue above, never from input; quoted as identifiers.
    const [row] = await db.$queryRawUnsafe<{ rows: number; digest: string }[]>(
      `SELECT count(*)::int AS rows, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS digest FROM "${name.replace(/"/g, '""')}" t`,
    );
    out[name] = row;
  }
  return out;
}
