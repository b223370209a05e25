import { capitalizeFirst, cartItemCount, cartItemOf, isCartEmpty, isVariantListEmpty } from './cart';

test.each([
  ['no variants', [], true],
  ['all zero', [{ qty: 0 }, { qty: 0 }], true],
  ['one with a quantity', [{ qty: 0 }, { qty: 2 }], false],
  ['negative is not a quantity', [{ qty: -1 }], true],
])('variant list, %s: empty %p', (_case, variants, empty) => {
  expect(isVariantListEmpty(variants)).toBe(empty);
});

const item = (...qtys: number[]) => ({ variants: qtys.map((qty) => ({ qty })) });

test.each([
  ['no carts', [], true, 0],
  ['four empty carts', [{ items: [] }, { items: [] }, { items: [] }, { items: [] }], true, 0],
  ['items whose quantities are all 0', [{ items: [item(0, 0), item()] }], true, 0],
  ['one item in one cart', [{ items: [] }, { items: [item(0, 1)] }], false, 1],
  ['an item counts once however many variants', [{ items: [item(2, 3, 1)] }], false, 1],
  ['items across carts', [{ items: [item(1), item(0)] }, { items: [item(4), item(0, 2)] }], false, 3],
])('carts, %s: empty %p, badge %i', (_case, carts, empty, count) => {
  expect(isCartEmpty(carts)).toBe(empty);
  expect(cartItemCount(carts)).toBe(count);
});

test.each([
  ['leave at the gate', 'Leave at the gate'],
  ['  ring twice', 'Ring twice'],
  ['no ONIONS please', 'No ONIONS please'],
  ['Already fine', 'Already fine'],
  ['2 bowls', '2 bowls'],
  ['éclair', 'Éclair'],
  ['', ''],
  ['   ', ''],
])('capitalizeFirst(%p) = %p', (text, shown) => {
  expect(capitalizeFirst(text)).toBe(shown);
});

describe('cartItemOf', () => {
  const bowl = {
    id: 'm1',
    name: 'Chicken bowl',
    image: '/img/bowl.png',
    unitType: 'GRAMS' as const,
    variants: [
      { id: 'v250', price: 14000, unit: 250, unitType: 'GRAMS' as const },
      { id: 'v500', price: 26000, unit: 500, unitType: 'GRAMS' as const },
    ],
  };
  const line = (variantId: string, price: number, unit: number, qty: number) => ({ variantId, price, unit, unitType: 'GRAMS', qty });

  test.each([
    ['one size', { v250: 1 }, '', [line('v250', 14000, 250, 1)], null],
    ['both sizes, in the menu order', { v500: 2, v250: 3 }, '', [line('v250', 14000, 250, 3), line('v500', 26000, 500, 2)], null],
    ['a size at 0 is left out', { v250: 0, v500: 1 }, '', [line('v500', 26000, 500, 1)], null],
    ['an unknown size is ignored', { nope: 4, v250: 1 }, '', [line('v250', 14000, 250, 1)], null],
    ['notes are written as the cart writes them', { v250: 1 }, '  less rice', [line('v250', 14000, 250, 1)], 'Less rice'],
    ['blank notes are none', { v250: 1 }, '   ', [line('v250', 14000, 250, 1)], null],
  ])('%s', (_name, qty, notes, variants, specialInstructions) => {
    expect(cartItemOf(bowl, qty, notes)).toEqual({ menuItemId: 'm1', name: 'Chicken bowl', image: '/img/bowl.png', unitType: 'GRAMS', specialInstructions, variants });
  });
});
