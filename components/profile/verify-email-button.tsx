'use client';

import { useState } from 'react';
import { graphql } from '@/lib/client/graphql-document';
import { useMutation } from '@/lib/client/use-mutation';

const VERIFY = graphql(`
  mutation VerifyEmail($token: String!) {
    verifyEmail(token: $token) {
      statusCode
      message
    }
  }
`);

/** The link's page: a button, so that a mail scanner opening the link does not use it up. */
export function VerifyEmailButton({ token }: { token: string }) {
  const [done, setDone] = useState<string | null>(null);
  const { run, busy, error } = useMutation(VERIFY, { success: () => null, refresh: false, onSuccess: (data) => setDone(data.verifyEmail.message) });
  if (done) return <p role="status">{done}</p>;
  return (
    <div className="space-y-3">
      <button type="button" disabled={busy} onClick={() => void run({ token })} className="min-h-11 w-full rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white disabled:opacity-60">
        {busy ? 'Confirming…' : 'Confirm my email'}
      </button>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
