// The upload rules (images only, except PDF payment proof; 5 MB; png/jpeg/jpg/heic/hecl/pdf; about
// 500 KB after compression), shared by the browser (checks before sending) and the
// server (which checks again, since the browser can be bypassed). Pure: no I/O.
import { formatWait } from './wait-time';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024; // 5242880
/** "about 500 KB": images are stepped down until they are at most this size */
export const TARGET_IMAGE_BYTES = 500 * 1024;
/** each step scales width and height by this factor */
export const SCALE_STEP = 0.8;

/** the spec's list; "hecl" is kept as the spec spells it (a HEIC variant name seen in the old app) */
export const ALLOWED_EXTENSIONS = ['png', 'jpeg', 'jpg', 'heic', 'hecl', 'pdf'] as const;
export type AllowedExtension = (typeof ALLOWED_EXTENSIONS)[number];

export const IMAGE_KINDS = ['payments', 'profile', 'locations', 'hero', 'menu', 'DELIVERY_PROOF'] as const;
/** The shop's own pictures (admins only, shown to everyone, kept while anything may show them). */
export const SHOP_IMAGE_KINDS: readonly UploadKind[] = ['hero', 'menu'];
export type UploadKind = (typeof IMAGE_KINDS)[number];

export const UPLOAD_MESSAGES = {
  onlyImages: 'Only image files are allowed',
  tooLarge: 'File size must be less than 5MB',
  dimensionsTooLarge: 'Image dimensions are too large',
  heicNotConverted: 'HEIC photos must be converted to JPEG before uploading. Please upload a JPEG or PNG.',
  heicConversionFailed: 'This HEIC photo could not be converted. Please upload a JPEG or PNG.',
  invalidResponse: 'Invalid response format:',
  uploadFailed: 'Upload failed. Please try again.',
  uploadError: 'An error occurred while uploading the image.',
} as const;

/** The lower-cased extension after the last dot, or '' when there is none. */
export function fileExtension(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

export function isAllowedExtension(ext: string): ext is AllowedExtension {
  return (ALLOWED_EXTENSIONS as readonly string[]).includes(ext);
}

export function isHeicExtension(ext: string): boolean {
  return ext === 'heic' || ext === 'hecl' || ext === 'heif';
}

/** Replaces the extension (or adds one): a converted photo must be named for what it now is. */
export function withExtension(fileName: string, ext: string): string {
  const base = fileName.split(/[\\/]/).pop() || 'image';
  const dot = base.lastIndexOf('.');
  return `${dot > 0 ? base.slice(0, dot) : base}.${ext}`;
}

/**
 * The next scale to try after an encode at `scale` came out `size` bytes. Steps down by 0.8, and
 * skips the steps that are clearly not enough: encoded size falls roughly with the pixel area
 * (scale squared), so it takes as many 0.8 steps as that estimate says are needed, at least one
 * and never more than the estimate (the caller encodes again and checks).
 */
export function nextScale(scale: number, size: number, target = TARGET_IMAGE_BYTES): number {
  if (size <= target) return scale;
  const areaStep = SCALE_STEP * SCALE_STEP;
  const steps = Math.max(1, Math.floor(Math.log(target / size) / Math.log(areaStep)));
  return scale * SCALE_STEP ** steps;
}

/** Exact decoded size of a base64 string (no whitespace) without decoding it. */
export function base64DecodedSize(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

/**
 * Uploads per user in a sliding window, counted across every app server (Postgres). Re-encoding a
 * large photo costs about 1.6 s of CPU, so one account must not be able to keep the servers busy;
 * a customer needs a handful (a screenshot, a profile picture, a few address photos), an admin
 * uploads for many customers and the hero images.
 */
export const UPLOAD_RATE = { windowMs: 10 * 60 * 1000, perCustomer: 20, perAdmin: 100 } as const;

export function uploadRateMessage(retryAfterSeconds: number): string {
  return `You have uploaded many files in a short time. Please try again in ${formatWait(retryAfterSeconds)}.`;
}

/**
 * Storage per person for files not attached to anything yet (a payment proof before it is sent, a
 * photo before the address is saved). Honest uploads are attached within minutes, and whatever is
 * never attached is deleted after `unattachedForMs` (lib/uploads/delete-unattached-uploads.ts), so
 * this only stops someone filling the disk with files they never use: 25 MB is five of the largest
 * PDFs, or about fifty photos as the browser compresses them. Hero images (admins) are not counted.
 */
export const UPLOAD_QUOTA = { unattachedBytesPerOwner: 25 * 1024 * 1024, unattachedForMs: 24 * 60 * 60 * 1000 } as const;

export const uploadQuotaMessage = () =>
  `You have ${UPLOAD_QUOTA.unattachedBytesPerOwner / (1024 * 1024)} MB of uploaded files that are not attached to anything yet. Please use them (or wait a day, when they are removed) before uploading more.`;

/** What a PDF that pdf.js cannot open is told, naming the file (lib/uploads/check-pdf.ts). */
export function unreadablePdfMessage(fileName: string, reason: 'no-pages' | 'password' | 'unreadable' | 'too-slow'): string {
  const name = fileName.split(/[\\/]/).pop() || 'The file';
  if (reason === 'password') return `${name} is protected by a password. Please upload it without the password, or a screenshot.`;
  if (reason === 'no-pages') return `${name} is a PDF without any page. Please upload the receipt itself, or a screenshot.`;
  return `${name} is not a readable PDF. Please upload the receipt again, or a screenshot.`;
}

/**
 * A PDF check the busy server could not finish (lib/uploads/check-pdf.ts): the file may be fine, so
 * the customer is asked to try again, not told it is unreadable.
 */
export const PDF_BUSY = {
  message: 'The server is too busy to check this PDF just now. Please try again in a minute, or upload a screenshot of the receipt.',
  retryAfterSeconds: 60,
} as const;

/** Images are re-encoded a few at a time per server; a request that waits too long gets this. */
export const IMAGE_BUSY = {
  message: 'The server is busy with other pictures right now. Please try again in a few seconds.',
  retryAfterSeconds: 5,
} as const;

export type ServedFileHeaders = { disposition: string; contentSecurityPolicy: string };

/**
 * How a stored file is served from /uploads/<key>. Images are shown inline but may load nothing
 * and run nothing (a sandbox, no sources but the image itself); anything else (PDF payment proof)
 * is a download in a sandbox: a PDF can carry JavaScript, and a browser's viewer would run it on
 * our origin. The file name is ours (kind + the key's last segment), reduced to safe characters.
 */
export function servedFileHeaders(contentType: string, kind: string, keyName: string): ServedFileHeaders {
  const name = `${kind}-${keyName}`.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 100);
  if (contentType.startsWith('image/')) {
    return { disposition: `inline; filename="${name}"`, contentSecurityPolicy: "default-src 'none'; img-src 'self'; sandbox" };
  }
  return { disposition: `attachment; filename="${name}"`, contentSecurityPolicy: 'sandbox' };
}
