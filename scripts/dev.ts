import { runWithDatabase } from './dev-database';

const port = process.env.PORT ?? '3000';
runWithDatabase(process.execPath, ['node_modules/next/dist/bin/next', 'dev', '--port', port]).then(() =>
  console.log(`store starting at http://localhost:${port}`),
);
