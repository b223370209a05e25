'use client';

import { useState } from 'react';
import { graphql } from '@/lib/client/generated';
import { useMutation } from '@/lib/client/use-mutation';

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

export function AddUserForm() {
  const [v, setV] = useState({ phoneNumber: '', firstName: '', lastName: '' });
  const { run, error } = useMutation(ADD_USER, {
    errorMessage: (e) => (e.code === 'CONFLICT' ? 'Phone number has already existed' : e.message),
    success: 'Customer added',
    onSuccess: () => setV({ phoneNumber: '', firstName: '', lastName: '' }),
  });
  async function submit(e: React.FormEvent) {
    e.preventDefault();
    await run({ p: v.phoneNumber, f: v.firstName, l: v.lastName });
  }
  return (
    <form onSubmit={submit} className="grid gap-2 sm:grid-cols-4" aria-label="Add a customer">
      {(['phoneNumber', 'firstName', 'lastName'] as const).map((k) => (
        <div key={k}>
          <label htmlFor={`add-${k}`} className="block text-xs font-medium">{{ phoneNumber: 'Mobile number', firstName: 'First name', lastName: 'Last name' }[k]}</label>
          <input id={`add-${k}`} value={v[k]} onChange={(e) => setV({ ...v, [k]: e.target.value })} required={k === 'phoneNumber'} inputMode={k === 'phoneNumber' ? 'numeric' : undefined} className="w-full rounded-lg border border-stone-300 px-2 py-2" />
        </div>
      ))}
      <button type="submit" className="self-end rounded-lg bg-brand-700 px-3 py-2 font-medium text-white">Add customer</button>
      {error && <p role="alert" className="text-sm text-red-700 sm:col-span-4">{error}</p>}
    </form>
  );
}
