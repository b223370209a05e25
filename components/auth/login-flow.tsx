'use client';

import { useEffect, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { gql } from '@/lib/client/graphql';
import { safeNextPath } from '@/lib/domain/safe-next';
import { formatWait } from '@/lib/domain/wait-time';

const SEND = /* GraphQL */ `mutation SendOtp($phone: String!) { sendOtp(phoneNumber: $phone, countryCode: "+91", roleId: 2) { id typeOfUser } }`;
const VERIFY = /* GraphQL */ `mutation VerifyOtp($otp: String!, $id: ID!) { verifyOtp(otp: $otp, userId: $id) { verified typeOfUser user { id firstName } } }`;
const RESEND_SECONDS = 30;

/** Phone number, then the 6-digit code; a new user goes on to create their profile. */
export function LoginFlow({ next }: { next?: string }) {
  const router = useRouter();
  const [phone, setPhone] = useState('');
  const [challengeId, setChallengeId] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [wait, setWait] = useState(0);
  const codeRef = useRef<HTMLInputElement>(null);
  // Codes the server already called wrong for this challenge: sending one again only spends a try.
  const wrongCodes = useRef(new Set<string>());
  const destination = safeNextPath(next, '/');

  useEffect(() => {
    if (wait <= 0) return;
    const t = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(t);
  }, [wait]);

  useEffect(() => {
    if (challengeId) codeRef.current?.focus();
  }, [challengeId]);

  async function send(e?: React.FormEvent) {
    e?.preventDefault();
    setBusy(true);
    setError(null);
    const r = await gql<{ sendOtp: { id: string } }>(SEND, { phone });
    setBusy(false);
    if (!r.ok) {
      setError(r.error.message);
      if (r.error.retryAfterSeconds) setWait(r.error.retryAfterSeconds);
      return;
    }
    setChallengeId(r.data.sendOtp.id);
    wrongCodes.current.clear();
    setCode('');
    setWait(RESEND_SECONDS);
  }

  async function verify(e?: React.FormEvent, value = code) {
    e?.preventDefault();
    if (busy) return;
    if (!challengeId || !/^\d{6}$/.test(value)) {
      setError('Please enter the 6-digit code.');
      codeRef.current?.focus();
      return;
    }
    if (wrongCodes.current.has(value)) {
      setCode('');
      setError('That code was not right. Please type the code from the SMS again.');
      codeRef.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    const r = await gql<{ verifyOtp: { typeOfUser: 'NEW' | 'EXISTING' } }>(VERIFY, { otp: value, id: challengeId });
    if (!r.ok) {
      setBusy(false);
      setError(r.error.message);
      // A code the server turned down is cleared, so pressing Verify cannot spend a second try on
      // it; a network failure or a wait keeps it to send again.
      if (r.error.code === 'BAD_USER_INPUT') {
        wrongCodes.current.add(value);
        setCode('');
      }
      // The button took focus if it was pressed; typing goes back to the code field.
      codeRef.current?.focus();
      return;
    }
    // The session cookie is set by the response; merge any guest carts before moving on.
    window.dispatchEvent(new CustomEvent('store:logged-in'));
    const target = r.data.verifyOtp.typeOfUser === 'NEW' ? `/profile-create?next=${encodeURIComponent(destination)}` : destination;
    router.replace(target);
    router.refresh();
  }

  function onCodeChange(value: string) {
    const digits = value.replace(/\D/g, '').slice(0, 6);
    setCode(digits);
    // A pasted or auto-filled full code submits itself.
    if (digits.length === 6 && value.length >= 6 && !busy) void verify(undefined, digits);
  }

  if (!challengeId) {
    return (
      <form onSubmit={send} className="space-y-4" noValidate>
        <div>
          <label htmlFor="phone" className="block text-sm font-medium">Mobile number</label>
          <div className="mt-1 flex rounded-lg border border-stone-300 bg-white focus-within:ring-2 focus-within:ring-blue-700">
            <span className="flex items-center px-3 text-stone-700" aria-hidden="true">+91</span>
            <input
              id="phone"
              name="phone"
              // tel-national (the number without +91, which is shown beside the field) is an autofill
              // name for text fields only; on type=tel the HTML checker refuses it.
              type="text"
              inputMode="tel"
              autoComplete="tel-national"
              required
              maxLength={14}
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
              aria-describedby={error ? 'login-error' : 'phone-hint'}
              aria-invalid={!!error}
              className="w-full rounded-r-lg px-2 py-3 outline-none"
              placeholder="98765 43210"
            />
          </div>
          <p id="phone-hint" className="mt-1 text-sm text-stone-700">We will send you a 6-digit code by SMS.</p>
        </div>
        {error && <p id="login-error" role="alert" className="text-sm font-medium text-red-700">{error}</p>}
        <button type="submit" disabled={busy || wait > 0} className="w-full rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white disabled:opacity-60">
          {busy ? 'Sending…' : wait > 0 ? `Try again in ${formatWait(wait)}` : 'Send code'}
        </button>
      </form>
    );
  }

  return (
    <form onSubmit={verify} className="space-y-4" noValidate>
      <p className="text-sm text-stone-700">
        Enter the code sent to <strong>+91 {phone.replace(/\D/g, '').slice(-10)}</strong>.{' '}
        <button type="button" className="font-medium text-brand-700 underline" onClick={() => { setChallengeId(null); setError(null); }}>
          Change number
        </button>
      </p>
      <div>
        <label htmlFor="otp" className="block text-sm font-medium">6-digit code</label>
        <input
          ref={codeRef}
          id="otp"
          name="otp"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="\d{6}"
          maxLength={6}
          required
          value={code}
          onChange={(e) => onCodeChange(e.target.value)}
          aria-describedby={error ? 'login-error' : undefined}
          aria-invalid={!!error}
          className="mt-1 w-full rounded-lg border border-stone-300 bg-white px-3 py-3 text-center text-2xl tracking-[0.5em]"
        />
      </div>
      {error && <p id="login-error" role="alert" className="text-sm font-medium text-red-700">{error}</p>}
      <button type="submit" disabled={busy} className="w-full rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white disabled:opacity-60">
        {busy ? 'Checking…' : 'Verify and continue'}
      </button>
      <p className="text-center text-sm" aria-live="polite">
        {wait > 0 ? (
          <span className="text-stone-700">You can ask for a new code in {formatWait(wait)}</span>
        ) : (
          <button type="button" onClick={() => send()} disabled={busy} className="font-medium text-brand-700 underline">
            Resend code
          </button>
        )}
      </p>
    </form>
  );
}
