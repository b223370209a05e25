// What one account, or a burst of accounts, can make the servers do with uploads: a per-user
// limit kept in Postgres (shared by every app server), and a cap on images re-encoded at once per
// process, through the real /api/graphql route.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { useTestDatabase } from '@/testing/test-database';
import { graphqlRequest, type GraphQLResult } from '@/testing/graphql-request';
import { loginAs } from '@/testing/login';
import { noisyPng, solidPng, toBase64 } from '@/testing/images';
import { setClock } from '@/lib/clock';
import { ADMIN_PHONE } from '@/prisma/seed-data';
import { IMAGE_BUSY, UPLOAD_RATE } from '@/lib/domain/upload-rules';
import { imageSlots } from './image-slots';
import { processImage } from './process-image';

const t = useTestDatabase();
let dir: string;
const ENV_KEYS = ['IMAGE_PROCESSING_CONCURRENCY', 'IMAGE_QUEUE_TIMEOUT_MS', 'IMAGE_QUEUE_MAX'] as const;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'upload-limits-'));
  process.env.UPLOAD_DIR = dir;
});
afterAll(async () => {
  delete process.env.UPLOAD_DIR;
  await rm(dir, { recursive: true, force: true });
});
afterEach(() => {
  for (const k of ENV_KEYS) delete process.env[k];
});

const UPLOAD = 'mutation($b: String!, $f: String!, $k: ImageKind) { uploadImage(base64: $b, fileName: $f, kind: $k) { id url } }';
type Uploaded = GraphQLResult<{ uploadImage: { id: string; url: string } }>;
const upload = (cookie: string, file: Buffer, name = 'shot.png', kind = 'payments'): Promise<Uploaded> =>
  graphqlRequest(UPLOAD, { b: toBase64(file), f: name, k: kind }, { cookie });

describe('per-user upload limit', () => {
  test(`upload ${UPLOAD_RATE.perCustomer + 1} in ten minutes is refused with the wait; other people and later uploads are not`, async () => {
    const [me, other] = [await loginAs('9876543101'), await loginAs('9876543102')];
    // near the real time: the logins' sessions last 30 days from now
    const T0 = new Date(Date.now() + 24 * 60 * 60 * 1000);
    const restore = setClock(T0);
    try {
      const png = await solidPng();
      for (let i = 0; i < UPLOAD_RATE.perCustomer; i++) {
        // a second apart (storage keys are per millisecond)
        setClock(new Date(T0.getTime() + i * 1000));
        const ok = await upload(me.cookie, png);
        expect(ok.errors).toBeUndefined();
      }
      const rows = await t.db().uploadedImage.count({ where: { ownerId: me.user.id } });

      setClock(new Date(T0.getTime() + 3 * 60_000));
      const refused = await upload(me.cookie, png);
      expect(refused.data).toBeNull();
      expect(refused.errors?.[0]).toMatchObject({
        message: 'You have uploaded many files in a short time. Please try again in 7 minutes.',
        extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 7 * 60 },
      });
      // nothing stored for the refused one
      expect(await t.db().uploadedImage.count({ where: { ownerId: me.user.id } })).toBe(rows);

      // someone else is not affected
      expect((await upload(other.cookie, png)).errors).toBeUndefined();
      // once the first upload is ten minutes old, one more is allowed
      setClock(new Date(T0.getTime() + UPLOAD_RATE.windowMs + 1000));
      expect((await upload(me.cookie, png)).errors).toBeUndefined();
    } finally {
      restore();
    }
  });

  test(`an admin's limit is ${UPLOAD_RATE.perAdmin} (uploads for customers count as theirs)`, async () => {
    const admin = await loginAs(ADMIN_PHONE);
    const T0 = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
    const restore = setClock(T0);
    try {
      for (let i = 0; i < UPLOAD_RATE.perAdmin; i++) await t.db().rateLimitHit.create({ data: { bucket: `upload:user:${admin.user.id}`, createdAt: T0 } });
      const refused = await upload(admin.cookie, await solidPng(), 'hero.png', 'hero');
      expect(refused.errors?.[0].extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: 600 });
    } finally {
      restore();
    }
  });
});

