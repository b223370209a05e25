'use client';

import { useEffect, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useMutation } from '@/lib/client/use-mutation';
import { landingPath, safeNextPath } from '@/lib/domain/safe-next';
import { Button } from '@/components/ui/button';
import { OtpField } from './otp-field';
import { ResendCode } from './resend-code';
import { VERIFY_OTP } from './verify-otp';

type Props = {
  /** the id sendOtp answered: the code is checked against it */
  challengeId: string;
  phone: string;
  next?: string;
  /** seconds before another code may be asked for */
  wait: number;
  /** asks for another code (the login flow's send) */
  onResend: () => void;
  sending: boolean;
  /** why asking for another code failed */
  sendError: string | null;
  clearSendError: () => void;
  onChangeNumber: () => void;
};

/** The login's second step: the 6-digit code from the SMS, sent as soon as it is complete. */
export function CodeStep({ challengeId, phone, next, wait, onResend, sending, sendError, clearSendError, onChangeNumber }: Props) {
  const router = useRouter();
  const [code, setCode] = useState('');
  const codeRef = useRef<HTMLInputElement>(null);
  // Codes the server already called wrong for this challenge: sending one again only spends a try.
  const wrongCodes = useRef(new Set<string>());
  const verify = useMutation(VERIFY_OTP, {
    // The page is leaving for where the visitor was going, and that page renders for the new session.
    // No router.refresh() of this page as well: it asked the server for /log-in again with the new
    // session's cookie, which the route guard turns away, and the browser logged it as a failed request.
    staysBusy: true,
    refresh: false,
    onError: (error, { otp }) => {
      // A code the server turned down is cleared, so pressing Verify cannot spend a second try on
      // it; a network failure or a wait keeps it to send again.
      if (error.code === 'BAD_USER_INPUT') {
        wrongCodes.current.add(otp);
        setCode('');
      }
      // The button took focus if it was pressed; typing goes back to the code field.
      codeRef.current?.focus();
    },
    onSuccess: (data) => {
      // The session cookie is set by the response; merge any guest carts before moving on.
      window.dispatchEvent(new CustomEvent('store:logged-in'));
      // The page asked for, else the admin hub for an admin, the route for a rider and the menu for a customer.
      const destination = next ? safeNextPath(next, '/') : landingPath(data.verifyOtp.user.role.id);
      router.replace(data.verifyOtp.typeOfUser === 'NEW' ? `/profile-create?next=${encodeURIComponent(destination)}` : destination);
    },
  });
  const busy = verify.busy || sending;
  // One place for what went wrong last: checking this code, or asking for another.
  const error = verify.error ?? sendError;

  useEffect(() => {
    codeRef.current?.focus();
  }, []);

  async function submit(e?: React.FormEvent, value = code) {
    e?.preventDefault();
    if (busy) return;
    clearSendError();
    if (!/^\d{6}$/.test(value)) {
      verify.setError('Please enter the 6-digit code.');
      codeRef.current?.focus();
      return;
    }
    if (wrongCodes.current.has(value)) {
      setCode('');
      verify.setError('That code was not right. Please type the code from the SMS again.');
      codeRef.current?.focus();
      return;
    }
    await verify.run({ otp: value, id: challengeId });
  }

  function onCodeChange(value: string) {
    const digits = value.replace(/\D/g, '').slice(0, 6);
    setCode(digits);
    // A pasted or auto-filled full code submits itself.
    if (digits.length === 6 && value.length >= 6 && !busy) void submit(undefined, digits);
  }

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <p className="text-sm text-stone-700">
        Enter the code sent to <strong>+91 {phone.replace(/\D/g, '').slice(-10)}</strong>.{' '}
        <button type="button" className="font-medium text-brand-700 underline" onClick={onChangeNumber}>
          Change number
        </button>
      </p>
      <OtpField codeRef={codeRef} code={code} onCodeChange={onCodeChange} error={error} />
      {error && <p id="login-error" role="alert" className="text-sm font-medium text-red-700">{error}</p>}
      <Button type="submit" size="lg" fullWidth busy={busy} busyLabel="Checking…">
        Verify and continue
      </Button>
      <ResendCode
        wait={wait}
        busy={busy}
        onResend={() => {
          verify.setError(null);
          onResend();
        }}
      />
    </form>
  );
}
