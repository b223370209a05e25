import { serverFieldError } from './server-field-error';

test.each([
  ['a top-level field', { message: 'email: Please enter a valid email address.', field: 'email' }, '', { field: 'email', message: 'Please enter a valid email address.' }],
  ['a nested field under its prefix', { message: 'location.zipCode: Please enter a valid PIN code.', field: 'location.zipCode' }, 'location.', { field: 'zipCode', message: 'Please enter a valid PIN code.' }],
  ['a message without the path', { message: 'Phone number has already existed', field: 'phoneNumber', code: 'CONFLICT' }, '', { field: 'phoneNumber', message: 'Phone number has already existed' }],
  ['no field', { message: 'Please log in.' }, '', null],
  ['a field outside the prefix', { message: 'userId: not yours', field: 'userId' }, 'location.', null],
])('%s', (_name, error, prefix, expected) => {
  expect(serverFieldError(error, prefix)).toEqual(expected);
});
