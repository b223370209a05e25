// Makes one write fail inside the database (a trigger), so a test can show that a transaction which
// fails AFTER a message was recorded leaves no message behind. Remove it with the returned function.
import type { Db } from '@/lib/database/db';

let n = 0;

/** SQL string literal for a test value. */
export const sqlText = (value: string) => `'${value.replace(/'/g, "''")}'`;

export async function failWrites(db: Db, { table, on = 'INSERT', when }: { table: string; on?: 'INSERT' | 'UPDATE'; when: string }): Promise<() => Promise<void>> {
  const name = `test_fail_${process.pid}_${++n}`;
  await db.$executeRawUnsafe(`CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'forced failure (test)'; END $$`);
  await db.$executeRawUnsafe(`CREATE TRIGGER ${name} BEFORE ${on} ON "${table}" FOR EACH ROW WHEN (${when}) EXECUTE FUNCTION ${name}()`);
  return async () => {
    await db.$executeRawUnsafe(`DROP TRIGGER IF EXISTS ${name} ON "${table}"`);
    await db.$executeRawUnsafe(`DROP FUNCTION IF EXISTS ${name}()`);
  };
}
