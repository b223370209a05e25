'use client';

// Choose one image (or PDF where `accept` allows), check it, convert/compress it in the browser and
// upload it with uploadImage: the payment screenshot and top-up proof, profile and address photos,
// the admin's hero and menu pictures. Drawn by FilePickerField; the preview is an object URL of
// the prepared file (what is sent), revoked when it is replaced or the picker goes away.
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from '@/lib/client/toast';
import { UploadPreparationError, prepareFileForUpload, readAsDataUrl } from '@/lib/client/uploads/compress-image';
import { requestImageUpload } from '@/lib/client/uploads/upload-file';
import { UPLOAD_MESSAGES } from '@/lib/domain/upload-rules';
import { acceptsPdf, validateUploadFile } from '@/lib/client/uploads/validate-file';
import { FilePickerField } from './file-picker-field';
import type { ImagePickerProps } from './image-picker-props';
import { UploadProgress, type Stage } from './upload-progress';

export type { ImagePickerProps };

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
      <UploadProgress preview={preview} stage={stage} label={label} doneText={() => doneText(chosenName ?? '')} />
    </FilePickerField>
  );
}
