import { migrate } from '@/lib/database/migrate';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is not set. `npm run dev` migrates the embedded database itself.');
  process.exit(1);
}
migrate(url, undefined, console.log)
  .then((r) => console.log(`migrations: ${r.applied.length} applied, ${r.alreadyApplied.length} already applied`))
  .catch((e) => {
    console.error(e.message);
    process.exit(1);
  });
