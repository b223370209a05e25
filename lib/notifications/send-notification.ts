// The send job's work for one message: QUEUED -> SENT, or FAILED after the last attempt. Every
// attempt is counted and the latest error kept, so an admin can see why a customer was not told.
import 'server-only';
import { db } from '@/lib/database/db';
import { clock } from '@/lib/clock';
import { textSender, TextSendingUnavailable, type TextSender } from '@/lib/sms/text-sender';

export type SendOutcome = 'SENT' | 'FAILED' | 'SKIPPED' | 'not-queued';

const MAX_ERROR_LENGTH = 500;

function describe(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, MAX_ERROR_LENGTH) || 'unknown error';
}

/**
 * Sends one QUEUED message. Throws when the provider fails and more attempts remain, so the queue
 * retries it with backoff; on the final attempt the message is marked FAILED (and it still throws,
 * so the job is recorded as failed too). A message that is no longer QUEUED is left alone: a job
 * handed over twice never sends twice.
 */
export async function sendNotification(
  notificationId: string,
  { finalAttempt, now = clock().now(), sender = textSender() }: { finalAttempt: boolean; now?: Date; sender?: TextSender | TextSendingUnavailable },
): Promise<SendOutcome> {
  const message = await db.notification.findUnique({
    where: { id: notificationId },
    select: { status: true, channel: true, body: true, user: { select: { phoneNumber: true, settings: { select: { enableSMSNotifications: true } } } } },
  });
  if (!message || message.status !== 'QUEUED') return 'not-queued';

  // Claim the attempt: only a message still QUEUED counts it, so a job whose message was sent by
  // another meanwhile stops here.
  const claimed = await db.notification.updateMany({ where: { id: notificationId, status: 'QUEUED' }, data: { attempts: { increment: 1 } } });
  if (claimed.count === 0) return 'not-queued';

  // The customer switched SMS off after the message was queued: their latest choice wins.
  if (message.user.settings && !message.user.settings.enableSMSNotifications) {
    await db.notification.updateMany({ where: { id: notificationId, status: 'QUEUED' }, data: { status: 'SKIPPED' } });
    return 'SKIPPED';
  }
  // No email or push provider exists yet: only SMS is ever queued (notify.ts), so this is a guard.
  if (message.channel !== 'SMS') {
    await db.notification.updateMany({ where: { id: notificationId, status: 'QUEUED' }, data: { status: 'FAILED', lastError: `No ${message.channel} provider is configured.` } });
    return 'FAILED';
  }
  // A configuration that cannot send text (Twilio Verify alone) fails at once: retrying cannot help.
  if (sender instanceof TextSendingUnavailable) {
    await db.notification.updateMany({ where: { id: notificationId, status: 'QUEUED' }, data: { status: 'FAILED', lastError: sender.reason } });
    return 'FAILED';
  }

  try {
    await sender.send(message.user.phoneNumber, message.body);
  } catch (error) {
    await db.notification.updateMany({
      where: { id: notificationId, status: 'QUEUED' },
      data: { lastError: describe(error), ...(finalAttempt ? { status: 'FAILED' } : {}) },
    });
    throw error;
  }
  await db.notification.updateMany({ where: { id: notificationId, status: 'QUEUED' }, data: { status: 'SENT', sentAt: now, lastError: null } });
  return 'SENT';
}
