'use client';

// What the rider marked without a network, waiting on the phone: listed at the top of the route,
// sent by itself when the phone is back online (or with Send now), and what the server refused
// when it was sent, with its reason.
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useRouter } from 'next/navigation';
import { Button } from '@/components/ui/button';
import { gql } from '@/lib/client/graphql';
import { flushOutbox, OUTBOX_EVENT, OUTBOX_KEY, readOutbox, removeQueued, type OutboxAction, type QueuedAction, type RefusedAction } from '@/lib/client/rider-outbox';
import { MARK_DELIVERED, MARK_NOT_DELIVERED } from './rider-documents';
import type { NotDeliveredReason } from '@/lib/domain/drops';

function send(action: OutboxAction) {
  return action.kind === 'deliver'
    ? gql(MARK_DELIVERED, { deliveryId: action.deliveryId, code: action.code })
    : gql(MARK_NOT_DELIVERED, { deliveryId: action.deliveryId, reason: action.reason as NotDeliveredReason, note: action.note });
}

function subscribe(onChange: () => void) {
  const onStorage = (e: StorageEvent) => e.key === OUTBOX_KEY && onChange();
  window.addEventListener(OUTBOX_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(OUTBOX_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}
// a stable snapshot: the stored text, parsed when it changes
const snapshot = () => window.localStorage.getItem(OUTBOX_KEY) ?? '';
const serverSnapshot = () => '';

export function OutboxPanel() {
  const router = useRouter();
  const stored = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  const waiting: QueuedAction[] = stored ? readOutbox() : [];
  const [sending, setSending] = useState(false);
  const [refused, setRefused] = useState<RefusedAction[]>([]);

  const flush = useCallback(async () => {
    if (!navigator.onLine || readOutbox().length === 0) return;
    setSending(true);
    const result = await flushOutbox(send);
    setSending(false);
    if (result.refused.length) setRefused((r) => [...r, ...result.refused]);
    if (result.sent || result.refused.length) router.refresh();
  }, [router]);

  useEffect(() => {
    // what waited from an earlier visit goes as soon as the page is up
    const first = setTimeout(() => void flush(), 0);
    const online = () => void flush();
    window.addEventListener('online', online);
    return () => {
      clearTimeout(first);
      window.removeEventListener('online', online);
    };
  }, [flush]);

  if (waiting.length === 0 && refused.length === 0) return null;
  return (
    <section aria-labelledby="outbox-title" className="flex flex-col gap-2 rounded-lg border border-amber-700 bg-amber-50 p-3" data-testid="rider-outbox">
      {waiting.length > 0 && (
        <>
          <h2 id="outbox-title" className="font-semibold text-amber-900">
            Waiting to send ({waiting.length})
          </h2>
          <ul className="flex flex-col gap-1 text-sm">
            {waiting.map((a) => (
              <li key={a.id} className="flex items-center justify-between gap-2">
                <span>{a.label}</span>
                <Button variant="link" size="sm" onClick={() => removeQueued(a.id)}>
                  Remove
                </Button>
              </li>
            ))}
          </ul>
          <p className="text-sm text-amber-900">Sent by itself when the phone is back online.</p>
          <Button variant="secondary" size="lg" busy={sending} busyLabel="Sending…" onClick={() => void flush()}>
            Send now
          </Button>
        </>
      )}
      {refused.length > 0 && (
        <div role="alert" className="text-sm text-red-900">
          <h2 id={waiting.length ? undefined : 'outbox-title'} className="font-semibold">
            Not accepted when sent
          </h2>
          <ul>
            {refused.map((r, i) => (
              <li key={i}>
                {r.label}: {r.message}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
