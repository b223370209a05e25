'use client';

import { graphql } from '@/lib/client/graphql-document';
import { useMutation } from '@/lib/client/use-mutation';

const REQUEST = graphql(`
  mutation RequestEmailVerification {
    requestEmailVerification {
      statusCode
      message
    }
  }
`);

/** Under the email field: whether the saved address is confirmed, and the link again if it is not. */
export function EmailVerificationNote({ email, verified }: { email: string | null; verified: boolean }) {
  const { run, busy, error } = useMutation(REQUEST, { success: (d) => d.requestEmailVerification.message, refresh: false });
  if (!email) return null;
  if (verified) {
    return (
      <p className="mt-1 text-xs text-green-800" data-testid="email-status">
        Confirmed: we send your order emails to {email}.
      </p>
    );
  }
  return (
    <div className="mt-1 text-xs text-stone-700" data-testid="email-status">
      <p>Not confirmed yet: open the link we sent to {email}. Until then we send no email.</p>
      <button type="button" disabled={busy} onClick={() => void run()} className="mt-1 inline-flex min-h-11 items-center font-medium text-brand-700 underline disabled:opacity-60">
        {busy ? 'Sending…' : 'Send the link again'}
      </button>
      {error && (
        <p role="alert" className="font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
