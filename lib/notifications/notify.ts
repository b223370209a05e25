// Records a message for a customer inside the transaction that caused it, so a message exists if
// and only if the change it reports was committed (an outbox). Sending is the job queue's work,
// never the request's: once the transaction commits, the new message is handed to the queue
// (lib/jobs), and a sweep every minute picks up any message whose hand-over was lost.
//
// One row per channel (lib/domain/message-channels.ts): SMS, email when the customer has a verified
// address, push when a browser of theirs is subscribed. Each row has its own status, attempts and
// job, and the dedupe key is unique per channel, so a failing channel never blocks or repeats another.
import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import type { NotificationKind } from '@/lib/generated/prisma/enums';
import { afterCommit } from '@/lib/database/after-commit';
import { clock } from '@/lib/clock';
import { enqueueNotificationSends } from '@/lib/jobs/enqueue';
import { DEFAULT_SWITCHES, messageChannels } from '@/lib/domain/message-channels';
import { messageText, type MessageFacts } from './message-texts';

type Tx = Prisma.TransactionClient;

export type NotifyInput = {
  userId: string;
  kind: NotificationKind;
  facts: MessageFacts;
  orderId?: string | null;
  /** the same key never messages twice on a channel (a retried job, a reminder sweep that runs again) */
  dedupeKey?: string | null;
  /** held back this long before it is sent: a rider's Delivered can be undone meanwhile (withdrawQueued) */
  sendAfterSeconds?: number;
};

export const switchesSelect = { enableSMSNotifications: true, enableEmailNotifications: true, enablePushNotifications: true, emailOffKinds: true } as const;

/**
 * Stores the message once per channel, QUEUED or SKIPPED (turned off). Returns the id of the first
 * row recorded (the SMS, unless only email applies), or null when its dedupe key was seen before
 * on every channel (nothing new was recorded).
 */
export async function notify(tx: Tx, input: NotifyInput): Promise<string | null> {
  const user = await tx.user.findUniqueOrThrow({
    where: { id: input.userId },
    select: { email: true, emailVerifiedAt: true, settings: { select: switchesSelect }, _count: { select: { pushSubscriptions: true } } },
  });
  const channels = messageChannels(input.kind, user.settings ?? DEFAULT_SWITCHES, {
    verifiedEmail: !!user.email && !!user.emailVerifiedAt,
    pushDevices: user._count.pushSubscriptions > 0,
  });
  const createdAt = clock().now();
  const rows = await tx.notification.createManyAndReturn({
    data: channels.map(({ channel, send }) => ({
      userId: input.userId,
      kind: input.kind,
      channel,
      status: send ? ('QUEUED' as const) : ('SKIPPED' as const),
      body: messageText(input.kind, input.facts, { forSms: channel === 'SMS' }),
      orderId: input.orderId ?? null,
      dedupeKey: input.dedupeKey ?? null,
      createdAt,
    })),
    // A dedupe key seen before on a channel means this event was already recorded there.
    skipDuplicates: true,
    select: { id: true, status: true, channel: true },
  });
  const queued = rows.filter((r) => r.status === 'QUEUED').map((r) => r.id);
  if (queued.length) afterCommit(() => enqueueNotificationSends(queued, undefined, { startAfterSeconds: input.sendAfterSeconds }));
  const order = channels.map((c) => c.channel);
  return rows.sort((a, b) => order.indexOf(a.channel) - order.indexOf(b.channel))[0]?.id ?? null;
}

/** Takes back a message not sent yet (an undone Delivered): its rows still QUEUED are deleted; how many. */
export async function withdrawQueued(tx: Tx, dedupeKey: string): Promise<number> {
  const { count } = await tx.notification.deleteMany({ where: { dedupeKey, status: 'QUEUED' } });
  return count;
}
