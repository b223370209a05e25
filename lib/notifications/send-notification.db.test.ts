// The send job's work for one message, with the SMS provider replaced by a recording or a failing
// sender (the queue around it is tested in lib/jobs/queue.db.test.ts).
import { useTestDatabase } from '@/testing/test-database';
import { failingSender, recordingSender } from '@/testing/text-senders';
import { TextSendingUnavailable, VERIFY_ONLY_REASON } from '@/lib/sms/text-sender';
import { EmailSendingUnavailable, NO_SMTP_REASON, type MailSender, type OutgoingEmail } from '@/lib/email/mail-sender';
import { messageText } from './message-texts';
import { sendNotification } from './send-notification';

const t = useTestDatabase();
const NOW = new Date('2026-11-20T04:30:00Z');

let n = 0;
async function queued(sms = true) {
  const user = await t.db().user.create({ data: { phoneNumber: `+9198300${String(++n).padStart(5, '0')}`, firstName: `S${n}`, settings: { create: {} } } });
  const message = await t.db().notification.create({
    data: { userId: user.id, kind: 'ORDER_PLACED', channel: 'SMS', status: 'QUEUED', body: messageText('ORDER_PLACED', { orderNumber: `DMS-${n}`, amount: 10_000 }, { forSms: true }) },
  });
  if (!sms) await t.db().userSettings.update({ where: { userId: user.id }, data: { enableSMSNotifications: false } });
  return { user, message };
}
const row = (id: string) => t.db().notification.findUniqueOrThrow({ where: { id } });

test('a queued message is sent: SENT, sentAt, one attempt, the text to the customer\'s phone', async () => {
  const { user, message } = await queued();
  const sender = recordingSender();
  expect(await sendNotification(message.id, { finalAttempt: false, now: NOW, sender })).toBe('SENT');
  expect(await row(message.id)).toMatchObject({ status: 'SENT', sentAt: NOW, attempts: 1, lastError: null });
  expect(sender.sent).toEqual([expect.objectContaining({ to: user.phoneNumber, body: message.body })]);
});

test('a failing provider: the attempt and its error are kept, the job throws to be retried; the last attempt marks it FAILED', async () => {
  const { message } = await queued();
  const sender = failingSender('Twilio error 20003: authenticate');
  await expect(sendNotification(message.id, { finalAttempt: false, now: NOW, sender })).rejects.toThrow('20003');
  expect(await row(message.id)).toMatchObject({ status: 'QUEUED', attempts: 1, lastError: 'Twilio error 20003: authenticate', sentAt: null });
  await expect(sendNotification(message.id, { finalAttempt: true, now: NOW, sender })).rejects.toThrow('20003');
  expect(await row(message.id)).toMatchObject({ status: 'FAILED', attempts: 2, lastError: 'Twilio error 20003: authenticate', sentAt: null });
  // A FAILED message is never tried again, whatever job comes for it.
  expect(await sendNotification(message.id, { finalAttempt: false, now: NOW, sender })).toBe('not-queued');
  expect(sender.attempts).toHaveLength(2);
});

test('a later success clears the earlier error', async () => {
  const { message } = await queued();
  await expect(sendNotification(message.id, { finalAttempt: false, now: NOW, sender: failingSender() })).rejects.toThrow();
  expect(await sendNotification(message.id, { finalAttempt: false, now: NOW, sender: recordingSender() })).toBe('SENT');
  expect(await row(message.id)).toMatchObject({ status: 'SENT', attempts: 2, lastError: null });
});

test('Twilio Verify alone cannot send text: FAILED at once, with the reason, no retry', async () => {
  const { message } = await queued();
  expect(await sendNotification(message.id, { finalAttempt: false, now: NOW, sender: new TextSendingUnavailable(VERIFY_ONLY_REASON) })).toBe('FAILED');
  expect(await row(message.id)).toMatchObject({ status: 'FAILED', attempts: 1, lastError: VERIFY_ONLY_REASON });
});

test('a message sent already (a job handed over twice) is not sent again', async () => {
  const { message } = await queued();
  const sender = recordingSender();
  await sendNotification(message.id, { finalAttempt: false, now: NOW, sender });
  expect(await sendNotification(message.id, { finalAttempt: false, now: NOW, sender })).toBe('not-queued');
  expect(sender.sent).toHaveLength(1);
  expect((await row(message.id)).attempts).toBe(1);
});

