// The real job queue (pg-boss) on the test database: what the store relies on it for. Messages are
// handed over after their commit, survive a restart, are retried with backoff and then marked
// FAILED, and two workers never send one twice.
import { useTestDatabase } from '@/testing/test-database';
import { eventually, failingSender, recordingSender } from '@/testing/text-senders';
import { db } from '@/lib/database/db';
import { setClock } from '@/lib/clock';
import { setTextSender } from '@/lib/sms/text-sender';
import { notify } from '@/lib/notifications/notify';
import { startJobRunner, type JobRunner } from './job-runner';
import { startProcessJobs, stopProcessJobs } from './in-process';
import { enqueueNotificationSends } from './enqueue';
import { QUEUES } from './queues';

const t = useTestDatabase();
const runners: JobRunner[] = [];
const fast = { pollingIntervalSeconds: 0.5, log: () => {} };

async function runner(options: { work: boolean; retryDelaySeconds?: number; sendRetryLimit?: number }): Promise<JobRunner> {
  const r = await startJobRunner({ connectionString: t.url(), ...fast, ...options });
  runners.push(r);
  return r;
}

afterEach(async () => {
  setTextSender(null);
  await stopProcessJobs({ timeoutMs: 2_000 });
  await Promise.all(runners.splice(0).map((r) => r.stop({ timeoutMs: 2_000 })));
});

let n = 0;
async function customer() {
  return t.db().user.create({ data: { phoneNumber: `+9198100${String(++n).padStart(5, '0')}`, firstName: `Q${n}`, settings: { create: {} } } });
}

/** Records a message the way services do: inside a db.$transaction (so it is handed over after commit). */
async function message(userId: string, orderNumber = `DMQ-${++n}`): Promise<string> {
  const id = await db.$transaction((tx) => notify(tx, { userId, kind: 'ORDER_PLACED', facts: { orderNumber, amount: 12_000 } }));
  return id!;
}

const row = (id: string) => t.db().notification.findUniqueOrThrow({ where: { id } });

test('a message committed while a worker runs is sent by it: SENT, sentAt, one attempt', async () => {
  const sender = recordingSender();
  setTextSender(sender);
  await startProcessJobs({ connectionString: t.url(), work: true, ...fast });
  const user = await customer();
  const id = await message(user.id, 'DMQ-LIVE');
  const sent = await eventually(async () => ((await row(id)).status === 'SENT' ? row(id) : null), 15_000, 'the message to be sent');
  expect(sent).toMatchObject({ attempts: 1, lastError: null });
  expect(sent.sentAt).toBeInstanceOf(Date);
  expect(sender.sent).toEqual([expect.objectContaining({ to: user.phoneNumber, body: expect.stringContaining('DMQ-LIVE') })]);
});

test('a transaction that rolls back records no message and hands nothing to the queue', async () => {
  const { boss } = await startProcessJobs({ connectionString: t.url(), work: false, ...fast });
  const user = await customer();
  const jobsBefore = (await boss.findJobs(QUEUES.sendNotification)).length;
  await expect(
    db.$transaction(async (tx) => {
      await notify(tx, { userId: user.id, kind: 'ORDER_PLACED', facts: { orderNumber: 'DMQ-ROLLBACK', amount: 1 } });
      throw new Error('the change failed after the message was recorded');
    }),
  ).rejects.toThrow('the change failed');
  expect(await t.db().notification.count({ where: { userId: user.id } })).toBe(0);
  await new Promise((r) => setTimeout(r, 300));
  expect(await boss.findJobs(QUEUES.sendNotification)).toHaveLength(jobsBefore);
});

test('a job survives a restart of the queue: queued by one instance, sent by the next', async () => {
  const sender = recordingSender();
  setTextSender(sender);
  const user = await customer();
  const id = await message(user.id);
  const first = await runner({ work: false });
  expect(await enqueueNotificationSends([id], first.boss)).toBe(1);
  await first.stop();
  expect((await row(id)).status).toBe('QUEUED');

  await runner({ work: true });
  await eventually(async () => (await row(id)).status === 'SENT', 15_000, 'the message to be sent after the restart');
  expect(sender.sent).toHaveLength(1);
});

