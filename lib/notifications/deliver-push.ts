// A message by push, to every browser the customer subscribed (phone, laptop...). A browser whose
// subscription the push service says is gone (404/410) is forgotten. The message counts as sent
// when at least one browser took it; when none did because of errors, the job tries again later.
import 'server-only';
import { db } from '@/lib/database/db';
import { NOTIFICATION_KIND_LABELS } from '@/lib/domain/notifications';
import { STORE_NAME } from '@/lib/site';
import { PushSendingUnavailable, vapidKeys } from '@/lib/push/push-config';
import { sendWebPush, type PushPayload } from '@/lib/push/send-web-push';
import { messagePath, withoutStorePrefix, type Delivery, type OutgoingMessage } from './delivery';

export function pushPayload(message: OutgoingMessage): PushPayload {
  return { title: `${STORE_NAME}: ${NOTIFICATION_KIND_LABELS[message.kind]}`, body: withoutStorePrefix(message.body, STORE_NAME), url: messagePath(message), tag: message.id };
}

export async function deliverPush(message: OutgoingMessage, env: NodeJS.ProcessEnv = process.env): Promise<Delivery> {
  const keys = vapidKeys(env);
  if (keys instanceof PushSendingUnavailable) return { cannot: keys.reason };
  const browsers = await db.pushSubscription.findMany({ where: { userId: message.userId }, select: { id: true, endpoint: true, p256dh: true, auth: true } });
  if (browsers.length === 0) return { skip: 'No browser of the customer is subscribed to push any more.' };
  const payload = pushPayload(message);
  const errors: string[] = [];
  let delivered = 0;
  await Promise.all(
    browsers.map(async (b) => {
      try {
        const answer = await sendWebPush(b, payload, keys, env);
        if (answer.status >= 200 && answer.status < 300) delivered++;
        else if (answer.status === 404 || answer.status === 410) await db.pushSubscription.deleteMany({ where: { id: b.id } });
        else errors.push(`push service answered ${answer.status} ${answer.body}`.trim());
      } catch (error) {
        errors.push(error instanceof Error ? error.message : String(error));
      }
    }),
  );
  if (delivered > 0) return { sent: true };
  if (errors.length) throw new Error(errors.join('; '));
  return { skip: 'Every browser of the customer had unsubscribed from push.' };
}
