'use client';

// What the dish's own page tells a buyer: its ingredients, nutrition per 100 g and a portion guide.
import { useFieldArray, type FieldPath } from 'react-hook-form';
import type { MenuItemForm } from '@/lib/domain/menu-item-rules';
import { EditorFieldError, inputClass, labelClass, sectionClass, useEditorForm } from './menu-item-editor-fields';

const NUTRITION = [
  ['energyKcal', 'Energy (kcal)'],
  ['proteinG', 'Protein (g)'],
  ['fatG', 'Fat (g)'],
  ['fibreG', 'Fibre (g)'],
  ['moistureG', 'Moisture (g)'],
] as const;

/** A small number field with its error (a figure, a size, a price). */
export function Cell({ path, text, inputMode, width = 'w-28' }: { path: FieldPath<MenuItemForm>; text: string; inputMode: 'numeric' | 'decimal'; width?: string }) {
  const { register, errorOf, described } = useEditorForm();
  return (
    <div className="flex flex-col gap-1">
      <label className={labelClass}>
        {text}
        <input {...register(path)} inputMode={inputMode} className={`${inputClass} ${width}`} {...described(path)} />
      </label>
      <EditorFieldError id={`err-${path}`} message={errorOf(path)} />
    </div>
  );
}

export function MenuItemPageSection({ pagePath }: { pagePath?: string }) {
  const { register, control, errorOf, described } = useEditorForm();
  const portions = useFieldArray({ control, name: 'portionGuide' });
  return (
    <section className={sectionClass} aria-labelledby="page">
      <h2 id="page" className="text-lg font-semibold">
        Item page
      </h2>
      <p className="text-sm text-stone-700">
        {pagePath ? (
          <>
            Its page: <code>{pagePath}</code>. The address stays the same when you rename the dish, so links keep working.
          </>
        ) : (
          'Its page’s address is made from the name when you add it, and then stays the same.'
        )}
      </p>
      <label className={labelClass}>
        Ingredients (largest share first, separated by commas)
        <input {...register('ingredients')} className={inputClass} {...described('ingredients')} />
      </label>
      <EditorFieldError id="err-ingredients" message={errorOf('ingredients')} />
      <fieldset className="flex flex-col gap-1">
        <legend className="text-sm font-medium">Nutrition per 100 g (all five, or none)</legend>
        <div className="flex flex-wrap gap-2">
          {NUTRITION.map(([key, text]) => (
            <Cell key={key} path={`nutrition.${key}`} text={text} inputMode="decimal" />
          ))}
        </div>
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium">Portion guide: how much a day, by the dog’s weight (lightest first)</legend>
        {portions.fields.map((field, i) => (
          <div key={field.id} className="flex flex-wrap items-end gap-2">
            <Cell path={`portionGuide.${i}.dogWeightKg`} text="Dog’s weight (kg)" inputMode="numeric" />
            <Cell path={`portionGuide.${i}.perDay`} text="A day (in the item’s unit)" inputMode="numeric" />
            <button type="button" onClick={() => portions.remove(i)} className="min-h-11 rounded-lg border border-stone-400 px-3 text-sm font-semibold">
              Remove<span className="sr-only"> portion row {i + 1}</span>
            </button>
          </div>
        ))}
        <button type="button" onClick={() => portions.append({ dogWeightKg: '', perDay: '' })} disabled={portions.fields.length >= 12} className="min-h-11 self-start rounded-lg border border-brand-700 px-3 text-sm font-semibold text-brand-800 disabled:opacity-50">
          Add a portion row
        </button>
      </fieldset>
    </section>
  );
}