test('a failing send is retried with backoff, then the message is FAILED with its last error', async () => {
  const sender = failingSender('Twilio answered 503');
  setTextSender(sender);
  const user = await customer();
  const id = await message(user.id);
  // Retries after ~1-2 s and ~2-4 s (retryDelay 1 s doubling, with jitter), then no more.
  const r = await runner({ work: true, retryDelaySeconds: 1, sendRetryLimit: 2 });
  await enqueueNotificationSends([id], r.boss);
  const failed = await eventually(async () => ((await row(id)).status === 'FAILED' ? row(id) : null), 25_000, 'the message to fail');
  expect(failed).toMatchObject({ attempts: 3, lastError: 'Twilio answered 503', sentAt: null });
  expect(sender.attempts).toHaveLength(3);
  const [a, b, c] = sender.attempts;
  expect(b - a).toBeGreaterThanOrEqual(900);
  expect(c - b).toBeGreaterThanOrEqual(1_900);
  // The row is marked FAILED inside the handler; pg-boss records the job as failed only after
  // the handler's throw reaches it, so under load the job can still read 'active' for a moment.
  const job = await eventually(
    async () => {
      const [j] = await r.boss.findJobs(QUEUES.sendNotification, { key: id });
      return j?.state === 'failed' ? j : null;
    },
    10_000,
    'pg-boss to record the job as failed',
  );
  expect(job).toMatchObject({ state: 'failed', retryCount: 2 });
}, 40_000);

test('two workers, each message handed over by both: every message is sent exactly once', async () => {
  const sender = recordingSender();
  setTextSender(sender);
  const user = await customer();
  const ids: string[] = [];
  for (let i = 0; i < 20; i++) ids.push(await message(user.id, `DMQ-TWO-${i}`));
  const one = await runner({ work: true });
  const two = await runner({ work: true });
  // Both hand every message over (as the commit hook and the sweep can): one job per message stands.
  const [fromOne, fromTwo] = await Promise.all([enqueueNotificationSends(ids, one.boss), enqueueNotificationSends(ids, two.boss)]);
  expect(fromOne + fromTwo).toBeLessThanOrEqual(ids.length + 20);
  await eventually(async () => (await t.db().notification.count({ where: { id: { in: ids }, status: 'SENT' } })) === ids.length, 20_000, 'all 20 messages sent');
  const bodies = sender.sent.map((s) => /DMQ-TWO-\d+/.exec(s.body)![0]);
  expect(bodies.sort()).toEqual(ids.map((_, i) => `DMQ-TWO-${i}`).sort());
  expect(await t.db().notification.aggregate({ where: { id: { in: ids } }, _max: { attempts: true } })).toEqual({ _max: { attempts: 1 } });
}, 40_000);

test('the sweep hands over a message whose hand-over was lost', async () => {
  const sender = recordingSender();
  setTextSender(sender);
  const user = await customer();
  // No queue in this process while it commits: nothing is handed over.
  const id = await message(user.id, 'DMQ-LOST');
  const r = await runner({ work: true });
  await new Promise((res) => setTimeout(res, 1_500));
  expect((await row(id)).status).toBe('QUEUED');
  // Two minutes later the sweep (normally every minute by cron; here sent by hand) finds it.
  const restore = setClock(new Date(Date.now() + 2 * 60_000));
  try {
    await r.boss.send(QUEUES.sweepNotifications, {});
    await eventually(async () => (await row(id)).status === 'SENT', 15_000, 'the swept message to be sent');
  } finally {
    restore();
  }
  expect(sender.sent.map((s) => s.body)).toEqual([expect.stringContaining('DMQ-LOST')]);
});

test('timed work is scheduled in Asia/Kolkata: the evening reminder fires at 19:00 IST', async () => {
  const r = await runner({ work: true });
  const schedules = Object.fromEntries((await r.boss.getSchedules()).map((s) => [s.name, s]));
  expect(schedules[QUEUES.deliveryReminders]).toMatchObject({ cron: '0 19 * * *', timezone: 'Asia/Kolkata' });
  expect(schedules[QUEUES.renewalReminders]).toMatchObject({ cron: '0 10 * * *', timezone: 'Asia/Kolkata' });
  expect(schedules[QUEUES.paymentDeadlines]).toMatchObject({ cron: '* * * * *' });
  expect(schedules[QUEUES.sweepNotifications]).toMatchObject({ cron: '* * * * *' });
  expect(schedules[QUEUES.unattachedUploads]).toMatchObject({ cron: '17 * * * *', timezone: 'Asia/Kolkata' });
  const [next] = r.boss.previewSchedule('0 19 * * *', { tz: 'Asia/Kolkata', count: 1, from: new Date('2026-11-20T12:00:00Z') } as Parameters<typeof r.boss.previewSchedule>[1]);
  expect(next.toISOString()).toBe('2026-11-20T13:30:00.000Z');
});
