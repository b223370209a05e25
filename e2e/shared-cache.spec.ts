// Guards the cache shared by several app servers: two production servers on one
// database and one Redis; an admin changes the hero image, or closes and opens the store, through
// server A, and server B's cached menu shows it within a second (the app's writes to public data;
// the menu and the configuration are edited in Prisma Studio and follow within the cache's minute).
// And a server whose Redis is gone still serves the store.
// Needs Redis (REDIS_URL, default redis://127.0.0.1:6379; CI has it). Every run uses its own key
// prefix and removes its keys afterwards.
import { rmSync } from 'node:fs';
import { test, expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { createClient } from 'redis';
import { prepareTestServer, type TestServer } from '../scripts/test-database';
import { startAppServer, type AppServer } from './support/servers';
import { DEMO, graphql, loginByApi } from './support/login';

const REDIS_URL = process.env.E2E_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const PREFIX = `e2e-cache:${Date.now().toString(36)}-${process.pid}:`;
const NEW_HERO = '/images/categories/pdm.webp';
const heroIn = (html: string, url: string) => html.includes(`url=${encodeURIComponent(url)}&amp;w=`);

test.describe.configure({ mode: 'serial' });

let db: TestServer;
let a: AppServer;
let b: AppServer;
const uploadDir = `.data/e2e-shared-cache-${process.pid}`;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  db = await prepareTestServer('e2ecache');
  const env = { DATABASE_URL: db.templateUrl, REDIS_URL, REDIS_KEY_PREFIX: PREFIX, UPLOAD_DIR: uploadDir };
  [a, b] = await Promise.all([startAppServer(env), startAppServer(env)]);
});

test.afterAll(async () => {
  await adminA?.dispose();
  await Promise.all([a?.stop(), b?.stop()]);
  await db?.cleanup();
  rmSync(uploadDir, { recursive: true, force: true });
  const redis = createClient({ url: REDIS_URL });
  await redis.connect();
  for await (const keys of redis.scanIterator({ MATCH: `${PREFIX}*`, COUNT: 100 })) if (keys.length) await redis.del(keys);
  await redis.close();
});

// One admin session on server A for the whole file (a second login would wait out the code's resend limit).
let adminA: APIRequestContext | undefined;
async function adminOnA(): Promise<APIRequestContext> {
  if (!adminA) {
    adminA = await playwrightRequest.newContext({ baseURL: a.baseUrl });
    await loginByApi(adminA, DEMO.admin.phone);
  }
  return adminA;
}

async function menuHtml(server: AppServer): Promise<string> {
  const res = await fetch(`${server.baseUrl}/`, { headers: { accept: 'text/html' } });
  expect(res.status).toBe(200);
  return res.text();
}

test('a hero image changed on one server shows on the other within a second', async () => {
  // Both servers have the menu cached (a second request is a cache hit) with the seeded hero.
  for (const server of [a, b]) {
    await menuHtml(server);
    const res = await fetch(`${server.baseUrl}/`, { headers: { accept: 'text/html' } });
    expect(res.headers.get('x-nextjs-cache')).toBe('HIT');
    const html = await res.text();
    expect(heroIn(html, '/images/hero/hero-desktop.webp')).toBe(true);
    expect(heroIn(html, NEW_HERO)).toBe(false);
  }
  // The catalogue reads are shared: server A's entries are in Redis.
  const redis = createClient({ url: REDIS_URL });
  await redis.connect();
  try {
    const keys: string[] = [];
    for await (const batch of redis.scanIterator({ MATCH: `${PREFIX}entry:*`, COUNT: 100 })) keys.push(...batch);
    expect(keys.length).toBeGreaterThan(0);
  } finally {
    await redis.close();
  }

  const saved = await graphql<{ createHeroImage: { desktopUrl: string } }>(await adminOnA(), `mutation($u: String!) { createHeroImage(imageUrl: $u, type: desktop) { desktopUrl } }`, { u: NEW_HERO });
  expect(saved.createHeroImage.desktopUrl).toBe(NEW_HERO);
  const changedAt = Date.now();
  let seenAfter: number | null = null;
  while (Date.now() - changedAt < 1_000) {
    if (heroIn(await menuHtml(b), NEW_HERO)) {
      seenAfter = Date.now() - changedAt;
      break;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  expect(seenAfter, `server B still served the old hero one second after the change:\n${b.output()}`).not.toBeNull();
  // B's GraphQL (a cached read in a route handler) agrees, and so does server A's own page.
  const onB = await fetch(`${b.baseUrl}/api/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ getHeroImages { desktopUrl } }' }) });
  expect(((await onB.json()) as { data: { getHeroImages: { desktopUrl: string } } }).data.getHeroImages.desktopUrl).toBe(NEW_HERO);
  expect(heroIn(await menuHtml(a), NEW_HERO)).toBe(true);
});

test('the store closed on one server is closed on the other within a second, and opened again', async () => {
  const closedOn = async (server: AppServer) => (await menuHtml(server)).includes('data-testid="store-closed-banner"');
  // B has the open menu cached
  await menuHtml(b);
  expect(await closedOn(b)).toBe(false);
  const admin = await adminOnA();
  for (const open of [false, true]) {
    await graphql(admin, 'mutation($open: Boolean!, $m: String) { setStoreStatus(openStatus: $open, closedMessage: $m, closedDates: []) { openStatus } }', {
      open,
      m: open ? null : 'Closed for Diwali, back on Monday.',
    });
    const changedAt = Date.now();
    let seen = false;
    while (!seen && Date.now() - changedAt < 1_000) {
      seen = (await closedOn(b)) === !open;
      if (!seen) await new Promise((r) => setTimeout(r, 50));
    }
    expect(seen, `server B did not show the store ${open ? 'open' : 'closed'} within a second:\n${b.output()}`).toBe(true);
  }
});

test('a server whose Redis is unreachable still serves the store, and says so once', async () => {
  const c = await startAppServer({ DATABASE_URL: db.templateUrl, REDIS_URL: 'redis://127.0.0.1:1', REDIS_KEY_PREFIX: PREFIX, UPLOAD_DIR: uploadDir });
  try {
    for (let i = 0; i < 3; i++) {
      const html = await menuHtml(c);
      expect(html).toContain('data-testid="menu-item"');
      expect(heroIn(html, NEW_HERO)).toBe(true); // the database's current hero
    }
    const categories = await fetch(`${c.baseUrl}/api/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ getCategories { categoryEnum } }' }) });
    expect(((await categories.json()) as { data: { getCategories: unknown[] } }).data.getCategories).toHaveLength(4);
    await expect.poll(() => c.output().match(/Redis unavailable/g)?.length ?? 0).toBe(1);
    await new Promise((r) => setTimeout(r, 1_500)); // reconnect attempts go on: still one line
    expect(c.output().match(/Redis unavailable/g)?.length ?? 0).toBe(1);
  } finally {
    await c.stop();
  }
});
