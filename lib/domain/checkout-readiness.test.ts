import { canShowTotal, missingForCheckout, type CartReadiness } from './checkout-readiness';

const cart = (title: string, hasAddress: boolean, hasDates: boolean): CartReadiness => ({ title, hasAddress, hasDates });

describe('missingForCheckout names everything missing at once', () => {
  test.each<[string, CartReadiness[], boolean, string | null]>([
    ['nothing chosen (the issue’s case)', [cart('Treats', false, false)], true, 'Choose an address and delivery dates'],
    ['only the address', [cart('Treats', false, true)], true, 'Choose an address'],
    ['only the dates', [cart('Treats', true, false)], true, 'Choose delivery dates'],
    ['everything chosen', [cart('Treats', true, true)], true, null],
    ['two carts, both lacking both', [cart('Treats', false, false), cart('Pet Dog Meals', false, false)], true, 'Choose an address and delivery dates'],
    ['two carts, each lacking something else', [cart('Treats', false, true), cart('Pet Dog Meals', true, false)], true, 'Choose an address for Treats, and delivery dates for Pet Dog Meals'],
    ['three carts, two lacking dates', [cart('Treats', true, false), cart('Add ons', true, true), cart('Pet Dog Meals', true, false)], true, 'Choose delivery dates for Treats and Pet Dog Meals'],
    ['logged out: no address can be chosen yet, dates still count', [cart('Treats', false, false)], false, 'Choose delivery dates'],
    ['logged out with dates', [cart('Treats', false, true)], false, null],
  ])('%s', (_case, carts, isLoggedIn, sentence) => {
    expect(missingForCheckout(carts, { isLoggedIn })).toBe(sentence);
  });
});

test.each<[string, CartReadiness[], boolean]>([
  ['no dates: no ₹0.00 total', [cart('Treats', true, false)], false],
  ['one of two carts undated', [cart('Treats', true, true), cart('Pet Dog Meals', true, false)], false],
  ['all dated (address not needed for a price)', [cart('Treats', false, true)], true],
  ['no carts', [], false],
])('canShowTotal: %s', (_case, carts, shown) => {
  expect(canShowTotal(carts)).toBe(shown);
});
