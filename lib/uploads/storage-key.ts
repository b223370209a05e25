// Storage keys are built only by the server ({userId}/payments/{timestamp}.jpg, hero/{timestamp}.png),
// but the read route takes them from the URL: allow only plain segments so no backend ever sees
// "..", a leading slash, backslashes or percent-escapes.
import 'server-only';
import type { UploadKind } from '@/lib/domain/upload-rules';

const KEY_PATTERN = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

export function isValidStorageKey(key: string): boolean {
  return key.length > 0 && key.length <= 512 && KEY_PATTERN.test(key);
}

export function assertValidStorageKey(key: string): void {
  if (!isValidStorageKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}

/** Keys are {userId}/payments/{timestamp}, /profile/, /locations/, a rider's /drops/; hero images are the shop's. */
export function storageKeyFor(kind: UploadKind, ownerId: string, timestamp: number, ext: string): string {
  const folder = kind === 'DELIVERY_PROOF' ? 'drops' : kind;
  const key = kind === 'hero' || kind === 'menu' ? `${kind}/${timestamp}.${ext}` : `${ownerId}/${folder}/${timestamp}.${ext}`;
  assertValidStorageKey(key);
  return key;
}

/** Hero and menu images are shown to everyone; every other kind is its owner's. */
export function isPublicKey(key: string): boolean {
  return key.startsWith('hero/') || key.startsWith('menu/');
}

export const UPLOADS_URL_PREFIX = '/uploads/';

export function uploadUrl(key: string): string {
  return `${UPLOADS_URL_PREFIX}${key}`;
}
