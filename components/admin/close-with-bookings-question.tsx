'use client';

import type { IsoDay } from '@/lib/domain/calendar';
import { Button } from '@/components/ui/button';
import { daysText, type Bookings } from './closed-days';

type Props = {
  id: string;
  /** the days to close and the server's words on why it asks */
  asking: { days: IsoDay[]; message: string };
  locked: boolean;
  closing: boolean;
  onClose: (bookings: Bookings) => void;
  onKeepOpen: () => void;
};

/** Days with deliveries booked: move them, cancel them with credit, or keep the days open. */
export function CloseWithBookingsQuestion({ id, asking, locked, closing, onClose, onKeepOpen }: Props) {
  return (
    <div role="alertdialog" aria-labelledby={`${id}-asking`} className="mt-3 flex flex-col gap-2 rounded-lg border border-amber-700 bg-amber-50 p-3 text-sm text-amber-950" data-testid="close-with-bookings">
      <p id={`${id}-asking`} className="font-medium">
        {asking.message}
      </p>
      <p>Move: subscription deliveries are made up after their last one (like a skip), one-time deliveries go to the next open day with room. Cancel: each is cancelled and credited (less to pay, or a refund due). Either way each customer gets a message.</p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => onClose('MOVE')} disabled={locked} busy={closing} busyLabel="Closing…">
          {`Close ${daysText(asking.days)} and move them`}
        </Button>
        <Button variant="secondary" className="border-red-700 text-red-800 hover:bg-red-50" onClick={() => onClose('CANCEL')} disabled={locked}>
          Close and cancel them with credit
        </Button>
        <Button variant="secondary" onClick={onKeepOpen} disabled={locked}>
          Keep the {asking.days.length === 1 ? 'day' : 'days'} open
        </Button>
      </div>
    </div>
  );
}
