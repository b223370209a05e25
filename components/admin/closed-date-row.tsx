'use client';

import { formatDay, type IsoDay } from '@/lib/domain/calendar';
import { countOf } from '@/lib/domain/plural';
import { Button } from '@/components/ui/button';
import type { Bookings } from './closed-days';

type Props = {
  day: IsoDay;
  /** deliveries already booked on it */
  booked: number | undefined;
  /** another change is running: every button waits */
  locked: boolean;
  removing: boolean;
  onClose: (bookings: Bookings) => void;
  onRemove: () => void;
};

/** One closed date: what is booked on it (with Move and Cancel for those), and Remove. */
export function ClosedDateRow({ day, booked, locked, removing, onClose, onRemove }: Props) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-1 text-sm" data-testid="closed-date">
      <span>
        <span className="font-medium">{formatDay(day)}</span>
        {booked ? <span className="text-amber-900"> · {countOf(booked, 'delivery', 'deliveries')} already booked</span> : null}
      </span>
      {booked ? (
        <span className="flex gap-2">
          <Button variant="secondary" size="sm" onClick={() => onClose('MOVE')} disabled={locked}>
            Move them<span className="sr-only"> off {formatDay(day)}</span>
          </Button>
          <Button variant="secondary" size="sm" className="border-red-700 text-red-800 hover:bg-red-50" onClick={() => onClose('CANCEL')} disabled={locked}>
            Cancel them<span className="sr-only"> on {formatDay(day)}</span>
          </Button>
        </span>
      ) : null}
      <Button variant="secondary" size="sm" onClick={onRemove} disabled={locked} busy={removing} busyLabel="Removing…">
        Remove
        <span className="sr-only"> {formatDay(day)}</span>
      </Button>
    </li>
  );
}
