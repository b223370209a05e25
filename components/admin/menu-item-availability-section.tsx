'use client';

// Whether the dish can be ordered: available or sold out until further notice, and the delivery
// dates it is sold out on.
import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { EditorFieldError, inputClass, labelClass, sectionClass, useEditorForm } from './menu-item-editor-fields';

export function MenuItemAvailabilitySection() {
  const { register, control, errors } = useEditorForm();
  const soldOut = useFieldArray({ control, name: 'soldOutDates' });
  const [newSoldOut, setNewSoldOut] = useState('');
  return (
    <section className={sectionClass} aria-labelledby="availability">
      <h2 id="availability" className="text-lg font-semibold">
        Availability
      </h2>
      <label className="flex min-h-11 items-center gap-2 text-sm font-medium">
        <input type="checkbox" {...register('available')} />
        Available to order (untick to show it as sold out until you tick it again)
      </label>
      <div className="flex flex-col gap-1">
        <p className="text-sm font-medium">Sold out on these delivery dates</p>
        {soldOut.fields.length === 0 ? (
          <p className="text-sm text-stone-700">None.</p>
        ) : (
          <ul className="flex flex-wrap gap-2" aria-label="Sold-out dates">
            {soldOut.fields.map((f, i) => (
              <li key={f.id} className="flex items-center gap-1 rounded-lg border border-stone-300 px-2 text-sm">
                <input type="hidden" {...register(`soldOutDates.${i}.day`)} />
                {f.day}
                <button type="button" onClick={() => soldOut.remove(i)} className="min-h-11 px-2 font-semibold text-red-800">
                  Remove<span className="sr-only"> {f.day}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className="flex flex-wrap items-end gap-2">
          <label className={labelClass}>
            Add a sold-out date
            <input type="date" value={newSoldOut} onChange={(e) => setNewSoldOut(e.target.value)} className={inputClass} />
          </label>
          <button
            type="button"
            onClick={() => {
              if (newSoldOut && !soldOut.fields.some((f) => f.day === newSoldOut)) soldOut.append({ day: newSoldOut });
              setNewSoldOut('');
            }}
            className="min-h-11 rounded-lg border border-brand-700 px-3 text-sm font-semibold text-brand-800"
          >
            Add date
          </button>
        </div>
        <EditorFieldError id="err-soldOutDates" message={errors.soldOutDates?.message} />
      </div>
    </section>
  );
}
