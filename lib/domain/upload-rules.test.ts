import {
  TARGET_IMAGE_BYTES,
  base64DecodedSize,
  fileExtension,
  isAllowedExtension,
  nextScale,
  servedFileHeaders,
  uploadRateMessage,
  withExtension,
} from './upload-rules';

test.each([
  ['photo.JPG', 'jpg'],
  ['scan.final.pdf', 'pdf'],
  ['IMG_0001.HEIC', 'heic'],
  ['noext', ''],
  ['.hidden', ''],
  ['C:\\fakepath\\shot.png', 'png'],
])('fileExtension(%j) = %j', (name, ext) => {
  expect(fileExtension(name)).toBe(ext);
});

test.each([
  ['png', true],
  ['jpeg', true],
  ['jpg', true],
  ['heic', true],
  ['hecl', true],
  ['pdf', true],
  ['gif', false],
  ['webp', false],
  ['html', false],
  ['svg', false],
  ['', false],
])('extension %j allowed: %s', (ext, allowed) => {
  expect(isAllowedExtension(ext)).toBe(allowed);
});

test('withExtension renames a converted photo', () => {
  expect(withExtension('IMG_0001.HEIC', 'jpg')).toBe('IMG_0001.jpg');
  expect(withExtension('noext', 'jpg')).toBe('noext.jpg');
  expect(withExtension('', 'jpg')).toBe('image.jpg');
});

describe('nextScale', () => {
  test.each([
    // [scale, size, expected] with the 500 KB target
    ['already small: no change', 1, TARGET_IMAGE_BYTES, 1],
    ['just over: one 0.8 step', 1, TARGET_IMAGE_BYTES + 1, 0.8],
    ['twice the target: one step (0.64 of the area is not enough, the next encode decides)', 1, TARGET_IMAGE_BYTES * 2, 0.8],
    ['about 2.45x: two steps', 1, TARGET_IMAGE_BYTES * 2.45, 0.64],
    ['ten times: five steps', 1, TARGET_IMAGE_BYTES * 10, 0.8 ** 5],
    ['continues from the current scale', 0.8, TARGET_IMAGE_BYTES * 1.2, 0.64],
  ])('%s', (_name, scale, size, expected) => {
    expect(nextScale(scale, size)).toBeCloseTo(expected, 10);
  });

  test('always steps in powers of 0.8 and never jumps past the area estimate', () => {
    for (const factor of [1.01, 1.5, 3, 7, 40, 500]) {
      const next = nextScale(1, TARGET_IMAGE_BYTES * factor);
      const steps = Math.log(next) / Math.log(0.8);
      expect(Math.abs(steps - Math.round(steps))).toBeLessThan(1e-9);
      expect(steps).toBeGreaterThanOrEqual(1);
      // estimated size after the jump is still at or above the target (no overshoot)
      if (steps > 1) expect(factor * next * next).toBeGreaterThanOrEqual(1 - 1e-9);
    }
  });
});

test.each([
  ['', 0],
  ['QQ==', 1],
  ['QUI=', 2],
  ['QUJD', 3],
  ['QUJDRA', 4],
])('base64DecodedSize(%j) = %d', (b64, size) => {
  expect(base64DecodedSize(b64)).toBe(size);
  expect(Buffer.from(b64, 'base64').length).toBe(size);
});

test.each([
  ['a payment screenshot', 'image/jpeg', 'payments', '1763900000000.jpg', 'inline; filename="payments-1763900000000.jpg"', "default-src 'none'; img-src 'self'; sandbox"],
  ['a hero PNG', 'image/png', 'hero', '1763900000000.png', 'inline; filename="hero-1763900000000.png"', "default-src 'none'; img-src 'self'; sandbox"],
  ['a PDF receipt: a download, sandboxed', 'application/pdf', 'payments', '1763900000000.pdf', 'attachment; filename="payments-1763900000000.pdf"', 'sandbox'],
  ['anything else is a download too', 'application/octet-stream', 'payments', 'x.bin', 'attachment; filename="payments-x.bin"', 'sandbox'],
  ['a name with quotes and line breaks cannot break the header', 'application/pdf', 'payments', 'a"b\r\nc;d.pdf', 'attachment; filename="payments-a_b__c_d.pdf"', 'sandbox'],
])('served headers: %s', (_case, type, kind, name, disposition, csp) => {
  expect(servedFileHeaders(type, kind, name)).toEqual({ disposition, contentSecurityPolicy: csp });
});

test.each([
  [30, 'You have uploaded many files in a short time. Please try again in 30 seconds.'],
  [400, 'You have uploaded many files in a short time. Please try again in 7 minutes.'],
])('upload limit message after %i s', (seconds, message) => {
  expect(uploadRateMessage(seconds)).toBe(message);
});
