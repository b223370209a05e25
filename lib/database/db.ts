// The one Prisma client of the app (Rust-free client over node-postgres). Reused across hot
// reloads in development so that each edit does not open another pool. No `server-only` marker
// here on purpose: the migration runner and tooling outside Next (scripts, Playwright's database
// set-up) load it without the react-server condition; lint keeps UI code from importing it.
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '@/lib/generated/prisma/client';
import { withAfterCommit } from './after-commit';

export type Db = PrismaClient;

/**
 * Prisma's limits on an interactive transaction (2 s to start, 5 s to run) unless
 * DATABASE_TX_LIMIT_MS widens both. `npm test` sets it (scripts/test.ts): its database tests share
 * two cores with everything else on the machine, where a login's short transaction has taken 6 s
 * at a load of 12, a wait and no fault. Production and the e2e server keep Prisma's limits.
 */
function transactionOptions(): { transactionOptions?: { maxWait: number; timeout: number } } {
  const ms = Number(process.env.DATABASE_TX_LIMIT_MS);
  return ms > 0 ? { transactionOptions: { maxWait: ms, timeout: ms } } : {};
}

export function createDb(url: string, max = Number(process.env.DATABASE_POOL_MAX ?? 10)): PrismaClient {
  return new PrismaClient({ adapter: new PrismaPg({ connectionString: url, max }), ...transactionOptions() });
}

const globalForDb = globalThis as unknown as { __storeDb?: PrismaClient };

function lazyDb(): PrismaClient {
  if (!globalForDb.__storeDb) {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error('DATABASE_URL is not set (npm run dev starts an embedded database and sets it)');
    globalForDb.__storeDb = createDb(url);
  }
  return globalForDb.__storeDb;
}

// A proxy so importing this module never connects; the pool opens on first use (builds do not
// need a database). Its $transaction runs afterCommit() callbacks once the transaction commits.
export const db: PrismaClient = new Proxy({} as PrismaClient, {
  get(_target, prop) {
    const client = lazyDb();
    if (prop === '$transaction') {
      return (...args: Parameters<PrismaClient['$transaction']>) => withAfterCommit(() => (client.$transaction as (...a: unknown[]) => Promise<unknown>)(...args));
    }
    const value = Reflect.get(client, prop, client);
    return typeof value === 'function' ? value.bind(client) : value;
  },
});
