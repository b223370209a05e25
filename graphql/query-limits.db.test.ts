// Query limits through the real /api/graphql route: the largest honest queries pass; oversized,
// deep, aliased, directive-laden and costly ones are refused fast with the limit named.
import { buildASTSchema, parse, print, type DocumentNode } from 'graphql';
import { useTestDatabase } from '@/testing/test-database';
import { graphqlRequest } from '@/testing/graphql-request';
import { loginAs } from '@/testing/login';
import { fullSelectionQuery } from '@/testing/full-selection';
import { DEMO_CUSTOMER_PHONE } from '@/prisma/seed-data';
import { QUERY_LIMITS } from './query-limits';
import { typeDefs } from './schema';

useTestDatabase();

const schema = buildASTSchema(parse((typeDefs as (string | DocumentNode)[]).map((d) => (typeof d === 'string' ? d : print(d))).join('\n')));
const FULL_ORDERS = fullSelectionQuery(schema, 'query', 'getOrders');

// A logged-in caller: a visitor's body over 64 kB is refused before any query limit is looked at
// (app/api/graphql/route.ts), so the limits on the query text are a logged-in caller's.
let cookie = '';

beforeAll(async () => {
  // The first request loads the route and the schema; time only the ones after it.
  await graphqlRequest('{ __typename }');
  cookie = (await loginAs('9876500777')).cookie;
});

test('every field of every operation, as deep as the schema goes, is within every limit', async () => {
  for (const operation of ['query', 'mutation'] as const) {
    const root = operation === 'query' ? schema.getQueryType()! : schema.getMutationType()!;
    for (const name of Object.keys(root.getFields())) {
      const res = await graphqlRequest(fullSelectionQuery(schema, operation, name), {});
      // Missing variables or no session answer other errors; none may be a query limit.
      for (const e of res.errors ?? []) expect([name, e.extensions?.code]).not.toEqual([name, 'QUERY_TOO_COMPLEX']);
    }
  }
});

test('the heaviest real query (all of getOrders) and the pages\' menu query answer with data', async () => {
  const { cookie } = await loginAs(DEMO_CUSTOMER_PHONE);
  const orders = await graphqlRequest<{ getOrders: { orders: unknown[] } }>(FULL_ORDERS, { v0: 0, v1: 100, v2: null }, { cookie });
  expect(orders.errors).toBeUndefined();
  expect(Array.isArray(orders.data!.getOrders.orders)).toBe(true);
  // The same query pretty-printed with comments, as a client's editor would send it.
  const pretty = `# every field\n${print(parse(FULL_ORDERS))}`;
  expect((await graphqlRequest(pretty, { v0: 0, v1: 100, v2: null }, { cookie })).errors).toBeUndefined();
  const menu = await graphqlRequest('query { getMenuItems(roleId: 2) { id name displayPrice unitType description image { id url } category { id title categoryEnum } variants { id price unit unitType } } }');
  expect(menu.errors).toBeUndefined();
});

const repeat = (n: number, f: (i: number) => string) => Array.from({ length: n }, (_, i) => f(i)).join(' ');
const nested = (depth: number): string => (depth === 0 ? 'id' : `a { ${nested(depth - 1)} }`);

