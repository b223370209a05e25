// One pg-boss instance on the app's own Postgres (its tables live in the `pgboss` schema, installed
// and migrated by pg-boss itself at start). A runner either works (runs jobs, timed schedules and
// pg-boss maintenance) or only hands jobs over (a web server when a separate worker is deployed).
import 'server-only';
import { PgBoss, type JobResult } from 'pg-boss';
import { JOB_HANDLERS, type JobHandler } from './handlers';
import { queueDefinitions, type QueueName, type QueueTuning } from './queues';

export type JobRunnerOptions = QueueTuning & {
  connectionString: string;
  /** run jobs and schedules here (false: only hand jobs over) */
  work: boolean;
  /** how often an idle worker looks for jobs; 2 s by default, tests go faster */
  pollingIntervalSeconds?: number;
  /** replaces handlers by queue name (tests: a queue that fails on purpose) */
  handlers?: Partial<Record<QueueName, JobHandler>>;
  /** shown in pg-boss's instance registry */
  instanceName?: string;
  log?: (line: string) => void;
};

export type JobRunner = { boss: PgBoss; stop: (options?: { timeoutMs?: number }) => Promise<void> };

export async function startJobRunner(options: JobRunnerOptions): Promise<JobRunner> {
  const log = options.log ?? ((line: string) => console.log(line));
  const boss = new PgBoss({
    connectionString: options.connectionString,
    application_name: options.work ? 'store-jobs-worker' : 'store-jobs-enqueue',
    // A handful of connections: workers poll, the maintenance and cron passes are short.
    max: options.work ? 4 : 2,
    // Only workers keep time (cron) and do pg-boss's maintenance; every instance may hand jobs over.
    schedule: options.work,
    supervise: options.work,
    instanceName: options.instanceName,
  });
  boss.on('error', (error) => console.error('[jobs] error:', error));
  boss.on('warning', (warning) => console.warn('[jobs] warning:', warning.message));
  await boss.start();

  const definitions = queueDefinitions({ retryDelaySeconds: options.retryDelaySeconds, sendRetryLimit: options.sendRetryLimit });
  for (const [name, def] of Object.entries(definitions) as [QueueName, (typeof definitions)[QueueName]][]) {
    const existing = await boss.getQueue(name);
    // An existing queue takes this version's retry settings (its policy is fixed at creation).
    const { retryLimit, retryDelay, retryBackoff, retryDelayMax, expireInSeconds } = def.options;
    if (existing) await boss.updateQueue(name, { retryLimit, retryDelay, retryBackoff, retryDelayMax: retryDelayMax ?? null, expireInSeconds });
    else await boss.createQueue(name, def.options);
  }

  if (options.work) {
    const handlers = { ...JOB_HANDLERS, ...options.handlers };
    for (const [name, def] of Object.entries(definitions) as [QueueName, (typeof definitions)[QueueName]][]) {
      // Kept in the database: every worker writes the same schedule, pg-boss sends each occurrence once.
      if (def.schedule) await boss.schedule(name, def.schedule.cron, null, { tz: def.schedule.tz });
      const handler = handlers[name];
      // Each job of a batch settles on its own: one failed SMS is retried, the other nine are done.
      const workOptions = { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, batchSize: def.batchSize, burstWhenBatchFull: true, includeMetadata: true, perJobResults: true } as const;
      await boss.work<object, unknown, typeof workOptions>(name, workOptions, async (jobs) => {
        const settled = await Promise.allSettled(jobs.map((job) => handler(job, boss)));
        return settled.map((result, i): JobResult => {
          if (result.status === 'fulfilled') return { id: jobs[i].id, status: 'completed', output: { value: result.value ?? null } };
          const error = result.reason instanceof Error ? result.reason.message : String(result.reason);
          return { id: jobs[i].id, status: 'failed', output: { message: error } };
        });
      });
    }
    log(`[jobs] worker running: ${Object.keys(definitions).join(', ')}`);
  }

  return {
    boss,
    // Graceful: running jobs may finish (a job cut off is retried after it expires, never lost).
    stop: ({ timeoutMs = 20_000 } = {}) => boss.stop({ graceful: true, timeout: timeoutMs }),
  };
}
