import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, controlClasses } from '@/components/ui/field';

/** What the sign-up and profile forms ask of a person. */
export type PersonDetails = { firstName: string; lastName: string; email: string };

// Each field's label, input type, autocomplete token and whether it must be filled in: written
// once, so the sign-up and the profile ask the same way.
const FIELDS: Record<keyof PersonDetails, { label: string; type: 'text' | 'email'; autoComplete: string; required: boolean }> = {
  firstName: { label: 'First name', type: 'text', autoComplete: 'given-name', required: true },
  lastName: { label: 'Last name', type: 'text', autoComplete: 'family-name', required: false },
  email: { label: 'Email', type: 'email', autoComplete: 'email', required: false },
};

/**
 * One field of the person's details, registered with the form's react-hook-form: the label (with
 * a * for required), the input, and its own error beside it, which the input points at.
 */
export function PersonField({
  name,
  field,
  error,
}: {
  name: keyof PersonDetails;
  /** what the form's register(name) answered */
  field: UseFormRegisterReturn;
  /** this field's problem, shown under it */
  error?: string;
}) {
  const { label, type, autoComplete, required } = FIELDS[name];
  return (
    <Field
      id={name}
      error={error}
      label={
        <>
          {label}
          {required && <span aria-hidden="true"> *</span>}
        </>
      }
    >
      {(control) => <input {...control} type={type} autoComplete={autoComplete} required={required} {...field} className={`${controlClasses} py-3`} />}
    </Field>
  );
}
