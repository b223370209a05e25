// Every write the app makes to a cached catalogue table must expire that table's tag
// (lib/cache/catalog-cache.ts), or visitors see the old data for up to a minute. Each admin
// operation that writes one runs here through the real API against a Prisma client that records
// the SQL it sends; the tables it wrote are read from that SQL, and each one's tag must have been
// expired by the same request. A new catalogue write operation gets a row here.
import { useTestDatabase } from '@/testing/test-database';
import { useRecordingDb } from '@/testing/recording-db';
import { graphqlRequest } from '@/testing/graphql-request';
import { loginAs } from '@/testing/login';
import { ADMIN_PHONE } from '@/prisma/seed-data';
import { TAG_OF_TABLE, watchCatalogExpiry, type CatalogTag } from './catalog-cache';

const t = useTestDatabase();
const recording = useRecordingDb(t.url);
let adminCookie: string;

beforeAll(async () => {
  adminCookie = (await loginAs(ADMIN_PHONE)).cookie;
});

/** Cached tables the statements sent since the last clear() wrote, and did not expire. */
function cachedTablesWritten(): string[] {
  return [...new Set(recording.sent().flatMap((s) => writtenTables(s.query)))].filter((table) => table in TAG_OF_TABLE);
}

/** The tables a statement writes: INSERT INTO / UPDATE / DELETE FROM "schema"."Table". */
function writtenTables(sql: string): string[] {
  return [...sql.matchAll(/\b(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+(?:"\w+"\.)?"(\w+)"/gi)].map((m) => m[1]);
}

const WRITES: [operation: string, query: string, variables: Record<string, unknown>][] = [
  ['createHeroImage', 'mutation($u: String!) { createHeroImage(imageUrl: $u, type: desktop) { desktopUrl } }', { u: '/images/hero/hero-desktop.webp' }],
  ['setStoreStatus (close)', 'mutation { setStoreStatus(openStatus: false, closedMessage: "Back on Monday") { openStatus } }', {}],
  ['setStoreStatus (closed dates)', 'mutation { setStoreStatus(openStatus: true, closedDates: ["2027-01-26"]) { closedDates } }', {}],
  ['updateConfigurations', 'mutation { updateConfigurations(values: [{ key: "deliveryCharge", value: "55" }]) { configurations { key } } }', {}],
  ['createMenuItem', 'mutation($c: ID!) { createMenuItem(input: { name: "Cache Bowl", categoryId: $c, hsn: "23091000", gstRate: 50, variants: [{ unit: 250, unitType: GRAMS, price: 9900 }] }) { id } }', { c: 'PDM_CATEGORY' }],
];

test.each(WRITES)('%s expires the tag of every cached table it writes', async (_operation, query, variables) => {
  if (variables.c === 'PDM_CATEGORY') variables = { c: (await recording.client().category.findUniqueOrThrow({ where: { categoryEnum: 'PDM' } })).id };
  recording.clear();
  const expired = new Set<CatalogTag>();
  const stop = watchCatalogExpiry((tag) => expired.add(tag));
  try {
    const res = await graphqlRequest(query, variables, { cookie: adminCookie });
    expect(res.errors).toBeUndefined();
  } finally {
    stop();
  }
  const written = cachedTablesWritten();
  // The operation does write the catalogue (else this row checks nothing).
  expect(written.length).toBeGreaterThan(0);
  expect(written.filter((table) => !expired.has(TAG_OF_TABLE[table]))).toEqual([]);
});

test('the check can fail: a write that expires nothing is caught', async () => {
  recording.clear();
  const expired = new Set<CatalogTag>();
  const stop = watchCatalogExpiry((tag) => expired.add(tag));
  await recording.client().message.updateMany({ where: { key: 'paymentMessage' }, data: { value: 'Pay by UPI.' } });
  stop();
  expect(cachedTablesWritten().filter((table) => !expired.has(TAG_OF_TABLE[table]))).toEqual(['Message']);
});
