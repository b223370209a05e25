// `npm run worker`: runs the job queue on its own (messages, reminders, unpaid expiry), for
// deployments whose web servers set JOBS_IN_WEB_SERVER=false. Any number may run: each job runs once.
// Stops cleanly on SIGTERM/SIGINT: running jobs finish (up to 20 s), nothing queued is lost.
import { startProcessJobs, stopProcessJobs } from '@/lib/jobs/in-process';
import { sendingProblems } from '@/lib/notifications/sending-problems';

async function main() {
  if (!process.env.DATABASE_URL) {
    console.error('DATABASE_URL is not set: the worker runs the jobs queued in the app database.');
    process.exit(1);
  }
  await startProcessJobs({ work: true, instanceName: `worker ${process.pid}` });
  for (const problem of sendingProblems()) console.error(`[jobs] ${problem}`);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`[jobs] ${signal}: finishing running jobs`);
    await stopProcessJobs({ timeoutMs: 20_000 });
    console.log('[jobs] worker stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error) => {
  console.error('[jobs] worker failed to start:', error);
  process.exit(1);
});
