'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { gql } from '@/lib/client/graphql';
import { safeNextPath } from '@/lib/domain/safe-next';

const UPDATE = /* GraphQL */ `
  mutation UpdateProfile($id: ID!, $firstName: String, $lastName: String, $email: String) {
    updateUser(id: $id, firstName: $firstName, lastName: $lastName, email: $email) { id firstName lastName email }
  }
`;

type Props = {
  userId: string;
  initial: { firstName: string; lastName: string; email: string };
  submitLabel: string;
  next?: string;
};

export function ProfileForm({ userId, initial, submitLabel, next }: Props) {
  const router = useRouter();
  const [values, setValues] = useState(initial);
  const [error, setError] = useState<{ message: string; field?: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!values.firstName.trim()) {
      setError({ message: 'Please enter your first name.', field: 'firstName' });
      return;
    }
    setBusy(true);
    setError(null);
    const r = await gql(UPDATE, { id: userId, ...values });
    setBusy(false);
    if (!r.ok) {
      setError(r.error);
      return;
    }
    setSaved(true);
    router.replace(safeNextPath(next, '/profile'));
    router.refresh();
  }

  const field = (name: keyof typeof values, label: string, type = 'text', autoComplete?: string, required = false) => (
    <div>
      <label htmlFor={name} className="block text-sm font-medium">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <input
        id={name}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required={required}
        value={values[name]}
        onChange={(e) => setValues({ ...values, [name]: e.target.value })}
        aria-invalid={error?.field === name}
        aria-describedby={error?.field === name ? 'profile-error' : undefined}
        className="mt-1 w-full rounded-lg border border-stone-300 bg-white px-3 py-3"
      />
    </div>
  );

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      {field('firstName', 'First name', 'text', 'given-name', true)}
      {field('lastName', 'Last name', 'text', 'family-name')}
      {field('email', 'Email', 'email', 'email')}
      {error && <p id="profile-error" role="alert" className="text-sm font-medium text-red-700">{error.message}</p>}
      {saved && <p role="status" className="text-sm text-green-800">Saved.</p>}
      <button type="submit" disabled={busy} className="w-full rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white disabled:opacity-60">
        {busy ? 'Saving…' : submitLabel}
      </button>
    </form>
  );
}
