// Browser side of the upload rules: HEIC photos become JPEG, and images over about 500 KB are drawn
// smaller (x0.8 per step) before upload, so phones on slow connections send less. The canvas work
// sits behind CanvasOps so the stepping logic is tested without a browser.
import 'client-only';
import { TARGET_IMAGE_BYTES, UPLOAD_MESSAGES, fileExtension, isHeicExtension, nextScale, withExtension } from '@/lib/domain/upload-rules';
import type { FileLike } from './validate-file';

export type DecodedImage = { width: number; height: number; source: CanvasImageSource; close?: () => void };

export type CanvasOps = {
  /** decodes with EXIF orientation applied */
  decode: (blob: Blob) => Promise<DecodedImage>;
  /** draws the image at width x height on white and encodes it */
  encode: (image: DecodedImage, width: number, height: number, type: 'image/jpeg', quality: number) => Promise<Blob>;
};

export const CLIENT_JPEG_QUALITY = 0.8;
const MIN_EDGE = 64;
const MAX_STEPS = 20;

/** A message meant for the user (toast-able), as opposed to an unexpected failure. */
export class UploadPreparationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UploadPreparationError';
  }
}

export function isHeicFile(file: FileLike): boolean {
  const type = file.type.toLowerCase();
  return type === 'image/heic' || type === 'image/heif' || isHeicExtension(fileExtension(file.name));
}

async function decodeWithImageElement(blob: Blob): Promise<DecodedImage> {
  const url = URL.createObjectURL(blob);
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    return { width: img.naturalWidth, height: img.naturalHeight, source: img };
  } finally {
    // the decoded pixels stay with the element; the URL is no longer needed
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

export const browserCanvasOps: CanvasOps = {
  async decode(blob) {
    // createImageBitmap decodes HEIC where the platform can (Safari, where HEIC photos come from);
    // an <img> is the fallback for browsers whose createImageBitmap is stricter than <img>.
    if (typeof createImageBitmap === 'function') {
      try {
        const bitmap = await createImageBitmap(blob, { imageOrientation: 'from-image' });
        return { width: bitmap.width, height: bitmap.height, source: bitmap, close: () => bitmap.close() };
      } catch {
        /* try the image element */
      }
    }
    return decodeWithImageElement(blob);
  },
  async encode(image, width, height, type, quality) {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('Canvas is not available');
    // JPEG has no transparency: see-through pixels would turn black without a white ground
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, width, height);
    ctx.drawImage(image.source, 0, 0, width, height);
    return new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Canvas could not encode the image'))), type, quality),
    );
  },
};

/** Encodes at full size, then steps the scale down by 0.8 until the JPEG is at most `target`. */
export async function encodeUnderTarget(image: DecodedImage, ops: CanvasOps, target = TARGET_IMAGE_BYTES): Promise<Blob> {
  let scale = 1;
  for (let step = 0; ; step++) {
    const width = Math.max(1, Math.round(image.width * scale));
    const height = Math.max(1, Math.round(image.height * scale));
    const blob = await ops.encode(image, width, height, 'image/jpeg', CLIENT_JPEG_QUALITY);
    if (blob.size <= target || Math.min(width, height) <= MIN_EDGE || step >= MAX_STEPS) return blob;
    scale = nextScale(scale, blob.size, target);
  }
}

async function decodeAndEncode(blob: Blob, ops: CanvasOps, target: number): Promise<Blob> {
  const image = await ops.decode(blob);
  try {
    return await encodeUnderTarget(image, ops, target);
  } finally {
    image.close?.();
  }
}

const asJpegFile = (blob: Blob, originalName: string) => new File([blob], withExtension(originalName, 'jpg'), { type: 'image/jpeg' });

/** HEIC to JPEG (already stepped under the target); a user-facing error when the browser cannot. */
export async function convertHeicToJpeg(file: File, ops: CanvasOps = browserCanvasOps, target = TARGET_IMAGE_BYTES): Promise<File> {
  try {
    return asJpegFile(await decodeAndEncode(file, ops, target), file.name);
  } catch {
    throw new UploadPreparationError(UPLOAD_MESSAGES.heicConversionFailed);
  }
}

/**
 * What to upload for a chosen file: PDFs and small images as they are, HEIC converted, large
 * images redrawn as smaller JPEGs (renamed .jpg, since the server checks name against bytes).
 */
export async function prepareFileForUpload(file: File, ops: CanvasOps = browserCanvasOps, target = TARGET_IMAGE_BYTES): Promise<File> {
  if (isHeicFile(file)) return convertHeicToJpeg(file, ops, target);
  if (!file.type.startsWith('image/') || file.size <= target) return file;
  try {
    return asJpegFile(await decodeAndEncode(file, ops, target), file.name);
  } catch {
    // The server re-encodes anyway; sending the original (under 5 MB, already checked) still works.
    return file;
  }
}

export function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(blob);
  });
}
