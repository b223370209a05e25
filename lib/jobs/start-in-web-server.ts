// Called by instrumentation.ts when the Next server boots (never during `next build`).
import 'server-only';
import { jobsInWebServer } from '@/lib/env';
import { sendingProblems } from '@/lib/notifications/sending-problems';
import { startProcessJobs, stopProcessJobs } from './in-process';

export async function startJobsInWebServer(): Promise<void> {
  const work = jobsInWebServer();
  try {
    await startProcessJobs({ work, instanceName: work ? 'web (runs jobs)' : 'web (enqueues only)' });
  } catch (error) {
    // The shop still serves pages; messages wait as QUEUED until a worker runs (the sweep finds them).
    console.error('[jobs] the job queue did not start:', error);
    return;
  }
  if (work) for (const problem of sendingProblems()) console.error(`[jobs] ${problem}`);
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void stopProcessJobs({ timeoutMs: 5_000 }));
}
