'use client';

// Choose one image (or PDF where `accept` allows), check it, convert/compress it in the browser and
// upload it with uploadImage: the payment screenshot and top-up proof, profile and address photos,
// the admin's hero and menu pictures. Drawn by FilePickerField; the preview is an object URL of
// the prepared file (what is sent), revoked when it is replaced or the picker goes away.
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from '@/lib/client/toast';
import { UploadPreparationError, prepareFileForUpload, readAsDataUrl } from '@/lib/client/uploads/compress-image';
import { requestImageUpload, type UploadedImage } from '@/lib/client/uploads/upload-file';
import { UPLOAD_MESSAGES, type UploadKind } from '@/lib/domain/upload-rules';
import { acceptsPdf, validateUploadFile } from '@/lib/client/uploads/validate-file';
import { FilePickerField } from './file-picker-field';

export type ImagePickerProps = {
  kind: UploadKind;
  label: string;
  /** e.g. "1200x600 px", shown as a hint */
  recommended?: string;
  onUploaded: (image: UploadedImage) => void;
  /** the file input's accept list; include application/pdf to allow PDF receipts */
  accept?: string;
  /** opens the phone's camera ('environment': the back camera), as a rider's proof of delivery does */
  capture?: 'environment' | 'user';
  /**
   * What the status line says once the file is on the server. "Uploaded." by default; a form that
   * still needs its own Submit (the payment screenshot) says the file is ready, not sent, since
   * "Uploaded." there read as done while nothing was attached to the order yet.
   */
  doneText?: (fileName: string) => string;
  /** Remove was pressed: what was uploaded is no longer chosen (the picker clears itself). */
  onRemoved?: () => void;
  /** the file input's id, for a form that focuses it (one is made up otherwise) */
  id?: string;
  /** the form's own problem with this field ("Please choose … first"), shown beside it */
  fieldError?: string | null;
};

type Stage = 'idle' | 'preparing' | 'uploading' | 'done' | 'error';

const PROGRESS: Record<Stage, number> = { idle: 0, preparing: 25, uploading: 65, done: 100, error: 0 };
const STATUS_TEXT: Record<Exclude<Stage, 'done'>, string> = { idle: '', preparing: 'Preparing image…', uploading: 'Uploading…', error: '' };
const UPLOADED = () => 'Uploaded.';

export function ImagePicker({ kind, label, recommended, onUploaded, accept = 'image/*', capture, doneText = UPLOADED, onRemoved, id: givenId, fieldError }: ImagePickerProps) {
  const madeUpId = useId();
  const id = givenId ?? madeUpId;
  const [stage, setStage] = useState<Stage>('idle');
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<{ src: string; name: string; isPdf: boolean } | null>(null);
  // The name as the customer chose it (a HEIC becomes a JPEG on the way): shown beside the field.
  const [chosenName, setChosenName] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // A newer choice wins over a slower earlier one still in flight.
  const attempt = useRef(0);
  const busy = stage === 'preparing' || stage === 'uploading';
  const allowPdf = acceptsPdf(accept);

  // Each object URL holds the file in memory until revoked: the old one goes when the preview changes.
  const previewSrc = preview && !preview.isPdf ? preview.src : null;
  useEffect(() => {
    if (!previewSrc) return;
    return () => URL.revokeObjectURL(previewSrc);
  }, [previewSrc]);

  function clear() {
    setPreview(null);
    setChosenName(null);
    // Choosing the same file again (after fixing the connection, say) still fires a change.
    if (input.current) input.current.value = '';
  }

  function fail(message: string) {
    setStage('error');
    setError(message);
    clear();
    toast.error(message);
  }

  async function handleFile(file: File) {
    const mine = ++attempt.current;
    setError(null);
    setPreview(null);
    setChosenName(file.name);
    const problem = validateUploadFile(file, { allowPdf });
    if (problem) return fail(problem);

    setStage('preparing');
    let dataUrl: string;
    let prepared: File;
    try {
      prepared = await prepareFileForUpload(file);
      dataUrl = await readAsDataUrl(prepared);
    } catch (e) {
      if (mine !== attempt.current) return;
      return fail(e instanceof UploadPreparationError ? e.message : UPLOAD_MESSAGES.uploadError);
    }
    if (mine !== attempt.current) return;
    const isPdf = prepared.type === 'application/pdf';
    setPreview({ src: isPdf ? '' : URL.createObjectURL(prepared), name: prepared.name, isPdf });

    setStage('uploading');
    const outcome = await requestImageUpload({ base64: dataUrl, fileName: prepared.name, kind });
    if (mine !== attempt.current) return;
    if (!outcome.ok) return fail(outcome.message);
    setStage('done');
    onUploaded(outcome.image);
  }

  const formats = allowPdf ? 'PNG, JPEG, HEIC or PDF' : 'PNG, JPEG or HEIC';

  return (
    <FilePickerField
      id={id}
      label={label}
      hint={`${recommended ? `Recommended size: ${recommended}. ` : ''}${formats}, up to 5 MB.`}
      accept={accept}
      capture={capture}
      disabled={busy}
      fileName={chosenName}
      error={error ?? fieldError}
      inputRef={input}
      chooseText={allowPdf ? 'Choose an image or PDF' : 'Choose an image'}
      onFile={(file) => void handleFile(file)}
      onRemove={() => {
        // a slower upload of the removed file must not come back as chosen
        attempt.current++;
        clear();
        setStage('idle');
        onRemoved?.();
      }}
    >
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
        {stage === 'done' ? doneText(chosenName ?? '') : STATUS_TEXT[stage]}
      </p>
    </FilePickerField>
  );
}
