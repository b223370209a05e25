import { deliveryAddressesLine, documentNumber, documentPrefix, financialYearAt, financialYearOf, lineTaxRates, prefixProblem, reverseChargeLine, serialOf, signatoryLine, stateLine, taxesByRate } from './tax-documents';

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
  // invoices and credit notes have the same six digits, whatever the prefix's length
  ['CN', '26-27', 1, 'CN/26-27/000001'],
  ['G', '27-28', 42, 'G/27-28/000042'],
  // a four-character prefix leaves room for five
  ['GDKS', '26-27', 1, 'GDKS/26-27/00001'],
  ['GDK', '26-27', 999999, 'GDK/26-27/999999'],
  // past the padding a shorter prefix's serial grows while the number fits
  ['CN', '26-27', 1000000, 'CN/26-27/1000000'],
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

describe('what Rules 46 and 53 of the CGST Rules ask a document to print', () => {
  test('Rule 46(q): the signatory line names the seller’s legal name', () => {
    expect(signatoryLine('Good Dog Kitchen Private Limited')).toBe('For Good Dog Kitchen Private Limited — Authorised signatory');
  });
  test.each<[boolean, string]>([
    [false, 'Tax payable on reverse charge: No'],
    [true, 'Tax payable on reverse charge: Yes'],
  ])('Rule 46(p): reverse charge %p', (rc, line) => expect(reverseChargeLine(rc)).toBe(line));
  test('Rule 46(e): the state by name and code', () => expect(stateLine('Maharashtra', '27')).toBe('Maharashtra (code 27)'));
  test.each<[number, boolean, string]>([
    [50, false, 'CGST 2.5 % + SGST 2.5 %'],
    [50, true, 'IGST 5 %'],
    [180, false, 'CGST 9 % + SGST 9 %'],
    [0, false, 'CGST 0 % + SGST 0 %'],
  ])('Rule 46(l): a line at %i tenths, inter-state %p: %s', (rate, inter, text) => expect(lineTaxRates(rate, inter)).toBe(text));
  test.each<[number, boolean, string]>([
    [50, false, '2.5 + 2.5 %'],
    [180, true, '18 %'],
  ])('the short form for the PDF: %i tenths, inter-state %p: %s', (rate, inter, text) => expect(lineTaxRates(rate, inter, 'short')).toBe(text));
  test('Rule 46(l): each tax with its rate and amount, by rate; nil-rated lines carry none', () => {
    const lines = [
      { gstRate: 50, cgst: 700, sgst: 700, igst: 0 },
      { gstRate: 180, cgst: 900, sgst: 900, igst: 0 },
      { gstRate: 50, cgst: 119, sgst: 119, igst: 0 },
      { gstRate: 0, cgst: 0, sgst: 0, igst: 0 },
    ];
    expect(taxesByRate(lines, false)).toEqual([
      { label: 'CGST 2.5 %', amount: 819 },
      { label: 'SGST 2.5 %', amount: 819 },
      { label: 'CGST 9 %', amount: 900 },
      { label: 'SGST 9 %', amount: 900 },
    ]);
    expect(taxesByRate([{ gstRate: 50, cgst: 0, sgst: 0, igst: 2490 }], true)).toEqual([{ label: 'IGST 5 %', amount: 2490 }]);
  });
  test('delivery addresses each once, in order', () => {
    expect(deliveryAddressesLine(['1, Main Road, Mumbai', '2, Hill Road, Pune', '1, Main Road, Mumbai', ''])).toBe('1, Main Road, Mumbai; 2, Hill Road, Pune');
  });
});
