// The job queue this process started (lib/jobs/in-process.ts), if any. Kept apart from the runner so
// that code which only hands work to the queue (notify) does not load every job handler.
import 'server-only';
import type { PgBoss } from 'pg-boss';

const holder = globalThis as unknown as { __storeProcessBoss?: PgBoss | null };

export function processBoss(): PgBoss | null {
  return holder.__storeProcessBoss ?? null;
}

export function setProcessBoss(boss: PgBoss | null): void {
  holder.__storeProcessBoss = boss;
}