test.each<[string, string, keyof typeof QUERY_LIMITS, RegExp]>([
  ['2,000 aliases of getMenuItems', `{ ${repeat(2000, (i) => `a${i}: getMenuItems { id name variants { price } }`)} }`, 'maxQueryChars', /Query text limit of 20000 characters exceeded/],
  ['2,000 aliases, written as tightly as possible', `{${repeat(2000, (i) => `a${i}:getMenuItems{id}`)}}`, 'maxQueryChars', /Query text limit/],
  ['11 aliases', `{ ${repeat(11, (i) => `a${i}: getCategories { id }`)} }`, 'maxAliases', /Aliases limit of 10 exceeded, found 11/],
  ['depth 20', `{ ${nested(19)} }`, 'maxDepth', /Query depth limit of 10 exceeded, found 20/],
  ['depth 11', `{ ${nested(10)} }`, 'maxDepth', /Query depth limit of 10 exceeded, found 11/],
  ['a huge token count', `{ getCategories { ${repeat(5000, () => 'id')} } }`, 'maxTokens', /Token limit of 1000 exceeded/],
  ['500 directives', `{ getCategories { id ${repeat(500, () => '@include(if: true)')} } }`, 'maxTokens', /Token limit of 1000 exceeded/],
  ['500 short directives', `{ getCategories { id ${repeat(500, () => '@a')} } }`, 'maxTokens', /Token limit/],
  ['11 directives', `{ getCategories { id ${repeat(11, (i) => `@d${i}`)} } }`, 'maxDirectives', /Directives limit of 10 exceeded, found 11/],
  // four: five copies of today's getOrders pass the token limit first (the order grew with the wallet and plan changes)
  ['two copies of every field of getOrders', `query(${FULL_ORDERS.slice(FULL_ORDERS.indexOf('(') + 1, FULL_ORDERS.indexOf(')'))}) { ${repeat(2, (i) => `o${i}: ${FULL_ORDERS.slice(FULL_ORDERS.indexOf('{') + 1, -1)}`)} }`, 'maxCost', /Query Cost limit of 2000 exceeded/],
  ['megabytes of whitespace', `{ getCategories { id } }${' '.repeat(1_000_000)}`, 'maxQueryChars', /Query text limit/],
])('%s is refused in under 50 ms (or 8x the cheapest request, on a loaded machine), naming the limit', async (_label, query, limit, message) => {
  // The best of five, in turn with the cheapest request there is (`{ __typename }`: no resolver, no
  // database) carrying a body as large (the query's length as an unused variable, so reading and
  // parsing the megabyte is in both): the test files run in parallel on a small shared machine, so one
  // run can wait for the CPU; the refusal's own work is what must stay small (refusals are not cached).
  // On a quiet machine 50 ms decides; on a loaded one the ratio does.
  let res!: Awaited<ReturnType<typeof graphqlRequest>>;
  let ms = Infinity;
  let reference = Infinity;
  for (let i = 0; i < 5; i++) {
    let started = performance.now();
    res = await graphqlRequest(query, {}, { cookie });
    ms = Math.min(ms, performance.now() - started);
    started = performance.now();
    const cheapest = await graphqlRequest('{ __typename }', { padding: ' '.repeat(query.length) }, { cookie });
    expect(cheapest.errors).toBeUndefined();
    reference = Math.min(reference, performance.now() - started);
  }
  expect(res.status).toBe(400);
  const refusal = res.errors?.find((e) => (e.extensions as { limit?: string } | undefined)?.limit === limit);
  expect(refusal?.message).toMatch(message);
  expect(refusal?.extensions?.code).toBe('QUERY_TOO_COMPLEX');
  expect(res.data ?? null).toBeNull();
  expect(ms).toBeLessThan(Math.max(50, 8 * reference));
});

test('field suggestions ("Did you mean") are off in production and on elsewhere', async () => {
  const typo = '{ getCategoriez { id } me { firstNam } }';
  const messages = async () => ((await graphqlRequest(typo)).errors ?? []).map((e) => e.message);
  // Outside production the suggestions help (their wording depends on what else the schema has).
  const helpful = await messages();
  expect(helpful).toHaveLength(2);
  expect(helpful[0]).toMatch(/^Cannot query field "getCategoriez" on type "Query"\. Did you mean "getCategories"/);
  expect(helpful[1]).toMatch(/^Cannot query field "firstNam" on type "User"\. Did you mean "firstName"/);
  const env = process.env as Record<string, string | undefined>;
  const previous = env.NODE_ENV;
  env.NODE_ENV = 'production';
  try {
    expect(await messages()).toEqual(['Cannot query field "getCategoriez" on type "Query".', 'Cannot query field "firstNam" on type "User".']);
  } finally {
    env.NODE_ENV = previous;
  }
});
