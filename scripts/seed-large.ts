// npm run db:seed:large: the demo seed, then the large data set (prisma/seed-large.ts) into
// DATABASE_URL. Safe to run again: a second run finds the data there and stops in a moment.
import pg from 'pg';
import { createDb } from '@/lib/database/db';
import { seed } from '@/prisma/seed';
import { seedLarge } from '@/prisma/seed-large';

async function main(url: string) {
  const db = createDb(url, 2);
  try {
    await seed(db);
  } finally {
    await db.$disconnect();
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const r = await seedLarge(client);
    console.log(
      r.skipped
        ? `large data set already there (checked in ${r.ms} ms); nothing changed`
        : `seeded ${r.menuItems} menu items, ${r.customers} customers, ${r.orders} orders, ${r.suborders} suborders, ${r.deliveries} deliveries in ${(r.ms / 1000).toFixed(1)} s`,
    );
  } finally {
    await client.end();
  }
}

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is not set (the database to fill, e.g. postgresql://postgres@127.0.0.1:5432/store_large).');
  process.exit(1);
}
main(url).catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
