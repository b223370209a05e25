// Records a message for a customer inside the transaction that caused it, so a message exists if
// and only if the change it reports was committed (an outbox). Sending is the job queue's work,
// never the request's: lib/notifications owns how QUEUED rows become SMS.
import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import type { NotificationKind } from '@/lib/generated/prisma/enums';
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

/** Stores the message as QUEUED, or SKIPPED when the customer switched SMS off. */
export async function notify(tx: Tx, input: NotifyInput): Promise<void> {
  const settings = await tx.userSettings.findUnique({ where: { userId: input.userId }, select: { enableSMSNotifications: true } });
  const smsOn = settings?.enableSMSNotifications ?? true;
  await tx.notification.createMany({
    data: [
      {
        userId: input.userId,
        kind: input.kind,
        channel: 'SMS',
        status: smsOn ? 'QUEUED' : 'SKIPPED',
        body: messageText(input.kind, input.facts),
        orderId: input.orderId ?? null,
        dedupeKey: input.dedupeKey ?? null,
      },
    ],
    // A dedupe key seen before means this event was already recorded: nothing to do.
    skipDuplicates: true,
  });
}
