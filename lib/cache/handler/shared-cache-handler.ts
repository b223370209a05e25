// The 'use cache' handler shared by every app server: entries in Redis (so a catalogue read made
// on one server serves the others), a copy in this server's memory (Next's own LRU) for speed, and
// tag invalidations published to every server, which write them into Next's process-wide tag record
// so this server's cached pages expire as well.
//
// Times that cross servers (an entry's date, an invalidation's) travel in Redis's clock: each
// server measures how far its own clock is from Redis's TIME and converts on the way out and in.
// Dated by the sender's clock, an invalidation from a server ahead of this one would expire
// nothing here until this clock caught up, and one from a server behind would leave this
// server's pages that began rendering before it (route-cache-handler.ts) looking newer.
//
// Redis is never required for the store to work. Without a URL, or while Redis cannot be reached,
// the handler is this server's memory only: entries are computed again here, invalidations made on
// other servers arrive no later than the entries' lifetime (a minute for the catalogue). The outage
// is logged once, and so is the recovery; no request waits more than `timeoutMs` for Redis.
import { createClient, RESP_TYPES } from 'redis';
import type { CacheEntry, CacheHandler } from 'next/dist/server/lib/cache-handlers/types';
import { createMemoryCacheHandler, tagsManifest, type TagState } from './next-internals.ts';

export type SharedCacheOptions = {
  /** redis://… ; null keeps everything in this server's memory */
  redisUrl: string | null;
  /** prepended to every Redis key and channel, e.g. 'store:cache:' */
  keyPrefix: string;
  /** the longest a request waits for Redis before treating it as a miss (ms) */
  timeoutMs?: number;
  /** the size of this server's in-memory copy (bytes) */
  memoryBytes?: number;
  log?: (message: string) => void;
  /** this server's clock, as Next reads it (tests give a server one that is ahead or behind) */
  now?: () => number;
};

export type SharedCacheHandler = CacheHandler & {
  /** resolves once the first tag sync is done (true) or Redis is not there (false) */
  ready(): Promise<boolean>;
  close(): Promise<void>;
};

type EntryMeta = Omit<CacheEntry, 'value'>;

const MAX_TTL_MS = 24 * 60 * 60 * 1000;

/** Next's clock for cache entries and tag times (not Date.now(), which can drift from it). */
export const clock = (): number => Math.round(performance.timeOrigin + performance.now());
const RESYNC_EVERY_MS = 30_000;
/** A measurement of Redis's clock is replaced by a later one with a round trip at most this much longer, or older than OFFSET_KEPT_MS. */
const OFFSET_RTT_SLACK_MS = 2;
const OFFSET_KEPT_MS = 5 * 60_000;

export type ClockOffset = { offset: number; rtt: number; at: number };

/**
 * How far Redis's clock is ahead of this one (ms), from a TIME reply ([seconds, microseconds])
 * asked at `sentAt` and answered at `receivedAt` on this clock: Redis read its clock halfway
 * through the round trip, give or take half of it.
 */
export function clockOffset(reply: readonly [string, string] | readonly string[], sentAt: number, receivedAt: number): ClockOffset {
  const redisMs = Number(reply[0]) * 1000 + Number(reply[1]) / 1000;
  return { offset: Math.round(redisMs - (sentAt + receivedAt) / 2), rtt: receivedAt - sentAt, at: receivedAt };
}

/** The measurement to keep: the newer one unless its round trip was longer (a busier moment, a wider error). */
export function betterOffset(kept: ClockOffset | null, measured: ClockOffset): ClockOffset {
  if (!kept || measured.rtt <= kept.rtt + OFFSET_RTT_SLACK_MS || measured.at - kept.at > OFFSET_KEPT_MS) return measured;
  return kept;
}

/** A tag state with each of its times moved by `by` ms (from this clock to Redis's and back). */
export function shiftState(state: TagState, by: number): TagState {
  const shifted: TagState = {};
  if (state.stale !== undefined) shifted.stale = state.stale + by;
  if (state.expired !== undefined) shifted.expired = state.expired + by;
  return shifted;
}

/**
 * Merges an invalidation into this process's record. Each time only ever moves forward, so a
 * message that arrives late, twice, or from a full resync never brings an expired tag back.
 */
export function recordTagState(tag: string, state: TagState): void {
  const current = tagsManifest.get(tag) ?? {};
  const merged: TagState = { ...current };
  if (state.stale !== undefined) merged.stale = Math.max(current.stale ?? 0, state.stale);
  if (state.expired !== undefined) merged.expired = Math.max(current.expired ?? 0, state.expired);
  tagsManifest.set(tag, merged);
}

/** What Next's own in-memory handler records for an invalidation (see its updateTags). */
export function invalidation(now: number, durations?: { expire?: number }): TagState {
  if (!durations) return { expired: now };
  return durations.expire === undefined ? { stale: now } : { stale: now, expired: now + durations.expire * 1000 };
}

