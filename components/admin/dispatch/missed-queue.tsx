'use client';

// The owner's queue of drops the riders could not make: each settled once, as a make-up day after
// the plan's last or its money back (the wallet, or a refund to UPI), and the customer is told.
import { Button } from '@/components/ui/button';
import { useMutation } from '@/lib/client/use-mutation';
import { RESOLVE_MISSED_DELIVERY } from './riders-documents';

export type MissedRow = { id: string; day: string; orderNumber: string; customerName: string; why: string };

function MissedItem({ row }: { row: MissedRow }) {
  const resolve = useMutation(RESOLVE_MISSED_DELIVERY, { success: (d) => d.resolveMissedDelivery.message, successToast: { duration: 6000 } });
  const run = (action: 'MAKE_UP' | 'CREDIT', refundTo?: 'WALLET' | 'UPI') => void resolve.run({ deliveryId: row.id, action, ...(refundTo ? { refundTo } : {}) });
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-stone-300 bg-white p-3" data-testid="missed-delivery">
      <p>
        <span className="font-semibold">{row.customerName}</span> · {row.orderNumber} · {row.day}
      </p>
      <p className="text-sm text-stone-700">{row.why}</p>
      <div className="flex flex-wrap gap-2">
        <Button busy={resolve.busy} onClick={() => run('MAKE_UP')}>
          Make up<span className="sr-only"> for {row.customerName}</span>
        </Button>
        <Button variant="secondary" busy={resolve.busy} onClick={() => run('CREDIT', 'WALLET')}>
          Credit to wallet
        </Button>
        <Button variant="secondary" busy={resolve.busy} onClick={() => run('CREDIT', 'UPI')}>
          Refund to UPI
        </Button>
      </div>
      {resolve.error && (
        <p role="alert" className="text-sm font-medium text-red-800">
          {resolve.error}
        </p>
      )}
    </li>
  );
}

export function MissedQueue({ rows }: { rows: MissedRow[] }) {
  if (rows.length === 0) return <p className="text-sm text-stone-700">No missed drops waiting.</p>;
  return (
    <ul className="flex flex-col gap-2">
      {rows.map((r) => (
        <MissedItem key={r.id} row={r} />
      ))}
    </ul>
  );
}
