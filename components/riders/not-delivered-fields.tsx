'use client';

import { Button } from '@/components/ui/button';
import { NOT_DELIVERED_REASONS, NOT_DELIVERED_REASON_LABELS, type NotDeliveredReason } from '@/lib/domain/drops';
import { stopInputClass as inputClass } from './handover-code-field';

type Props = {
  id: string;
  reason: NotDeliveredReason;
  setReason: (reason: NotDeliveredReason) => void;
  note: string;
  setNote: (note: string) => void;
  error: string | null;
  busy: boolean;
  onMarkNotDelivered: () => void;
  onBack: () => void;
};

/** Couldn't deliver: why (and a note), then Mark not delivered, or Back to the handover. */
export function NotDeliveredFields({ id, reason, setReason, note, setNote, error, busy, onMarkNotDelivered, onBack }: Props) {
  return (
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
      <Button variant="danger" size="lg" fullWidth busy={busy} busyLabel="Sending…" onClick={onMarkNotDelivered}>
        Mark not delivered
      </Button>
      <Button variant="link" onClick={onBack}>
        Back
      </Button>
    </>
  );
}
