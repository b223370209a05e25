// A labelled form field: the label above, the control, its hint, and its error beside it. The control
// is told its id, aria-invalid and aria-describedby (its hint, then its error), so a screen reader
// reads the problem with the field and every form names its error `${id}-error`.
import type { ReactNode } from 'react';
import { FieldError, fieldAria } from '@/components/forms/field-error';

/** What a control needs from its Field: spread it on the input, select or textarea. */
export type FieldControl = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string };

/** The look of a text input, select or textarea; red-bordered while its field has an error. */
export const controlClasses = 'min-h-11 w-full rounded-lg border border-stone-400 bg-white px-3 py-2 aria-[invalid=true]:border-red-700';

type FieldProps = {
  id: string;
  label: ReactNode;
  /** A line under the label saying what to type ("e.g. 612345678901"). */
  hint?: ReactNode;
  error?: string | null;
  /** The label is read but not shown (a field whose purpose the layout already says). */
  hideLabel?: boolean;
  className?: string;
  children: (control: FieldControl) => ReactNode;
};

export function Field({ id, label, hint, error, hideLabel = false, className, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : null;
  return (
    <div className={className ?? 'space-y-1'}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'block text-sm font-medium text-stone-900'}>
        {label}
      </label>
      {hint && (
        <p id={hintId!} className="text-xs text-stone-700">
          {hint}
        </p>
      )}
      {children({ id, ...fieldAria(id, error, hintId) } as FieldControl)}
      <FieldError fieldId={id} message={error} />
    </div>
  );
}
