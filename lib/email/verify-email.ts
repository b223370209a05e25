// verifyEmail(token): anyone holding the link's token (the customer may open the email on another
// device, logged out). The link confirms the address it was sent to, once, within 24 hours, and only
// while that is still the user's address.
import 'server-only';
import { db } from '@/lib/database/db';
import { clock } from '@/lib/clock';
import { badInput } from '@/lib/errors';
import { readVerificationToken } from './verification-token';

export const LINK_NOT_VALID = 'This link is not valid. Ask for a new one on your profile.';
export const LINK_EXPIRED = 'This link has expired. Ask for a new one on your profile.';
export const LINK_USED = 'This link was used already. Each link works once.';

export async function verifyEmail(token: string): Promise<{ message: string }> {
  const id = readVerificationToken(token);
  if (!id) throw badInput(LINK_NOT_VALID, 'token');
  const now = clock().now();
  return db.$transaction(async (tx) => {
    const row = await tx.emailVerification.findUnique({ where: { id }, select: { userId: true, email: true, expiresAt: true, usedAt: true, user: { select: { email: true } } } });
    if (!row) throw badInput(LINK_NOT_VALID, 'token');
    if (row.usedAt) throw badInput(LINK_USED, 'token');
    if (row.expiresAt <= now) throw badInput(LINK_EXPIRED, 'token');
    if (row.user.email !== row.email) throw badInput('This link was for an address you have since changed. Ask for a new one on your profile.', 'token');
    // Used once: the first of two clicks at the same moment takes it.
    const used = await tx.emailVerification.updateMany({ where: { id, usedAt: null }, data: { usedAt: now } });
    if (used.count === 0) throw badInput(LINK_USED, 'token');
    await tx.user.update({ where: { id: row.userId }, data: { emailVerifiedAt: now } });
    return { message: `Thank you: ${row.email} is confirmed.` };
  });
}
