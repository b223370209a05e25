// Turns the uploadImage arguments into bytes the service can trust the type of: base64 checked
// and sized before decoding, the type read from the bytes, the name's extension made to agree.
import 'server-only';
import { badInput } from '@/lib/errors';
import { EXTENSION_TYPES, TYPE_LABELS, detectFileType, type DetectedFileType } from './detect-file-type';
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES, base64DecodedSize, fileExtension, isAllowedExtension } from '@/lib/domain/upload-rules';

const DATA_URL_PREFIX = /^data:[^,;]*(;[^,;]*)*;base64,/i;
// Checked without a backtracking pattern: `^[A-Za-z0-9+/]+={0,2}$` on an 8 MB string made V8
// throw "Maximum call stack size exceeded" (seen in the full test run), i.e. a 500 for an upload.
const OUTSIDE_ALPHABET = /[^A-Za-z0-9+/=]/;

/** At least one base64 character, then at most two '=' at the very end. */
function isBase64(body: string): boolean {
  if (!body || OUTSIDE_ALPHABET.test(body)) return false;
  const padding = body.indexOf('=');
  if (padding === -1) return true;
  return padding > 0 && padding >= body.length - 2 && body.slice(padding) === '='.repeat(body.length - padding);
}

/** Accepts "data:image/png;base64,...." or bare base64; the prefix's MIME type is ignored. */
export function decodeBase64(input: string): Buffer {
  const body = input.replace(DATA_URL_PREFIX, '').replace(/\s+/g, '');
  if (!isBase64(body) || body.length % 4 === 1) throw badInput('The file is not valid base64.', 'base64');
  // measured before decoding so an oversized upload never becomes a buffer
  if (base64DecodedSize(body) > MAX_UPLOAD_BYTES) throw badInput(UPLOAD_MESSAGES.tooLarge, 'base64');
  return Buffer.from(body, 'base64');
}

export type CheckedUpload = { bytes: Buffer; type: DetectedFileType; ext: string };

export function checkUpload(base64: string, fileName: string): CheckedUpload {
  const ext = fileExtension(fileName);
  if (!isAllowedExtension(ext)) throw badInput(UPLOAD_MESSAGES.onlyImages, 'fileName');
  const bytes = decodeBase64(base64);
  const type = detectFileType(bytes);
  if (!type) throw badInput(UPLOAD_MESSAGES.onlyImages, 'base64');
  if (EXTENSION_TYPES[ext] !== type) {
    throw badInput(`The file is ${TYPE_LABELS[type]} but its name ends in .${ext}. Please upload a JPEG, PNG or PDF named for what it is.`, 'fileName');
  }
  if (type === 'heic') throw badInput(UPLOAD_MESSAGES.heicNotConverted, 'base64');
  return { bytes, type, ext };
}
