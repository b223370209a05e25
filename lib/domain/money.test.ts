import { formatPaise, parseRupees } from './money';

describe('formatPaise', () => {
  test.each([
    [0, '₹0.00'],
    [5000, '₹50.00'],
    [12345, '₹123.45'],
    [12345678, '₹1,23,456.78'],
  ])('%i paise shows as %s', (paise, shown) => {
    expect(formatPaise(paise)).toBe(shown);
  });

  test('makes its formatter on the first price shown, not when imported (a page that prints no price in its start-up pays no ICU load)', () => {
    const made = jest.spyOn(Intl, 'NumberFormat');
    try {
      jest.isolateModules(() => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const fresh = require('./money') as typeof import('./money');
        expect(made).not.toHaveBeenCalled();
        fresh.formatPaise(100);
        fresh.formatPaise(200);
        expect(made).toHaveBeenCalledTimes(1);
      });
    } finally {
      made.mockRestore();
    }
  });
});

describe('parseRupees', () => {
  test.each([
    ['50', 5000],
    ['750', 75000],
    [' 499.5 ', 49950],
    ['49.50', 4950],
    ['0.29', 29],
    ['1.01', 101],
    ['0', 0],
    ['100000', 10000000],
  ])('%p is %i paise', (typed, paise) => {
    expect(parseRupees(typed)).toBe(paise);
  });

  test.each(['', '   ', 'abc', '-5', '+5', '1e3', '2.345', '5.', '.5', '₹500', '1,000', '12 34', 'NaN', 'Infinity'])('%p is not an amount', (typed) => {
    expect(parseRupees(typed)).toBeNull();
  });
});
