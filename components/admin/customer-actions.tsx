'use client';

import { useState } from 'react';
import { graphql } from '@/lib/client/graphql-document';
import { useMutation } from '@/lib/client/use-mutation';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@/lib/client/forms/zod-resolver';
import type { z } from 'zod';
import { newUserInput } from '@/lib/domain/inputs/user-input';
import { serverFieldError } from '@/lib/client/forms/server-field-error';
import { FieldError, fieldAria } from '@/components/forms/field-error';

const SELECT_CUSTOMER = graphql(`
  mutation SelectCustomer($id: ID!) {
    selectCustomer(userId: $id) { id firstName }
  }
`);
const DESELECT_CUSTOMER = graphql(`
  mutation DeselectCustomer {
    deselectCustomer { status }
  }
`);
const ADD_USER = graphql(`
  mutation AddUser($p: String!, $f: String, $l: String) {
    addUser(phoneNumber: $p, countryCode: "+91", roleId: 2, firstName: $f, lastName: $l) { id }
  }
`);

export function SelectCustomerButton({ userId, firstName, selected }: { userId: string; firstName: string | null; selected: boolean }) {
  // The navigation and the cart page listen: their copy of who is being served changes.
  const select = useMutation(SELECT_CUSTOMER, {
    toastError: true,
    success: `Ordering for ${firstName ?? 'this customer'}`,
    onSuccess: () => window.dispatchEvent(new CustomEvent('store:customer-selected')),
  });
  const deselect = useMutation(DESELECT_CUSTOMER, {
    toastError: true,
    success: 'User deselected',
    onSuccess: () => window.dispatchEvent(new CustomEvent('store:customer-deselected')),
  });
  const busy = select.busy || deselect.busy;
  const run = () => (selected ? deselect.run() : select.run({ id: userId }));
  return (
    <button type="button" onClick={run} disabled={busy} className={`min-h-11 shrink-0 whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium ${selected ? 'border border-brand-700 text-brand-800' : 'bg-brand-700 text-white'}`}>
      {selected ? 'Deselect' : 'Order for'}
      <span className="sr-only"> {firstName ?? 'customer'}</span>
    </button>
  );
}

const addUserFormSchema = newUserInput.pick({ phoneNumber: true, firstName: true, lastName: true });
type AddUserValues = z.input<typeof addUserFormSchema>;
const ADD_USER_LABELS: Record<'phoneNumber' | 'firstName' | 'lastName', string> = { phoneNumber: 'Mobile number', firstName: 'First name', lastName: 'Last name' };
const addUserResolver = zodResolver(addUserFormSchema);

/**
 * Adds a customer: react-hook-form with addUser's own schema, each problem beside its field; the
 * spec's 'Phone number has already existed' (the server's CONFLICT) beside the mobile number.
 */
export function AddUserForm() {
  const empty = { phoneNumber: '', firstName: '', lastName: '' };
  const { register, handleSubmit, setError, reset, formState } = useForm<AddUserValues, unknown, z.output<typeof addUserFormSchema>>({ defaultValues: empty, resolver: addUserResolver, shouldFocusError: true });
  const [formError, setFormError] = useState<string | null>(null);
  const { run } = useMutation(ADD_USER, {
    success: 'Customer added',
    onSuccess: () => reset(empty),
    onError: (e) => {
      const named = e.code === 'CONFLICT' ? { field: 'phoneNumber', message: 'Phone number has already existed' } : serverFieldError(e);
      if (named && named.field in ADD_USER_LABELS) setError(named.field as keyof AddUserValues, { message: named.message }, { shouldFocus: true });
      else setFormError(e.message);
    },
  });
  const submit = handleSubmit(async (v) => {
    setFormError(null);
    await run({ p: v.phoneNumber, f: v.firstName, l: v.lastName });
  });
  return (
    <form onSubmit={submit} noValidate className="grid gap-2 sm:grid-cols-4" aria-label="Add a customer">
      {(['phoneNumber', 'firstName', 'lastName'] as const).map((k) => {
        const message = formState.errors[k]?.message;
        return (
          <div key={k}>
            <label htmlFor={`add-${k}`} className="block text-xs font-medium">{ADD_USER_LABELS[k]}</label>
            <input id={`add-${k}`} {...register(k)} required={k === 'phoneNumber'} inputMode={k === 'phoneNumber' ? 'numeric' : undefined} {...fieldAria(`add-${k}`, message)} className="w-full rounded-lg border border-stone-300 px-2 py-2 aria-[invalid=true]:border-red-700" />
            <FieldError fieldId={`add-${k}`} message={message} />
          </div>
        );
      })}
      <button type="submit" className="self-start rounded-lg bg-brand-700 px-3 py-2 font-medium text-white sm:mt-4">Add customer</button>
      {formError && <p role="alert" className="text-sm text-red-700 sm:col-span-4">{formError}</p>}
    </form>
  );
}
