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
 * One field of the person's details: the label (with a * for required), the input, and when the
 * form's one error is about this field, aria-invalid and a pointer to that error.
 */
export function PersonField({
  name,
  values,
  onChange,
  invalidField,
  errorId,
}: {
  name: keyof PersonDetails;
  values: PersonDetails;
  onChange: (values: PersonDetails) => void;
  /** the field the form's current error is about, if any */
  invalidField: string | undefined;
  /** the id of the form's error message */
  errorId: string;
}) {
  const { label, type, autoComplete, required } = FIELDS[name];
  const invalid = invalidField === name;
  return (
    <div>
      <label htmlFor={name} className="block text-sm font-medium">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <input
        id={name}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required={required}
        value={values[name]}
        onChange={(e) => onChange({ ...values, [name]: e.target.value })}
        aria-invalid={invalid}
        aria-describedby={invalid ? errorId : undefined}
        className="mt-1 w-full rounded-lg border border-stone-300 bg-white px-3 py-3"
      />
    </div>
  );
}
