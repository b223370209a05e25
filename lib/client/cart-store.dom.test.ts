// The browser's carts: a visitor's carts survive a reload under the spec's versioned keys, the
// badge counts items across the four carts, and at login the visitor's carts are sent to the
// server to merge and then forgotten locally. fetch is the boundary replaced here; the merge
// itself is tested against the database in graphql/orders/save-orders.db.test.ts.
import { cartActions, initCarts, GUEST_CART_KEYS } from './cart-store';
import { act, renderHook } from '@testing-library/react';
import { keepUnchanged, useCartCount, useCartQty } from './cart-store';
import { emptyCart } from '@/lib/domain/cart';
import type { CartItem } from '@/lib/domain/cart';

const bowl: CartItem = {
  menuItemId: 'm1',
  name: 'Chicken & Pumpkin Bowl',
  image: null,
  unitType: 'GRAMS',
  specialInstructions: 'less rice',
  variants: [{ variantId: 'v1', price: 14000, unit: 250, unitType: 'GRAMS', qty: 2 }],
};
const jerky: CartItem = { ...bowl, menuItemId: 'm2', name: 'Chicken Jerky', specialInstructions: null, variants: [{ variantId: 'v2', price: 25000, unit: 100, unitType: 'GRAMS', qty: 1 }] };

beforeEach(async () => {
  localStorage.clear();
  localStorage.setItem('_rdo_version', '8');
  await initCarts(false);
  cartActions.reset();
});

test('the spec’s storage keys', () => {
  expect(GUEST_CART_KEYS).toEqual({ CDM: '_rdo_v_cdm_cart_data_1', PDM: '_rdo_v_pdm_cart_data_1', TREATS: '_rdo_v_treats_cart_data_1', ADON: '_rdo_v_adon_cart_data_1' });
});

test('a visitor’s items are kept under the kind’s key, with instructions capitalised, and come back after a reload', async () => {
  act(() => cartActions.addItem('PDM', bowl));
  const stored = JSON.parse(localStorage.getItem('_rdo_v_pdm_cart_data_1')!);
  expect(stored.items[0]).toMatchObject({ menuItemId: 'm1', specialInstructions: 'Less rice' });
  expect(localStorage.getItem('_rdo_v_treats_cart_data_1')).toBeNull();
  await initCarts(false);
  const { result } = renderHook(() => useCartCount());
  expect(result.current).toBe(1);
});

test('the badge counts items across carts; adding the same size adds up; quantity 0 removes', () => {
  const { result } = renderHook(() => useCartCount());
  act(() => cartActions.addItem('PDM', bowl));
  act(() => cartActions.addItem('TREATS', jerky));
  act(() => cartActions.addItem('PDM', bowl));
  expect(result.current).toBe(2);
  expect(JSON.parse(localStorage.getItem('_rdo_v_pdm_cart_data_1')!).items[0].variants[0].qty).toBe(4);
  act(() => cartActions.setQty('TREATS', 'm2', 'v2', 0));
  expect(result.current).toBe(1);
  expect(localStorage.getItem('_rdo_v_treats_cart_data_1')).toBeNull();
});

test('choosing weekdays clears "Every day" and the other way round', () => {
  act(() => cartActions.addItem('CDM', bowl));
  act(() => cartActions.setMode('CDM', 'SUBSCRIBE'));
  act(() => cartActions.toggleDay('CDM', 'EVERYDAY'));
  act(() => cartActions.toggleDay('CDM', 'MONDAY'));
  expect(JSON.parse(localStorage.getItem('_rdo_v_cdm_cart_data_1')!).deliveryDays).toEqual(['MONDAY']);
  act(() => cartActions.toggleDay('CDM', 'EVERYDAY'));
  expect(JSON.parse(localStorage.getItem('_rdo_v_cdm_cart_data_1')!).deliveryDays).toEqual(['EVERYDAY']);
});

test('at login the visitor’s carts are merged on the server and the local copies removed', async () => {
  act(() => cartActions.addItem('PDM', bowl));
  const serverCart = {
    categoryEnum: 'PDM', buyOrSubscribe: 'BUY', deliveryDates: [], deliveryDays: [], additionalNotes: null, deliveryAddress: null,
    menuItem: [{ id: 'm1', name: bowl.name, unitType: 'GRAMS', specialInstructions: 'Less rice', image: null, variants: [{ id: 'v1', price: 14000, unit: 250, unitType: 'GRAMS', qty: 5 }] }],
  };
  const fetchMock = jest.fn(async (_url: string, init: { body: string }) => ({ json: async () => ({ data: { mergeGuestCarts: [serverCart] } }), body: init.body }));
  global.fetch = fetchMock as unknown as typeof fetch;
  await act(() => initCarts(true));
  const sent = JSON.parse(fetchMock.mock.calls[0][1].body);
  expect(sent.query).toContain('mergeGuestCarts');
  expect(sent.variables.c).toEqual([expect.objectContaining({ kind: 'PDM', items: [{ menuItemId: 'm1', specialInstructions: 'Less rice', variants: [{ variantId: 'v1', qty: 2 }] }] })]);
  expect(localStorage.getItem('_rdo_v_pdm_cart_data_1')).toBeNull();
  const { result } = renderHook(() => useCartCount());
  expect(result.current).toBe(1);
});

test('logout forgets every cart', () => {
  act(() => cartActions.addItem('ADON', bowl));
  act(() => cartActions.reset());
  const { result } = renderHook(() => useCartCount());
  expect(result.current).toBe(0);
  expect(Object.values(GUEST_CART_KEYS).every((k) => localStorage.getItem(k) === null)).toBe(true);
});

