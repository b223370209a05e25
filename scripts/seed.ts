import { createDb } from '@/lib/database/db';
import { seed } from '@/prisma/seed';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is not set. `npm run dev` seeds the embedded database itself.');
  process.exit(1);
}
const db = createDb(url, 2);
seed(db)
  .then(() => console.log('seeded'))
  .catch((e) => {
    console.error(e);
    process.exitCode = 1;
  })
  .finally(() => db.$disconnect());
