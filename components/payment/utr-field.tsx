import type { UseFormRegisterReturn } from 'react-hook-form';
import { UTR_HINT } from '@/lib/domain/utr';
import { FieldError, fieldAria } from '@/components/forms/field-error';

/** The UPI transaction reference of a payment proof (an order's or a top-up's): label, hint, error beside it. */
export function UtrField({ id, registration, error }: { id: string; registration: UseFormRegisterReturn<'utr'>; error: string | undefined }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        UPI transaction reference (UTR)
      </label>
      <p id={`${id}-hint`} className="text-sm text-stone-700">
        {UTR_HINT}
      </p>
      <input
        id={id}
        {...registration}
        inputMode="numeric"
        autoComplete="off"
        maxLength={24}
        placeholder="12 digits, e.g. 612345678901"
        required
        {...fieldAria(id, error, `${id}-hint`)}
        className="min-h-12 rounded-lg border border-stone-400 px-3 text-lg tracking-wider tabular-nums aria-[invalid=true]:border-red-700"
      />
      <FieldError fieldId={id} message={error} />
    </div>
  );
}