function serverCarts(kind = 'PDM', qty = 1) {
  return [{
    categoryEnum: kind, buyOrSubscribe: 'BUY', deliveryDates: [], deliveryDays: [], additionalNotes: null, deliveryAddress: null,
    menuItem: [{ id: 'm1', name: bowl.name, unitType: 'GRAMS', specialInstructions: null, image: null, variants: [{ id: 'v1', price: 14000, unit: 250, unitType: 'GRAMS', qty }] }],
  }];
}

test('an account cart edited while the server copy is loading keeps the edit and saves it', async () => {
  jest.useFakeTimers();
  try {
    let answer: (v: unknown) => void = () => {};
    const calls: { body: string; keepalive?: boolean }[] = [];
    global.fetch = jest.fn((_url: string, init: { body: string; keepalive?: boolean }) => {
      calls.push(init);
      if (calls.length === 1) return new Promise((resolve) => (answer = resolve));
      return Promise.resolve({ json: async () => ({ data: { saveCart: [] } }) });
    }) as unknown as typeof fetch;
    const loading = initCarts(true);
    act(() => cartActions.addItem('TREATS', jerky));
    answer({ json: async () => ({ data: { getCarts: serverCarts() } }) });
    await act(() => loading);
    const { result } = renderHook(() => useCartCount());
    expect(result.current).toBe(2); // the server's PDM bowl and the jerky added meanwhile
    // The edit is the account's, not a visitor's: kept as a guest cart, the next page merged it in again.
    expect(Object.values(GUEST_CART_KEYS).every((k) => localStorage.getItem(k) === null)).toBe(true);
    await act(async () => {
      jest.advanceTimersByTime(500);
    });
    const saves = calls.slice(1).map((c) => JSON.parse(c.body));
    expect(saves.some((b) => b.query.includes('saveCart') && b.variables.c.kind === 'TREATS')).toBe(true);
  } finally {
    jest.useRealTimers();
  }
});

test('leaving the page sends a waiting cart save at once, with keepalive', async () => {
  const calls: { body: string; keepalive?: boolean }[] = [];
  global.fetch = jest.fn(async (_url: string, init: { body: string; keepalive?: boolean }) => {
    calls.push(init);
    return { json: async () => ({ data: calls.length === 1 ? { getCarts: serverCarts() } : { saveCart: [] } }) };
  }) as unknown as typeof fetch;
  await act(() => initCarts(true));
  act(() => cartActions.setQty('PDM', 'm1', 'v1', 3));
  expect(calls).toHaveLength(1); // the save is still waiting for its delay
  window.dispatchEvent(new Event('pagehide'));
  await act(async () => {});
  expect(calls).toHaveLength(2);
  expect(calls[1].keepalive).toBe(true);
  expect(JSON.parse(calls[1].body).variables.c.items[0].variants[0].qty).toBe(3);
});

test('an edit whose save had not landed before a reload is applied over the server copy and saved again', async () => {
  const calls: { body: string }[] = [];
  // The previous page wrote the edit ahead (3 bowls) but its save never reached the server (1 bowl).
  localStorage.setItem('_rdo_v_unsaved_carts_1', JSON.stringify({ PDM: { kind: 'PDM', buyOrSubscribe: 'BUY', deliveryDates: [], deliveryDays: [], addressId: null, additionalNotes: '', items: [{ ...bowl, variants: [{ ...bowl.variants[0], qty: 3 }] }] } }));
  global.fetch = jest.fn(async (_url: string, init: { body: string }) => {
    calls.push(init);
    return { json: async () => ({ data: calls.length === 1 ? { getCarts: serverCarts('PDM', 1) } : { saveCart: [] } }) };
  }) as unknown as typeof fetch;
  jest.useFakeTimers();
  try {
    await act(() => initCarts(true));
    await act(async () => {
      jest.advanceTimersByTime(500);
    });
  } finally {
    jest.useRealTimers();
  }
  await act(async () => {});
  const save = JSON.parse(calls[1].body);
  expect(save.variables.c.items[0].variants[0].qty).toBe(3);
  expect(localStorage.getItem('_rdo_v_unsaved_carts_1')).toBeNull();
});

test('a menu card’s quantity re-renders it only when that size’s quantity changes', () => {
  let renders = 0;
  const { result } = renderHook(() => {
    renders++;
    return useCartQty('PDM', 'm1', 'v1');
  });
  expect(result.current).toBe(0);
  const before = renders;
  act(() => cartActions.addItem('TREATS', jerky));
  expect(renders).toBe(before);
  act(() => cartActions.addItem('PDM', bowl));
  expect(result.current).toBe(2);
  expect(renders).toBe(before + 1);
});

test('carts equal to those shown keep their objects (key order and unset fields aside); a changed one is new', () => {
  const pdm = { ...emptyCart('PDM'), items: [bowl] };
  const shown = [pdm, emptyCart('TREATS')];
  const reordered = [{ ...Object.fromEntries(Object.entries(pdm).reverse()), extra: undefined } as unknown as typeof pdm, emptyCart('TREATS')];
  expect(keepUnchanged(shown, reordered)).toBe(shown);
  const edited = [{ ...pdm, additionalNotes: 'gate 2' }, emptyCart('TREATS')];
  const kept = keepUnchanged(shown, edited);
  expect(kept).not.toBe(shown);
  expect(kept[0]).toBe(edited[0]);
  expect(kept[1]).toBe(shown[1]);
});
