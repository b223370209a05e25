// The fingerprint of an uploaded file: the same payment screenshot sent for two payments is
// flagged in the admin's review queue (lib/payments/list-payments-to-review.ts). Taken of the bytes
// as stored (what the store produced from the upload: re-encoding is deterministic, so the same
// photo uploaded twice gives the same bytes), which is also what can be read back for uploads made
// before the column existed (backfill-content-hashes.ts).
import 'server-only';
import { createHash } from 'node:crypto';

/** sha256 of the bytes, hex. */
export function contentHash(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}
