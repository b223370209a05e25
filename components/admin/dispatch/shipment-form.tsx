'use client';

// A parcel sent by courier (treats beyond the delivery area): the courier from the settings and its
// airway bill number; the customer is sent the tracking link.
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useMutation } from '@/lib/client/use-mutation';
import { SET_SHIPMENT } from './riders-documents';

export function ShipmentForm({ deliveryId, couriers, who }: { deliveryId: string; couriers: string[]; who: string }) {
  const id = useId();
  const [courier, setCourier] = useState(couriers[0] ?? '');
  const [awb, setAwb] = useState('');
  const ship = useMutation(SET_SHIPMENT, { success: 'Courier recorded; the customer is sent the tracking link.' });
  if (couriers.length === 0) return <p className="text-sm text-stone-700">Add couriers under Settings to send parcels.</p>;
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      aria-label={`Courier for ${who}`}
      onSubmit={(e) => {
        e.preventDefault();
        void ship.run({ deliveryId, courier, awb: awb.trim() });
      }}
    >
      <label htmlFor={`${id}-courier`} className="sr-only">
        Courier
      </label>
      <select id={`${id}-courier`} value={courier} onChange={(e) => setCourier(e.target.value)} className="min-h-11 rounded-lg border border-stone-400 bg-white px-2">
        {couriers.map((c) => (
          <option key={c}>{c}</option>
        ))}
      </select>
      <label htmlFor={`${id}-awb`} className="sr-only">
        AWB
      </label>
      <input id={`${id}-awb`} value={awb} onChange={(e) => setAwb(e.target.value)} placeholder="AWB" required className="min-h-11 w-36 rounded-lg border border-stone-400 bg-white px-2" />
      <Button type="submit" variant="secondary" busy={ship.busy}>
        Send by courier
      </Button>
      {ship.error && (
        <p role="alert" className="w-full text-sm font-medium text-red-800">
          {ship.error}
        </p>
      )}
    </form>
  );
}
