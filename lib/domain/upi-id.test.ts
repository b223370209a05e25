import { parseUpiId } from './upi-id';

test.each([
  ['a plain id', 'divya@okaxis', 'divya@okaxis'],
  ['a phone number handle', '9876543210@ybl', '9876543210@ybl'],
  ['dots, hyphens, underscores', 'divya.rao-1_x@okhdfcbank', 'divya.rao-1_x@okhdfcbank'],
  ['spaces and capitals', '  Divya.Rao@OKICICI ', 'divya.rao@okicici'],
  ['no @', 'divya.okaxis', null],
  ['two @', 'a@b@okaxis', null],
  ['a handle with a dot (an email, not a UPI id)', 'divya@gmail.com', null],
  ['bank handle starting with a digit', 'divya@1bank', null],
  ['a one-letter name', 'd@okaxis', null],
  ['empty', '', null],
  ['too long', `${'a'.repeat(99)}@okaxis`, null],
])('%s', (_name, input, expected) => {
  expect(parseUpiId(input)).toBe(expected);
});
