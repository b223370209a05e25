// A Prisma client that records every statement it sends, installed as the app's `db` (the global
// client lib/database/db.ts reads) for one test file: tests can then check what the real services
// send to Postgres (query plans, which tables a request wrote) instead of hand-written copies.
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '@/lib/generated/prisma/client';
import type { Db } from '@/lib/database/db';

export type SentStatement = { query: string; params: unknown[] };

const global = globalThis as unknown as { __storeDb?: Db };

/** Call at the top of a test file after useTestDatabase(); `sent` is what was sent since `clear()`. */
export function useRecordingDb(url: () => string) {
  let sent: SentStatement[] = [];
  let client: PrismaClient | undefined;
  let previous: Db | undefined;
  beforeAll(() => {
    const options = { adapter: new PrismaPg({ connectionString: url(), max: 5 }), log: [{ emit: 'event' as const, level: 'query' as const }] };
    const recorder = new PrismaClient(options);
    recorder.$on('query', (e) => sent.push({ query: e.query, params: JSON.parse(e.params) as unknown[] }));
    client = recorder;
    previous = global.__storeDb;
    global.__storeDb = recorder as unknown as Db;
  });
  afterAll(async () => {
    global.__storeDb = previous;
    await client?.$disconnect();
  });
  return {
    sent: () => sent,
    clear: () => {
      sent = [];
    },
    client: () => client!,
  };
}
