'use client';

import { Button } from '@/components/ui/button';
import type { StopDone } from './use-undo-countdown';

/** What the rider's tap did, with Undo while its seconds last. */
export function StopOutcome({ done, secondsLeft, undo }: { done: StopDone; secondsLeft: number; undo: { busy: boolean; error: string | null; run: () => void } }) {
  return (
    <div className="flex flex-col gap-2" data-testid="stop-outcome">
      <p role="status" className="font-semibold text-brand-800">
        {done.text}
      </p>
      {done.undoable && secondsLeft > 0 && (
        <Button variant="secondary" size="lg" fullWidth busy={undo.busy} onClick={undo.run}>
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
