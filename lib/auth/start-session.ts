import 'server-only';
import { randomBytes } from 'node:crypto';
import type { Prisma } from '@/lib/generated/prisma/client';
import { systemClock } from '@/lib/clock';

// Enough to tell a phone from a laptop in a list of sessions; a client can send anything here.
const MAX_USER_AGENT = 300;

/**
 * Records a login. Runs inside the transaction that verified the code, so a session exists exactly
 * when a login succeeded. The id is random (192 bits) although it only travels inside the signed,
 * encrypted cookie: a leaked id alone must not be worth anything either.
 */
export async function startSession(
  tx: Prisma.TransactionClient,
  input: { userId: string; userAgent: string | null; ip: string },
): Promise<string> {
  const id = randomBytes(24).toString('base64url');
  // Session times are real time (see load-viewer.ts), whatever the business clock says.
  const now = systemClock.now();
  await tx.session.create({
    data: {
      id,
      userId: input.userId,
      createdAt: now,
      lastSeenAt: now,
      userAgent: input.userAgent ? input.userAgent.slice(0, MAX_USER_AGENT) : null,
      ip: input.ip,
    },
  });
  return id;
}
