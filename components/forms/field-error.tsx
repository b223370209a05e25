// The error beside a form field (every problem beside its field, not one at a time under the
// form). The field points at it with aria-describedby and says aria-invalid; fieldAria builds
// both from the field's id, so every form names its error `${fieldId}-error`.

/** The error under a field, or nothing. */
export function FieldError({ fieldId, message }: { fieldId: string; message?: string | null }) {
  if (!message) return null;
  return (
    <p id={`${fieldId}-error`} className="text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

/** aria-invalid and aria-describedby for a field: its hints (ids, when shown) and then its error. */
export function fieldAria(fieldId: string, message?: string | null, ...hintIds: (string | false | null | undefined)[]) {
  const ids = [...hintIds.filter(Boolean), message ? `${fieldId}-error` : null].filter(Boolean);
  return { 'aria-invalid': message ? true : undefined, 'aria-describedby': ids.length ? ids.join(' ') : undefined } as const;
}
