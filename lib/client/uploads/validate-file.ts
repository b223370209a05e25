// The browser's checks before anything is read or sent (type, size, extension). The server checks again.
import 'client-only';
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES, fileExtension, isAllowedExtension, isHeicExtension } from '@/lib/domain/upload-rules';

export type FileLike = { name: string; type: string; size: number };

/** Whether an `accept` attribute lets PDFs through (payment proof may be a PDF receipt). */
export function acceptsPdf(accept: string | undefined): boolean {
  return !!accept && accept.split(',').some((a) => ['application/pdf', '.pdf'].includes(a.trim().toLowerCase()));
}

/** The message to show, or null when the file may be prepared and uploaded. */
export function validateUploadFile(file: FileLike, options: { allowPdf?: boolean } = {}): string | null {
  const ext = fileExtension(file.name);
  const type = file.type.toLowerCase();
  const isPdf = type === 'application/pdf' || (type === '' && ext === 'pdf');
  // Some browsers (Chrome on Windows) give HEIC photos no MIME type at all.
  const isImage = type.startsWith('image/') || (type === '' && isHeicExtension(ext));
  if (!isImage && !(isPdf && options.allowPdf)) return UPLOAD_MESSAGES.onlyImages;
  if (!isAllowedExtension(ext) || (ext === 'pdf' && !options.allowPdf)) return UPLOAD_MESSAGES.onlyImages;
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_MESSAGES.tooLarge;
  return null;
}
