import type { UploadedImage } from '@/lib/client/uploads/upload-file';
import type { UploadKind } from '@/lib/domain/upload-rules';

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
