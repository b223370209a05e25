// What a place that keeps uploaded bytes must do. Its own file so the backends (local-storage.ts,
// s3-storage.ts) and the chooser (storage.ts) each depend on it instead of on one another.
import 'server-only';

export type StoredObject = { bytes: Buffer; contentType: string };

export interface UploadStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** null when there is no object under the key */
  get(key: string): Promise<StoredObject | null>;
  /** deleting a missing key is not an error */
  delete(key: string): Promise<void>;
}
