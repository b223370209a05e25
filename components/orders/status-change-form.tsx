'use client';

import { useRef, type ReactNode } from 'react';
import type { TypedDocumentString } from '@/lib/client/generated/graphql';
import { useMutationForm, type MutationForm } from '@/lib/client/forms/use-mutation-form';
import { statusChangeForm } from '@/lib/domain/inputs/order-input';
import { ORDER_STATUS_LABELS, TRANSITIONS, type OrderStatus } from '@/lib/domain/order-status';
import { Form, FormField, SubmitRow } from '@/components/forms/form-kit';

/** Whether a status allows no further move (the form is then not shown). */
export const isFinalStatus = (status: OrderStatus) => TRANSITIONS[status].length === 0;

/**
 * An admin's move of something to a status the transition table allows from `current`, checked with
 * the mutations' own status rule (statusChangeForm, lib/domain/inputs/order-input.ts); on success it
 * toasts what it became, in words, and refreshes the page so the new status (and its new options) come
 * from the server. Its caller starts it again (a `key` of the status) when a refresh moves `current`
 * on, so a choice it no longer allows is never sent.
 */
export function useStatusChangeForm<T, V>(current: OrderStatus, document: TypedDocumentString<T, V>, variables: (status: OrderStatus) => V): MutationForm<typeof statusChangeForm> {
  const sent = useRef<OrderStatus>(TRANSITIONS[current][0]);
  return useMutationForm(statusChangeForm, document, {
    defaultValues: { status: TRANSITIONS[current][0] },
    variables: (v) => variables((sent.current = v.status)),
    // The server's message names the raw enum ("updated to DELIVERED"); the admin reads the label.
    success: () => `Marked as ${ORDER_STATUS_LABELS[sent.current]}`,
  });
}

export type StatusChangeFieldsProps = {
  kit: MutationForm<typeof statusChangeForm>;
  current: OrderStatus;
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
  hint?: ReactNode;
};

/** The status form: the select of the allowed next statuses, its problem beside it, and the busy submit. */
export function StatusChangeFields({ kit, current, label, look, action, busyAction, actionSuffix, formLabel, hint }: StatusChangeFieldsProps) {
  const inline = look === 'inline';
  return (
    <Form kit={kit} className={inline ? 'flex flex-wrap items-start gap-2' : 'flex flex-wrap items-end gap-2'} aria-label={formLabel}>
      <FormField name="status" label={label} hideLabel={inline} hint={inline ? undefined : hint} className={inline ? 'space-y-1' : 'flex flex-col gap-1'}>
        {(control) => (
          <select {...control} className={`min-h-11 rounded-lg border border-stone-400 bg-white aria-[invalid=true]:border-red-700 ${inline ? 'px-2 text-sm' : 'px-3'}`}>
            {TRANSITIONS[current].map((s) => (
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
