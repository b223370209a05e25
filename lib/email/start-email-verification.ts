// Sends a link to confirm an address, inside the caller's transaction (saving a new address on the
// profile, or asking again): the message goes through the same outbox and queue as every other,
// email only, and its row in EmailVerification says which address the link confirms and until when.
import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import { clock } from '@/lib/clock';
import { notify } from '@/lib/notifications/notify';
import { EMAIL_VERIFICATION_HOURS } from './verification-token';

export async function startEmailVerification(tx: Prisma.TransactionClient, userId: string, email: string): Promise<void> {
  const now = clock().now();
  const notificationId = await notify(tx, { userId, kind: 'EMAIL_VERIFICATION', facts: { email } });
  if (!notificationId) return;
  await tx.emailVerification.create({ data: { userId, email, notificationId, createdAt: now, expiresAt: new Date(now.getTime() + EMAIL_VERIFICATION_HOURS * 3600_000) } });
}