test('a customer who switched SMS off after the message was queued is not sent it', async () => {
  const { message } = await queued(false);
  const sender = recordingSender();
  expect(await sendNotification(message.id, { finalAttempt: false, now: NOW, sender })).toBe('SKIPPED');
  expect((await row(message.id)).status).toBe('SKIPPED');
  expect(sender.sent).toEqual([]);
});

describe('DLT: every SMS goes with its registered template', () => {
  const previous = { ...process.env };
  afterEach(() => (process.env = { ...previous }));

  test('the template it matches is given to the provider', async () => {
    const { message } = await queued();
    const sender = recordingSender();
    process.env.SMS_DLT_TEMPLATE_ORDER_PLACED_NO_DEADLINE = '1107160000000000042';
    process.env.SMS_DLT_SENDER_ID = 'GDKTCH';
    expect(await sendNotification(message.id, { finalAttempt: false, now: NOW, sender })).toBe('SENT');
    expect(sender.sent[0].dlt).toEqual({ templateKey: 'ORDER_PLACED_NO_DEADLINE', templateId: '1107160000000000042', senderId: 'GDKTCH', entityId: null });
  });

  test('in production, a kind without its template id fails loudly: FAILED at once, the variable to set named, nothing sent', async () => {
    const { message } = await queued();
    const sender = recordingSender();
    process.env.APP_ENV = 'production';
    process.env.SMS_DLT_SENDER_ID = 'GDKTCH';
    delete process.env.SMS_DLT_TEMPLATE_ORDER_PLACED_NO_DEADLINE;
    expect(await sendNotification(message.id, { finalAttempt: false, now: NOW, sender })).toBe('FAILED');
    expect(await row(message.id)).toMatchObject({ status: 'FAILED', attempts: 1, lastError: expect.stringContaining('set SMS_DLT_TEMPLATE_ORDER_PLACED_NO_DEADLINE') });
    expect(sender.sent).toEqual([]);
  });
});

describe('an email row', () => {
  const recordingMailer = (): MailSender & { sent: OutgoingEmail[] } => {
    const sent: OutgoingEmail[] = [];
    return { sent, send: async (mail) => void sent.push(mail) };
  };
  async function emailRow(verified = true) {
    const { user } = await queued();
    await t.db().user.update({ where: { id: user.id }, data: { email: `s${n}@example.test`, emailVerifiedAt: verified ? NOW : null } });
    const message = await t.db().notification.create({ data: { userId: user.id, kind: 'PAYMENT_CONFIRMED', channel: 'EMAIL', status: 'QUEUED', body: messageText('PAYMENT_CONFIRMED', { orderNumber: 'DM1', amount: 100 }) } });
    return { user, message };
  }

  test('production without SMTP_URL: FAILED at once with the reason (retrying cannot help)', async () => {
    const { message } = await emailRow();
    expect(await sendNotification(message.id, { finalAttempt: false, now: NOW, mailer: new EmailSendingUnavailable(NO_SMTP_REASON) })).toBe('FAILED');
    expect(await row(message.id)).toMatchObject({ status: 'FAILED', attempts: 1, lastError: NO_SMTP_REASON });
  });

  test('unsubscribed from the kind after it was queued: SKIPPED, not sent; the SMS of the same kind is still sent', async () => {
    const { user, message } = await emailRow();
    await t.db().userSettings.update({ where: { userId: user.id }, data: { emailOffKinds: ['PAYMENT_CONFIRMED'] } });
    const mailer = recordingMailer();
    expect(await sendNotification(message.id, { finalAttempt: false, now: NOW, mailer })).toBe('SKIPPED');
    expect(mailer.sent).toEqual([]);
    const sms = await t.db().notification.create({ data: { userId: user.id, kind: 'PAYMENT_CONFIRMED', channel: 'SMS', status: 'QUEUED', body: messageText('PAYMENT_CONFIRMED', { orderNumber: 'DM1', amount: 100 }, { forSms: true }) } });
    expect(await sendNotification(sms.id, { finalAttempt: false, now: NOW, sender: recordingSender() })).toBe('SENT');
  });

  test('an address changed (unconfirmed) since it was queued: SKIPPED with the reason', async () => {
    const { message } = await emailRow(false);
    const mailer = recordingMailer();
    expect(await sendNotification(message.id, { finalAttempt: false, now: NOW, mailer })).toBe('SKIPPED');
    expect(await row(message.id)).toMatchObject({ status: 'SKIPPED', lastError: 'The customer has no verified email address any more.' });
    expect(mailer.sent).toEqual([]);
  });
});
