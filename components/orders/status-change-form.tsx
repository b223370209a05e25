'use client';

import { useRef, type ReactNode } from 'react';
import type { TypedDocumentString } from '@/lib/client/generated/graphql';
import { useMutationForm } from '@/lib/client/forms/use-mutation-form';
import { statusChangeForm } from '@/lib/domain/inputs/order-input';
import { ORDER_STATUS_LABELS, TRANSITIONS, type OrderStatus } from '@/lib/domain/order-status';
import { Form, FormField, SubmitRow } from '@/components/forms/form-kit';

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
 * it became (in words) and refresh the page so the new status (and its new options) come from the
 * server. A refresh that moves `current` on starts the form again, so a choice it no longer allows
 * is never sent. The choice is checked with the mutations' own status rule (statusChangeForm in
 * lib/domain/inputs/order-input.ts); the server's refusal of the status shows beside the select.
 */
export function StatusChangeForm<T, V>(props: StatusChangeFormProps<T, V>) {
  if (TRANSITIONS[props.current].length === 0) return <>{props.whenFinal ?? null}</>;
  return <StatusChoice key={props.current} {...props} />;
}

function StatusChoice<T, V>({ current, document, variables, label, look, action, busyAction, actionSuffix, formLabel, hint }: StatusChangeFormProps<T, V>) {
  const options = TRANSITIONS[current];
  const sent = useRef<OrderStatus>(options[0]);
  const kit = useMutationForm(statusChangeForm, document, {
    defaultValues: { status: options[0] },
    variables: (v) => variables((sent.current = v.status)),
    // The server's message names the raw enum ("updated to DELIVERED"); the admin reads the label.
    success: () => `Marked as ${ORDER_STATUS_LABELS[sent.current]}`,
  });
  const inline = look === 'inline';
  return (
    <Form kit={kit} className={inline ? 'flex flex-wrap items-start gap-2' : 'flex flex-wrap items-end gap-2'} aria-label={formLabel}>
      <FormField name="status" label={label} hideLabel={inline} hint={inline ? undefined : hint} className={inline ? 'space-y-1' : 'flex flex-col gap-1'}>
        {(control) => (
          <select {...control} className={`min-h-11 rounded-lg border border-stone-400 bg-white aria-[invalid=true]:border-red-700 ${inline ? 'px-2 text-sm' : 'px-3'}`}>
            {options.map((s) => (
              <option key={s} value={s}>
                {ORDER_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <SubmitRow
        label={
          <>
            {action}
            {actionSuffix && <span className="sr-only">{actionSuffix}</span>}
          </>
        }
        busyLabel={busyAction}
        variant={inline ? 'secondary' : 'primary'}
        size={inline ? 'sm' : 'md'}
      />
    </Form>
  );
}
