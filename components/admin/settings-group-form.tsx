'use client';

// One group of the store's settings (/admin/settings): each value checked where it is typed, with
// the same rules the server applies (lib/domain/settings.ts), every problem beside its field and the
// first one focused. Saved with updateConfigurations; the server stores the values normalised (PIN
// codes without duplicates, GSTIN in capitals) and the page shows them as stored.
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { graphql } from '@/lib/client/graphql-document';
import { useMutation } from '@/lib/client/use-mutation';
import { parsePinList, settingProblem, type SettingGroup } from '@/lib/domain/settings';
import { countOf } from '@/lib/domain/plural';

const UPDATE = graphql(`
  mutation UpdateConfigurations($values: [ConfigurationInput!]!) {
    updateConfigurations(values: $values) { configurations { key } }
  }
`);

type Values = { values: string[] };

const input = 'min-h-11 w-full rounded-lg border border-stone-400 bg-white px-3 text-sm aria-[invalid=true]:border-red-700';

/** A field's value as sent: one line (the API refuses line breaks outside prose fields). */
const oneLine = (v: string) => v.replace(/\s*[\r\n]+\s*/g, ' ').trim();

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
  const resolver: Resolver<Values> = async (data) => {
    const problems = group.fields.map((f, i) => settingProblem(f.key, data.values[i] ?? ''));
    if (problems.every((p) => p === null)) return { values: data, errors: {} };
    return { values: {}, errors: { values: problems.map((p) => (p ? { type: 'custom', message: p } : undefined)) as never } };
  };
  const { register, handleSubmit, setError, control, formState } = useForm<Values>({ defaultValues: { values: initial }, resolver, shouldFocusError: true });
  const watched = useWatch({ control, name: 'values' });
  const save = useMutation(UPDATE, {
    onError: (e) => {
      const i = group.fields.findIndex((f) => f.key === e.field);
      if (i >= 0) setError(`values.${i}`, { message: e.message.replace(`${e.field}: `, '') }, { shouldFocus: true });
    },
  });
  const submit = handleSubmit(async (data) => {
    await save.run({ values: group.fields.map((f, i) => ({ key: f.key, value: oneLine(data.values[i] ?? '') })) }, { success: `${group.title}: saved.` });
  });
  const errors = formState.errors.values;

  return (
    <section aria-labelledby={`group-${group.id}`} className="rounded-xl border border-brand-100 bg-white p-4 shadow-sm" data-testid={`settings-${group.id}`}>
      <h2 id={`group-${group.id}`} className="text-lg font-semibold">
        {group.title}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{group.description}</p>
      <form onSubmit={submit} noValidate className="mt-3 flex flex-col gap-3">
        {group.fields.map((f, i) => {
          const id = `setting-${f.key.replace(/\W/g, '-')}`;
          const message = errors?.[i]?.message;
          const describedBy = [f.help ? `${id}-help` : null, message ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
          const common = { id, 'aria-invalid': message ? true : undefined, 'aria-describedby': describedBy, ...register(`values.${i}`) };
          return (
            <div key={f.key} className="flex flex-col gap-1">
              <label htmlFor={id} className="text-sm font-medium">
                {f.label}
                {f.optional && <span className="font-normal text-stone-600"> (optional)</span>}
              </label>
              {f.kind === 'longText' || f.kind === 'pincodes' || f.kind === 'couriers' ? <textarea rows={f.kind === 'longText' ? 2 : 4} className={`${input} py-2`} {...common} /> : <input className={input} {...common} />}
              {f.help && (
                <p id={`${id}-help`} className="text-xs text-stone-700">
                  {f.help}
                </p>
              )}
              {f.kind === 'pincodes' && <PinSummary value={watched?.[i] ?? ''} />}
              {message && (
                <p id={`${id}-error`} className="text-sm font-medium text-red-800">
                  {message}
                </p>
              )}
            </div>
          );
        })}
        {save.error && !group.fields.some((f) => save.error?.startsWith(`${f.key}:`)) && (
          <p role="alert" className="text-sm font-medium text-red-800">
            {save.error}
          </p>
        )}
        <button type="submit" disabled={save.busy} aria-busy={save.busy || undefined} className="min-h-11 self-start rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
          {save.busy ? 'Saving…' : `Save ${group.title.toLowerCase()}`}
        </button>
      </form>
    </section>
  );
}
