// removePushSubscription: this browser stops getting the user's push messages (the Push switch
// turned off, or the browser unsubscribed). Only the user's own: anyone else's endpoint, like one
// that does not exist, is not found.
import 'server-only';
import { db } from '@/lib/database/db';
import { notFound } from '@/lib/errors';
import { requireViewer } from '@/lib/auth/guards';
import type { Viewer } from '@/lib/auth/viewer';

export async function removePushSubscription(viewer: Viewer | null, endpoint: string): Promise<{ message: string }> {
  const v = requireViewer(viewer);
  const removed = await db.pushSubscription.deleteMany({ where: { endpoint, userId: v.id } });
  if (removed.count === 0) throw notFound('That push subscription');
  return { message: 'Push notifications are off for this browser.' };
}
