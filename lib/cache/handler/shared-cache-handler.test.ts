// The shared 'use cache' handler against the real Redis (127.0.0.1:6379, or REDIS_URL; CI has
// it), each test under its own key prefix. Two handlers in one process stand for two servers:
// they share Redis but not their memory. (Invalidations between processes, and pages, are tested
// with two real servers in e2e/shared-cache.spec.ts.)
import { existsSync } from 'node:fs';
import { createClient, RESP_TYPES } from 'redis';
import type { CacheEntry } from 'next/dist/server/lib/cache-handlers/types';
import { tagsManifest } from './next-internals.ts';
import {
  betterOffset,
  clock,
  clockOffset,
  createSharedCacheHandler,
  decodeEntry,
  encodeEntry,
  invalidation,
  recordTagState,
  shiftState,
  tagVerdict,
  type SharedCacheHandler,
} from './shared-cache-handler.ts';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
let prefix = '';
const opened: SharedCacheHandler[] = [];

// On the shared Redis, room for a loaded machine (at 300 ms two handlers once missed being ready);
// against a Redis that is not there, short, since each call waits that long before memory answers.
function handler(opts: { redisUrl?: string | null; log?: (m: string) => void; now?: () => number } = {}) {
  const redisUrl = opts.redisUrl === undefined ? REDIS_URL : opts.redisUrl;
  const h = createSharedCacheHandler({ redisUrl, keyPrefix: prefix, timeoutMs: redisUrl === REDIS_URL ? 2_000 : 300, log: opts.log ?? (() => {}), now: opts.now });
  opened.push(h);
  return h;
}

const bytes = (s: string) => new TextEncoder().encode(s);
const text = async (entry: CacheEntry | undefined) => (entry ? new TextDecoder().decode(new Uint8Array(await new Response(entry.value).arrayBuffer())) : undefined);

function entry(value: string, tags: string[], over: Partial<CacheEntry> = {}): Promise<CacheEntry> {
  return Promise.resolve({
    value: new ReadableStream({
      start(c) {
        c.enqueue(bytes(value));
        c.close();
      },
    }),
    tags,
    stale: 300,
    timestamp: clock(),
    expire: 300,
    revalidate: 60,
    ...over,
  });
}

beforeEach(() => {
  prefix = `test-cache:${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}:`;
});

afterEach(async () => {
  await Promise.all(opened.splice(0).map((h) => h.close()));
  const redis = createClient({ url: REDIS_URL });
  await redis.connect();
  for await (const keys of redis.scanIterator({ MATCH: `${prefix}*`, COUNT: 100 })) if (keys.length) await redis.del(keys);
  await redis.close();
});

describe('entries in Redis', () => {
  it('round-trip their bytes and metadata, Infinity included', () => {
    const meta = { tags: ['a', 'b'], stale: 300, timestamp: 1_700_000_000_000, expire: Infinity, revalidate: 60 };
    const raw = encodeEntry(meta, bytes('{"x":1}'));
    const decoded = decodeEntry(raw)!;
    expect(decoded.meta).toEqual(meta);
    expect(new TextDecoder().decode(decoded.value)).toBe('{"x":1}');
  });

  it.each([
    ['too short', Buffer.from([0, 0])],
    ['a length beyond the end', Buffer.from([0, 0, 0, 99, 123])],
    ['metadata that is not JSON', Buffer.concat([Buffer.from([0, 0, 0, 3]), Buffer.from('abc')])],
    ['metadata without numbers', Buffer.concat([Buffer.from([0, 0, 0, 13]), Buffer.from('{"tags":["a"]}').subarray(0, 13)])],
  ])('a damaged entry (%s) is a miss, not an error', (_what, raw) => {
    expect(decodeEntry(raw)).toBeNull();
  });
});

describe('tag state', () => {
  it('only moves forward: a late or repeated message never brings an expired tag back', () => {
    const tag = `tag-${Math.random()}`;
    recordTagState(tag, { expired: 2_000 });
    recordTagState(tag, { expired: 1_000, stale: 1_500 });
    expect(tagsManifest.get(tag)).toEqual({ expired: 2_000, stale: 1_500 });
  });

  it('records what Next records: expire now, or stale now and expire later', () => {
    expect(invalidation(5_000)).toEqual({ expired: 5_000 });
    expect(invalidation(5_000, { expire: 0 })).toEqual({ stale: 5_000, expired: 5_000 });
    expect(invalidation(5_000, { expire: 60 })).toEqual({ stale: 5_000, expired: 65_000 });
    expect(invalidation(5_000, {})).toEqual({ stale: 5_000 });
  });

  it.each([
    // [tag state, entry written at, now, verdict]
    [{}, 1_000, 2_000, 'fresh'],
    [{ expired: 500 }, 1_000, 2_000, 'fresh'],
    [{ expired: 1_500 }, 1_000, 2_000, 'expired'],
    [{ expired: 3_000 }, 1_000, 2_000, 'fresh'],
    [{ stale: 1_500 }, 1_000, 2_000, 'stale'],
    [{ stale: 1_500, expired: 3_000 }, 1_000, 2_000, 'stale'],
  ] as const)('tag %j, entry at %d, now %d: %s', (state, written, now, verdict) => {
    const tag = `tag-${Math.random()}`;
    if ('expired' in state || 'stale' in state) tagsManifest.set(tag, { ...state });
    expect(tagVerdict([tag], written, now)).toBe(verdict);
  });
});

