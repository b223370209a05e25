// The send job's work for one message (one channel): QUEUED -> SENT, or FAILED after the last
// attempt. Every attempt is counted and the latest error kept, so an admin can see why a customer
// was not told. Each channel's row has its own job, so an email relay that is down delays the
// emails only: the SMS and push rows of the same messages are sent meanwhile.
import 'server-only';
import { db } from '@/lib/database/db';
import { clock } from '@/lib/clock';
import { textSender, type TextSender, type TextSendingUnavailable } from '@/lib/sms/text-sender';
import { mailSender, type EmailSendingUnavailable, type MailSender } from '@/lib/email/mail-sender';
import { DEFAULT_SWITCHES, channelAllowed } from '@/lib/domain/message-channels';
import { switchesSelect } from './notify';
import { deliverSms } from './deliver-sms';
import { deliverEmail } from './deliver-email';
import { deliverPush } from './deliver-push';
import type { Delivery, OutgoingMessage } from './delivery';

export type SendOutcome = 'SENT' | 'FAILED' | 'SKIPPED' | 'not-queued';

const MAX_ERROR_LENGTH = 500;

function describe(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, MAX_ERROR_LENGTH) || 'unknown error';
}

export type SendOptions = {
  finalAttempt: boolean;
  now?: Date;
  /** the SMS provider (tests record or fail with their own) */
  sender?: TextSender | TextSendingUnavailable;
  /** the email relay (default: SMTP_URL) */
  mailer?: MailSender | EmailSendingUnavailable;
};

/**
 * Sends one QUEUED message. Throws when the provider fails and more attempts remain, so the queue
 * retries it with backoff; on the final attempt the message is marked FAILED (and it still throws,
 * so the job is recorded as failed too). A message that is no longer QUEUED is left alone: a job
 * handed over twice never sends twice.
 */
export async function sendNotification(notificationId: string, { finalAttempt, now = clock().now(), sender, mailer }: SendOptions): Promise<SendOutcome> {
  const row = await db.notification.findUnique({
    where: { id: notificationId },
    select: {
      id: true,
      status: true,
      channel: true,
      kind: true,
      body: true,
      orderId: true,
      userId: true,
      user: { select: { phoneNumber: true, email: true, emailVerifiedAt: true, firstName: true, settings: { select: switchesSelect } } },
    },
  });
  if (!row || row.status !== 'QUEUED') return 'not-queued';

  // Claim the attempt: only a message still QUEUED counts it, so a job whose message was sent by
  // another meanwhile stops here.
  const claimed = await db.notification.updateMany({ where: { id: notificationId, status: 'QUEUED' }, data: { attempts: { increment: 1 } } });
  if (claimed.count === 0) return 'not-queued';
  const settle = (data: { status?: 'SENT' | 'FAILED' | 'SKIPPED'; lastError?: string | null; sentAt?: Date }) =>
    db.notification.updateMany({ where: { id: notificationId, status: 'QUEUED' }, data });

  // The customer switched this channel (or, by email, this kind) off after the message was queued:
  // their latest choice wins.
  if (!channelAllowed(row.kind, row.channel, row.user.settings ?? DEFAULT_SWITCHES)) {
    await settle({ status: 'SKIPPED' });
    return 'SKIPPED';
  }

  const orderNumber = row.orderId ? ((await db.order.findUnique({ where: { id: row.orderId }, select: { orderNumber: true } }))?.orderNumber ?? null) : null;
  const message: OutgoingMessage = { id: row.id, kind: row.kind, channel: row.channel, body: row.body, userId: row.userId, orderNumber, user: row.user };

  let delivery: Delivery;
  try {
    if (row.channel === 'SMS') delivery = await deliverSms(message, sender ?? textSender());
    else if (row.channel === 'EMAIL') delivery = await deliverEmail(message, mailer ?? mailSender());
    else delivery = await deliverPush(message);
  } catch (error) {
    await settle({ lastError: describe(error), ...(finalAttempt ? { status: 'FAILED' } : {}) });
    throw error;
  }
  if ('cannot' in delivery) {
    await settle({ status: 'FAILED', lastError: delivery.cannot });
    return 'FAILED';
  }
  if ('skip' in delivery) {
    await settle({ status: 'SKIPPED', lastError: delivery.skip });
    return 'SKIPPED';
  }
  await settle({ status: 'SENT', sentAt: now, lastError: null });
  return 'SENT';
}
