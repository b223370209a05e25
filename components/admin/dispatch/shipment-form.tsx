'use client';

// A parcel sent by courier (treats beyond the delivery area): the courier from the settings and its
// airway bill number, checked with setShipment's own rules; the customer is sent the tracking link.
import { useMutationForm } from '@/lib/client/forms/use-mutation-form';
import { shipmentForm } from '@/lib/domain/inputs/rider-input';
import { Form, FormField, SubmitRow } from '@/components/forms/form-kit';
import { SET_SHIPMENT } from './riders-documents';

const control = 'min-h-11 rounded-lg border border-stone-400 bg-white px-2 aria-[invalid=true]:border-red-700';

export function ShipmentForm({ deliveryId, couriers, who }: { deliveryId: string; couriers: string[]; who: string }) {
  const kit = useMutationForm(shipmentForm, SET_SHIPMENT, {
    defaultValues: { courier: couriers[0] ?? '', awb: '' },
    variables: (v) => ({ deliveryId, courier: v.courier, awb: v.awb }),
    success: 'Courier recorded; the customer is sent the tracking link.',
  });
  if (couriers.length === 0) return <p className="text-sm text-stone-700">Add couriers under Settings to send parcels.</p>;
  return (
    <Form kit={kit} className="flex flex-wrap items-start gap-2" aria-label={`Courier for ${who}`}>
      <FormField name="courier" label="Courier" hideLabel className="space-y-1">
        {(field) => (
          <select {...field} className={control}>
            {couriers.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        )}
      </FormField>
      <FormField name="awb" label="AWB" hideLabel className="space-y-1" input={{ placeholder: 'AWB', autoComplete: 'off', className: `${control} w-36` }} />
      <SubmitRow label="Send by courier" variant="secondary" />
    </Form>
  );
}
