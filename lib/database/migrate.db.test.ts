import pg from 'pg';
import path from 'node:path';
import { mkdtempSync, mkdirSync, writeFileSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { migrate, listMigrations } from './migrate';
import { createEmptyDatabase, dropDatabase } from '@/testing/test-database';

const migrationsDir = path.resolve(__dirname, '../../prisma/migrations');

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query<T>(sql)).rows;
  } finally {
    await c.end();
  }
}

describe('migration runner', () => {
  const created: string[] = [];
  afterAll(async () => {
    for (const name of created) await dropDatabase(name);
  });

  test('applies every migration once and records it like Prisma does', async () => {
    const { name, url } = await createEmptyDatabase();
    created.push(name);
    const first = await migrate(url, migrationsDir);
    expect(first.applied).toEqual(listMigrations(migrationsDir).map((m) => m.name));
    const second = await migrate(url, migrationsDir);
    expect(second.applied).toEqual([]);
    expect(second.alreadyApplied).toEqual(first.applied);

    const rows = await query<{ migration_name: string; checksum: string; finished_at: Date | null; applied_steps_count: number }>(
      url,
      'SELECT migration_name, checksum, finished_at, applied_steps_count FROM "_prisma_migrations"',
    );
    expect(rows).toHaveLength(first.applied.length);
    for (const row of rows) {
      expect(row.finished_at).not.toBeNull();
      expect(row.applied_steps_count).toBe(1);
      expect(row.checksum).toBe(listMigrations(migrationsDir).find((m) => m.name === row.migration_name)!.checksum);
    }
    const tables = await query<{ table_name: string }>(url, "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'");
    expect(tables.map((t) => t.table_name)).toEqual(expect.arrayContaining(['User', 'Order', 'Suborder', 'Delivery', 'MenuItem']));
  });

  test('two runners at once apply each migration exactly once', async () => {
    const { name, url } = await createEmptyDatabase();
    created.push(name);
    const [a, b] = await Promise.all([migrate(url, migrationsDir), migrate(url, migrationsDir)]);
    const total = listMigrations(migrationsDir).length;
    expect(a.applied.length + b.applied.length).toBe(total);
    const rows = await query(url, 'SELECT 1 FROM "_prisma_migrations"');
    expect(rows).toHaveLength(total);
  });

  test('a failing migration leaves nothing behind and is reported', async () => {
    const { name, url } = await createEmptyDatabase();
    created.push(name);
    const dir = mkdtempSync(path.join(tmpdir(), 'migrations-'));
    cpSync(migrationsDir, dir, { recursive: true });
    mkdirSync(path.join(dir, '99990101000000_broken'));
    writeFileSync(path.join(dir, '99990101000000_broken', 'migration.sql'), 'CREATE TABLE "Half" (id int);\nSELECT * FROM no_such_table;');
    await expect(migrate(url, dir)).rejects.toThrow(/99990101000000_broken failed/);
    const half = await query(url, "SELECT 1 FROM information_schema.tables WHERE table_name = 'Half'");
    expect(half).toHaveLength(0);
    const recorded = await query(url, `SELECT 1 FROM "_prisma_migrations" WHERE migration_name = '99990101000000_broken'`);
    expect(recorded).toHaveLength(0);
  });

  test('stops when Prisma recorded a failed migration', async () => {
    const { name, url } = await createEmptyDatabase();
    created.push(name);
    await migrate(url, migrationsDir);
    await query(url, `INSERT INTO "_prisma_migrations" (id, checksum, migration_name) VALUES ('x', 'y', 'half_done')`);
    await expect(migrate(url, migrationsDir)).rejects.toThrow(/half_done is recorded as failed/);
  });
});