describe('two servers on one Redis', () => {
  it('share entries: what one computed, the other reads', async () => {
    const a = handler();
    const b = handler();
    expect(await a.ready()).toBe(true);
    expect(await b.ready()).toBe(true);
    await a.set('menu', entry('the menu', ['catalog:menu']));
    expect(await text(await b.get('menu', []))).toBe('the menu');
    expect(await b.get('other', [])).toBeUndefined();
  });

  it('an invalidated tag turns the shared entry into a miss for both', async () => {
    const a = handler();
    const b = handler();
    await Promise.all([a.ready(), b.ready()]);
    const tag = `catalog:hero-${Math.random()}`;
    await a.set('hero', entry('old hero', [tag], { timestamp: clock() - 10 }));
    expect(await text(await b.get('hero', []))).toBe('old hero');
    await b.updateTags([tag], { expire: 0 });
    expect(await a.get('hero', [])).toBeUndefined();
    expect(await b.get('hero', [])).toBeUndefined();
    expect(await a.getExpiration([tag])).toBeGreaterThan(0);
    // the invalidation is in Redis for servers that start later
    const redis = createClient({ url: REDIS_URL });
    await redis.connect();
    expect(JSON.parse((await redis.hGet(`${prefix}tags`, tag))!)).toMatchObject({ expired: expect.any(Number) });
    await redis.close();
  });

  it('a stale tag serves the entry once more while it is refreshed', async () => {
    const a = handler();
    await a.ready();
    const tag = `catalog:menu-${Math.random()}`;
    await a.set('k', entry('v', [tag], { timestamp: clock() - 10 }));
    await a.updateTags([tag], { expire: 3600 });
    const again = handler(); // a server that has nothing in memory
    await again.ready();
    const served = await again.get('k', []);
    expect(served?.revalidate).toBe(-1);
    expect(await text(served)).toBe('v');
  });
});

describe('servers whose clocks differ', () => {
  it.each([
    // [TIME reply, asked at, answered at, Redis ahead by (ms), round trip (ms)]
    [['1700000000', '500000'], 1_699_999_999_000, 1_699_999_999_010, 1_495, 10],
    [['1700000000', '0'], 1_700_000_004_990, 1_700_000_005_010, -5_000, 20],
    [['1700000000', '250'], 1_700_000_000_000, 1_700_000_000_000, 0, 0],
  ] as const)('TIME %j asked at %d, answered at %d: Redis ahead by %d ms, measured over %d ms', (reply, sentAt, receivedAt, offset, rtt) => {
    expect(clockOffset(reply, sentAt, receivedAt)).toEqual({ offset, rtt, at: receivedAt });
  });

  it.each([
    ['the first measurement', null, { offset: 7, rtt: 30, at: 1_000 }, 7],
    ['a later one over a round trip as short', { offset: 5, rtt: 4, at: 1_000 }, { offset: 6, rtt: 6, at: 31_000 }, 6],
    ['not one over a much longer round trip', { offset: 5, rtt: 4, at: 1_000 }, { offset: 40, rtt: 80, at: 31_000 }, 5],
    ['a longer one when the kept one is over five minutes old', { offset: 5, rtt: 4, at: 1_000 }, { offset: 40, rtt: 80, at: 302_000 }, 40],
  ] as const)('keeps %s', (_what, kept, measured, offset) => {
    expect(betterOffset(kept, measured).offset).toBe(offset);
  });

  it('moves both times of a tag state, and only those it has', () => {
    expect(shiftState({ stale: 1_000, expired: 61_000 }, 250)).toEqual({ stale: 1_250, expired: 61_250 });
    expect(shiftState({ expired: 1_000 }, -250)).toEqual({ expired: 750 });
    expect(shiftState({}, 5)).toEqual({});
  });

  const redisNow = async (redis: { time: () => Promise<unknown> }) => {
    const [seconds, micros] = (await redis.time()) as string[];
    return Number(seconds) * 1000 + Number(micros) / 1000;
  };
  // A time read off one clock between two readings of it, give or take the measurement's error
  // (half a round trip to Redis, well under a second): 5 s off is a clock not converted.
  const within = (time: number, from: number, to: number) => expect(time >= from - 1_000 && time <= to + 1_000 ? 'within' : `${time - from} ms from ${from}, ${time - to} ms from ${to}`).toBe('within');

  it('an invalidation from a server ahead of this one expires this server’s entries at once', async () => {
    // This server's clock is 5 s behind Redis's; another server publishes in Redis's time.
    const behind = () => clock() - 5_000;
    const h = handler({ now: behind });
    expect(await h.ready()).toBe(true);
    const tag = `catalog:menu-${Math.random()}`;
    const renderedBefore = behind() - 50;
    const redis = createClient({ url: REDIS_URL });
    await redis.connect();
    const before = behind();
    try {
      await redis.publish(`${prefix}tags`, JSON.stringify([[tag, { expired: await redisNow(redis) }]]));
    } finally {
      await redis.close();
    }
    for (let i = 0; i < 40 && !tagsManifest.get(tag); i++) await new Promise((r) => setTimeout(r, 50));
    // recorded on this server's clock: when it was sent, not 5 s after
    within(tagsManifest.get(tag)!.expired!, before, behind());
    expect(tagVerdict([tag], renderedBefore, behind())).toBe('expired');
  });

  it('what a server publishes, stores and shares is dated in Redis’s time, and read back in the reader’s', async () => {
    const ahead = () => clock() + 5_000;
    const behind = () => clock() - 5_000;
    const a = handler({ now: ahead });
    const b = handler({ now: behind });
    await Promise.all([a.ready(), b.ready()]);
    const redis = createClient({ url: REDIS_URL });
    await redis.connect();
    const listener = redis.duplicate();
    await listener.connect();
    try {
      const published: string[] = [];
      await listener.subscribe(`${prefix}tags`, (m) => void published.push(m));
      const tag = `catalog:hero-${Math.random()}`;
      const redisBefore = await redisNow(redis);
      await a.updateTags([tag]);
      for (let i = 0; i < 40 && published.length === 0; i++) await new Promise((r) => setTimeout(r, 50));
      const sent = (JSON.parse(published[0]) as [string, { expired: number }][])[0][1].expired;
      const stored = (JSON.parse((await redis.hGet(`${prefix}tags`, tag))!) as { expired: number }).expired;
      within(sent, redisBefore, await redisNow(redis));
      within(stored, redisBefore, await redisNow(redis));

      // an entry written by the server ahead reads, on the server behind, as written just then
      const [redisAtSet, behindAtSet] = [await redisNow(redis), behind()];
      await a.set('menu', entry('the menu', [], { timestamp: ahead() }));
      const raw = (await redis.withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer }).get(`${prefix}entry:menu`)) as Buffer;
      within(decodeEntry(raw)!.meta.timestamp, redisAtSet, await redisNow(redis));
      const read = await b.get('menu', []);
      within(read!.timestamp, behindAtSet, behind());
    } finally {
      await listener.close();
      await redis.close();
    }
  });
});

