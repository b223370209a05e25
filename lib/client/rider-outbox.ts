// What a rider marked at a door while the phone had no network: kept in localStorage (it survives a
// reload or a closed tab) and sent, oldest first, when the phone is back online. A drop's outcome
// is the server's to decide, so a queued one the server refuses (its day passed, already marked) is
// dropped from the queue with the server's reason, for the rider to see; a network failure keeps it
// and everything after it for the next try.
import 'client-only';
import type { GraphQLOutcome } from './graphql';

export type OutboxAction =
  | { kind: 'deliver'; deliveryId: string; code: string }
  | { kind: 'notDeliver'; deliveryId: string; reason: string; note: string | null };

export type QueuedAction = OutboxAction & {
  /** a local id */
  id: string;
  /** what the rider sees in the waiting list ("Delivered: Asha, 12 4th Cross") */
  label: string;
  /** ISO time it was queued */
  queuedAt: string;
};

/** A queued action the server refused when it was sent, with its reason. */
export type RefusedAction = { label: string; message: string };

export const OUTBOX_KEY = 'rider-outbox';
/** Fired on window when the queue changes (in this tab). */
export const OUTBOX_EVENT = 'rider-outbox-changed';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readOutbox(store: Storage | null = storage()): QueuedAction[] {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(OUTBOX_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as QueuedAction[]) : [];
  } catch {
    return [];
  }
}

function writeOutbox(actions: QueuedAction[], store: Storage | null): void {
  if (!store) return;
  if (actions.length === 0) store.removeItem(OUTBOX_KEY);
  else store.setItem(OUTBOX_KEY, JSON.stringify(actions));
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(OUTBOX_EVENT));
}

/** Queues an action; a newer one for the same drop replaces the older (the rider changed their mind). */
export function queueAction(action: OutboxAction, label: string, now: Date = new Date(), store: Storage | null = storage()): QueuedAction {
  const queued: QueuedAction = { ...action, id: `${now.getTime()}-${Math.random().toString(36).slice(2, 8)}`, label, queuedAt: now.toISOString() };
  writeOutbox([...readOutbox(store).filter((a) => a.deliveryId !== action.deliveryId), queued], store);
  return queued;
}

/** Takes a queued action back before it was sent. */
export function removeQueued(id: string, store: Storage | null = storage()): void {
  writeOutbox(readOutbox(store).filter((a) => a.id !== id), store);
}

/** A network failure (no answer at all), as lib/client/graphql.ts reports it: keep the action for later. */
export function isNetworkFailure(outcome: GraphQLOutcome<unknown>): boolean {
  return !outcome.ok && !outcome.error.code;
}

/**
 * Sends the queue in order with `send`. Sent and refused actions leave the queue; the first network
 * failure stops the flush, keeping it and the rest. Answers how many were sent and what was refused.
 */
export async function flushOutbox(send: (action: OutboxAction) => Promise<GraphQLOutcome<unknown>>, store: Storage | null = storage()): Promise<{ sent: number; refused: RefusedAction[] }> {
  let sent = 0;
  const refused: RefusedAction[] = [];
  for (const action of readOutbox(store)) {
    const outcome = await send(action);
    if (isNetworkFailure(outcome)) break;
    if (outcome.ok) sent++;
    else refused.push({ label: action.label, message: outcome.error.message });
    // read again: the rider may have queued or removed something while this was sent
    writeOutbox(readOutbox(store).filter((a) => a.id !== action.id), store);
  }
  return { sent, refused };
}
