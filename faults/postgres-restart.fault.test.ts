// PostgreSQL restarts while the store is under load (a failover, a crash, a maintenance restart).
// While it is down every answer must be a clean error: JSON with a code from the API, no stack
// trace or database detail anywhere. Once it is back, the same app process must serve again by
// itself (no restart). A throwaway embedded PostgreSQL is used, so no shared server is touched.
import { migrate } from '@/lib/database/migrate';
import { createDb } from '@/lib/database/db';
import { seed } from '@/prisma/seed';
import { createCustomer } from '@/testing/checkout';
import { startThrowawayPostgres, type ThrowawayPostgres } from './support/postgres';
import { startApp, getAt, graphqlAt, loginAt, type App, type Reply } from './support/app';

jest.setTimeout(180_000);

const dataDir = `.data/faults/pg-restart-${process.pid}`;
const port = 56000 + Math.floor(Math.random() * 2000);
let pg: ThrowawayPostgres;
let app: App;
let cookie: string;

beforeAll(async () => {
  pg = await startThrowawayPostgres(dataDir, port);
  await migrate(pg.url);
  const db = createDb(pg.url, 2);
  await seed(db);
  const customer = await createCustomer(db, { firstName: 'Outage' });
  await db.$disconnect();
  app = await startApp('pg-restart', pg.url, { DATABASE_POOL_MAX: '5' });
  cookie = await loginAt(app.baseUrl, customer.phoneNumber, '10.88.0.1');
});
afterAll(async () => {
  await app?.stop();
  await pg?.quit();
});

type Sample = { at: number; kind: string; reply: Reply | null; error?: string };

/** What a browser does all day: its own data with a session, the menu's data, the menu page. */
const REQUESTS: { kind: string; send: () => Promise<Reply> }[] = [
  { kind: 'api, logged in', send: () => graphqlAt(app.baseUrl, '{ me { id } getCarts { categoryEnum } }', {}, { cookie, ip: '10.88.0.1', timeoutMs: 15_000 }) },
  { kind: 'api, anonymous', send: () => graphqlAt(app.baseUrl, '{ getCategories { id categoryEnum } }', {}, { ip: '10.88.0.2', timeoutMs: 15_000 }) },
  { kind: 'menu page', send: () => getAt(app.baseUrl, '/', { cookie, timeoutMs: 15_000 }) },
];

const ok = (s: Sample) =>
  s.reply !== null && s.reply.status === 200 && (s.kind === 'menu page' ? s.reply.contentType.startsWith('text/html') : !s.reply.json?.errors && !!s.reply.json?.data);

// What must never reach a client: a stack frame, the database's or the driver's words, our paths.
const LEAKS = [/\n\s+at /, /prisma/i, /ECONNREFUSED/, /ECONNRESET/, /terminating connection/i, /\/work\//, /node_modules/, /Invalid `/, /57P01|P1001|P2024/];

test('under load, a PostgreSQL restart gives clean errors and the app recovers without a restart', async () => {
  const samples: Sample[] = [];
  const started = performance.now();
  let running = true;
  const loops = Array.from({ length: 3 }, async (_, worker) => {
    for (let i = worker; running; i++) {
      const r = REQUESTS[i % REQUESTS.length];
      const at = performance.now() - started;
      try {
        samples.push({ at, kind: r.kind, reply: await r.send() });
      } catch (e) {
        samples.push({ at, kind: r.kind, reply: null, error: (e as Error).message });
      }
    }
  });

  await new Promise((r) => setTimeout(r, 1500));
  const stopAt = performance.now() - started;
  await pg.stop();
  await new Promise((r) => setTimeout(r, 3000));
  const restartAt = performance.now() - started;
  await pg.start();

  // Back: wait until every kind of request has succeeded twice in a row, at most 20 s.
  let recoveredAt: number | null = null;
  const deadline = performance.now() + 20_000;
  while (performance.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
    const recent = samples.filter((s) => s.at > performance.now() - started - 1000);
    const allGood = REQUESTS.every((r) => {
      const mine = recent.filter((s) => s.kind === r.kind);
      return mine.length >= 2 && mine.slice(-2).every(ok);
    });
    if (allGood) {
      recoveredAt = performance.now() - started;
      break;
    }
  }
  // and a little longer, to see it stays up
  await new Promise((r) => setTimeout(r, 1000));
  running = false;
  await Promise.all(loops);

  const during = samples.filter((s) => s.at >= stopAt && s.at < restartAt);
  const failed = samples.filter((s) => !ok(s));
  const byStatus = new Map<string, number>();
  for (const s of failed) byStatus.set(`${s.kind} ${s.reply?.status ?? s.error}`, (byStatus.get(`${s.kind} ${s.reply?.status ?? s.error}`) ?? 0) + 1);
  console.log(
    `postgres restart: ${samples.length} requests, ${during.length} while it was down, ${failed.length} failed (${[...byStatus].map(([k, n]) => `${k}: ${n}`).join(', ')}); ` +
      `down ${(restartAt - stopAt).toFixed(0)} ms, serving again ${recoveredAt === null ? 'never' : `${(recoveredAt - restartAt).toFixed(0)} ms after it was back`}`,
  );

  // It really was down for a while, and requests did fail.
  expect(failed.length).toBeGreaterThan(0);
  for (const s of failed) {
    // Every request got an answer (the server neither hung nor dropped the connection).
    expect({ kind: s.kind, error: s.error }).toEqual({ kind: s.kind, error: undefined });
    const reply = s.reply!;
    for (const leak of LEAKS) expect({ kind: s.kind, leak: leak.test(reply.text) ? reply.text.slice(0, 400) : null }).toEqual({ kind: s.kind, leak: null });
    if (s.kind === 'menu page') {
      // the error page, not a stack
      expect(reply.contentType).toMatch(/^text\/html/);
      continue;
    }
    // The API answers 503 with JSON and a code the client can act on (try again), never a bare 500.
    expect({ kind: s.kind, status: reply.status, code: reply.json?.errors?.[0]?.extensions?.code }).toEqual({ kind: s.kind, status: 503, code: 'SERVICE_UNAVAILABLE' });
    expect(reply.json?.errors?.[0]?.message).toBe('The store is briefly unavailable. Please try again in a moment.');
  }
  // The same process serves again, and everything after the recovery succeeded.
  expect(recoveredAt).not.toBeNull();
  expect(recoveredAt! - restartAt).toBeLessThan(10_000);
  const after = samples.filter((s) => s.at > recoveredAt!);
  expect(after.length).toBeGreaterThan(0);
  expect(after.filter((s) => !ok(s))).toEqual([]);
});
