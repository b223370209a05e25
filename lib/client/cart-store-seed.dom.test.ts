// The cart page hands a logged-in customer's carts to the store with the page (seedAccountCarts):
// shown at once on a fresh page, under any edit this browser has not had confirmed, and ignored
// once the store has loaded (it is then newer than any page). A fresh copy of the store module per
// test: a seed only applies before the first load.
import * as React from 'react';
import { renderHook } from '@testing-library/react';
import type { Cart } from '@/lib/domain/cart';

type Store = typeof import('./cart-store');
const fresh = (): Store => {
  let store!: Store;
  jest.isolateModules(() => {
    // the test's own React, so the fresh store's hook runs in it
    jest.doMock('react', () => React);
    store = jest.requireActual<Store>('./cart-store');
  });
  return store;
};
const stateOf = (store: Store) => renderHook(() => store.useCartState()).result.current;

const cart = (kind: Cart['kind'], name: string, qty: number): Cart => ({
  kind,
  buyOrSubscribe: 'BUY',
  deliveryDates: [],
  deliveryDays: [],
  subscriptionStartsOn: null,
  addressId: 'a-1',
  additionalNotes: '',
  items: [{ menuItemId: `m-${name}`, name, image: null, unitType: 'GRAMS', specialInstructions: null, variants: [{ variantId: `v-${name}`, price: 14000, unit: 250, unitType: 'GRAMS', qty }] }],
});
const names = (store: Store) => stateOf(store).carts.flatMap((c) => c.items.map((i) => `${c.kind}:${i.name}×${i.variants[0].qty}`));

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('_rdo_version', '8');
  global.fetch = jest.fn(() => new Promise(() => {})) as typeof fetch;
});

test('a fresh page shows the server’s carts at once, in account mode', () => {
  const store = fresh();
  store.seedAccountCarts([cart('PDM', 'Bowl', 2)]);
  expect(names(store)).toEqual(['PDM:Bowl×2']);
  expect(stateOf(store)).toMatchObject({ mode: 'account', loaded: true });
  expect(global.fetch).not.toHaveBeenCalled();
});

test('an edit this browser has not had confirmed goes over the server’s copy', () => {
  localStorage.setItem('_rdo_v_unsaved_carts_1', JSON.stringify({ PDM: cart('PDM', 'Bowl', 5) }));
  const store = fresh();
  store.seedAccountCarts([cart('PDM', 'Bowl', 2), cart('TREATS', 'Jerky', 1)]);
  expect(names(store)).toEqual(['PDM:Bowl×5', 'TREATS:Jerky×1']);
});

test('once the store has loaded, a page’s carts change nothing', async () => {
  const store = fresh();
  await store.initCarts(false);
  store.cartActions.addItem('TREATS', cart('TREATS', 'Jerky', 1).items[0]);
  store.seedAccountCarts([cart('PDM', 'Bowl', 2)]);
  expect(names(store)).toEqual(['TREATS:Jerky×1']);
  expect(stateOf(store).mode).toBe('guest');
});

