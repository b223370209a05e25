'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { gql } from '@/lib/client/graphql';
import { toast } from '@/lib/client/toast';

export function SelectCustomerButton({ userId, firstName, selected }: { userId: string; firstName: string | null; selected: boolean }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  async function run() {
    setBusy(true);
    const r = selected
      ? await gql('mutation { deselectCustomer { status } }')
      : await gql('mutation($id: ID!) { selectCustomer(userId: $id) { id firstName } }', { id: userId });
    setBusy(false);
    if (!r.ok) return toast.error(r.error.message);
    if (selected) {
      window.dispatchEvent(new CustomEvent('store:customer-deselected'));
      toast.success('User deselected');
    } else {
      window.dispatchEvent(new CustomEvent('store:customer-selected'));
      toast.success(`Ordering for ${firstName ?? 'this customer'}`);
    }
    router.refresh();
  }
  return (
    <button type="button" onClick={run} disabled={busy} className={`min-h-11 shrink-0 whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium ${selected ? 'border border-brand-700 text-brand-800' : 'bg-brand-700 text-white'}`}>
      {selected ? 'Deselect' : 'Order for'}
      <span className="sr-only"> {firstName ?? 'customer'}</span>
    </button>
  );
}

export function AddUserForm() {
  const router = useRouter();
  const [v, setV] = useState({ phoneNumber: '', firstName: '', lastName: '' });
  const [error, setError] = useState<string | null>(null);
  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setError(null);
    const r = await gql<{ addUser: { id: string } }>(
      'mutation($p: String!, $f: String, $l: String) { addUser(phoneNumber: $p, countryCode: "+91", roleId: 2, firstName: $f, lastName: $l) { id } }',
      { p: v.phoneNumber, f: v.firstName, l: v.lastName },
    );
    if (!r.ok) return setError(r.error.code === 'CONFLICT' ? 'Phone number has already existed' : r.error.message);
    toast.success('Customer added');
    setV({ phoneNumber: '', firstName: '', lastName: '' });
    router.refresh();
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
