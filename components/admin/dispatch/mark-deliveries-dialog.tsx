'use client';

import { useRef } from 'react';
import { formatDay, type IsoDay } from '@/lib/domain/calendar';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@/lib/domain/order-status';
import { countOf } from '@/lib/domain/plural';
import { Dialog } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';

type Props = {
  /** the status waiting for the admin's yes, or null (closed) */
  asking: OrderStatus | null;
  count: number;
  date: IsoDay;
  busy: boolean;
  onCancel: () => void;
  onMark: (status: OrderStatus) => void;
};

/** "Are you sure?": the count of deliveries and the day they move to `asking`. */
export function MarkDeliveriesDialog({ asking, count, date, busy, onCancel, onMark }: Props) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog open={asking !== null} onClose={() => !busy && onCancel()} title="Are you sure?" initialFocusRef={cancelRef} closeOnBackdrop={false}>
      {asking && (
        <>
          <p data-testid="bulk-confirm">
            Mark {countOf(count, 'delivery', 'deliveries')} of {formatDay(date)} as {ORDER_STATUS_LABELS[asking].toLowerCase()}?
          </p>
          <DialogActions
            cancelRef={cancelRef}
            cancelLabel="Cancel"
            onCancel={onCancel}
            actionLabel={`Mark ${countOf(count, 'delivery', 'deliveries')} as ${ORDER_STATUS_LABELS[asking].toLowerCase()}`}
            busyLabel="Saving…"
            onAction={() => onMark(asking)}
            busy={busy}
          />
        </>
      )}
    </Dialog>
  );
}
