'use client';

/** Where a chosen file is: nothing chosen, being prepared, being sent, on the server, or refused. */
export type Stage = 'idle' | 'preparing' | 'uploading' | 'done' | 'error';

const PROGRESS: Record<Stage, number> = { idle: 0, preparing: 25, uploading: 65, done: 100, error: 0 };
const STATUS_TEXT: Record<Exclude<Stage, 'done'>, string> = { idle: '', preparing: 'Preparing image…', uploading: 'Uploading…', error: '' };

/** What is being sent, shown while it goes: its preview (a PDF by name), the progress bar and the status line. */
export function UploadProgress({ preview, stage, label, doneText }: { preview: { src: string; name: string; isPdf: boolean } | null; stage: Stage; label: string; doneText: () => string }) {
  return (
    <>
      {preview &&
        (preview.isPdf ? (
          <p className="rounded-lg border border-stone-200 bg-white px-3 py-2 text-sm">PDF: {preview.name}</p>
        ) : (
          // an object URL of exactly what is being sent; next/image has nothing to optimise here
          // eslint-disable-next-line @next/next/no-img-element
          <img src={preview.src} alt={`Preview of ${label.toLowerCase()}`} className="max-h-48 w-auto rounded-lg border border-stone-200 object-contain" />
        ))}
      {stage !== 'idle' && stage !== 'error' && (
        <progress max={100} value={PROGRESS[stage]} aria-label={`${label} upload progress`} className="h-2 w-full accent-brand-700" />
      )}
      <p role="status" aria-live="polite" className="text-sm text-stone-700">
        {stage === 'done' ? doneText() : STATUS_TEXT[stage]}
      </p>
    </>
  );
}
