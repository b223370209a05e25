'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@/lib/client/forms/zod-resolver';
import { gql } from '@/lib/client/graphql';
import { signUpFormSchema, type SignUpFormValues } from '@/lib/domain/inputs/profile-form';
import { serverFieldError } from '@/lib/client/forms/server-field-error';
import { FieldError, fieldAria } from '@/components/forms/field-error';
import { graphql } from '@/lib/client/graphql-document';
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

const resolver = zodResolver(signUpFormSchema);
/** The API's argument for the consent, as the form calls it. */
const FIELD_OF: Record<string, keyof SignUpFormValues> = { firstName: 'firstName', lastName: 'lastName', email: 'email', privacyPolicyVersion: 'agreed' };

/**
 * A new customer's first step after logging in (/profile-create): their name, and their consent to
 * the privacy policy (DPDP Act 2023: an unticked box, a clear act, recorded with the version and time).
 * react-hook-form with lib/domain/inputs/profile-form.ts: every problem beside its field at once, the
 * first one focused; the server's answer about a field lands beside it.
 */
export function SignUpForm({ userId, initial, policyVersion, policyDate, next }: Props) {
  const router = useRouter();
  const { register, handleSubmit, setError, getValues, formState } = useForm<SignUpFormValues>({ defaultValues: { ...initial, agreed: false }, resolver, shouldFocusError: true });
  const errors = formState.errors;
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = handleSubmit(async () => {
    setBusy(true);
    setFormError(null);
    // as typed: the server trims them itself
    const v = getValues();
    const r = await gql(CREATE_PROFILE, { id: userId, firstName: v.firstName ?? '', lastName: v.lastName ?? '', email: v.email ?? '', privacyPolicyVersion: policyVersion });
    if (!r.ok) {
      setBusy(false);
      const named = serverFieldError(r.error);
      const field = named && FIELD_OF[named.field];
      if (named && field) {
        setError(field, { message: named.message }, { shouldFocus: true });
        // setError cannot focus a checkbox (react-hook-form keeps no element for it): done here.
        if (field === 'agreed') document.getElementById('privacy-consent')?.focus();
      }
      else setFormError(r.error.message);
      return;
    }
    router.replace(safeNextPath(next, '/profile'));
    router.refresh();
  });

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <PersonField name="firstName" field={register('firstName')} error={errors.firstName?.message} />
      <PersonField name="lastName" field={register('lastName')} error={errors.lastName?.message} />
      <PersonField name="email" field={register('email')} error={errors.email?.message} />
      <div className="flex items-start gap-3">
        <input
          id="privacy-consent"
          type="checkbox"
          {...register('agreed')}
          {...fieldAria('privacy-consent', errors.agreed?.message)}
          className="mt-0.5 h-6 w-6 shrink-0 accent-brand-700"
        />
        <label htmlFor="privacy-consent" className="text-sm">
          I have read and agree to the privacy policy of {policyDate}: how my name, number, addresses and orders are used, and my rights over them.
        </label>
      </div>
      <FieldError fieldId="privacy-consent" message={errors.agreed?.message} />
      <p className="text-sm">
        <a href="/privacy-policy" target="_blank" rel="noopener" className="text-brand-700 underline">
          Read the privacy policy<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </p>
      {formError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {formError}
        </p>
      )}
      <button type="submit" disabled={busy} className="w-full rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white disabled:opacity-60">
        {busy ? 'Saving…' : 'Create profile'}
      </button>
    </form>
  );
}
