// A sliding-window counter kept in Postgres (RateLimitHit rows), so every app server shares it.
// Callers pass the transaction they are in; an advisory lock on the bucket makes check-and-record
// atomic against concurrent requests.
import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import { rateLimited } from '@/lib/errors';

type Tx = Prisma.TransactionClient;

export type Window = {
  bucket: string;
  limit: number;
  windowMs: number;
  /** the refusal's text, or a function of the wait (seconds) that builds it */
  message: string | ((retryAfterSeconds: number) => string);
};

export async function lockBucket(tx: Tx, bucket: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${bucket}))`;
}

/** Throws RATE_LIMITED when the bucket already holds `limit` hits inside the window; else records one. */
export async function hit(tx: Tx, w: Window, now: Date): Promise<void> {
  await lockBucket(tx, w.bucket);
  const since = new Date(now.getTime() - w.windowMs);
  const hits = await tx.rateLimitHit.findMany({
    where: { bucket: w.bucket, createdAt: { gt: since } },
    orderBy: { createdAt: 'asc' },
    select: { createdAt: true },
    take: w.limit,
  });
  if (hits.length >= w.limit) throw refusal(w, hits[0].createdAt, now);
  await tx.rateLimitHit.create({ data: { bucket: w.bucket, createdAt: now } });
}

/**
 * Throws RATE_LIMITED when the bucket already holds `limit` hits inside the window, and records
 * nothing: for limits that count only some outcomes (a wrong login code), checked before the work
 * and recorded with `record` once the outcome is known.
 */
export async function check(tx: Tx, w: Window, now: Date): Promise<void> {
  await lockBucket(tx, w.bucket);
  const since = new Date(now.getTime() - w.windowMs);
  const hits = await tx.rateLimitHit.findMany({
    where: { bucket: w.bucket, createdAt: { gt: since } },
    orderBy: { createdAt: 'asc' },
    select: { createdAt: true },
    take: w.limit,
  });
  if (hits.length >= w.limit) throw refusal(w, hits[0].createdAt, now);
}

/** Records one hit without checking (see `check`). */
export async function record(tx: Tx, bucket: string, now: Date): Promise<void> {
  await tx.rateLimitHit.create({ data: { bucket, createdAt: now } });
}

/**
 * A budget of units (bytes) in a sliding window: throws RATE_LIMITED when what the bucket spent
 * inside the window plus `amount` would pass `limit`, else records `amount`. The wait is until
 * enough of the oldest spending has left the window.
 */
export async function spend(tx: Tx, w: Window, amount: number, now: Date): Promise<void> {
  await lockBucket(tx, w.bucket);
  const since = new Date(now.getTime() - w.windowMs);
  const rows = await tx.rateLimitHit.findMany({
    where: { bucket: w.bucket, createdAt: { gt: since } },
    orderBy: { createdAt: 'asc' },
    select: { createdAt: true, weight: true },
  });
  let spent = rows.reduce((sum, r) => sum + r.weight, 0);
  if (spent + amount > w.limit) {
    // the moment enough has left the window (at once when `amount` alone is over the limit: the
    // oldest row's expiry is as good a wait as any, and the caller says what the limit is)
    const freeing = rows.find((r) => (spent -= r.weight) + amount <= w.limit) ?? rows.at(-1);
    throw refusal(w, freeing?.createdAt ?? now, now);
  }
  await tx.rateLimitHit.create({ data: { bucket: w.bucket, weight: amount, createdAt: now } });
}

function refusal(w: Window, oldest: Date, now: Date) {
  const retryAfterMs = oldest.getTime() + w.windowMs - now.getTime();
  const retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return rateLimited(typeof w.message === 'function' ? w.message(retryAfterSeconds) : w.message, retryAfterSeconds);
}

/** Old rows are only history; drop them now and then so the table stays small. */
export async function pruneHits(tx: Tx, olderThan: Date): Promise<number> {
  const { count } = await tx.rateLimitHit.deleteMany({ where: { createdAt: { lt: olderThan } } });
  return count;
}
