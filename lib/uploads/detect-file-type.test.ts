import { detectFileType } from './detect-file-type';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p)))));
const ftyp = (major: string, ...compatible: string[]) => {
  const size = 16 + compatible.length * 4;
  return bytes([0, 0, 0, size], 'ftyp', major, [0, 0, 0, 0], compatible.join(''), 'rest of file');
};

test.each([
  ['PNG', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'IHDR...'), 'png'],
  ['JPEG (JFIF)', bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'), 'jpeg'],
  ['JPEG (EXIF)', bytes([0xff, 0xd8, 0xff, 0xe1], 'Exif'), 'jpeg'],
  ['WebP', bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '), 'webp'],
  ['GIF89a', bytes('GIF89a...'), 'gif'],
  ['GIF87a', bytes('GIF87a...'), 'gif'],
  ['PDF', bytes('%PDF-1.7\n'), 'pdf'],
  ['HEIC brand', ftyp('heic', 'mif1', 'heic'), 'heic'],
  ['HEIF mif1 with heic compatible', ftyp('mif1', 'heic'), 'heic'],
  ['HEVC sequence', ftyp('hevc', 'msf1'), 'heic'],
  ['AVIF is not HEIC even with mif1', ftyp('avif', 'mif1', 'miaf'), 'avif'],
  ['mif1 major, avif compatible', ftyp('mif1', 'avif'), 'avif'],
  ['MP4 video', ftyp('isom', 'mp41'), null],
  ['HTML', bytes('<!doctype html><script>alert(1)</script>'), null],
  ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'), null],
  ['RIFF that is not WebP (WAV)', bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt '), null],
  ['empty', bytes(), null],
  ['two bytes of JPEG', bytes([0xff, 0xd8]), null],
])('%s', (_name, input, expected) => {
  expect(detectFileType(input)).toBe(expected);
});
