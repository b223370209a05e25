'use client';

import type { RefObject } from 'react';
import type { SchemaForm } from '@/lib/client/forms/use-mutation-form';
import { FieldError } from '@/components/forms/field-error';
import { MAX_ITEM_QUANTITY, type ItemOption } from '@/lib/domain/delivery-items';
import { changeItemsFormSchema, QUANTITIES_MESSAGE } from '@/lib/domain/inputs/change-items-form';
import { formatPaise } from '@/lib/domain/money';
import { formatUnit } from '@/lib/domain/units';

const label = (o: ItemOption) => `${o.name}, ${formatUnit(o.unit, o.unitType)}`;

type Props = {
  deliveryId: string;
  options: ItemOption[];
  kit: SchemaForm<typeof changeItemsFormSchema>;
  /** The first quantity, which the dialog focuses on opening. */
  firstRef: RefObject<HTMLInputElement | null>;
};

/**
 * How many of each variant the day brings: a number field per option, each quantity's problem beside
 * it (the first focused), and one line under them while any cannot be sent or the server refused.
 */
export function ChangeItemsQuantities({ deliveryId, options, kit, firstRef }: Props) {
  const { form, formError } = kit;
  const quantityErrors = form.formState.errors.items;
  const error = formError ?? (quantityErrors ? QUANTITIES_MESSAGE : null);
  const errorId = `change-items-error-${deliveryId}`;
  return (
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
  );
}
