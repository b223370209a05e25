'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { gql } from '@/lib/client/graphql';
import { graphql } from '@/lib/client/generated';
import { safeNextPath } from '@/lib/domain/safe-next';
import { PersonField } from './person-field';

const CREATE_PROFILE = graphql(`
  mutation CreateProfile($id: ID!, $firstName: String, $lastName: String, $email: String, $privacyPolicyVersion: String) {
    updateUser(id: $id, firstName: $firstName, lastName: $lastName, email: $email, privacyPolicyVersion: $privacyPolicyVersion) {
      id
      firstName
    }
  }
`);

type Props = {
  userId: string;
  /** what the account already holds (an admin may have added the person with a name) */
  initial: Values;
  /** the privacy policy's current version (its date), recorded with the time when the person agrees */
  policyVersion: string;
  /** how the page names that version: '20 November 2026' */
  policyDate: string;
  next: string;
};

type Values = { firstName: string; lastName: string; email: string };

/**
 * A new customer's first step after logging in (/profile-create): their name, and their consent to
 * the privacy policy (DPDP Act 2023: an unticked box, a clear act, recorded with the version and time).
 */
export function SignUpForm({ userId, initial, policyVersion, policyDate, next }: Props) {
  const router = useRouter();
  const [values, setValues] = useState<Values>(initial);
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<{ message: string; field?: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!values.firstName.trim()) return setError({ message: 'Please enter your first name.', field: 'firstName' });
    if (!agreed) return setError({ message: 'Please read the privacy policy and tick the box to agree to it.', field: 'privacyPolicyVersion' });
    setBusy(true);
    setError(null);
    const r = await gql(CREATE_PROFILE, { id: userId, ...values, privacyPolicyVersion: policyVersion });
    setBusy(false);
    if (!r.ok) return setError(r.error);
    router.replace(safeNextPath(next, '/profile'));
    router.refresh();
  }

  const invalid = (field: string) => error?.field === field;
  const fieldProps = { values, onChange: setValues, invalidField: error?.field, errorId: 'sign-up-error' };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <PersonField name="firstName" {...fieldProps} />
      <PersonField name="lastName" {...fieldProps} />
      <PersonField name="email" {...fieldProps} />
      <div className="flex items-start gap-3">
        <input
          id="privacy-consent"
          name="privacyPolicyVersion"
          type="checkbox"
          checked={agreed}
          onChange={(e) => setAgreed(e.target.checked)}
          aria-invalid={invalid('privacyPolicyVersion')}
          aria-describedby={invalid('privacyPolicyVersion') ? 'sign-up-error' : undefined}
          className="mt-0.5 h-6 w-6 shrink-0 accent-brand-700"
        />
        <label htmlFor="privacy-consent" className="text-sm">
          I have read and agree to the privacy policy of {policyDate}: how my name, number, addresses and orders are used, and my rights over them.
        </label>
      </div>
      <p className="text-sm">
        <a href="/privacy-policy" target="_blank" rel="noopener" className="text-brand-700 underline">
          Read the privacy policy<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </p>
      {error && (
        <p id="sign-up-error" role="alert" className="text-sm font-medium text-red-700">
          {error.message}
        </p>
      )}
      <button type="submit" disabled={busy} className="w-full rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white disabled:opacity-60">
        {busy ? 'Saving…' : 'Create profile'}
      </button>
    </form>
  );
}
