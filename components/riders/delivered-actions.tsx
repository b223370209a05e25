'use client';

import { Button } from '@/components/ui/button';

type Props = {
  mode: 'code' | 'photo';
  codeLocked: boolean;
  error: string | null;
  busy: boolean;
  onDelivered: () => void;
  /** from the code to a photo or back, the failure cleared */
  onSwitch: () => void;
  onCouldNotDeliver: () => void;
};

/** Delivered (with the code or the photo above), the other way to prove it, and Couldn't deliver. */
export function DeliveredActions({ mode, codeLocked, error, busy, onDelivered, onSwitch, onCouldNotDeliver }: Props) {
  return (
    <>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-800">
          {error}
        </p>
      )}
      <Button size="lg" fullWidth busy={busy} busyLabel="Sending…" onClick={onDelivered}>
        Delivered
      </Button>
      <div className="grid grid-cols-2 gap-2">
        {codeLocked ? (
          <p className="text-sm text-stone-700">Code locked after 5 wrong tries: take a photo.</p>
        ) : (
          <Button variant="secondary" size="lg" onClick={onSwitch}>
            {mode === 'code' ? 'Photo instead' : 'Code instead'}
          </Button>
        )}
        <Button variant="secondary" size="lg" onClick={onCouldNotDeliver}>
          Couldn’t deliver
        </Button>
      </div>
    </>
  );
}
