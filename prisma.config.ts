import { defineConfig } from 'prisma/config';

// DATABASE_URL is optional here: `prisma generate` needs none, and `npm run db:studio`
// sets it to the embedded database when it is unset.
export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: {
    url: process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres',
  },
});
