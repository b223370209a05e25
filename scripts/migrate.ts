import { migrate } from '@/lib/database/migrate';
import { createDb } from '@/lib/database/db';
import { backfillAfterMigration } from '@/lib/uploads/backfill-content-hashes';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is not set. `npm run dev` migrates the embedded database itself.');
  process.exit(1);
}

async function main(databaseUrl: string) {
  const r = await migrate(databaseUrl, undefined, console.log);
  console.log(`migrations: ${r.applied.length} applied, ${r.alreadyApplied.length} already applied`);
  const db = createDb(databaseUrl, 1);
  try {
    await backfillAfterMigration(r.applied, db, console.log);
  } finally {
    await db.$disconnect();
  }
}

main(url).catch((e) => {
  console.error(e.message);
  process.exit(1);
});
