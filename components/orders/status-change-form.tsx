'use client';

import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { TypedDocumentString } from '@/lib/client/generated/graphql';
import { useMutation } from '@/lib/client/use-mutation';
import { ORDER_STATUS_LABELS, TRANSITIONS, type OrderStatus } from '@/lib/domain/order-status';

export type StatusChangeFormProps<T, V> = {
  current: OrderStatus;
  /** The mutation that makes the change. */
  document: TypedDocumentString<T, V>;
  /** Its variables for the chosen status. */
  variables: (status: OrderStatus) => V;
  /** Name of the select. */
  label: string;
  /** `inline`: one compact row with the label for screen readers only (for lists of many). `stacked`: visible label above the select. */
  look: 'inline' | 'stacked';
  action: string;
  busyAction: string;
  /** Read after `action` by screen readers only, so repeated buttons stay distinguishable. */
  actionSuffix?: string;
  /** Names the form as a landmark; leave out where many forms would each add one. */
  formLabel?: string;
  /** `stacked` only: a line under the label saying what the change reaches, read with the select. */
  hint?: string;
  /** Shown instead of the control when the status allows no further move. */
  whenFinal?: ReactNode;
};

/**
 * Admin: move something to a status the transition table allows from where it is, then toast what
 * it became (in words) and refresh the page so the new status (and its new options) come from the server.
 */
export function StatusChangeForm<T, V>({ current, document, variables, label, look, action, busyAction, actionSuffix, formLabel, hint, whenFinal = null }: StatusChangeFormProps<T, V>) {
  const id = useId();
  const options = TRANSITIONS[current];
  const [chosen, setChosen] = useState<OrderStatus | ''>(options[0] ?? '');
  // After a refresh `current` may have moved on; a choice it no longer allows falls back to the first.
  const next = chosen && options.includes(chosen) ? chosen : (options[0] ?? '');
  const { run, busy, error } = useMutation(document);

  if (options.length === 0) return <>{whenFinal}</>;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!next) return;
    // The server's message names the raw enum ("updated to DELIVERED"); the admin reads the label.
    await run(variables(next), { success: `Marked as ${ORDER_STATUS_LABELS[next]}` });
  };

  const inline = look === 'inline';
  const select = (
    <select
      id={`${id}-status`}
      value={next}
      onChange={(e) => setChosen(e.target.value as OrderStatus)}
      aria-describedby={[hint && !inline ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined}
      className={inline ? 'min-h-11 rounded-lg border border-stone-400 bg-white px-2 text-sm' : 'min-h-11 rounded-lg border border-stone-400 bg-white px-3'}
    >
      {options.map((s) => (
        <option key={s} value={s}>
          {ORDER_STATUS_LABELS[s]}
        </option>
      ))}
    </select>
  );

  return (
    <form onSubmit={submit} className={inline ? 'flex flex-wrap items-center gap-2' : 'flex flex-wrap items-end gap-2'} aria-label={formLabel}>
      {inline ? (
        <>
          <label htmlFor={`${id}-status`} className="sr-only">
            {label}
          </label>
          {select}
        </>
      ) : (
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-status`} className="text-sm font-medium">
            {label}
          </label>
          {hint && (
            <p id={`${id}-hint`} className="text-xs text-stone-700">
              {hint}
            </p>
          )}
          {select}
        </div>
      )}
      <button
        type="submit"
        disabled={busy}
        aria-busy={busy || undefined}
        className={
          inline
            ? 'min-h-11 rounded-lg border border-brand-700 bg-white px-3 text-sm font-semibold text-brand-800 hover:bg-brand-100 disabled:opacity-60'
            : 'min-h-11 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60'
        }
      >
        {busy ? busyAction : action}
        {actionSuffix && <span className="sr-only">{actionSuffix}</span>}
      </button>
      {error && (
        <p id={`${id}-error`} role="alert" className="w-full text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}
