import { documentNumber, documentPrefix, financialYearAt, financialYearOf, prefixProblem, serialOf } from './tax-documents';

// The financial year runs 1 April - 31 March (Income-tax Act s.3; GST returns follow it), on
// Kolkata's calendar.
test.each<[string, string, string]>([
  ['2026-11-26', '2026-27', '26-27'],
  ['2026-04-01', '2026-27', '26-27'],
  ['2026-03-31', '2025-26', '25-26'],
  ['2027-01-01', '2026-27', '26-27'],
  ['2099-12-31', '2099-00', '99-00'],
])('%s is in the financial year %s', (day, label, short) => {
  expect(financialYearOf(day)).toMatchObject({ label, short });
});

test.each<[string, string]>([
  ['2027-03-31T18:29:00Z', '2026-27'], // 31 March 23:59 IST
  ['2027-03-31T18:30:00Z', '2027-28'], // 1 April 00:00 IST
  ['2026-03-31T20:00:00Z', '2026-27'], // already 1 April in Kolkata, still 31 March in UTC
])('the instant %s is in %s', (iso, label) => {
  expect(financialYearAt(new Date(iso)).label).toBe(label);
});

// Rule 46(b) CGST Rules: consecutive, at most 16 characters of letters, digits, "-" and "/".
test.each<[string, string, number, string]>([
  ['GDK', '26-27', 123, 'GDK/26-27/000123'],
  ['CN', '26-27', 1, 'CN/26-27/0000001'],
  ['GDKS', '26-27', 1, 'GDKS/26-27/00001'],
  ['G', '27-28', 42, 'G/27-28/00000042'],
  ['GDK', '26-27', 999999, 'GDK/26-27/999999'],
])('prefix %s, year %s, serial %i -> %s', (prefix, fy, serial, number) => {
  expect(documentNumber(prefix, fy, serial)).toBe(number);
  expect(number.length).toBeLessThanOrEqual(16);
  expect(number).toMatch(/^[A-Z0-9/-]+$/);
  expect(serialOf(number)).toBe(serial);
});

test('a full series is an error, not a 17-character number', () => {
  expect(() => documentNumber('GDKS', '26-27', 100000)).toThrow(/full/);
  expect(() => documentNumber('GDK', '26-27', 0)).toThrow(/positive/);
});

test.each<[string, string | null]>([
  ['GDK', null],
  ['CN', null],
  ['A1B2', null],
  ['', 'A document prefix is 1 to 4 capital letters or digits.'],
  ['GDKST', 'A document prefix is 1 to 4 capital letters or digits.'],
  ['GD/K', 'A document prefix is 1 to 4 capital letters or digits.'],
  ['gdk', 'A document prefix is 1 to 4 capital letters or digits.'],
])('prefix %p', (prefix, problem) => {
  expect(prefixProblem(prefix)).toBe(problem);
});

test('a missing or invalid prefix setting falls back to the series default', () => {
  expect(documentPrefix('INVOICE', undefined)).toBe('GDK');
  expect(documentPrefix('INVOICE', ' gdk ')).toBe('GDK');
  expect(documentPrefix('INVOICE', 'TOOLONG')).toBe('GDK');
  expect(documentPrefix('CREDIT_NOTE', '')).toBe('CN');
  expect(documentPrefix('CREDIT_NOTE', 'CRN')).toBe('CRN');
});
