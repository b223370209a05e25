import { formatPaise, rupeesToPaise } from './money';

describe('formatPaise', () => {
  test.each([
    [0, '₹0.00'],
    [5000, '₹50.00'],
    [12345, '₹123.45'],
    [12345678, '₹1,23,456.78'],
  ])('%i paise shows as %s', (paise, shown) => {
    expect(formatPaise(paise)).toBe(shown);
  });

  test('rupees convert to whole paise', () => {
    expect(rupeesToPaise(50)).toBe(5000);
    expect(rupeesToPaise(2.345)).toBe(235);
  });
});
