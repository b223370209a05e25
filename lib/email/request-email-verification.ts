// requestEmailVerification: the logged-in user asks for the link again (it expired, or never came).
// At most one a minute and five a day, so the store cannot be made to send mail to someone's inbox.
import 'server-only';
import { db } from '@/lib/database/db';
import { clock } from '@/lib/clock';
import { badInput, rateLimited } from '@/lib/errors';
import { requireViewer } from '@/lib/auth/guards';
import type { Viewer } from '@/lib/auth/viewer';
import { startEmailVerification } from './start-email-verification';

const MIN_GAP_SECONDS = 60;
const PER_DAY = 5;

export async function requestEmailVerification(viewer: Viewer | null): Promise<{ message: string }> {
  const v = requireViewer(viewer);
  const now = clock().now();
  return db.$transaction(async (tx) => {
    // The user's row lock: two requests at once are counted one after the other.
    await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${v.id} FOR UPDATE`;
    const user = await tx.user.findUniqueOrThrow({ where: { id: v.id }, select: { email: true, emailVerifiedAt: true } });
    if (!user.email) throw badInput('Add an email address to your profile first.', 'email');
    if (user.emailVerifiedAt) return { message: `${user.email} is already confirmed.` };
    const recent = await tx.emailVerification.findMany({
      where: { userId: v.id, createdAt: { gt: new Date(now.getTime() - 24 * 3600_000) } },
      orderBy: { createdAt: 'desc' },
      select: { createdAt: true },
    });
    const wait = recent[0] ? MIN_GAP_SECONDS - Math.floor((now.getTime() - recent[0].createdAt.getTime()) / 1000) : 0;
    if (wait > 0) throw rateLimited(`A link was sent a moment ago. Please wait ${wait} seconds before asking again.`, wait);
    if (recent.length >= PER_DAY) throw rateLimited('Five links were sent today. Please try again tomorrow.', 3600);
    await startEmailVerification(tx, v.id, user.email);
    return { message: `We sent a link to ${user.email}. It works once, for 24 hours.` };
  });
}
