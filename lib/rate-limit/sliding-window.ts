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
  if (hits.length >= w.limit) {
    const retryAfterMs = hits[0].createdAt.getTime() + w.windowMs - now.getTime();
    const retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
    throw rateLimited(typeof w.message === 'function' ? w.message(retryAfterSeconds) : w.message, retryAfterSeconds);
  }
  await tx.rateLimitHit.create({ data: { bucket: w.bucket, createdAt: now } });
}

/** Old rows are only history; drop them now and then so the table stays small. */
export async function pruneHits(tx: Tx, olderThan: Date): Promise<number> {
  const { count } = await tx.rateLimitHit.deleteMany({ where: { createdAt: { lt: olderThan } } });
  return count;
}
