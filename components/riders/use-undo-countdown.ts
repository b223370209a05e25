'use client';
import { useEffect, useState } from 'react';
import { useRouter } from 'next/navigation';
import { UNDO_SECONDS } from '@/lib/domain/delivery-actions';

/** What the rider's last tap at a door did, and whether it can still be undone. */
export type StopDone = { text: string; undoable: boolean };

/**
 * The outcome of a stop and the seconds left to undo it: an undoable one counts down from
 * UNDO_SECONDS, and the page refreshes once the undo time is over, not at each tap.
 */
export function useUndoCountdown() {
  const router = useRouter();
  const [done, setDoneState] = useState<StopDone | null>(null);
  const [secondsLeft, setSecondsLeft] = useState(0);
  const setDone = (next: StopDone | null) => {
    setDoneState(next);
    setSecondsLeft(next?.undoable ? UNDO_SECONDS : 0);
  };

  useEffect(() => {
    if (!done?.undoable) return;
    const timer = setInterval(() => setSecondsLeft((s) => s - 1), 1000);
    return () => clearInterval(timer);
  }, [done]);
  useEffect(() => {
    if (done?.undoable && secondsLeft <= 0) router.refresh();
  }, [done, secondsLeft, router]);

  return { done, setDone, secondsLeft };
}
