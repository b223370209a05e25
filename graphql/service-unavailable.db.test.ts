// With the database out of reach, the API answers 503 SERVICE_UNAVAILABLE with a retry-after and
// nothing of the driver's words, whether the session lookup (the context) or a resolver failed.
// The fault suite (faults/postgres-restart.fault.test.ts) does the same against a real restart.
import { createDb, type Db } from '@/lib/database/db';
import { useTestDatabase } from '@/testing/test-database';
import { graphqlRequest } from '@/testing/graphql-request';
import { loginAs } from '@/testing/login';
import { DEMO_CUSTOMER_PHONE } from '@/prisma/seed-data';

useTestDatabase();
const store = globalThis as unknown as { __storeDb?: Db };

async function withDatabaseGone<T>(fn: () => Promise<T>): Promise<T> {
  const live = store.__storeDb;
  // nothing listens on port 1
  const gone = createDb('postgresql://postgres@127.0.0.1:1/store', 1);
  store.__storeDb = gone;
  try {
    return await fn();
  } finally {
    store.__storeDb = live;
    await gone.$disconnect();
  }
}

const UNAVAILABLE = { message: 'The store is briefly unavailable. Please try again in a moment.', extensions: { code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: 5 } };

test('a logged-in request (the session lookup fails) answers 503 with a code, not 500', async () => {
  const { cookie } = await loginAs(DEMO_CUSTOMER_PHONE);
  const res = await withDatabaseGone(() => graphqlRequest('{ me { id } }', {}, { cookie }));
  expect(res.status).toBe(503);
  expect(res.errors).toEqual([UNAVAILABLE]);
});

test('an anonymous request (a resolver fails) answers 503 with a code, not 200 with an internal error', async () => {
  const res = await withDatabaseGone(() => graphqlRequest('{ getCategories { id } }'));
  expect(res.status).toBe(503);
  expect(res.errors).toEqual([expect.objectContaining(UNAVAILABLE)]);
  expect(JSON.stringify(res.errors)).not.toMatch(/prisma|ECONNREFUSED|127\.0\.0\.1|\n\s+at /i);
});

test('with the database back, the same route serves again', async () => {
  const res = await graphqlRequest<{ getCategories: { id: string }[] }>('{ getCategories { id } }');
  expect(res.status).toBe(200);
  expect(res.data!.getCategories.length).toBeGreaterThan(0);
});
