// What each queue's job does: a call to an ordinary service function with "now" from the clock, so
// tests drive the same functions with a pinned clock.
import 'server-only';
import type { JobWithMetadata, PgBoss } from 'pg-boss';
import { clock } from '@/lib/clock';
import { sendNotification } from '@/lib/notifications/send-notification';
import { findLostNotifications } from '@/lib/notifications/find-lost-notifications';
import { sendDeliveryReminders } from '@/lib/notifications/send-delivery-reminders';
import { sendRenewalReminders } from '@/lib/notifications/send-renewal-reminders';
import { processPaymentDeadlines } from '@/lib/payments/process-payment-deadlines';
import { deleteUnattachedUploads } from '@/lib/uploads/delete-unattached-uploads';
import { enqueueNotificationSends, type SendNotificationJob } from './enqueue';
import { QUEUES, type QueueName } from './queues';

export type JobHandler = (job: JobWithMetadata<object>, boss: PgBoss) => Promise<unknown>;

export const JOB_HANDLERS: Record<QueueName, JobHandler> = {
  [QUEUES.sendNotification]: (job) =>
    // The last attempt marks the message FAILED; earlier ones leave it QUEUED for the retry.
    sendNotification((job.data as SendNotificationJob).notificationId, { finalAttempt: job.retryCount >= job.retryLimit, now: clock().now() }),
  [QUEUES.sweepNotifications]: async (_job, boss) => ({ handedOver: await enqueueNotificationSends(await findLostNotifications(clock().now()), boss) }),
  [QUEUES.paymentDeadlines]: () => processPaymentDeadlines(clock().now()),
  [QUEUES.deliveryReminders]: async () => ({ reminded: await sendDeliveryReminders(clock().now()) }),
  [QUEUES.renewalReminders]: async () => ({ reminded: await sendRenewalReminders(clock().now()) }),
  [QUEUES.unattachedUploads]: () => deleteUnattachedUploads(clock().now()),
};
