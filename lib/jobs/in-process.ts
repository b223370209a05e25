// The job runner of this process: started once by the Next server (instrumentation.ts) or by
// `npm run worker` (scripts/worker.ts), never twice in one process.
import 'server-only';
import { startJobRunner, type JobRunner, type JobRunnerOptions } from './job-runner';
import { setProcessBoss } from './process-boss';

const holder = globalThis as unknown as { __storeJobRunner?: Promise<JobRunner> };

export function startProcessJobs(options: Omit<JobRunnerOptions, 'connectionString'> & { connectionString?: string }): Promise<JobRunner> {
  if (holder.__storeJobRunner) return holder.__storeJobRunner;
  const connectionString = options.connectionString ?? process.env.DATABASE_URL;
  if (!connectionString) throw new Error('DATABASE_URL is not set: the job queue lives in the app database');
  const started = startJobRunner({ ...options, connectionString }).then((runner) => {
    setProcessBoss(runner.boss);
    return runner;
  });
  holder.__storeJobRunner = started;
  // A failed start may be tried again (the next boot, a test).
  started.catch(() => {
    if (holder.__storeJobRunner === started) holder.__storeJobRunner = undefined;
  });
  return started;
}

export async function stopProcessJobs(options?: { timeoutMs?: number }): Promise<void> {
  const started = holder.__storeJobRunner;
  if (!started) return;
  holder.__storeJobRunner = undefined;
  setProcessBoss(null);
  const runner = await started.catch(() => null);
  await runner?.stop(options);
}
