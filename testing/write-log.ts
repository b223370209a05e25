// Which tables have had rows written, and how many, since the log began: one small query, for the
// suites that check thousands of refused calls wrote nothing (mutation fuzzing, the authorization
// matrix). The content fingerprint (database-fingerprint.ts) scans and hashes every table, some
// 20 ms a call on this machine, and taken around each call it was over half of those suites' time.
//
// Row triggers on every table append the table's name to a log; the log is written in the writer's
// own transaction, so a write rolled back leaves nothing in it, and concurrent writers never wait on
// one another (no shared counter row). An UPDATE that changes no column is not a write, nor is a
// session's lastSeenAt alone: every signed-in request moves it, refused or not
// (lib/auth/load-viewer.ts). Stricter than the fingerprint otherwise: a row changed and changed
// back counts.
import type { Db } from '@/lib/database/db';

const LOG = '"_TestWriteLog"';

/** Installs the log's table and triggers (idempotent). Only in a test file's own database. */
export async function startWriteLog(db: Db): Promise<void> {
  await db.$executeRawUnsafe(`
    DO $install$
    DECLARE t record;
    BEGIN
      CREATE TABLE IF NOT EXISTS ${LOG} (tbl text NOT NULL);
      CREATE OR REPLACE FUNCTION "_test_log_write"() RETURNS trigger LANGUAGE plpgsql AS $f$
      BEGIN
        INSERT INTO ${LOG} (tbl) VALUES (TG_TABLE_NAME);
        RETURN NULL;
      END $f$;
      FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename NOT IN ('_prisma_migrations', '_TestWriteLog') LOOP
        EXECUTE format('DROP TRIGGER IF EXISTS "_test_log_insert_delete" ON %I', t.tablename);
        EXECUTE format('DROP TRIGGER IF EXISTS "_test_log_update" ON %I', t.tablename);
        EXECUTE format('CREATE TRIGGER "_test_log_insert_delete" AFTER INSERT OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION "_test_log_write"()', t.tablename);
        EXECUTE format('CREATE TRIGGER "_test_log_update" AFTER UPDATE ON %I FOR EACH ROW WHEN (%s) EXECUTE FUNCTION "_test_log_write"()', t.tablename,
          CASE WHEN t.tablename = 'Session' THEN $w$(to_jsonb(OLD) - 'lastSeenAt') IS DISTINCT FROM (to_jsonb(NEW) - 'lastSeenAt')$w$ ELSE 'OLD.* IS DISTINCT FROM NEW.*' END);
      END LOOP;
    END $install$`);
}

/** Rows written per table since startWriteLog, tables not written left out. */
export async function writeCounts(db: Db): Promise<Record<string, number>> {
  const rows = await db.$queryRawUnsafe<{ tbl: string; n: number }[]>(`SELECT tbl, count(*)::int AS n FROM ${LOG} GROUP BY tbl ORDER BY tbl`);
  return Object.fromEntries(rows.map((r) => [r.tbl, r.n]));
}
