// Prisma Studio for operations staff, on DATABASE_URL or the embedded database.
import { runWithDatabase } from './dev-database';

runWithDatabase(process.execPath, [
  'node_modules/prisma/build/index.js',
  'studio',
  '--port',
  process.env.STUDIO_PORT ?? '5555',
  '--browser',
  'none',
]);
