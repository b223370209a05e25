// Every write to the cached catalogue tables made by the app must expire the matching tag
// (lib/cache/catalog-cache.ts), or visitors see the old data for up to a minute. This reads the
// source: a service file that writes to one of these tables must also call the invalidation.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const INVALIDATION_FOR: Record<string, string> = {
  category: 'invalidateMenu',
  menuItem: 'invalidateMenu',
  variant: 'invalidateMenu',
  heroImage: 'invalidateHeroImages',
  configuration: 'invalidateConfiguration',
  message: 'invalidateConfiguration',
  store: 'invalidateStore',
};
const WRITE = new RegExp(`\\.(${Object.keys(INVALIDATION_FOR).join('|')})\\.(create|createMany|createManyAndReturn|update|updateMany|updateManyAndReturn|upsert|delete|deleteMany)\\b`, 'g');
// Run before the app serves anything (seeding), or by tests.
const OUTSIDE_THE_APP = [/\.test\.tsx?$/, /^prisma\//, /^scripts\//, /^testing\//, /^lib\/generated\//];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' || name.startsWith('.') ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

test('every catalogue write in the app calls its invalidation', () => {
  const root = path.resolve(__dirname, '../..');
  const missing: string[] = [];
  let writers = 0;
  for (const dir of ['app', 'lib', 'graphql', 'components']) {
    for (const file of sourceFiles(path.join(root, dir))) {
      const rel = path.relative(root, file);
      if (OUTSIDE_THE_APP.some((re) => re.test(rel))) continue;
      const source = readFileSync(file, 'utf8');
      for (const [, table] of source.matchAll(WRITE)) {
        writers++;
        if (!source.includes(`${INVALIDATION_FOR[table]}(`)) missing.push(`${rel}: writes ${table} without ${INVALIDATION_FOR[table]}()`);
      }
    }
  }
  expect(missing).toEqual([]);
  expect(writers).toBeGreaterThan(0); // createHeroImage at least: the scan does find writes
});
