// Work that must happen only once a transaction has committed, such as handing a new message to
// the job queue: db.$transaction (db.ts) opens a scope, code inside the transaction adds to it with
// afterCommit(), and the callbacks run after the commit. A transaction that rolls back runs none.
import { AsyncLocalStorage } from 'node:async_hooks';

type Callback = () => unknown;

const scope = new AsyncLocalStorage<Callback[]>();

/**
 * Runs `callback` after the surrounding db.$transaction commits. Returns false (and does nothing)
 * outside one, e.g. in a transaction a test opened on its own client: callers must not depend on
 * it alone (the notification sweep picks up what was not handed over).
 */
export function afterCommit(callback: Callback): boolean {
  const callbacks = scope.getStore();
  if (!callbacks) return false;
  callbacks.push(callback);
  return true;
}

/** Runs a transaction with its own after-commit scope, then the callbacks it collected. */
export async function withAfterCommit<T>(transaction: () => Promise<T>): Promise<T> {
  const callbacks: Callback[] = [];
  const result = await scope.run(callbacks, transaction);
  // Never awaited: the request that committed does not wait for follow-up work.
  for (const callback of callbacks) {
    void Promise.resolve()
      .then(callback)
      .catch((e) => console.error('after-commit callback failed:', e));
  }
  return result;
}
