import 'server-only';
import type { PgBoss } from 'pg-boss';
import { processBoss } from './process-boss';
import { QUEUES } from './queues';

export type SendNotificationJob = { notificationId: string };

/**
 * Hands messages to the send queue, one job each, keyed by the message id so a message already
 * queued or being sent is not queued twice. Without a queue in this process (a script, a test) it
 * does nothing: the sweep picks the messages up within a minute or two.
 */
export async function enqueueNotificationSends(ids: string[], boss: PgBoss | null = processBoss(), { startAfterSeconds }: { startAfterSeconds?: number } = {}): Promise<number> {
  if (!boss || ids.length === 0) return 0;
  const created = await boss.insert(
    QUEUES.sendNotification,
    ids.map((notificationId) => ({ data: { notificationId } satisfies SendNotificationJob, singletonKey: notificationId, startAfter: startAfterSeconds })),
    { returnId: true },
  );
  return created?.length ?? 0;
}
