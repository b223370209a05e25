// An admin's change landing while a cached page is being rendered, against a production build: the
// render read the store as open, the admin closed it, and the render finished after. The page it
// wrote must not be served as newer than the close (lib/cache/handler/route-cache-handler.ts). A
// table lock holds the render between its two reads, so the order of events is certain, not luck.
import pg from 'pg';
import { useTestDatabase } from '@/testing/test-database';
import { ADMIN_PHONE } from '@/prisma/seed-data';
import { getAt, graphqlAt, loginAt, startApp, type App } from './support/app';

const t = useTestDatabase();
jest.setTimeout(180_000);

let app: App;
let admin = '';
beforeAll(async () => {
  app = await startApp('page-cache-race', t.url());
  admin = await loginAt(app.baseUrl, ADMIN_PHONE.replace(/^\+91/, ''), '10.62.0.1');
});
afterAll(async () => {
  await app?.stop();
});

const setOpen = (open: boolean) =>
  graphqlAt(app.baseUrl, `mutation { setStoreStatus(openStatus: ${open}, closedMessage: ${open ? 'null' : '"Closed for the race"'}, closedDates: []) { openStatus } }`, {}, { cookie: admin, ip: '10.62.0.1' });
const closedBanner = async () => (await getAt(app.baseUrl, '/')).text.includes('data-testid="store-closed-banner"');

/** Until a query (the render's) waits for the hero images' lock; 30 s at most. */
async function waitForLockWaiter(lock: pg.Client): Promise<void> {
  const waiting = `SELECT count(*)::int AS n FROM pg_locks WHERE relation = '"HeroImage"'::regclass AND NOT granted`;
  for (const started = Date.now(); Date.now() - started < 30_000; await new Promise((r) => setTimeout(r, 50))) {
    if ((await lock.query<{ n: number }>(waiting)).rows[0].n > 0) return;
  }
  throw new Error('no render waited for the hero images within 30 s');
}

test('a menu rendered across an admin closing the store is not served after the close', async () => {
  expect((await setOpen(true)).json?.data).toBeTruthy();
  // The next request for / renders it (the open above expired it). The menu reads the store row and
  // the hero images side by side; the hero images wait behind this lock, the store row does not.
  const lock = new pg.Client({ connectionString: t.url() });
  await lock.connect();
  try {
    await lock.query('BEGIN');
    await lock.query('LOCK TABLE "HeroImage" IN ACCESS EXCLUSIVE MODE');
    const rendering = getAt(app.baseUrl, '/', { timeoutMs: 60_000 });
    // the render has begun and is waiting for the hero images: it has read the store as open
    await waitForLockWaiter(lock);
    expect((await setOpen(false)).json?.data).toBeTruthy();
    await lock.query('COMMIT');
    // That request began before the close, so it may show the store open...
    expect((await rendering).status).toBe(200);
  } finally {
    await lock.end();
  }
  // ...but every request after the close is answered with the store closed.
  expect(await closedBanner()).toBe(true);
  expect(await closedBanner()).toBe(true);
  expect((await setOpen(true)).json?.data).toBeTruthy();
  expect(await closedBanner()).toBe(false);
});
