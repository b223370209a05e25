'use client';

import type { RefObject } from 'react';

type Props = {
  codeRef: RefObject<HTMLInputElement | null>;
  code: string;
  onCodeChange: (typed: string) => void;
  /** the step's failure, which the field points at */
  error: string | null;
};

/** The 6-digit code from the SMS, offered by the phone's one-time-code autofill. */
export function OtpField({ codeRef, code, onCodeChange, error }: Props) {
  return (
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
  );
}
