'use client';

import { useId, useState, type FormEvent } from 'react';
import { graphql } from '@/lib/client/graphql-document';
import { useMutation } from '@/lib/client/use-mutation';
import { formatDay, type IsoDay } from '@/lib/domain/calendar';
import { MAX_PORTIONS_PER_DAY } from '@/lib/domain/capacity';

const SET = graphql(`
  mutation SetCapacity($categoryId: ID!, $maxPerDay: Int, $overrides: [CapacityOverrideInput!]) {
    setCapacity(categoryId: $categoryId, maxPerDay: $maxPerDay, overrides: $overrides) { categoryId maxPerDay overrides { date max } }
  }
`);

export type CapacityFormCategory = { categoryId: string; title: string; maxPerDay: number | null; overrides: { date: IsoDay; max: number | null }[] };

type Row = { key: number; date: string; max: string };

const input = 'min-h-11 rounded-lg border border-stone-400 bg-white px-3';
const toText = (n: number | null) => (n === null ? '' : String(n));
/** '' is "no limit"; anything else must be a whole number (the server checks the range). */
const toNumber = (s: string): number | null | 'bad' => (s.trim() === '' ? null : /^\d+$/.test(s.trim()) ? Number(s.trim()) : 'bad');

/**
 * Admin: one category's kitchen capacity: the daily maximum in portions (empty: no limit) and dates
 * with their own (a festival: more; a short day: fewer; 0: not cooked). Saved together; the server
 * validates and names the bad value.
 */
export function CapacityForm({ category }: { category: CapacityFormCategory }) {
  const id = useId();
  const [max, setMax] = useState(toText(category.maxPerDay));
  const [rows, setRows] = useState<Row[]>(() => category.overrides.map((o, i) => ({ key: i, date: o.date, max: toText(o.max) })));
  const [counter, setCounter] = useState(category.overrides.length);
  const save = useMutation(SET, { success: `Capacity of ${category.title} saved.` });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.busy) return;
    save.setError(null);
    const maxPerDay = toNumber(max);
    if (maxPerDay === 'bad') return save.setError('The daily maximum must be a whole number of portions, or empty for no limit.');
    const overrides: { date: string; max: number | null }[] = [];
    for (const r of rows) {
      const m = toNumber(r.max);
      if (!r.date) return save.setError('Choose a date for every row, or remove the row.');
      if (m === 'bad') return save.setError(`The capacity of ${formatDay(r.date)} must be a whole number, or empty for no limit.`);
      overrides.push({ date: r.date, max: m });
    }
    await save.run({ categoryId: category.categoryId, maxPerDay, overrides });
  };

  return (
    <form onSubmit={submit} aria-labelledby={`${id}-title`} className="flex flex-col gap-3 rounded-xl border border-brand-100 bg-white p-4 shadow-sm" data-testid="capacity-form">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {category.title}
      </h2>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-max`} className="text-sm font-medium">
          Most portions a day
        </label>
        <input id={`${id}-max`} inputMode="numeric" value={max} onChange={(e) => setMax(e.target.value)} placeholder="No limit" aria-describedby={`${id}-max-help`} className={`${input} w-40`} />
        <p id={`${id}-max-help`} className="text-sm text-stone-700">
          Portions as the cook sheet counts them (each pack of each size). Empty: no limit. Up to {MAX_PORTIONS_PER_DAY.toLocaleString('en-IN')}.
        </p>
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium">Dates with their own capacity</legend>
        {rows.length === 0 && <p className="text-sm text-stone-700">None: every day uses the daily maximum.</p>}
        {rows.map((r, i) => (
          <div key={r.key} className="flex flex-wrap items-end gap-2">
            <label className="flex flex-col gap-1 text-sm">
              Date
              <input type="date" value={r.date} onChange={(e) => setRows(rows.map((x) => (x.key === r.key ? { ...x, date: e.target.value } : x)))} className={input} />
            </label>
            <label className="flex flex-col gap-1 text-sm">
              Portions (empty: no limit)
              <input inputMode="numeric" value={r.max} onChange={(e) => setRows(rows.map((x) => (x.key === r.key ? { ...x, max: e.target.value } : x)))} className={`${input} w-32`} />
            </label>
            <button type="button" onClick={() => setRows(rows.filter((x) => x.key !== r.key))} className="min-h-11 rounded-lg border border-stone-400 px-3 text-sm font-semibold hover:bg-stone-100">
              Remove<span className="sr-only"> date {i + 1}</span>
            </button>
          </div>
        ))}
        <button
          type="button"
          onClick={() => {
            setRows([...rows, { key: counter, date: '', max: '' }]);
            setCounter(counter + 1);
          }}
          className="min-h-11 self-start rounded-lg border border-brand-700 px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        >
          Add a date
        </button>
      </fieldset>
      {save.error && (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800">
          {save.error}
        </p>
      )}
      <button type="submit" disabled={save.busy} aria-busy={save.busy || undefined} className="min-h-11 self-start rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-50">
        {save.busy ? 'Saving…' : `Save ${category.title}`}
      </button>
    </form>
  );
}
