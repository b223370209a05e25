/**
 * A form's one failure message (the server's refusal or the form's own check), on its own line under
 * the fields. role="alert", so a screen reader reads it out the moment it appears.
 */
export function FormAlert({ message, id }: { message: string | null | undefined; id?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="w-full text-sm font-medium text-red-800">
      {message}
    </p>
  );
}