describe('the first load after a page came with the carts', () => {
  // the carts as the GraphQL API answers with them (CartFields)
  const asServer = (c: Cart) => ({
    categoryEnum: c.kind,
    buyOrSubscribe: c.buyOrSubscribe,
    deliveryDates: c.deliveryDates,
    deliveryDays: c.deliveryDays,
    subscriptionStartsOn: c.subscriptionStartsOn,
    additionalNotes: c.additionalNotes,
    deliveryAddress: c.addressId ? { id: c.addressId } : null,
    menuItem: c.items.map((i) => ({ id: i.menuItemId, name: i.name, unitType: i.unitType, specialInstructions: i.specialInstructions, image: null, variants: i.variants.map((v) => ({ id: v.variantId, price: v.price, unit: v.unit, unitType: v.unitType, qty: v.qty })) })),
  });
  const answer = (carts: Cart[]) =>
    jest.fn(async () => ({ json: async () => ({ data: { getCarts: carts.map(asServer), mergeGuestCarts: carts.map(asServer), saveCart: { categoryEnum: 'PDM' } } }) })) as unknown as typeof fetch;

  test('asks the server nothing when this browser has nothing to add: the page’s carts are the account’s', async () => {
    const store = fresh();
    store.seedAccountCarts([cart('PDM', 'Bowl', 2)]);
    global.fetch = answer([]);
    await store.initCarts(true);
    expect(global.fetch).not.toHaveBeenCalled();
    expect(names(store)).toEqual(['PDM:Bowl×2']);
    expect(stateOf(store)).toMatchObject({ mode: 'account', loaded: true });
  });

  test('asks nothing either when the viewer is known before the page has hydrated, if the page’s HTML says its carts are coming', async () => {
    const marker = document.createElement('span');
    marker.setAttribute('data-account-carts', '');
    document.body.append(marker);
    try {
      const store = fresh();
      global.fetch = answer([]);
      await store.initCarts(true);
      expect(global.fetch).not.toHaveBeenCalled();
      expect(stateOf(store).loaded).toBe(false);
      store.seedAccountCarts([cart('PDM', 'Bowl', 2)]);
      expect(names(store)).toEqual(['PDM:Bowl×2']);
      expect(stateOf(store)).toMatchObject({ mode: 'account', loaded: true });
      // a page without the mark (after a client-side navigation away, a login) asks as before
      marker.remove();
      await store.reloadCarts();
      expect(global.fetch).toHaveBeenCalledTimes(1);
    } finally {
      marker.remove();
    }
  });

  test('without that mark, a viewer known before the page’s carts were handed over asks the server', async () => {
    const store = fresh();
    global.fetch = answer([cart('PDM', 'Bowl', 2)]);
    await store.initCarts(true);
    expect(global.fetch).toHaveBeenCalledTimes(1);
    expect(names(store)).toEqual(['PDM:Bowl×2']);
  });

  test('merges a visitor’s cart kept in this browser', async () => {
    localStorage.setItem('_rdo_v_treats_cart_data_1', JSON.stringify(cart('TREATS', 'Jerky', 1)));
    const store = fresh();
    store.seedAccountCarts([cart('PDM', 'Bowl', 2)]);
    global.fetch = answer([cart('PDM', 'Bowl', 2), cart('TREATS', 'Jerky', 1)]);
    await store.initCarts(true);
    expect(global.fetch).toHaveBeenCalledTimes(1);
    expect(names(store)).toEqual(['PDM:Bowl×2', 'TREATS:Jerky×1']);
  });

  test('reads the account’s carts and sends the edits an earlier page did not get confirmed', async () => {
    localStorage.setItem('_rdo_v_unsaved_carts_1', JSON.stringify({ PDM: cart('PDM', 'Bowl', 5) }));
    const store = fresh();
    store.seedAccountCarts([cart('PDM', 'Bowl', 2)]);
    global.fetch = answer([cart('PDM', 'Bowl', 2)]);
    await store.initCarts(true);
    expect(global.fetch).toHaveBeenCalled();
    expect(names(store)).toEqual(['PDM:Bowl×5']);
  });

  test('a reload asked for before that first load asks the server', async () => {
    const store = fresh();
    store.seedAccountCarts([cart('PDM', 'Bowl', 2)]);
    global.fetch = answer([cart('PDM', 'Bowl', 1)]);
    await store.reloadCarts();
    expect(global.fetch).toHaveBeenCalledTimes(1);
    expect(names(store)).toEqual(['PDM:Bowl×1']);
  });

  test('a later load (a reload, a login) asks the server again', async () => {
    const store = fresh();
    store.seedAccountCarts([cart('PDM', 'Bowl', 2)]);
    global.fetch = answer([cart('PDM', 'Bowl', 3)]);
    await store.initCarts(true);
    expect(global.fetch).not.toHaveBeenCalled();
    await store.reloadCarts();
    expect(global.fetch).toHaveBeenCalledTimes(1);
    expect(names(store)).toEqual(['PDM:Bowl×3']);
  });
});
