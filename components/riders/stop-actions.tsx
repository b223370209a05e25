'use client';

// What the rider does at a door, with one hand: Delivered with the customer's 4-digit code (or a
// photo of the handover from the phone's camera), or Couldn't deliver with a reason. The last of
// them can be undone for UNDO_SECONDS. Without a network the tap is queued on the phone
// (lib/client/rider-outbox.ts) and sent when it is back online.
import { useId, useState } from 'react';
import { ImagePicker } from '@/components/uploads/image-picker';
import { useMutation } from '@/lib/client/use-mutation';
import { isNetworkFailure, queueAction, type OutboxAction } from '@/lib/client/rider-outbox';
import { NOT_DELIVERED_REASON_LABELS, type NotDeliveredReason } from '@/lib/domain/drops';
import { DeliveredActions } from './delivered-actions';
import { HandoverCodeField } from './handover-code-field';
import { NotDeliveredFields } from './not-delivered-fields';
import { MARK_DELIVERED, MARK_NOT_DELIVERED, UNDO_DROP_OUTCOME } from './rider-documents';
import { StopOutcome } from './stop-outcome';
import { useUndoCountdown } from './use-undo-countdown';

type Mode = 'code' | 'photo' | 'miss';

export function StopActions({ deliveryId, who, codeLocked }: { deliveryId: string; who: string; codeLocked: boolean }) {
  const id = useId();
  const [mode, setMode] = useState<Mode>(codeLocked ? 'photo' : 'code');
  const [code, setCode] = useState('');
  const [photoId, setPhotoId] = useState<string | null>(null);
  const [reason, setReason] = useState<NotDeliveredReason>('NOT_HOME');
  const [note, setNote] = useState('');
  const { done, setDone, secondsLeft } = useUndoCountdown();
  // the page refreshes once the undo time is over, not at each tap
  const deliver = useMutation(MARK_DELIVERED, { refresh: false });
  const notDeliver = useMutation(MARK_NOT_DELIVERED, { refresh: false });
  const undo = useMutation(UNDO_DROP_OUTCOME, { success: 'Undone.', onSuccess: () => setDone(null) });

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
    return <StopOutcome done={done} secondsLeft={secondsLeft} undo={{ busy: undo.busy, error: undo.error, run: () => void undo.run({ deliveryId }) }} />;
  }

  const error = mode === 'miss' ? notDeliver.error : deliver.error;
  return (
    <div className="flex flex-col gap-3">
      {mode === 'code' && <HandoverCodeField id={id} code={code} setCode={setCode} />}
      {mode === 'photo' && (
        <ImagePicker kind="DELIVERY_PROOF" label="Photo of the handover" capture="environment" onUploaded={(image) => setPhotoId(image.id)} onRemoved={() => setPhotoId(null)} doneText={() => 'Photo ready.'} />
      )}
      {mode === 'miss' ? (
        <NotDeliveredFields
          id={id}
          reason={reason}
          setReason={setReason}
          note={note}
          setNote={setNote}
          error={error}
          busy={notDeliver.busy}
          onMarkNotDelivered={() => void markNotDelivered()}
          onBack={() => setMode(codeLocked ? 'photo' : 'code')}
        />
      ) : (
        <DeliveredActions
          mode={mode}
          codeLocked={codeLocked}
          error={error}
          busy={deliver.busy}
          onDelivered={() => void markDelivered()}
          onSwitch={() => {
            deliver.setError(null);
            setMode(mode === 'code' ? 'photo' : 'code');
          }}
          onCouldNotDeliver={() => setMode('miss')}
        />
      )}
    </div>
  );
}
