import { formatAmount, formatUnit } from './units';

test.each([
  [500, 'GRAMS', '500 g'],
  [1000, 'GRAMS', '1 kg'],
  [250, 'ML', '250 ml'],
  [6, 'PIECES', '6 pcs'],
  [1500, 'ML', '1.5 L'],
  [1250, 'GRAMS', '1250 g'],
] as const)('unit %i %s shows as %s', (unit, type, shown) => {
  expect(formatUnit(unit, type)).toBe(shown);
});

test.each([
  [3500, 'GRAMS', '3.5 kg'],
  [1050, 'GRAMS', '1.05 kg'],
  [1000, 'GRAMS', '1 kg'],
  [999, 'GRAMS', '999 g'],
  [0, 'GRAMS', '0 g'],
  [12345, 'GRAMS', '12.345 kg'],
  [2000, 'ML', '2 L'],
  [750, 'ML', '750 ml'],
  [36, 'PIECES', '36 pcs'],
  [1200, 'PIECES', '1200 pcs'],
] as const)('a total of %i %s reads %s', (total, type, shown) => {
  expect(formatAmount(total, type)).toBe(shown);
});
