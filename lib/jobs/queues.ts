// Every queue of the store's job system, its retry policy and, for timed work, its schedule. The
// handlers are in handlers.ts; the runner that creates queues and starts workers in job-runner.ts.
import 'server-only';
import type { Queue } from 'pg-boss';

export const QUEUES = {
  /** one job per message: send it (singleton key = the notification id) */
  sendNotification: 'notification-send',
  /** every minute: hand QUEUED messages whose job was lost back to the queue */
  sweepNotifications: 'notification-sweep',
  /** every minute: remind unpaid orders at half-time, expire them at their deadline */
  paymentDeadlines: 'payment-deadlines',
  /** 19:00 in Bengaluru: tomorrow's deliveries, one message per customer */
  deliveryReminders: 'delivery-reminders',
  /** 10:00 in Bengaluru: subscriptions ending within 3 days, once per suborder */
  renewalReminders: 'renewal-reminders',
  /** every hour: delete uploads attached to nothing for a day (lib/uploads/delete-unattached-uploads.ts) */
  unattachedUploads: 'unattached-uploads',
} as const;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

export type QueueDefinition = {
  options: Omit<Queue, 'name'>;
  schedule?: { cron: string; tz: string };
  /** jobs a worker takes at once (run side by side); a full batch makes it fetch again at once */
  batchSize: number;
};

export type QueueTuning = {
  /** the first retry's delay; it doubles each time (with jitter). Tests shrink it to seconds. */
  retryDelaySeconds?: number;
  /** how many times a message is retried after its first attempt fails (then it is FAILED) */
  sendRetryLimit?: number;
};

export function queueDefinitions({ retryDelaySeconds = 30, sendRetryLimit = 5 }: QueueTuning = {}): Record<QueueName, QueueDefinition> {
  // Timed work: at most one run queued or running at a time (a slow run is never overlapped by the
  // next minute's), retried twice; each run is idempotent (dedupe keys, status checks under locks).
  const timed: Omit<Queue, 'name'> = { policy: 'exclusive', retryLimit: 2, retryDelay: retryDelaySeconds, retryBackoff: true, expireInSeconds: 300 };
  return {
    [QUEUES.sendNotification]: {
      // exclusive + singleton key: one job per message queued or running, however many times the
      // commit hook and the sweep hand it over. Backoff 30 s, 1 min, 2 min, 4 min, 8 min (capped at 1 h).
      options: { policy: 'exclusive', retryLimit: sendRetryLimit, retryDelay: retryDelaySeconds, retryBackoff: true, retryDelayMax: 3600, expireInSeconds: 60 },
      // Ten SMS at a time per worker: the evening reminders to hundreds of customers go out in
      // minutes, not one every polling interval.
      batchSize: 10,
    },
    [QUEUES.sweepNotifications]: { options: timed, schedule: { cron: '* * * * *', tz: 'Asia/Kolkata' }, batchSize: 1 },
    [QUEUES.paymentDeadlines]: { options: timed, schedule: { cron: '* * * * *', tz: 'Asia/Kolkata' }, batchSize: 1 },
    [QUEUES.deliveryReminders]: { options: timed, schedule: { cron: '0 19 * * *', tz: 'Asia/Kolkata' }, batchSize: 1 },
    [QUEUES.renewalReminders]: { options: timed, schedule: { cron: '0 10 * * *', tz: 'Asia/Kolkata' }, batchSize: 1 },
    [QUEUES.unattachedUploads]: { options: timed, schedule: { cron: '17 * * * *', tz: 'Asia/Kolkata' }, batchSize: 1 },
  };
}
