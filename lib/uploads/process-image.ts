// Re-encodes an uploaded photo so what we store and serve is something we produced: orientation
// applied, metadata (EXIF with GPS, camera serials) gone, bounded in pixels and bytes.
import 'server-only';
import type { Metadata, Sharp } from 'sharp';
import { AppError, badInput } from '@/lib/errors';
import { TARGET_IMAGE_BYTES, UPLOAD_MESSAGES, nextScale } from '@/lib/domain/upload-rules';
import { imageSlots } from './image-slots';

/** decompression-bomb guard: a 5 MB PNG can claim billions of pixels */
export const MAX_INPUT_PIXELS = 40_000_000;
export const JPEG_QUALITY = 80;
// Below this the photo is useless as evidence of payment; stop stepping down (never reached in
// practice: a 64 px JPEG is a few KB).
const MIN_EDGE = 64;
const MAX_STEPS = 20;

export type ProcessedImage = {
  bytes: Buffer;
  contentType: 'image/jpeg' | 'image/png';
  ext: 'jpg' | 'png';
  width: number;
  height: number;
};

// sharp (and libvips under it) is loaded with the first upload, not with every server module that
// can take one.
const sharp = async () => (await import('sharp')).default;
const open = async (input: Buffer): Promise<Sharp> => (await sharp())(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });

function isPixelLimitError(e: unknown): boolean {
  return e instanceof Error && /pixel limit/i.test(e.message);
}

async function readDimensions(input: Buffer): Promise<{ width: number; height: number; hasAlpha: boolean; swapped: boolean }> {
  let meta: Metadata;
  const read = await sharp(); // outside the try: sharp failing to load is no unreadable image
  try {
    // header only: no pixels are decoded yet
    meta = await read(input, { limitInputPixels: false }).metadata();
  } catch {
    throw badInput('The image could not be read. Please upload a different file.', 'base64');
  }
  const { width, height } = meta;
  if (!width || !height) throw badInput('The image could not be read. Please upload a different file.', 'base64');
  if (width * height > MAX_INPUT_PIXELS) throw badInput(UPLOAD_MESSAGES.dimensionsTooLarge, 'base64');
  // EXIF orientations 5-8 turn the picture a quarter, so width and height trade places
  return { width, height, hasAlpha: meta.hasAlpha, swapped: (meta.orientation ?? 1) >= 5 };
}

async function encode(input: Buffer, width: number, format: 'jpeg' | 'png') {
  const pipeline = (await open(input)).rotate().resize({ width, withoutEnlargement: true });
  const out =
    format === 'png'
      ? pipeline.png({ compressionLevel: 9, adaptiveFiltering: true })
      : pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: JPEG_QUALITY, mozjpeg: true });
  return out.toBuffer({ resolveWithObject: true });
}

async function keepsTransparency(input: Buffer): Promise<boolean> {
  const stats = await (await open(input)).stats();
  return !stats.isOpaque;
}

/**
 * PNG stays PNG only while it has see-through pixels and fits the target at full size; everything
 * else becomes a JPEG stepped down by 0.8 until it is about 500 KB. Runs in one of the process's
 * few image slots (image-slots.ts): a burst of uploads queues instead of taking every core.
 */
export function processImage(input: Buffer, type: 'png' | 'jpeg', target = TARGET_IMAGE_BYTES): Promise<ProcessedImage> {
  return imageSlots().run(() => reencode(input, type, target));
}

async function reencode(input: Buffer, type: 'png' | 'jpeg', target: number): Promise<ProcessedImage> {
  const dims = await readDimensions(input);
  const fullWidth = dims.swapped ? dims.height : dims.width;
  try {
    if (type === 'png' && dims.hasAlpha && (await keepsTransparency(input))) {
      const png = await encode(input, fullWidth, 'png');
      if (png.data.length <= target) {
        return { bytes: png.data, contentType: 'image/png', ext: 'png', width: png.info.width, height: png.info.height };
      }
    }
    let scale = 1;
    for (let step = 0; ; step++) {
      const width = Math.max(1, Math.round(fullWidth * scale));
      const jpeg = await encode(input, width, 'jpeg');
      const smallest = Math.min(jpeg.info.width, jpeg.info.height) <= MIN_EDGE;
      if (jpeg.data.length <= target || smallest || step >= MAX_STEPS) {
        return { bytes: jpeg.data, contentType: 'image/jpeg', ext: 'jpg', width: jpeg.info.width, height: jpeg.info.height };
      }
      scale = nextScale(scale, jpeg.data.length, target);
    }
  } catch (e) {
    if (isPixelLimitError(e)) throw badInput(UPLOAD_MESSAGES.dimensionsTooLarge, 'base64');
    if (e instanceof AppError) throw e;
    throw badInput('The image could not be read. Please upload a different file.', 'base64');
  }
}
