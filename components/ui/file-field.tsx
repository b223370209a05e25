import type { RefObject } from 'react';

/**
 * A labelled file input for an admin's upload (a bank statement, a customer CSV): choosing a file
 * hands it over at once, the styled "Choose file" button is 44 px tall, and the whole field is
 * disabled while the file is read. The caller keeps the ref to clear and refocus it after a run.
 */
export function FileField({
  id,
  label,
  accept,
  disabled,
  describedBy,
  inputRef,
  onFile,
}: {
  id: string;
  label: string;
  accept: string;
  disabled: boolean;
  describedBy: string;
  inputRef: RefObject<HTMLInputElement | null>;
  onFile: (file: File) => void;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={accept}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) onFile(file);
        }}
        className="block w-full max-w-full text-sm text-stone-700 file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-lg file:border-0 file:bg-brand-700 file:px-4 file:py-2 file:font-semibold file:text-white disabled:opacity-60"
      />
    </div>
  );
}
