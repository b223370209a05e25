'use client';

// The sizes the dish is sold in, each with its price in rupees; at least one, and each size once.
import { useFieldArray } from 'react-hook-form';
import { MAX_VARIANTS } from '@/lib/domain/menu-item-rules';
import { UNIT_LABELS, UNIT_TYPES } from '@/lib/domain/units';
import { EditorFieldError, inputClass, labelClass, sectionClass, useEditorForm } from './menu-item-editor-fields';
import { Cell } from './menu-item-page-section';

export function MenuItemSizesSection() {
  const { register, control, errors } = useEditorForm();
  const variants = useFieldArray({ control, name: 'variants' });
  return (
    <section className={sectionClass} aria-labelledby="sizes">
      <h2 id="sizes" className="text-lg font-semibold">
        Sizes and prices
      </h2>
      {variants.fields.map((field, i) => (
        <fieldset key={field.id} className="flex flex-wrap items-end gap-2" data-testid="variant">
          <legend className="sr-only">Size {i + 1}</legend>
          <Cell path={`variants.${i}.unit`} text="Size" inputMode="numeric" />
          <label className={labelClass}>
            Unit
            <select {...register(`variants.${i}.unitType`)} className={inputClass}>
              {UNIT_TYPES.map((u) => (
                <option key={u} value={u}>
                  {UNIT_LABELS[u]}
                </option>
              ))}
            </select>
          </label>
          <Cell path={`variants.${i}.rupees`} text="Price (₹)" inputMode="decimal" width="w-32" />
          <button type="button" onClick={() => variants.remove(i)} disabled={variants.fields.length === 1} className="min-h-11 rounded-lg border border-stone-400 px-3 text-sm font-semibold disabled:opacity-50">
            Remove<span className="sr-only"> size {i + 1}</span>
          </button>
        </fieldset>
      ))}
      <EditorFieldError id="err-variants" message={errors.variants?.message ?? errors.variants?.root?.message} />
      <button
        type="button"
        onClick={() => variants.append({ id: '', unit: '', unitType: 'GRAMS', rupees: '' })}
        disabled={variants.fields.length >= MAX_VARIANTS}
        className="min-h-11 self-start rounded-lg border border-brand-700 px-3 text-sm font-semibold text-brand-800 disabled:opacity-50"
      >
        Add a size
      </button>
      <p className="text-xs text-stone-700">Orders already placed keep the prices they were placed at.</p>
    </section>
  );
}
