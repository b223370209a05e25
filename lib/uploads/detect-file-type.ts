// What a file really is, from its first bytes. The name and the MIME type the browser sends are
// the uploader's claims; these signatures are what decoders (and browsers sniffing) go by.
import 'server-only';

export type DetectedFileType = 'png' | 'jpeg' | 'webp' | 'gif' | 'heic' | 'avif' | 'pdf';

export const CONTENT_TYPES: Record<DetectedFileType, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  heic: 'image/heic',
  avif: 'image/avif',
  pdf: 'application/pdf',
};

export const TYPE_LABELS: Record<DetectedFileType, string> = {
  png: 'a PNG image',
  jpeg: 'a JPEG image',
  webp: 'a WebP image',
  gif: 'a GIF image',
  heic: 'a HEIC photo',
  avif: 'an AVIF image',
  pdf: 'a PDF document',
};

// ISO-BMFF brands (the "ftyp" box) that mean HEIF/HEIC stills or sequences.
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1']);
const AVIF_BRANDS = new Set(['avif', 'avis']);

function startsWith(bytes: Uint8Array, signature: number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((b, i) => bytes[offset + i] === b);
}

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}

function ftypBrand(bytes: Uint8Array): DetectedFileType | null {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return null;
  const boxSize = ((bytes[0] << 24) | (bytes[1] << 16) | (bytes[2] << 8) | bytes[3]) >>> 0;
  const end = Math.min(bytes.length, Math.max(16, boxSize));
  // major brand at 8, minor version at 12, then the compatible brands
  const brands = [ascii(bytes, 8, 12)];
  for (let i = 16; i + 4 <= end; i += 4) brands.push(ascii(bytes, i, i + 4));
  // "mif1" is shared by HEIC and AVIF; an avif brand anywhere decides it.
  if (brands.some((b) => AVIF_BRANDS.has(b))) return 'avif';
  if (brands.some((b) => HEIC_BRANDS.has(b))) return 'heic';
  return null;
}

export function detectFileType(bytes: Uint8Array): DetectedFileType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  if (bytes.length >= 6 && (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a')) return 'gif';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf'; // %PDF-
  return ftypBrand(bytes);
}

/** The detected type each allowed extension must carry (spec list: png, jpeg, jpg, heic, hecl, pdf). */
export const EXTENSION_TYPES: Record<string, DetectedFileType> = {
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  heic: 'heic',
  hecl: 'heic',
  pdf: 'pdf',
};
