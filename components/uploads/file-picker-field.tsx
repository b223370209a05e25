'use client';

// The one file field of the store (the native "Choose File / No file chosen" reads as
// unfinished). The real <input type="file"> stays in the page, visually hidden but focusable, so
// Tab reaches it, Enter or Space opens the browser's picker and screen readers announce it as a
// file field with its label; a second <label> for it is drawn as the button, so a click anywhere on
// it opens the picker too, and it shows the keyboard focus the hidden input has. Beside it: the
// chosen file's name, and Remove once something is chosen. What happens with the file (checks,
// upload, preview) stays with the caller.
import type { ReactNode, Ref } from 'react';

export type FilePickerFieldProps = {
  id: string;
  /** the field's name, shown above it */
  label: string;
  /** a hint under the label (formats, size); its id goes into aria-describedby */
  hint?: ReactNode;
  /** the id of a hint elsewhere on the page, described by as well */
  describedBy?: string;
  accept: string;
  /** opens the phone's camera instead of its files ('environment': the back camera) */
  capture?: 'environment' | 'user';
  disabled?: boolean;
  /** the file shown as chosen (null: none) */
  fileName: string | null;
  /** the error under the field; its element gets `${id}-error` */
  error?: string | null;
  onFile: (file: File) => void;
  /** Remove: shown while a file is chosen and this is given */
  onRemove?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  /** the button's words before anything is chosen */
  chooseText?: string;
  /** e.g. the preview, between the button and the error */
  children?: ReactNode;
};

export function FilePickerField({ id, label, hint, describedBy: outerHint, accept, capture, disabled, fileName, error, onFile, onRemove, inputRef, chooseText = 'Choose a file', children }: FilePickerFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [outerHint ?? null, hint ? hintId : null, `${id}-name`, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="text-xs text-stone-700">
          {hint}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <input
          ref={inputRef}
          id={id}
          type="file"
          accept={accept}
          capture={capture}
          disabled={disabled}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) onFile(file);
          }}
          // sr-only keeps it in the tab order and the accessibility tree; `peer` lets the drawn
          // button below show its focus and disabled state.
          className="peer sr-only"
        />
        <label
          htmlFor={id}
          data-testid="file-picker-button"
          className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-brand-700 bg-white px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700 peer-disabled:cursor-not-allowed peer-disabled:border-stone-400 peer-disabled:text-stone-700 peer-aria-[invalid=true]:border-red-700"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-current">
            <path d="M10 2a1 1 0 0 1 .7.3l4 4a1 1 0 1 1-1.4 1.4L11 5.4V13a1 1 0 1 1-2 0V5.4L6.7 7.7a1 1 0 0 1-1.4-1.4l4-4A1 1 0 0 1 10 2ZM3 14a1 1 0 0 1 1 1v1h12v-1a1 1 0 1 1 2 0v2a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1v-2a1 1 0 0 1 1-1Z" />
          </svg>
          {fileName ? 'Choose another' : chooseText}
        </label>
        <span id={`${id}-name`} className="min-w-0 break-all text-sm text-stone-800" data-testid="file-picker-name">
          {fileName ? (
            <>
              <span className="sr-only">Chosen file: </span>
              <span className="font-medium">{fileName}</span>
            </>
          ) : (
            'No file chosen yet.'
          )}
        </span>
        {fileName && onRemove && (
          <button type="button" onClick={onRemove} disabled={disabled} className="min-h-11 rounded-lg px-2 text-sm font-semibold text-stone-800 underline hover:bg-stone-100 disabled:text-stone-600">
            Remove<span className="sr-only"> {fileName}</span>
          </button>
        )}
      </div>
      {children}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
