'use client';

import { useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useRouter } from 'next/navigation';
import { Dialog } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { graphql } from '@/lib/client/graphql-document';
import { gql } from '@/lib/client/graphql';
import { useSchemaForm } from '@/lib/client/forms/use-mutation-form';
import { useMutation } from '@/lib/client/use-mutation';
import { FieldError } from '@/components/forms/field-error';
import type { CategoryCode } from '@/lib/domain/categories';
import { MAX_ITEM_QUANTITY, type ItemOption } from '@/lib/domain/delivery-items';
import { changeItemsFormSchema, QUANTITIES_MESSAGE, type ChangeItemsFormOutput } from '@/lib/domain/inputs/change-items-form';
import { formatPaise } from '@/lib/domain/money';
import { formatUnit, type UnitType } from '@/lib/domain/units';
import { ChangePreviewNote, useChangePreview } from './change-preview';

const CHANGE = graphql(`
  mutation ChangeDeliveryItems($deliveryId: ID!, $items: [DeliveryItemInput!]!, $applyToLaterDeliveries: Boolean) {
    changeDeliveryItems(deliveryId: $deliveryId, items: $items, applyToLaterDeliveries: $applyToLaterDeliveries) { statusCode message suborder { id } payByUpi { id } }
  }
`);

// What else of the same category can be swapped in: the menu's items of that kind.
const SWAPS = graphql(`
  query DeliverySwapOptions($category: ID) {
    getMenuItems(category: $category, skip: 0, limit: 50) { id name variants { id price unit unitType } }
  }
`);

const label = (o: ItemOption) => `${o.name}, ${formatUnit(o.unit, o.unitType)}`;

/**
 * "Change" on a coming delivery: how many of each variant it brings (0: none; all 0 skips the
 * day), optionally for every later delivery too. Each quantity is checked with the server's own rule
 * (lib/domain/inputs/change-items-form.ts), its problem beside it and the first one focused. The
 * server checks everything again (cutoff, category, capacity, money) and its refusal shows beside the
 * quantities.
 */
export function ChangeDeliveryItemsForm({ deliveryId, day, category, current, hasLater }: { deliveryId: string; day: string; category: CategoryCode; current: ItemOption[]; hasLater: boolean }) {
  const [open, setOpen] = useState(false);
  const [options, setOptions] = useState<ItemOption[]>(current);
  const router = useRouter();
  // Every server refusal is about the quantities together: it shows under them.
  const kit = useSchemaForm(changeItemsFormSchema, { defaultValues: { items: [], applyToLaterDeliveries: false }, fields: [] });
  const { form, formError, setFormError } = kit;
  // A paid order's extra the wallet cannot pay: the change waits for the rest by UPI, paid on its top-up's page.
  const { run, busy } = useMutation(CHANGE, {
    success: (data) => data.changeDeliveryItems.message,
    successToast: { duration: 6000, keepOnNavigation: true },
    onSuccess: (data) => {
      setOpen(false);
      const pay = data.changeDeliveryItems.payByUpi;
      if (pay) router.push(`/profile/wallet/top-up?id=${encodeURIComponent(pay.id)}`);
    },
    onError: kit.showServerError,
  });
  const quantityErrors = form.formState.errors.items;
  const error = formError ?? (quantityErrors ? QUANTITIES_MESSAGE : null);
  const keepRef = useRef<HTMLButtonElement>(null);
  const firstRef = useRef<HTMLInputElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const errorId = `change-items-error-${deliveryId}`;

  const start = async () => {
    setFormError(null);
    setOptions(current);
    form.reset({ items: current.map((o) => ({ variantId: o.variantId, quantity: String(o.quantity) })), applyToLaterDeliveries: false });
    setOpen(true);
    const r = await gql(SWAPS, { category });
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

  const submit = kit.submitWith((values) => run(chosen(values)));

  // What the change would do to the money, worked out as the quantities settle (none while one cannot be sent).
  const [items, applyToLaterDeliveries] = useWatch({ control: form.control, name: ['items', 'applyToLaterDeliveries'] });
  const sendable = open ? changeItemsFormSchema.safeParse({ items, applyToLaterDeliveries }) : null;
  const preview = useChangePreview(sendable?.success ? { kind: 'CHANGE_ITEMS', ...chosen(sendable.data) } : null);

  return (
    <>
      <button
        ref={openerRef}
        type="button"
        onClick={() => void start()}
        className="min-h-11 rounded-lg border border-brand-700 bg-white px-3 text-sm font-semibold text-brand-800 hover:bg-brand-100"
      >
        Change<span className="sr-only"> the delivery of {day}</span>
      </button>
      <Dialog
        open={open}
        onClose={busy ? () => {} : () => setOpen(false)}
        title={`Change the delivery of ${day}`}
        description={<p>Set how many of each the day brings. A change that costs more is paid from your wallet first and the rest added to what you pay; once the order is paid, your wallet pays all of it. One that costs less comes off what you pay, or goes to your wallet once paid. All 0 skips the day.</p>}
        initialFocusRef={firstRef}
        returnFocusRef={openerRef}
      >
        <form noValidate onSubmit={submit}>
          <fieldset className="mt-3 text-sm" aria-describedby={error ? errorId : undefined}>
            <legend className="font-medium">Quantities</legend>
            <ul className="mt-1 grid gap-1">
              {options.map((o, i) => {
                const id = `qty-${deliveryId}-${o.variantId}`;
                const problem = quantityErrors?.[i]?.quantity?.message;
                const { ref, ...quantity } = form.register(`items.${i}.quantity`);
                return (
                  <li key={o.variantId} className="flex min-h-11 flex-wrap items-center justify-between gap-x-3">
                    <label htmlFor={id}>
                      {label(o)} <span className="text-stone-700">({formatPaise(o.price)} each, before GST)</span>
                    </label>
                    <input
                      ref={(element) => {
                        ref(element);
                        if (i === 0) firstRef.current = element;
                      }}
                      id={id}
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={MAX_ITEM_QUANTITY}
                      step={1}
                      {...quantity}
                      aria-invalid={problem || formError ? true : undefined}
                      aria-describedby={problem ? `${id}-error` : undefined}
                      className="min-h-11 w-20 rounded border border-stone-400 px-2 aria-[invalid=true]:border-red-700"
                    />
                    {problem && (
                      <div className="w-full text-right">
                        <FieldError fieldId={id} message={problem} />
                      </div>
                    )}
                  </li>
                );
              })}
            </ul>
            {error && (
              <p id={errorId} role="alert" className="mt-2 font-medium text-red-800">
                {error}
              </p>
            )}
          </fieldset>
          {hasLater && (
            <label className="mt-2 flex min-h-11 items-center gap-2 text-sm">
              <input type="checkbox" {...form.register('applyToLaterDeliveries')} />
              Also change every later delivery
            </label>
          )}
          <ChangePreviewNote state={preview} />
          <DialogActions cancelRef={keepRef} cancelLabel="Keep it" onCancel={() => setOpen(false)} actionLabel="Save change" busyLabel="Saving…" onAction={() => void submit()} busy={busy} />
        </form>
      </Dialog>
    </>
  );
}
