/**
 * One field of the person's details (name, email) as the sign-up and profile forms show it: the
 * label (with a * for required), the input, and when the form's one error is about this field,
 * aria-invalid and a pointer to that error.
 */
export function PersonField({
  name,
  label,
  type,
  autoComplete,
  required = false,
  value,
  onChange,
  invalid,
  errorId,
}: {
  name: string;
  label: string;
  type: 'text' | 'email';
  autoComplete: string;
  required?: boolean;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  /** the id of the form's error message */
  errorId: string;
}) {
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
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={invalid}
        aria-describedby={invalid ? errorId : undefined}
        className="mt-1 w-full rounded-lg border border-stone-300 bg-white px-3 py-3"
      />
    </div>
  );
}
