// Every GraphQL answer is someone's data at one moment, so none may be stored by a browser or a
// proxy: Cache-Control: no-store on answers, errors and refusals alike (app/api/graphql/route.ts).
import { useTestDatabase } from '@/testing/test-database';
import { graphqlRequest } from '@/testing/graphql-request';
import { loginAs } from '@/testing/login';
import { DEMO_CUSTOMER_PHONE } from '@/prisma/seed-data';

useTestDatabase();

test('answers, errors and refusals are never stored', async () => {
  const { cookie } = await loginAs(DEMO_CUSTOMER_PHONE);
  const answers = [
    await graphqlRequest('{ getOrders(limit: 5) { count orders { orderNumber } } }', {}, { cookie }),
    await graphqlRequest('{ getCategories { id } }'),
    await graphqlRequest('{ getOrders { count } }'), // not logged in
    await graphqlRequest('{ noSuchField }'),
  ];
  expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 400]);
  for (const a of answers) expect(a.headers.get('cache-control')).toBe('no-store');
}, 30_000);
