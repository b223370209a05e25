'use client';

import { useRouter } from 'next/navigation';
import { graphql } from '@/lib/client/graphql-document';
import { useMutationForm } from '@/lib/client/forms/use-mutation-form';
import { signUpFormSchema } from '@/lib/domain/inputs/profile-form';
import { serverFieldError } from '@/lib/client/forms/server-field-error';
import { safeNextPath } from '@/lib/domain/safe-next';
import { Form, SubmitRow } from '@/components/forms/form-kit';
import { FieldError, fieldAria } from '@/components/forms/field-error';
import { PersonField } from './person-field';

const CREATE_PROFILE = graphql(`
  mutation CreateProfile($id: ID!, $firstName: String, $lastName: String, $email: String, $privacyPolicyVersion: String) {
    updateUser(id: $id, firstName: $firstName, lastName: $lastName, email: $email, privacyPolicyVersion: $privacyPolicyVersion) {
      id
      firstName
    }
  }
`);

type Values = { firstName: string; lastName: string; email: string };

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

const CONSENT_ID = 'privacy-consent';

/**
 * A new customer's first step after logging in (/profile-create): their name, and their consent to
 * the privacy policy (DPDP Act 2023: an unticked box, a clear act, recorded with the version and time).
 * On the form kit with lib/domain/inputs/profile-form.ts: every problem beside its field at once, the
 * first one focused; the server's answer about a field lands beside it (its consent argument,
 * privacyPolicyVersion, beside the box).
 */
export function SignUpForm({ userId, initial, policyVersion, policyDate, next }: Props) {
  const router = useRouter();
  const kit = useMutationForm(signUpFormSchema, CREATE_PROFILE, {
    defaultValues: { ...initial, agreed: false },
    variables: (v) => ({ id: userId, firstName: v.firstName ?? '', lastName: v.lastName ?? '', email: v.email ?? '', privacyPolicyVersion: policyVersion }),
    fieldOf: (error) => {
      const named = serverFieldError(error);
      return named?.field === 'privacyPolicyVersion' ? { field: 'agreed', message: named.message } : null;
    },
    // react-hook-form keeps no element to focus for a checkbox
    focusOf: { agreed: () => document.getElementById(CONSENT_ID)?.focus() },
    refresh: false,
    staysBusy: true,
    onSuccess: () => {
      router.replace(safeNextPath(next, '/profile'));
      router.refresh();
    },
  });
  const { errors } = kit.form.formState;

  return (
    <Form kit={kit} className="space-y-4">
      <PersonField name="firstName" field={kit.form.register('firstName')} error={errors.firstName?.message} />
      <PersonField name="lastName" field={kit.form.register('lastName')} error={errors.lastName?.message} />
      <PersonField name="email" field={kit.form.register('email')} error={errors.email?.message} />
      <div className="flex items-start gap-3">
        <input id={CONSENT_ID} type="checkbox" {...kit.form.register('agreed')} {...fieldAria(CONSENT_ID, errors.agreed?.message)} className="mt-0.5 h-6 w-6 shrink-0 accent-brand-700" />
        <label htmlFor={CONSENT_ID} className="text-sm">
          I have read and agree to the privacy policy of {policyDate}: how my name, number, addresses and orders are used, and my rights over them.
        </label>
      </div>
      <FieldError fieldId={CONSENT_ID} message={errors.agreed?.message} />
      <p className="text-sm">
        <a href="/privacy-policy" target="_blank" rel="noopener" className="text-brand-700 underline">
          Read the privacy policy<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </p>
      <SubmitRow label="Create profile" busyLabel="Saving…" fullWidth />
    </Form>
  );
}
