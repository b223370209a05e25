'use client';

// One group of the store's settings (/admin/settings): each value checked where it is typed, with
// the same rules the server applies (settingsGroupForm, lib/domain/inputs/config-input.ts), every
// problem beside its field and the first one focused. Saved with updateConfigurations; the server
// stores the values normalised (PIN codes without duplicates, GSTIN in capitals) and the page shows
// them as stored.
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { graphql } from '@/lib/client/graphql-document';
import { useMutationForm } from '@/lib/client/forms/use-mutation-form';
import { settingsGroupForm } from '@/lib/domain/inputs/config-input';
import { parsePinList, type SettingGroup } from '@/lib/domain/settings';
import { countOf } from '@/lib/domain/plural';
import { Form, FormField, SubmitRow } from '@/components/forms/form-kit';
import { controlClasses } from '@/components/ui/field';

const UPDATE = graphql(`
  mutation UpdateConfigurations($values: [ConfigurationInput!]!) {
    updateConfigurations(values: $values) { configurations { key } }
  }
`);

function PinSummary({ value }: { value: string }) {
  const { pins, duplicates } = parsePinList(value);
  return (
    <p className="text-xs text-stone-700" role="status">
      {countOf(pins.length, 'PIN code', 'PIN codes')}
      {duplicates ? `; ${countOf(duplicates, 'repeat', 'repeats')} will be removed` : ''}.
    </p>
  );
}

export function SettingsGroupForm({ group, initial }: { group: SettingGroup; initial: string[] }) {
  const schema = useMemo(() => settingsGroupForm(group), [group]);
  const kit = useMutationForm(schema, UPDATE, {
    defaultValues: { values: initial },
    fields: group.fields.map((_, i) => `values.${i}`),
    // the server names the setting's key; the form names its place in the group
    fieldOf: (e) => {
      const i = group.fields.findIndex((f) => f.key === e.field);
      return i >= 0 ? { field: `values.${i}`, message: e.message.replace(`${e.field}: `, '') } : null;
    },
    variables: (data) => data,
    success: `${group.title}: saved.`,
  });
  const watched = useWatch({ control: kit.form.control, name: 'values' });

  return (
    <section aria-labelledby={`group-${group.id}`} className="rounded-xl border border-brand-100 bg-white p-4 shadow-sm" data-testid={`settings-${group.id}`}>
      <h2 id={`group-${group.id}`} className="text-lg font-semibold">
        {group.title}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{group.description}</p>
      <Form kit={kit} className="mt-3 flex flex-col gap-3">
        {group.fields.map((f, i) => (
          <div key={f.key} className="flex flex-col gap-1">
            <FormField
              name={`values.${i}`}
              label={
                <>
                  {f.label}
                  {f.optional && <span className="font-normal text-stone-600"> (optional)</span>}
                </>
              }
              hint={f.help}
            >
              {(control) =>
                f.kind === 'longText' || f.kind === 'pincodes' || f.kind === 'couriers' || f.kind === 'hsnDescriptions' ? (
                  // Focus scrolls only the caret into view, which can leave a tall box's lower half under
                  // the phone's bottom bar: the whole box is brought above it (scroll-padding applies).
                  <textarea rows={f.kind === 'longText' ? 2 : 4} {...control} onFocus={(e) => e.currentTarget.scrollIntoView({ block: 'nearest' })} className={`${controlClasses} text-sm`} />
                ) : (
                  <input {...control} className={`${controlClasses} text-sm`} />
                )
              }
            </FormField>
            {f.kind === 'pincodes' && <PinSummary value={watched?.[i] ?? ''} />}
          </div>
        ))}
        <SubmitRow label={`Save ${group.title.toLowerCase()}`} busyLabel="Saving…" />
      </Form>
    </section>
  );
}
