// The preparation logic with fake canvas operations whose JPEG size is proportional to the pixel
// count, like a real encoder on a photo.
import { CanvasOps, UploadPreparationError, convertHeicToJpeg, encodeUnderTarget, isHeicFile, prepareFileForUpload } from './compress-image';
import { TARGET_IMAGE_BYTES, UPLOAD_MESSAGES } from '@/lib/domain/upload-rules';

function fakeOps(size: { width: number; height: number }, bytesPerPixel: number, opts: { failDecode?: boolean } = {}) {
  const encodes: { width: number; height: number }[] = [];
  const closed: boolean[] = [];
  const ops: CanvasOps = {
    decode: async () => {
      if (opts.failDecode) throw new Error('cannot decode');
      return { ...size, source: {} as CanvasImageSource, close: () => closed.push(true) };
    },
    encode: async (_image, width, height) => {
      encodes.push({ width, height });
      return new Blob([new Uint8Array(Math.round(width * height * bytesPerPixel))], { type: 'image/jpeg' });
    },
  };
  return { ops, encodes, closed };
}

const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });

test.each([
  [{ name: 'a.heic', type: 'image/heic', size: 1 }, true],
  [{ name: 'a.HEIC', type: '', size: 1 }, true],
  [{ name: 'a.heif', type: 'image/heif', size: 1 }, true],
  [{ name: 'a.jpg', type: 'image/jpeg', size: 1 }, false],
])('isHeicFile(%j) = %s', (f, expected) => {
  expect(isHeicFile(f)).toBe(expected);
});

test('a large photo is stepped down by 0.8 until under 500 KB, and renamed .jpg', async () => {
  // 4000x3000 at 0.5 bytes/pixel: 6 MB at full size
  const { ops, encodes, closed } = fakeOps({ width: 4000, height: 3000 }, 0.5);
  const out = await prepareFileForUpload(file('big.png', 'image/png', 4 * 1024 * 1024), ops);
  expect(out.name).toBe('big.jpg');
  expect(out.type).toBe('image/jpeg');
  expect(out.size).toBeLessThanOrEqual(TARGET_IMAGE_BYTES);
  expect(encodes[0]).toEqual({ width: 4000, height: 3000 });
  for (const e of encodes) {
    const steps = Math.log(e.width / 4000) / Math.log(0.8);
    expect(Math.abs(steps - Math.round(steps))).toBeLessThan(0.01);
    expect(e.height / e.width).toBeCloseTo(0.75, 2);
  }
  // the planner skips obviously-too-big steps: far fewer encodes than one per 0.8 step
  expect(encodes.length).toBeLessThanOrEqual(3);
  expect(closed).toEqual([true]);
});

test('encodeUnderTarget takes the largest 0.8 step that fits, never skipping past it', async () => {
  const { ops, encodes } = fakeOps({ width: 1000, height: 1000 }, 1); // 1 MB at full size
  const blob = await encodeUnderTarget({ width: 1000, height: 1000, source: {} as CanvasImageSource }, ops);
  expect(blob.size).toBeLessThanOrEqual(TARGET_IMAGE_BYTES);
  // 1 MB needs about half the area: one step (800 px, 640 KB) is still too big, two (640 px, 410 KB) fit
  expect(encodes.map((e) => e.width)).toEqual([1000, 800, 640]);
});

test('small images and PDFs go as they are', async () => {
  const { ops, encodes } = fakeOps({ width: 10, height: 10 }, 1);
  const small = file('s.png', 'image/png', 1000);
  expect(await prepareFileForUpload(small, ops)).toBe(small);
  const pdf = file('r.pdf', 'application/pdf', 2 * 1024 * 1024);
  expect(await prepareFileForUpload(pdf, ops)).toBe(pdf);
  expect(encodes).toEqual([]);
});

test('HEIC is converted to JPEG even when small', async () => {
  const { ops } = fakeOps({ width: 300, height: 400 }, 0.2);
  const out = await prepareFileForUpload(file('IMG_0001.HEIC', 'image/heic', 1000), ops);
  expect(out.name).toBe('IMG_0001.jpg');
  expect(out.type).toBe('image/jpeg');
});

test('a HEIC the browser cannot decode gives the message to show', async () => {
  const { ops } = fakeOps({ width: 1, height: 1 }, 1, { failDecode: true });
  const error = await convertHeicToJpeg(file('x.heic', '', 10), ops).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(UploadPreparationError);
  expect((error as Error).message).toBe(UPLOAD_MESSAGES.heicConversionFailed);
});

test('a large JPEG the browser cannot redraw is sent as it is (the server re-encodes it)', async () => {
  const { ops } = fakeOps({ width: 1, height: 1 }, 1, { failDecode: true });
  const big = file('big.jpg', 'image/jpeg', 2 * 1024 * 1024);
  expect(await prepareFileForUpload(big, ops)).toBe(big);
});
