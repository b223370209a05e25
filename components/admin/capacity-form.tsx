'use client';

import { useId } from 'react';
import { useFieldArray } from 'react-hook-form';
import { graphql } from '@/lib/client/graphql-document';
import { useMutationForm } from '@/lib/client/forms/use-mutation-form';
import { capacityForm } from '@/lib/domain/inputs/capacity-input';
import type { IsoDay } from '@/lib/domain/calendar';
import { MAX_PORTIONS_PER_DAY } from '@/lib/domain/capacity';
import { Form, FormField, SubmitRow } from '@/components/forms/form-kit';
import { FieldError } from '@/components/forms/field-error';
import { Button } from '@/components/ui/button';
import { controlClasses } from '@/components/ui/field';

const SET = graphql(`
  mutation SetCapacity($categoryId: ID!, $maxPerDay: Int, $overrides: [CapacityOverrideInput!]) {
    setCapacity(categoryId: $categoryId, maxPerDay: $maxPerDay, overrides: $overrides) { categoryId maxPerDay overrides { date max } }
  }
`);

export type CapacityFormCategory = { categoryId: string; title: string; maxPerDay: number | null; overrides: { date: IsoDay; max: number | null }[] };

const toText = (n: number | null) => (n === null ? '' : String(n));

/**
 * Admin: one category's kitchen capacity: the daily maximum in portions (empty: no limit) and dates
 * with their own (a festival: more; a short day: fewer; 0: not cooked). Saved together; each value is
 * checked beside its field, and the server's refusal (a past date) names the date.
 */
export function CapacityForm({ category }: { category: CapacityFormCategory }) {
  const id = useId();
  const kit = useMutationForm(capacityForm, SET, {
    defaultValues: { maxPerDay: toText(category.maxPerDay), overrides: category.overrides.map((o) => ({ date: o.date, max: toText(o.max) })) },
    variables: (v) => ({ categoryId: category.categoryId, maxPerDay: v.maxPerDay, overrides: v.overrides }),
    success: `Capacity of ${category.title} saved.`,
  });
  const rows = useFieldArray({ control: kit.form.control, name: 'overrides' });
  const listError = kit.form.formState.errors.overrides?.message;

  return (
    <Form kit={kit} aria-labelledby={`${id}-title`} className="flex flex-col gap-3 rounded-xl border border-brand-100 bg-white p-4 shadow-sm" data-testid="capacity-form">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {category.title}
      </h2>
      <FormField
        name="maxPerDay"
        label="Most portions a day"
        hint={`Portions as the cook sheet counts them (each pack of each size). Empty: no limit. Up to ${MAX_PORTIONS_PER_DAY.toLocaleString('en-IN')}.`}
        input={{ inputMode: 'numeric', placeholder: 'No limit', className: `${controlClasses} max-w-40` }}
      />
      <fieldset className="flex flex-col gap-2" aria-describedby={listError ? `${id}-overrides-error` : undefined}>
        <legend className="text-sm font-medium">Dates with their own capacity</legend>
        {rows.fields.length === 0 && <p className="text-sm text-stone-700">None: every day uses the daily maximum.</p>}
        {rows.fields.map((row, i) => (
          <div key={row.id} className="flex flex-wrap items-start gap-2">
            <FormField name={`overrides.${i}.date`} label="Date" input={{ type: 'date' }} className="space-y-1 text-sm" />
            <FormField name={`overrides.${i}.max`} label="Portions (empty: no limit)" input={{ inputMode: 'numeric', className: `${controlClasses} w-32` }} className="space-y-1 text-sm" />
            <Button variant="secondary" size="sm" className="sm:mt-6" onClick={() => rows.remove(i)}>
              Remove<span className="sr-only"> date {i + 1}</span>
            </Button>
          </div>
        ))}
        <FieldError fieldId={`${id}-overrides`} message={listError} />
        <Button variant="secondary" size="sm" className="self-start" onClick={() => rows.append({ date: '', max: '' })}>
          Add a date
        </Button>
      </fieldset>
      <SubmitRow label={`Save ${category.title}`} busyLabel="Saving…" />
    </Form>
  );
}
