// npm run bench:queue: how many jobs per second the job queue (pg-boss on this Postgres) gets
// through on this machine, with the send queue's own settings (one worker, batches of 10). Two runs
// on a fresh seeded database (TEST_DATABASE_URL's server, else an embedded PostgreSQL):
//   1. queue only: no-op jobs, the cost of pg-boss itself (fetch, complete);
//   2. real messages: QUEUED notifications sent by the real send job (recording SMS sender, so no
//      provider latency), i.e. fetch + our reads and updates + complete.
//   BENCH_JOBS (default 3000) sets how many jobs each run processes.
import { prepareTestServer } from './test-database';

const JOBS = Number(process.env.BENCH_JOBS ?? 3000);

async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function main() {
  const server = await prepareTestServer('benchq');
  process.env.DATABASE_URL = server.templateUrl;
  // Loaded after DATABASE_URL is set: the app's Prisma client reads it on first use.
  const { PgBoss } = await import('pg-boss');
  const { db } = await import('@/lib/database/db');
  const { setTextSender } = await import('@/lib/sms/text-sender');
  const { startJobRunner } = await import('@/lib/jobs/job-runner');
  const { enqueueNotificationSends } = await import('@/lib/jobs/enqueue');
  try {
    // 1. Queue only.
    const boss = new PgBoss({ connectionString: server.templateUrl, max: 4, schedule: false, supervise: false });
    boss.on('error', (e) => console.error(e));
    await boss.start();
    await boss.createQueue('bench-noop', { policy: 'exclusive' });
    for (let i = 0; i < JOBS; i += 1000) {
      await boss.insert('bench-noop', Array.from({ length: Math.min(1000, JOBS - i) }, (_, k) => ({ data: { i: i + k }, singletonKey: `k${i + k}` })));
    }
    let done = 0;
    const started = Date.now();
    await boss.work('bench-noop', { batchSize: 10, burstWhenBatchFull: true, perJobResults: true, pollingIntervalSeconds: 0.5 }, async (jobs) => {
      done += jobs.length;
      return jobs.map((j) => ({ id: j.id, status: 'completed' as const }));
    });
    await waitFor(async () => done >= JOBS, 300_000);
    // Wait for the last completions to be written.
    await waitFor(async () => (await boss.findJobs('bench-noop', { queued: true })).length === 0, 60_000);
    const queueOnly = JOBS / ((Date.now() - started) / 1000);
    await boss.stop({ graceful: true, timeout: 5_000 });

    // 2. Real messages through the real send job.
    const user = await db.user.create({ data: { phoneNumber: '+919812300000', firstName: 'Bench', settings: { create: {} } } });
    await db.notification.createMany({ data: Array.from({ length: JOBS }, (_, i) => ({ userId: user.id, kind: 'ORDER_PLACED' as const, channel: 'SMS' as const, status: 'QUEUED' as const, body: `Bench message ${i}` })) });
    const ids = (await db.notification.findMany({ where: { userId: user.id }, select: { id: true } })).map((r) => r.id);
    let sent = 0;
    setTextSender({ send: async () => void sent++ });
    const runner = await startJobRunner({ connectionString: server.templateUrl, work: false, log: () => {} });
    for (let i = 0; i < ids.length; i += 1000) await enqueueNotificationSends(ids.slice(i, i + 1000), runner.boss);
    await runner.stop();
    const t0 = Date.now();
    const worker = await startJobRunner({ connectionString: server.templateUrl, work: true, pollingIntervalSeconds: 0.5, log: () => {} });
    await waitFor(async () => (await db.notification.count({ where: { userId: user.id, status: 'SENT' } })) === JOBS, 600_000);
    const realSends = JOBS / ((Date.now() - t0) / 1000);
    await worker.stop({ timeoutMs: 5_000 });

    console.log(`jobs per run: ${JOBS} (one worker process, batches of 10, ${process.env.TEST_DATABASE_URL ? 'Postgres server' : 'embedded PostgreSQL'})`);
    console.log(`queue only (no-op jobs):         ${queueOnly.toFixed(0)} jobs/s`);
    console.log(`real send jobs (SMS recorded):   ${realSends.toFixed(0)} jobs/s (sent ${sent})`);
    await db.$disconnect();
  } finally {
    await server.cleanup();
  }
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
