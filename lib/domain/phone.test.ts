import { formatPhone, maskPhone, normalizeIndianMobile } from './phone';

test.each<[string, string | undefined, string | null]>([
  ['9876543210', undefined, '+919876543210'],
  ['6123456789', undefined, '+916123456789'],
  ['98765 43210', undefined, '+919876543210'],
  ['98765-43210', undefined, '+919876543210'],
  [' 987 654 3210 ', undefined, '+919876543210'],
  ['09876543210', undefined, '+919876543210'],
  ['919876543210', undefined, '+919876543210'],
  ['+919876543210', undefined, '+919876543210'],
  ['+91 98765 43210', undefined, '+919876543210'],
  ['9876543210', '91', '+919876543210'],
  ['9876543210', '+91', '+919876543210'],
  ['+91-98765-43210', '+91', '+919876543210'],
  ['9876543210', '1', null],
  ['9876543210', '+44', null],
  ['+449876543210', undefined, null],
  ['5876543210', undefined, null],
  ['987654321', undefined, null],
  ['98765432101', undefined, null],
  ['0919876543210', undefined, null],
  ['98765abcde', undefined, null],
  ['', undefined, null],
])('normalizeIndianMobile(%p, %p) = %p', (input, countryCode, e164) => {
  expect(normalizeIndianMobile(input, countryCode)).toBe(e164);
});

test.each([
  ['+919876543210', '+91 98XXXXXX10'],
  ['+916123456789', '+91 61XXXXXX89'],
  ['12345', 'XXX45'],
])('maskPhone(%p) = %p', (e164, masked) => {
  expect(maskPhone(e164)).toBe(masked);
});

describe('formatPhone', () => {
  it.each([
    ['+919845012346', '+91 98450 12346'],
    ['9845012346', '+91 98450 12346'],
    ['+91 98450-12346', '+91 98450 12346'],
    ['+14155550100', '+14155550100'],
    ['', ''],
    [null, ''],
  ])('%p → %p', (stored, shown) => expect(formatPhone(stored)).toBe(shown));
});
