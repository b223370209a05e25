import { capitalizeFirst, cartItemCount, isCartEmpty, isVariantListEmpty } from './cart';

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