describe('images re-encoded at once per process', () => {
  /** Two large uploads started together: when each answered, and when each held an image slot. */
  async function twoAtOnce(cookies: [string, string], file: Buffer) {
    const started = performance.now();
    const finished: number[] = [];
    imageSlots().peak = 0;
    imageSlots().recent.length = 0;
    const results = await Promise.all(
      cookies.map(async (cookie) => {
        const res = await upload(cookie, file, 'big.png');
        finished.push(performance.now() - started);
        return res;
      }),
    );
    for (const r of results) expect(r.errors).toBeUndefined();
    const runs = imageSlots().recent.map((r) => ({ start: r.startedAt - started, end: r.endedAt - started })).sort((a, b) => a.start - b.start);
    return { answered: finished.sort((a, b) => a - b), runs };
  }

  /** How long re-encoding one large image takes on this machine, alone. */
  async function processingAlone(big: Buffer): Promise<number> {
    await processImage(await solidPng(), 'png'); // sharp's first load
    const start = performance.now();
    await processImage(big, 'png');
    return performance.now() - start;
  }

  test('with the cap at 1, two large uploads sent together are processed one after the other', async () => {
    const [a, b] = [await loginAs('9876543111'), await loginAs('9876543112')];
    const big = await noisyPng();
    await upload(a.cookie, await solidPng()); // route compilation
    const alone = await processingAlone(big);

    process.env.IMAGE_PROCESSING_CONCURRENCY = '1';
    const { answered, runs } = await twoAtOnce([a.cookie, b.cookie], big);
    const f = (n: number) => n.toFixed(0);
    console.log(
      `cap 1: one image alone ${f(alone)} ms; two sent together answered after ${f(answered[0])} and ${f(answered[1])} ms, ` +
        `processed ${f(runs[0].start)}-${f(runs[0].end)} and ${f(runs[1].start)}-${f(runs[1].end)} ms`,
    );
    expect(imageSlots().peak).toBe(1);
    expect(runs[1].start).toBeGreaterThanOrEqual(runs[0].end);
    // The second waited for the first: it could not answer before the first image was done. (Its
    // timings are logged above; on a loaded machine they stretch, so no ratio is asserted.)
    expect(answered[1]).toBeGreaterThanOrEqual(runs[0].end);
  }, 60_000);

  test('with the cap at 2 the same two run side by side (so the measurement above can tell)', async () => {
    const [a, b] = [await loginAs('9876543121'), await loginAs('9876543122')];
    const big = await noisyPng();
    process.env.IMAGE_PROCESSING_CONCURRENCY = '2';
    const { answered, runs } = await twoAtOnce([a.cookie, b.cookie], big);
    const f = (n: number) => n.toFixed(0);
    console.log(`cap 2: answered after ${f(answered[0])} and ${f(answered[1])} ms, processed ${f(runs[0].start)}-${f(runs[0].end)} and ${f(runs[1].start)}-${f(runs[1].end)} ms`);
    expect(imageSlots().peak).toBe(2);
    expect(runs[1].start).toBeLessThan(runs[0].end);
  }, 60_000);

  test('a request that waits too long for a slot is told the server is busy; the one running finishes', async () => {
    const [a, b] = [await loginAs('9876543131'), await loginAs('9876543132')];
    const big = await noisyPng();
    process.env.IMAGE_PROCESSING_CONCURRENCY = '1';
    process.env.IMAGE_QUEUE_TIMEOUT_MS = '50';
    const running = upload(a.cookie, big, 'big.png');
    // let the first one take the slot before the second asks
    while (imageSlots().running === 0) await new Promise((r) => setTimeout(r, 5));
    const waited = await upload(b.cookie, big, 'big.png');
    expect(waited.errors?.[0]).toMatchObject({ message: IMAGE_BUSY.message, extensions: { code: 'RATE_LIMITED', retryAfterSeconds: IMAGE_BUSY.retryAfterSeconds } });
    expect((await running).errors).toBeUndefined();
    expect(await t.db().uploadedImage.count({ where: { ownerId: b.user.id } })).toBe(0);
  }, 60_000);
});
