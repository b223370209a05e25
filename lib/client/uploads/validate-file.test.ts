import { acceptsPdf, validateUploadFile } from './validate-file';
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '@/lib/domain/upload-rules';

const MB = 1024 * 1024;

test.each([
  ['a JPEG photo', { name: 'IMG_1.jpg', type: 'image/jpeg', size: 2 * MB }, false, null],
  ['a .jpeg', { name: 'a.jpeg', type: 'image/jpeg', size: 10 }, false, null],
  ['a PNG screenshot', { name: 'Screenshot.PNG', type: 'image/png', size: 300_000 }, false, null],
  ['a HEIC photo from an iPhone', { name: 'IMG_2.HEIC', type: 'image/heic', size: 3 * MB }, false, null],
  ['a HEIC photo with no MIME type (Chrome on Windows)', { name: 'IMG_2.heic', type: '', size: 3 * MB }, false, null],
  ['a .hecl (spec list)', { name: 'x.hecl', type: 'image/heic', size: 10 }, false, null],
  ['exactly 5 MB', { name: 'a.jpg', type: 'image/jpeg', size: MAX_UPLOAD_BYTES }, false, null],
  ['one byte over 5 MB', { name: 'a.jpg', type: 'image/jpeg', size: MAX_UPLOAD_BYTES + 1 }, false, UPLOAD_MESSAGES.tooLarge],
  ['a PDF where PDFs are not allowed', { name: 'r.pdf', type: 'application/pdf', size: 10 }, false, UPLOAD_MESSAGES.onlyImages],
  ['a PDF where they are', { name: 'r.pdf', type: 'application/pdf', size: 10 }, true, null],
  ['a big PDF', { name: 'r.pdf', type: 'application/pdf', size: 6 * MB }, true, UPLOAD_MESSAGES.tooLarge],
  ['a text file', { name: 'notes.txt', type: 'text/plain', size: 10 }, true, UPLOAD_MESSAGES.onlyImages],
  ['a GIF (image/ but not in the list)', { name: 'a.gif', type: 'image/gif', size: 10 }, false, UPLOAD_MESSAGES.onlyImages],
  ['a WebP', { name: 'a.webp', type: 'image/webp', size: 10 }, false, UPLOAD_MESSAGES.onlyImages],
  ['an SVG', { name: 'a.svg', type: 'image/svg+xml', size: 10 }, false, UPLOAD_MESSAGES.onlyImages],
  ['an HTML page named .png but typed text/html', { name: 'a.png', type: 'text/html', size: 10 }, false, UPLOAD_MESSAGES.onlyImages],
  ['no extension', { name: 'photo', type: 'image/jpeg', size: 10 }, false, UPLOAD_MESSAGES.onlyImages],
])('%s', (_name, file, allowPdf, expected) => {
  expect(validateUploadFile(file, { allowPdf })).toBe(expected);
});

test.each([
  [undefined, false],
  ['image/*', false],
  ['image/*,application/pdf', true],
  ['image/*, .PDF', true],
])('acceptsPdf(%j) = %s', (accept, expected) => {
  expect(acceptsPdf(accept)).toBe(expected);
});
