'use client';

// What the rider does at a door, with one hand: Delivered with the customer's 4-digit code (or a
// photo of the handover from the phone's camera), or Couldn't deliver with a reason. The last of
// them can be undone for UNDO_SECONDS. Without a network the tap is queued on the phone
// (lib/client/rider-outbox.ts) and sent when it is back online.
import { useEffect, useId, useState } from 'react';
import { useRouter } from 'next/navigation';
import { Button } from '@/components/ui/button';
import { ImagePicker } from '@/components/uploads/image-picker';
import { useMutation } from '@/lib/client/use-mutation';
import { isNetworkFailure, queueAction, type OutboxAction } from '@/lib/client/rider-outbox';
import { UNDO_SECONDS } from '@/lib/domain/delivery-actions';
import { NOT_DELIVERED_REASONS, NOT_DELIVERED_REASON_LABELS, type NotDeliveredReason } from '@/lib/domain/drops';
import { MARK_DELIVERED, MARK_NOT_DELIVERED, UNDO_DROP_OUTCOME } from './rider-documents';

type Mode = 'code' | 'photo' | 'miss';
type Done = { text: string; undoable: boolean };

const inputClass = 'min-h-12 w-full rounded-lg border border-stone-400 bg-white px-3 text-lg';

export function StopActions({ deliveryId, who, codeLocked }: { deliveryId: string; who: string; codeLocked: boolean }) {
  const id = useId();
  const router = useRouter();
  const [mode, setMode] = useState<Mode>(codeLocked ? 'photo' : 'code');
  const [code, setCode] = useState('');
  const [photoId, setPhotoId] = useState<string | null>(null);
  const [reason, setReason] = useState<NotDeliveredReason>('NOT_HOME');
  const [note, setNote] = useState('');
  const [done, setDoneState] = useState<Done | null>(null);
  const [secondsLeft, setSecondsLeft] = useState(0);
  const setDone = (next: Done | null) => {
    setDoneState(next);
    setSecondsLeft(next?.undoable ? UNDO_SECONDS : 0);
  };
  // the page refreshes once the undo time is over, not at each tap
  const deliver = useMutation(MARK_DELIVERED, { refresh: false });
  const notDeliver = useMutation(MARK_NOT_DELIVERED, { refresh: false });
  const undo = useMutation(UNDO_DROP_OUTCOME, { success: 'Undone.', onSuccess: () => setDone(null) });

  useEffect(() => {
    if (!done?.undoable) return;
    const timer = setInterval(() => setSecondsLeft((s) => s - 1), 1000);
    return () => clearInterval(timer);
  }, [done]);
  useEffect(() => {
    if (done?.undoable && secondsLeft <= 0) router.refresh();
  }, [done, secondsLeft, router]);

  /** No network: the tap waits on the phone. */
  function queue(action: OutboxAction, label: string) {
    queueAction(action, label);
    setDone({ text: `${label}: waiting for the network, sent when you are back online.`, undoable: false });
  }
  const offline = () => typeof navigator !== 'undefined' && !navigator.onLine;

  async function markDelivered() {
    if (mode === 'code') {
      if (!/^\d{4}$/.test(code)) return deliver.setError('Enter the customer’s 4-digit code.');
      if (offline()) return queue({ kind: 'deliver', deliveryId, code }, `Delivered: ${who}`);
    } else if (!photoId) return deliver.setError('Take a photo of the handover first.');
    const outcome = await deliver.run(mode === 'code' ? { deliveryId, code } : { deliveryId, photoId });
    if (!outcome) return;
    if (mode === 'code' && isNetworkFailure(outcome)) {
      deliver.setError(null);
      return queue({ kind: 'deliver', deliveryId, code }, `Delivered: ${who}`);
    }
    if (outcome.ok) setDone({ text: `Delivered (${mode === 'code' ? 'code' : 'photo'}).`, undoable: true });
  }

  async function markNotDelivered() {
    const action = { kind: 'notDeliver' as const, deliveryId, reason, note: note.trim() || null };
    if (offline()) return queue(action, `Couldn’t deliver: ${who}`);
    const outcome = await notDeliver.run({ deliveryId, reason, note: action.note });
    if (!outcome) return;
    if (isNetworkFailure(outcome)) {
      notDeliver.setError(null);
      return queue(action, `Couldn’t deliver: ${who}`);
    }
    if (outcome.ok) setDone({ text: `Marked not delivered: ${NOT_DELIVERED_REASON_LABELS[reason]}.`, undoable: true });
  }

  if (done) {
    return (
      <div className="flex flex-col gap-2" data-testid="stop-outcome">
        <p role="status" className="font-semibold text-brand-800">
          {done.text}
        </p>
        {done.undoable && secondsLeft > 0 && (
          <Button variant="secondary" size="lg" fullWidth busy={undo.busy} onClick={() => void undo.run({ deliveryId })}>
            Undo ({secondsLeft} s)
          </Button>
        )}
        {undo.error && (
          <p role="alert" className="text-sm font-medium text-red-800">
            {undo.error}
          </p>
        )}
      </div>
    );
  }

  const error = mode === 'miss' ? notDeliver.error : deliver.error;
  return (
    <div className="flex flex-col gap-3">
      {mode === 'code' && (
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-code`} className="font-medium">
            Customer’s 4-digit code
          </label>
          <input
            id={`${id}-code`}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{4}"
            maxLength={4}
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 4))}
            className={`${inputClass} tracking-[0.5em]`}
          />
        </div>
      )}
      {mode === 'photo' && (
        <ImagePicker kind="DELIVERY_PROOF" label="Photo of the handover" capture="environment" onUploaded={(image) => setPhotoId(image.id)} onRemoved={() => setPhotoId(null)} doneText={() => 'Photo ready.'} />
      )}
      {mode === 'miss' ? (
        <>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-reason`} className="font-medium">
              Why?
            </label>
            <select id={`${id}-reason`} value={reason} onChange={(e) => setReason(e.target.value as NotDeliveredReason)} className={inputClass}>
              {NOT_DELIVERED_REASONS.map((r) => (
                <option key={r} value={r}>
                  {NOT_DELIVERED_REASON_LABELS[r]}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-note`} className="font-medium">
              Note (optional)
            </label>
            <textarea id={`${id}-note`} value={note} maxLength={200} rows={2} onChange={(e) => setNote(e.target.value)} className="w-full rounded-lg border border-stone-400 bg-white p-3" />
          </div>
          {error && (
            <p role="alert" className="text-sm font-medium text-red-800">
              {error}
            </p>
          )}
          <Button variant="danger" size="lg" fullWidth busy={notDeliver.busy} busyLabel="Sending…" onClick={() => void markNotDelivered()}>
            Mark not delivered
          </Button>
          <Button variant="link" onClick={() => setMode(codeLocked ? 'photo' : 'code')}>
            Back
          </Button>
        </>
      ) : (
        <>
          {error && (
            <p role="alert" className="text-sm font-medium text-red-800">
              {error}
            </p>
          )}
          <Button size="lg" fullWidth busy={deliver.busy} busyLabel="Sending…" onClick={() => void markDelivered()}>
            Delivered
          </Button>
          <div className="grid grid-cols-2 gap-2">
            {codeLocked ? (
              <p className="text-sm text-stone-700">Code locked after 5 wrong tries: take a photo.</p>
            ) : (
              <Button
                variant="secondary"
                size="lg"
                onClick={() => {
                  deliver.setError(null);
                  setMode(mode === 'code' ? 'photo' : 'code');
                }}
              >
                {mode === 'code' ? 'Photo instead' : 'Code instead'}
              </Button>
            )}
            <Button variant="secondary" size="lg" onClick={() => setMode('miss')}>
              Couldn’t deliver
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
