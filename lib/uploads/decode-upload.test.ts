import { AppError } from '@/lib/errors';
import { decodeBase64 } from './decode-upload';

test.each<[string, string, string | null]>([
  ['three bytes', 'QUJD', 'ABC'],
  ['two bytes, one pad', 'QUI=', 'AB'],
  ['one byte, two pads', 'QQ==', 'A'],
  ['a data URL prefix is ignored', 'data:image/png;base64,QUJD', 'ABC'],
  ['line breaks are ignored', 'QU\nJD', 'ABC'],
  ['only padding', '==', null],
  ['three pads', 'QQ===', null],
  ['padding in the middle', 'Q=Q=', null],
  ['a character outside the alphabet', 'QU*D', null],
  ['URL-safe alphabet is not ours', 'QU-_', null],
  ['empty', '', null],
  ['a length no encoder makes', 'QUJDR', null],
])('%s', (_case, input, decoded) => {
  if (decoded === null) expect(() => decodeBase64(input)).toThrow(new AppError('BAD_USER_INPUT', 'The file is not valid base64.'));
  else expect(decodeBase64(input).toString('latin1')).toBe(decoded);
});

test('a 5 MB upload (about 7 MB of base64) is checked without exhausting the stack, also deep in a call chain', () => {
  const body = Buffer.alloc(5 * 1024 * 1024 - 1, 7).toString('base64');
  const deep = (n: number): number => (n === 0 ? decodeBase64(body).length : deep(n - 1));
  expect(deep(2000)).toBe(5 * 1024 * 1024 - 1);
});