/** Whether an entry written at `timestamp` with these tags may still be served, and how. */
export function tagVerdict(tags: string[], timestamp: number, now: number): 'fresh' | 'stale' | 'expired' {
  let verdict: 'fresh' | 'stale' = 'fresh';
  for (const tag of tags) {
    const state = tagsManifest.get(tag);
    if (!state) continue;
    if (state.expired !== undefined && state.expired > timestamp && state.expired <= now) return 'expired';
    if (state.stale !== undefined && state.stale > timestamp) verdict = 'stale';
  }
  return verdict;
}

// An entry in Redis: a 4-byte length, the metadata as JSON (Infinity as null), the value's bytes.
export function encodeEntry(meta: EntryMeta, value: Uint8Array): Buffer {
  const finite = (n: number) => (Number.isFinite(n) ? n : null);
  const json = Buffer.from(
    JSON.stringify({ tags: meta.tags, stale: finite(meta.stale), timestamp: meta.timestamp, expire: finite(meta.expire), revalidate: finite(meta.revalidate) }),
  );
  const head = Buffer.alloc(4);
  head.writeUInt32BE(json.length);
  return Buffer.concat([head, json, value]);
}

export function decodeEntry(raw: Buffer): { meta: EntryMeta; value: Uint8Array } | null {
  if (raw.length < 4) return null;
  const length = raw.readUInt32BE(0);
  if (raw.length < 4 + length) return null;
  try {
    const m = JSON.parse(raw.subarray(4, 4 + length).toString('utf8')) as Record<string, unknown>;
    const num = (v: unknown) => (v === null ? Infinity : typeof v === 'number' ? v : NaN);
    const meta: EntryMeta = {
      tags: Array.isArray(m.tags) ? m.tags.filter((t): t is string => typeof t === 'string') : [],
      stale: num(m.stale),
      timestamp: num(m.timestamp),
      expire: num(m.expire),
      revalidate: num(m.revalidate),
    };
    if ([meta.stale, meta.timestamp, meta.expire, meta.revalidate].some(Number.isNaN)) return null;
    return { meta, value: new Uint8Array(raw.subarray(4 + length)) };
  } catch {
    return null;
  }
}

