// Records a message for a customer inside the transaction that caused it, so a message exists if
// and only if the change it reports was committed (an outbox). Sending is the job queue's work,
// never the request's: once the transaction commits, the new message is handed to the queue
// (lib/jobs), and a sweep every minute picks up any message whose hand-over was lost.
import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import type { NotificationKind } from '@/lib/generated/prisma/enums';
import { afterCommit } from '@/lib/database/after-commit';
import { clock } from '@/lib/clock';
import { enqueueNotificationSends } from '@/lib/jobs/enqueue';
import { messageText, type MessageFacts } from './message-texts';

type Tx = Prisma.TransactionClient;

export type NotifyInput = {
  userId: string;
  kind: NotificationKind;
  facts: MessageFacts;
  orderId?: string | null;
  /** the same key never messages twice (a retried job, a reminder sweep that runs again) */
  dedupeKey?: string | null;
};

/**
 * Stores the message as QUEUED, or SKIPPED when the customer switched SMS off. Returns the new
 * message's id, or null when its dedupe key was seen before (nothing new was recorded).
 */
export async function notify(tx: Tx, input: NotifyInput): Promise<string | null> {
  const settings = await tx.userSettings.findUnique({ where: { userId: input.userId }, select: { enableSMSNotifications: true } });
  const smsOn = settings?.enableSMSNotifications ?? true;
  const [row] = await tx.notification.createManyAndReturn({
    data: [
      {
        userId: input.userId,
        kind: input.kind,
        channel: 'SMS',
        status: smsOn ? 'QUEUED' : 'SKIPPED',
        body: messageText(input.kind, input.facts),
        orderId: input.orderId ?? null,
        dedupeKey: input.dedupeKey ?? null,
        createdAt: clock().now(),
      },
    ],
    // A dedupe key seen before means this event was already recorded: nothing to do.
    skipDuplicates: true,
    select: { id: true, status: true },
  });
  if (!row) return null;
  if (row.status === 'QUEUED') afterCommit(() => enqueueNotificationSends([row.id]));
  return row.id;
}