describe('without Redis', () => {
  it('no URL: this server’s memory only', async () => {
    const h = handler({ redisUrl: null });
    expect(await h.ready()).toBe(false);
    await h.set('k', entry('v', []));
    expect(await text(await h.get('k', []))).toBe('v');
  });

  it('Redis unreachable: served from memory, and said once', async () => {
    const log = jest.fn();
    const h = handler({ redisUrl: 'redis://127.0.0.1:1', log });
    expect(await h.ready()).toBe(false);
    await h.set('k', entry('v', []));
    expect(await text(await h.get('k', []))).toBe('v');
    await h.updateTags(['some-tag']);
    await h.refreshTags();
    await new Promise((r) => setTimeout(r, 500)); // reconnect attempts fail meanwhile
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0][0]).toMatch(/^Redis unavailable/);
  });
});

// Needs the redis-server binary (this machine has it; where it is missing the test says so).
const redisServer = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((p) => existsSync(p));
(redisServer ? it : it.skip)('Redis going away and coming back: memory meanwhile, one line each way, then shared again', async () => {
  const { spawn } = await import('node:child_process');
  const net = await import('node:net');
  const port = await new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as import('node:net').AddressInfo;
      probe.close(() => resolve(free));
    });
  });
  const start = () => spawn(redisServer!, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const waitFor = async (check: () => boolean | Promise<boolean>) => {
    for (let i = 0; i < 100 && !(await check()); i++) await new Promise((r) => setTimeout(r, 100));
  };
  let server = start();
  const log = jest.fn();
  try {
    await new Promise((r) => setTimeout(r, 300));
    const h = handler({ redisUrl: `redis://127.0.0.1:${port}`, log });
    expect(await h.ready()).toBe(true);
    server.kill('SIGKILL');
    await waitFor(() => log.mock.calls.length > 0);
    await h.set('during', entry('kept in memory', []));
    expect(await text(await h.get('during', []))).toBe('kept in memory');
    server = start();
    await waitFor(() => log.mock.calls.length > 1);
    expect(log.mock.calls.map((c) => String(c[0]).split(' ')[0] + ' ' + String(c[0]).split(' ')[1])).toEqual(['Redis unavailable', 'Redis reachable']);
    const reader = handler({ redisUrl: `redis://127.0.0.1:${port}` }); // another server, started now
    expect(await reader.ready()).toBe(true);
    await waitFor(async () => {
      await h.set('after', entry('shared again', []));
      return (await text(await reader.get('after', []))) === 'shared again';
    });
    expect(await text(await reader.get('after', []))).toBe('shared again');
  } finally {
    server.kill('SIGKILL');
  }
}, 30_000);
