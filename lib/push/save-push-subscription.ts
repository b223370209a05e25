// savePushSubscription: the Push switch subscribed this browser; its endpoint and keys are kept for
// the logged-in user. Several browsers per user. A browser is one person's at a time: saving an
// endpoint another account saved before moves it to this one (the browser changed hands).
import 'server-only';
import { db } from '@/lib/database/db';
import { badInput } from '@/lib/errors';
import { requireViewer } from '@/lib/auth/guards';
import type { Viewer } from '@/lib/auth/viewer';
import type { PushSubscriptionInput } from '@/lib/domain/inputs/push-input';
import { PushSendingUnavailable, vapidKeys } from './push-config';
import { ENDPOINT_REFUSED, checkPushEndpoint } from './push-endpoint-guard';

export async function savePushSubscription(viewer: Viewer | null, input: PushSubscriptionInput): Promise<{ message: string }> {
  const v = requireViewer(viewer);
  if (vapidKeys() instanceof PushSendingUnavailable) throw badInput('Push notifications are not available on this store yet.', 'endpoint');
  const check = await checkPushEndpoint(input.endpoint);
  if (!check.ok) throw badInput(ENDPOINT_REFUSED, 'endpoint');
  await db.pushSubscription.upsert({
    where: { endpoint: input.endpoint },
    create: { userId: v.id, endpoint: input.endpoint, p256dh: input.p256dh, auth: input.auth },
    update: { userId: v.id, p256dh: input.p256dh, auth: input.auth },
  });
  return { message: 'Push notifications are on for this browser.' };
}
