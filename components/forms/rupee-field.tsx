'use client';

// An amount in rupees in a form kit form: a text field with the number keyboard on phones (a text
// field, not type="number": that one turns "499.5." or "1e3" into an empty value and spins on the
// wheel). The form's schema reads it with `rupees` (lib/domain/inputs/fields.ts) into paise.
import { FormField } from './form-kit';
import { controlClasses } from '@/components/ui/field';

type Props = {
  name: string;
  /** The visible label, which names the field: "Amount (₹)". */
  label: string;
  hint?: string;
  /** 'whole' where only whole rupees make sense (a top-up); paise are allowed otherwise. */
  whole?: boolean;
  className?: string;
};

export function RupeeField({ name, label, hint, whole = false, className }: Props) {
  return (
    <FormField
      name={name}
      label={label}
      hint={hint}
      className={className ?? 'w-40 space-y-1'}
      input={{ type: 'text', inputMode: whole ? 'numeric' : 'decimal', autoComplete: 'off', className: controlClasses }}
    />
  );
}
