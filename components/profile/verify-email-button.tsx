'use client';

import { useState } from 'react';
import { graphql } from '@/lib/client/graphql-document';
import { useMutation } from '@/lib/client/use-mutation';
import { Button } from '@/components/ui/button';

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
      <Button size="lg" fullWidth busy={busy} busyLabel="Confirming…" onClick={() => void run({ token })}>
        Confirm my email
      </Button>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
