'use client';

// "Tell me when you deliver here", under the PIN answer for a Bengaluru PIN meals do not
// reach yet: a phone number or an email, recorded per PIN (requestDeliveryArea) for the admin.
import { useId, useRef, useState } from 'react';
import { graphql } from '@/lib/client/graphql-document';
import { useMutation } from '@/lib/client/use-mutation';

const REQUEST = graphql(`
  mutation RequestDeliveryArea($pinCode: String!, $contact: String!) {
    requestDeliveryArea(pinCode: $pinCode, contact: $contact) {
      message
    }
  }
`);

export function DeliveryWaitlist({ pinCode }: { pinCode: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [contact, setContact] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const request = useMutation(REQUEST, {
    refresh: false,
    // the server names the field before its message; here the message sits beside the field
    errorMessage: (e) => e.message.replace(/^[a-zA-Z]+: /, ''),
    onSuccess: (d) => setDone(d.requestDeliveryArea.message),
    onError: () => input.current?.focus(),
  });

  if (done) return <p className="basis-full font-medium text-green-800">{done}</p>;
  if (!open) {
    return (
      <button
        type="button"
        onClick={() => {
          setOpen(true);
          requestAnimationFrame(() => input.current?.focus());
        }}
        className="min-h-11 rounded-lg px-3 font-semibold text-brand-800 underline hover:bg-brand-50"
      >
        Tell me when you deliver here
      </button>
    );
  }
  return (
    <form
      noValidate
      className="flex basis-full flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        void request.run({ pinCode, contact });
      }}
    >
      <div className="flex min-w-0 flex-1 basis-56 flex-col gap-1">
        <label htmlFor={`${id}-contact`} className="font-medium">
          Your mobile number or email
        </label>
        <input
          ref={input}
          id={`${id}-contact`}
          name="contact"
          value={contact}
          onChange={(e) => setContact(e.target.value)}
          autoComplete="email"
          maxLength={120}
          aria-invalid={request.error ? true : undefined}
          aria-describedby={request.error ? `${id}-error` : undefined}
          className="min-h-11 rounded-lg border border-stone-400 px-3 aria-[invalid]:border-red-700"
        />
        {request.error && (
          <p id={`${id}-error`} role="alert" className="text-red-700">
            {request.error}
          </p>
        )}
      </div>
      <button type="submit" disabled={request.busy} aria-busy={request.busy || undefined} className="btn-primary">
        Tell me
      </button>
    </form>
  );
}
