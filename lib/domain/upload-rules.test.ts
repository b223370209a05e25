import {
  TARGET_IMAGE_BYTES,
  base64DecodedSize,
  fileExtension,
  isAllowedExtension,
  nextScale,
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
