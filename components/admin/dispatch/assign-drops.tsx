'use client';

// Giving the day's drops to riders: every open drop of a PIN code in one action, or the ones ticked;
// "Nobody" takes them back. The server brings the rest of each stop along and orders the routes again.
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useMutation } from '@/lib/client/use-mutation';
import { countOf } from '@/lib/domain/plural';
import type { DayDrop } from '@/lib/riders/day-drops';
import { ASSIGN_DELIVERIES } from './riders-documents';

const selectClass = 'min-h-11 rounded-lg border border-stone-400 bg-white px-3';

export function AssignDrops({ drops, riders }: { drops: DayDrop[]; riders: { id: string; name: string }[] }) {
  const id = useId();
  const [riderId, setRiderId] = useState(riders[0]?.id ?? '');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const pins = [...new Set(drops.map((d) => d.zipCode ?? ''))].sort();
  const [pin, setPin] = useState(pins[0] ?? '');
  const assign = useMutation(ASSIGN_DELIVERIES, { success: (d) => d.assignDeliveries.message, onSuccess: () => setSelected(new Set()) });
  const riderName = (rid: string | null) => riders.find((r) => r.id === rid)?.name ?? null;
  const send = (ids: string[]) => ids.length && void assign.run({ deliveryIds: ids, riderId: riderId || null });
  const inPin = drops.filter((d) => (d.zipCode ?? '') === pin);

  if (drops.length === 0) return <p className="text-sm text-stone-700">No drops to assign on this day.</p>;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-rider`} className="text-sm font-medium">
            Rider
          </label>
          <select id={`${id}-rider`} value={riderId} onChange={(e) => setRiderId(e.target.value)} className={selectClass}>
            {riders.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
            <option value="">Nobody (take back)</option>
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-pin`} className="text-sm font-medium">
            PIN code
          </label>
          <select id={`${id}-pin`} value={pin} onChange={(e) => setPin(e.target.value)} className={selectClass}>
            {pins.map((p) => (
              <option key={p} value={p}>
                {p || 'No PIN'} ({drops.filter((d) => (d.zipCode ?? '') === p).length})
              </option>
            ))}
          </select>
        </div>
        <Button busy={assign.busy} onClick={() => send(inPin.map((d) => d.id))}>
          Assign all of {pin || 'no PIN'}
        </Button>
        <Button variant="secondary" disabled={selected.size === 0} busy={assign.busy} onClick={() => send([...selected])}>
          Assign {countOf(selected.size, 'ticked drop')}
        </Button>
      </div>
      {assign.error && (
        <p role="alert" className="text-sm font-medium text-red-800">
          {assign.error}
        </p>
      )}
      <ul className="flex flex-col gap-1 text-sm" aria-label="Drops to assign">
        {drops.map((d) => (
          <li key={d.id} className="flex flex-wrap items-center gap-2">
            <label className="flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                checked={selected.has(d.id)}
                onChange={() =>
                  setSelected((prev) => {
                    const next = new Set(prev);
                    if (!next.delete(d.id)) next.add(d.id);
                    return next;
                  })
                }
              />
              {d.customerName} · {d.orderNumber} · {d.zipCode ?? 'no PIN'}
              {d.area ? `, ${d.area}` : ''}
            </label>
            <span className="text-stone-700">{riderName(d.riderId) ? `with ${riderName(d.riderId)}${d.routePosition ? ` (#${d.routePosition})` : ''}` : 'not assigned'}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
