'use client';

import { formatWait } from '@/lib/domain/wait-time';

type Props = {
  phone: string;
  onPhoneChange: (phone: string) => void;
  /** asks for a code by SMS */
  onSend: () => void;
  sending: boolean;
  error: string | null;
  /** seconds before another code may be asked for */
  wait: number;
};

/** The login's first step: the mobile number the code goes to. */
export function PhoneNumberStep({ phone, onPhoneChange, onSend, sending, error, wait }: Props) {
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSend();
      }}
      className="space-y-4"
      noValidate
    >
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
            onChange={(e) => onPhoneChange(e.target.value)}
            aria-describedby={error ? 'login-error' : 'phone-hint'}
            aria-invalid={!!error}
            className="w-full rounded-r-lg px-2 py-3 outline-none"
            placeholder="98765 43210"
          />
        </div>
        <p id="phone-hint" className="mt-1 text-sm text-stone-700">We will send you a 6-digit code by SMS.</p>
      </div>
      {error && <p id="login-error" role="alert" className="text-sm font-medium text-red-700">{error}</p>}
      <button type="submit" disabled={sending || wait > 0} className="w-full rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white disabled:opacity-60">
        {sending ? 'Sending…' : wait > 0 ? `Try again in ${formatWait(wait)}` : 'Send code'}
      </button>
    </form>
  );
}
