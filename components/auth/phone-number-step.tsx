'use client';

// react-hook-form with sendOtp's own rule for the number (lib/domain/inputs/login-input.ts): the
// problem shows beside the field and focuses it, before anything is sent; what the server answers
// (a number it refuses, a wait) shows in the same place.
import { useForm } from 'react-hook-form';
import { lazyResolver } from '@/lib/client/forms/lazy-resolver';
import type { LoginPhoneForm } from '@/lib/domain/inputs/login-input';
import { formatWait } from '@/lib/domain/wait-time';
import { FieldError, fieldAria } from '@/components/forms/field-error';
import { Button } from '@/components/ui/button';

type Props = {
  phone: string;
  /** asks for a code by SMS to this number (as typed) */
  onSend: (phone: string) => void;
  sending: boolean;
  /** why the server did not send a code */
  error: string | null;
  /** the number is being changed: the server's last answer no longer applies */
  clearError: () => void;
  /** seconds before another code may be asked for */
  wait: number;
};

// The rule is fetched on the field's first focus, not with the page (a public page: no zod before the first tap).
const { resolver, preload } = lazyResolver<LoginPhoneForm>(() =>
  Promise.all([import('@/lib/client/forms/zod-resolver'), import('@/lib/domain/inputs/login-input')]).then(([{ zodResolver }, { loginPhoneFormSchema }]) => zodResolver(loginPhoneFormSchema)),
);

/** The login's first step: the mobile number the code goes to. */
export function PhoneNumberStep({ phone, onSend, sending, error, clearError, wait }: Props) {
  const { register, handleSubmit, formState } = useForm<LoginPhoneForm>({ defaultValues: { phone }, resolver, shouldFocusError: true });
  const message = formState.errors.phone?.message ?? error;
  const field = register('phone', { onChange: () => error && clearError() });
  return (
    <form onSubmit={handleSubmit((v) => onSend(v.phone))} className="space-y-4" noValidate>
      <div>
        <label htmlFor="phone" className="block text-sm font-medium">Mobile number</label>
        <div className="mt-1 flex rounded-lg border border-stone-300 bg-white focus-within:ring-2 focus-within:ring-blue-700 has-[[aria-invalid=true]]:border-red-700">
          <span className="flex items-center px-3 text-stone-700" aria-hidden="true">+91</span>
          <input
            id="phone"
            // tel-national (the number without +91, which is shown beside the field) is an autofill
            // name for text fields only; on type=tel the HTML checker refuses it.
            type="text"
            inputMode="tel"
            autoComplete="tel-national"
            required
            maxLength={14}
            {...field}
            onFocus={() => void preload().catch(() => undefined)}
            {...fieldAria('phone', message, 'phone-hint')}
            className="w-full rounded-r-lg px-2 py-3 outline-none"
            placeholder="98765 43210"
          />
        </div>
        <p id="phone-hint" className="mt-1 text-sm text-stone-700">We will send you a 6-digit code by SMS.</p>
        <div role="alert">
          <FieldError fieldId="phone" message={message} />
        </div>
      </div>
      <Button type="submit" size="lg" fullWidth busy={sending} busyLabel="Sending…" disabled={wait > 0}>
        {wait > 0 ? `Try again in ${formatWait(wait)}` : 'Send code'}
      </Button>
    </form>
  );
}
