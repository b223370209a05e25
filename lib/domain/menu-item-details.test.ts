import { nutritionRows, portionFor, readNutrition, readPortionGuide } from './menu-item-details';

const guide = [
  { dogWeightKg: 5, perDay: 150 },
  { dogWeightKg: 10, perDay: 250 },
  { dogWeightKg: 15, perDay: 350 },
  { dogWeightKg: 25, perDay: 500 },
];

describe('portionFor', () => {
  it.each([
    ['a 15 kg dog: the 15 kg row', 15, 350],
    ['a 12 kg dog: the next row up', 12, 350],
    ['a 3 kg dog: the lightest row', 3, 150],
    ['a 40 kg dog: the heaviest row', 40, 500],
  ])('%s', (_, kg, perDay) => expect(portionFor(guide, kg)?.perDay).toBe(perDay));
  it('is null without a guide', () => expect(portionFor([], 10)).toBeNull());
});

describe('reading stored JSON', () => {
  it.each([
    ['a full analysis', { energyKcal: 140, proteinG: 11, fatG: 4.5, fibreG: 1, moistureG: 72 }, true],
    ['a missing field', { energyKcal: 140, proteinG: 11 }, false],
    ['a negative amount', { energyKcal: 140, proteinG: -1, fatG: 4.5, fibreG: 1, moistureG: 72 }, false],
    ['nothing', null, false],
  ])('nutrition: %s', (_, value, ok) => expect(readNutrition(value) !== null).toBe(ok));
  it.each([
    ['rows from light to heavy', guide, 4],
    ['rows out of order', [guide[1], guide[0]], 0],
    ['a weight twice', [guide[0], guide[0]], 0],
    ['not a list', { a: 1 }, 0],
  ])('portion guide: %s', (_, value, rows) => expect(readPortionGuide(value)).toHaveLength(rows));
});

it('prints nutrition per 100 g as labels do', () => {
  expect(nutritionRows({ energyKcal: 140, proteinG: 11, fatG: 4.5, fibreG: 1, moistureG: 72.04 })).toEqual([
    { label: 'Energy', value: '140 kcal' },
    { label: 'Protein', value: '11 g' },
    { label: 'Fat', value: '4.5 g' },
    { label: 'Fibre', value: '1 g' },
    { label: 'Moisture', value: '72 g' },
  ]);
});
