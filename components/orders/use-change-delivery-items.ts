'use client';

import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { gql } from '@/lib/client/graphql';
import { useSchemaForm } from '@/lib/client/forms/use-mutation-form';
import { useMutation } from '@/lib/client/use-mutation';
import type { CategoryCode } from '@/lib/domain/categories';
import type { ItemOption } from '@/lib/domain/delivery-items';
import { changeItemsFormSchema, type ChangeItemsFormOutput } from '@/lib/domain/inputs/change-items-form';
import type { UnitType } from '@/lib/domain/units';
import { useChangePreview } from './change-preview';
import { usePayHeldChange } from './pay-held-change';
import { CHANGE_DELIVERY_ITEMS, DELIVERY_SWAP_OPTIONS } from './change-items-documents';

type Props = { deliveryId: string; category: CategoryCode; current: ItemOption[] };

/**
 * The "Change" dialog's state: the quantities form (checked with the server's own rule,
 * lib/domain/inputs/change-items-form.ts), the menu's other items of the kind fetched on opening, the
 * mutation, and the money preview worked out as the quantities settle.
 */
export function useChangeDeliveryItems({ deliveryId, category, current }: Props) {
  const [open, setOpen] = useState(false);
  const [options, setOptions] = useState<ItemOption[]>(current);
  const payHeld = usePayHeldChange();
  // Every server refusal is about the quantities together: it shows under them.
  const kit = useSchemaForm(changeItemsFormSchema, { defaultValues: { items: [], applyToLaterDeliveries: false }, fields: [] });
  const { form } = kit;
  // A paid order's extra the wallet cannot pay: the change waits for the rest by UPI, paid on its top-up's page.
  const mutation = useMutation(CHANGE_DELIVERY_ITEMS, {
    success: (data) => data.changeDeliveryItems.message,
    successToast: { duration: 6000, keepOnNavigation: true },
    onSuccess: (data) => {
      setOpen(false);
      payHeld(data.changeDeliveryItems.payByUpi);
    },
    onError: kit.showServerError,
  });

  const start = async () => {
    kit.setFormError(null);
    setOptions(current);
    form.reset({ items: current.map((o) => ({ variantId: o.variantId, quantity: String(o.quantity) })), applyToLaterDeliveries: false });
    setOpen(true);
    const r = await gql(DELIVERY_SWAP_OPTIONS, { category });
    if (!r.ok) return; // the day's own items can still be changed
    const known = new Set(current.map((o) => o.variantId));
    const more = r.data.getMenuItems.flatMap((m) => m.variants.filter((v) => !known.has(v.id)).map((v) => ({ variantId: v.id, name: m.name, unit: v.unit, unitType: v.unitType as UnitType, price: v.price, quantity: 0 })));
    setOptions([...current, ...more]);
    form.setValue('items', [...form.getValues('items'), ...more.map((o) => ({ variantId: o.variantId, quantity: '0' }))]);
  };

  /** The change to send: only what the day brings or will bring (a 0 for a variant it never had says nothing). */
  const chosen = ({ items, applyToLaterDeliveries }: ChangeItemsFormOutput) => ({
    deliveryId,
    items: items.filter((i) => i.quantity > 0 || current.some((c) => c.variantId === i.variantId)),
    applyToLaterDeliveries,
  });

  const submit = kit.submitWith((values) => mutation.run(chosen(values)));

  // What the change would do to the money, worked out as the quantities settle (none while one cannot be sent).
  const [items, applyToLaterDeliveries] = useWatch({ control: form.control, name: ['items', 'applyToLaterDeliveries'] });
  const sendable = open ? changeItemsFormSchema.safeParse({ items, applyToLaterDeliveries }) : null;
  const preview = useChangePreview(sendable?.success ? { kind: 'CHANGE_ITEMS', ...chosen(sendable.data) } : null);

  return { kit, open, setOpen, options, start, submit, busy: mutation.busy, preview };
}