function streamOf(bytes: Uint8Array): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export function createSharedCacheHandler(options: SharedCacheOptions): SharedCacheHandler {
  const { redisUrl, keyPrefix } = options;
  const now = options.now ?? clock;
  const timeoutMs = options.timeoutMs ?? 500;
  const log = options.log ?? ((message: string) => console.warn(`[cache] ${message}`));
  const memory = createMemoryCacheHandler(options.memoryBytes ?? 50 * 1024 * 1024);

  if (!redisUrl) {
    return { ...memory, ready: async () => false, close: async () => {} };
  }

  const entryKey = (cacheKey: string) => `${keyPrefix}entry:${cacheKey}`;
  const tagsKey = `${keyPrefix}tags`;
  const channel = `${keyPrefix}tags`;

  // Commands fail at once while disconnected (no offline queue): a request falls back to memory
  // instead of waiting for Redis to come back. Reconnects back off to one try every 5 s.
  const client = createClient({
    url: redisUrl,
    disableOfflineQueue: true,
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 5_000) },
  });
  const binary = client.withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer });
  const subscriber = client.duplicate();

  let degraded = false;
  let closed = false;
  let lastSync = 0;
  const degrade = (reason: unknown) => {
    if (degraded || closed) return;
    degraded = true;
    log(`Redis unavailable (${reason instanceof Error ? reason.message : String(reason)}): caching in this server's memory until it is back`);
  };
  const recover = () => {
    if (!degraded) return;
    degraded = false;
    log('Redis reachable again: sharing the cache with the other servers');
  };
  const usable = () => client.isReady && !closed;

  // Redis's clock minus this one; 0 until measured (until then nothing is shared).
  let measured: ClockOffset | null = null;
  const offset = () => measured?.offset ?? 0;
  // Entries and invalidations go to Redis only once its clock is known.
  const sharing = () => usable() && measured !== null;
  const measureOffset = async () => {
    const sentAt = now();
    const reply = await withTimeout(client.time(), timeoutMs);
    measured = betterOffset(measured, clockOffset(reply, sentAt, now()));
  };

  const applyMessage = (message: string) => {
    try {
      const updates = JSON.parse(message) as [string, TagState][];
      for (const [tag, state] of updates) recordTagState(tag, shiftState(state, -offset()));
    } catch {
      // not ours; ignore
    }
  };

  const resync = async (): Promise<boolean> => {
    if (!usable()) return false;
    try {
      await measureOffset();
      const all = await withTimeout(client.hGetAll(tagsKey), timeoutMs);
      for (const [tag, json] of Object.entries(all)) {
        try {
          recordTagState(tag, shiftState(JSON.parse(json) as TagState, -offset()));
        } catch {
          // a malformed field: skip it
        }
      }
      lastSync = Date.now();
      recover();
      return true;
    } catch (error) {
      degrade(error);
      return false;
    }
  };

  // The main connection speaks for Redis in the log; the subscriber's own reconnect errors during
  // the same outage would only repeat it (and could land after the recovery was logged).
  client.on('error', degrade);
  subscriber.on('error', () => {});
  client.on('ready', recover);
  // After every (re)connection of the subscriber, catch up on what was published while it was away.
  subscriber.on('ready', () => void resync());

  // The clock is measured before the first message can arrive.
  const connected = Promise.all([client.connect(), subscriber.connect()])
    .then(() => measureOffset())
    .then(() => subscriber.subscribe(channel, applyMessage))
    .then(() => resync())
    .catch((error: unknown) => {
      degrade(error);
      return false;
    });
  // Requests wait for the first sync at most this long (refreshTags); after that, never.
  const firstSync = Promise.race([connected, new Promise<boolean>((resolve) => setTimeout(() => resolve(false), timeoutMs * 2).unref())]);
  let synced = false;

  return {
    async get(cacheKey, softTags) {
      const local = await memory.get(cacheKey, softTags);
      if (local || !sharing()) return local;
      let raw: Buffer | null;
      try {
        raw = (await withTimeout(binary.get(entryKey(cacheKey)), timeoutMs)) as Buffer | null;
        recover();
      } catch (error) {
        degrade(error);
        return undefined;
      }
      const decoded = raw ? decodeEntry(raw) : null;
      if (!decoded) return undefined;
      const meta = { ...decoded.meta, timestamp: decoded.meta.timestamp - offset() };
      const { value } = decoded;
      const verdict = tagVerdict(meta.tags, meta.timestamp, now());
      if (verdict === 'expired') return undefined;
      // Keep a copy here for the next reads (Next's memory handler drops it once past revalidate,
      // and a stale one is about to be replaced anyway).
      const young = now() - meta.timestamp < meta.revalidate * 1000;
      if (verdict === 'fresh' && young) await memory.set(cacheKey, Promise.resolve({ ...meta, value: streamOf(value) }));
      return { ...meta, revalidate: verdict === 'stale' ? -1 : meta.revalidate, value: streamOf(value) };
    },

    async set(cacheKey, pendingEntry) {
      let entry: CacheEntry;
      let bytes: Uint8Array;
      try {
        entry = await pendingEntry;
        bytes = new Uint8Array(await new Response(entry.value).arrayBuffer());
      } catch {
        return; // the render failed or was interrupted: an incomplete value is never stored
      }
      const meta: EntryMeta = { tags: entry.tags, stale: entry.stale, timestamp: entry.timestamp, expire: entry.expire, revalidate: entry.revalidate };
      await memory.set(cacheKey, Promise.resolve({ ...meta, value: streamOf(bytes) }));
      // expire 0 is Next's marker for a per-request value: never read back, so never shared.
      if (entry.expire === 0 || !sharing()) return;
      const ttl = Number.isFinite(entry.expire) ? Math.min(MAX_TTL_MS, Math.max(1_000, Math.ceil(entry.expire * 1000))) : MAX_TTL_MS;
      try {
        await withTimeout(binary.set(entryKey(cacheKey), encodeEntry({ ...meta, timestamp: meta.timestamp + offset() }, bytes), { expiration: { type: 'PX', value: ttl } }), timeoutMs);
      } catch (error) {
        degrade(error);
      }
    },

    async refreshTags() {
      // Published invalidations arrive by subscription; this only makes the very first requests
      // wait for the initial sync, and catches up now and then in case a message was lost.
      if (!synced) synced = (await firstSync) || synced;
      if (usable() && Date.now() - lastSync > RESYNC_EVERY_MS) void resync();
    },

    async getExpiration(tags) {
      return Math.max(0, ...tags.map((tag) => tagsManifest.get(tag)?.expired ?? 0));
    },

    async updateTags(tags, durations) {
      const state = invalidation(now(), durations);
      for (const tag of tags) recordTagState(tag, state);
      if (!sharing()) return;
      const shared = (s: TagState) => shiftState(s, offset());
      try {
        await withTimeout(
          client
            .multi()
            .hSet(tagsKey, Object.fromEntries(tags.map((tag) => [tag, JSON.stringify(shared(tagsManifest.get(tag) ?? state))])))
            .publish(channel, JSON.stringify(tags.map((tag) => [tag, shared(state)])))
            .exec(),
          timeoutMs,
        );
      } catch (error) {
        degrade(error);
      }
    },

    ready: () => firstSync,

    async close() {
      closed = true;
      await Promise.allSettled([subscriber.close(), client.close()]);
    },
  };
}
