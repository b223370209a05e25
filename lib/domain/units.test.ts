import { formatUnit } from './units';

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
