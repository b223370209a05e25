// The send job's work for one message, with the SMS provider replaced by a recording or a failing
// sender (the queue around it is tested in lib/jobs/queue.db.test.ts).
import { useTestDatabase } from '@/testing/test-database';
import { failingSender, recordingSender } from '@/testing/text-senders';
import { TextSendingUnavailable, VERIFY_ONLY_REASON } from '@/lib/sms/text-sender';
import { sendNotification } from './send-notification';

const t = useTestDatabase();
const NOW = new Date('2026-11-20T04:30:00Z');

let n = 0;
async function queued(sms = true) {
  const user = await t.db().user.create({ data: { phoneNumber: `+9198300${String(++n).padStart(5, '0')}`, firstName: `S${n}`, settings: { create: {} } } });
  const message = await t.db().notification.create({ data: { userId: user.id, kind: 'ORDER_PLACED', channel: 'SMS', status: 'QUEUED', body: `Your order DMS-${n} was placed.` } });
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
