// What one user may send to the API per minute beyond small requests (lib/http/body-limits.ts),
// counted in Postgres like every other limit, so several app servers share one budget.
import 'server-only';
import { db } from '@/lib/database/db';
import { BODY_LIMITS, BODY_MESSAGES } from '@/lib/http/body-limits';
import { spend } from './sliding-window';

/** Records `bytes` against the user's budget, or throws RATE_LIMITED with the wait when it would pass it. */
export async function spendBodyBytes(userId: string, bytes: number, now: Date): Promise<void> {
  await db.$transaction((tx) =>
    spend(tx, { bucket: `body-bytes:user:${userId}`, limit: BODY_LIMITS.bytesPerUser, windowMs: BODY_LIMITS.bytesPerUserWindowMs, message: BODY_MESSAGES.budget }, bytes, now),
  );
}
