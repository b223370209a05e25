'use client';
// The four carts in the browser. A visitor's carts live in localStorage under the store's versioned
// keys; a logged-in user's carts live on the server (the same on every device), and what a visitor
// collected is merged into them at login. Figures shown from here are previews: the server
// recomputes every price when the order is placed.
import 'client-only';
import { useSyncExternalStore } from 'react';
import { CATEGORY_ENUMS, type CategoryCode } from '@/lib/domain/categories';
import { cartHasItems, emptyCart, type Cart, type CartItem, cartItemCount, capitalizeFirst, MAX_QTY_PER_VARIANT } from '@/lib/domain/cart';
import { DELIVERY_DAYS, type DeliveryDay, type PurchaseMode } from '@/lib/domain/repeat';
import { loadState, removeState, saveState } from './persisted-state';
import { graphql } from '@/lib/client/graphql-document';
import { gql, takeEarlyAnswer, type ResultOf } from './graphql';
import { ACCOUNT_CARTS_ATTRIBUTE, EARLY_REQUEST, GET_CARTS, GUEST_CART_KEYS } from './early-queries';
import { toast } from './toast';

export { GUEST_CART_KEYS };

// Account-cart edits the server has not confirmed yet. A reload can start reading the carts before
// the last save lands; what is kept here is applied on top of what the server returns.
export const UNSAVED_CARTS_KEY = '_rdo_v_unsaved_carts_1';
type Unsaved = Partial<Record<CategoryCode, Cart>>;

type State = { carts: Cart[]; mode: 'guest' | 'account'; loaded: boolean };

const initial: State = { carts: CATEGORY_ENUMS.map(emptyCart), mode: 'guest', loaded: false };
let state: State = initial;
const listeners = new Set<() => void>();
const pendingSaves = new Map<CategoryCode, ReturnType<typeof setTimeout>>();
// Carts changed in this tab while the server's copy was loading: the load must not undo them.
const editedWhileLoading = new Set<CategoryCode>();
let loading = false;
// The carts came with the page (seedAccountCarts) and nobody has asked the server since.
let seededByPage = false;

function emit(next: State) {
  state = { ...next, carts: keepUnchanged(state.carts, next.carts) };
  listeners.forEach((l) => l());
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  return ka.length === kb.length && ka.every((k) => sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/**
 * `next`, with every cart equal to the one of its kind in `prev` replaced by that object, and `prev`
 * itself when nothing changed: the server's answer bringing the carts already shown (the cart page
 * arrives with them) then re-renders nothing, where new but equal objects re-rendered the whole page.
 */
export function keepUnchanged(prev: readonly Cart[], next: readonly Cart[]): Cart[] {
  const kept = next.map((c) => prev.find((p) => p.kind === c.kind && sameValue(p, c)) ?? c);
  return kept.length === prev.length && kept.every((c, i) => c === prev[i]) ? (prev as Cart[]) : kept;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What the browser keeps of a cart the server returns (getCarts, mergeGuestCarts, renewSubscription: `...CartFields`). */
export const CART_FIELDS = graphql(`
  fragment CartFields on Cart {
    categoryEnum
    buyOrSubscribe
    deliveryDates
    deliveryDays
    subscriptionStartsOn
    additionalNotes
    deliveryAddress { id }
    menuItem { id name unitType specialInstructions image { url } variants { id price unit unitType qty } }
  }
`);
export type CartFromServer = ResultOf<typeof CART_FIELDS>;

const MERGE_GUEST_CARTS = graphql(`
  mutation MergeGuestCarts($c: [CartInput!]!) {
    mergeGuestCarts(carts: $c) { ...CartFields }
  }
`);
const SAVE_CART = graphql(`
  mutation SaveCart($c: CartInput!) {
    saveCart(cart: $c) { categoryEnum }
  }
`);

// The schema types a cart's kind as a CategoryEnum (which has the menu's ALL) and its days as
// strings; a cart is only ever one of the four kinds, on the days the cart page offers.
const isCartKind = (value: string): value is CategoryCode => (CATEGORY_ENUMS as readonly string[]).includes(value);
const isDeliveryDay = (value: string): value is DeliveryDay => (DELIVERY_DAYS as readonly string[]).includes(value);

function fromServer(c: CartFromServer & { categoryEnum: CategoryCode }): Cart {
  return {
    kind: c.categoryEnum,
    buyOrSubscribe: c.buyOrSubscribe,
    deliveryDates: c.deliveryDates,
    deliveryDays: c.deliveryDays.filter(isDeliveryDay),
    subscriptionStartsOn: c.subscriptionStartsOn ?? null,
    addressId: c.deliveryAddress?.id ?? null,
    additionalNotes: c.additionalNotes ?? '',
    items: c.menuItem.map((i) => ({
      menuItemId: i.id,
      name: i.name,
      image: i.image?.url ?? null,
      unitType: i.unitType,
      specialInstructions: i.specialInstructions ?? null,
      variants: i.variants.map((v) => ({ variantId: v.id, price: v.price, unit: v.unit, unitType: v.unitType, qty: v.qty })),
    })),
  };
}

/** The server's carts as the browser keeps them. */
export function cartsFromServer(carts: readonly CartFromServer[]): Cart[] {
  return carts.filter((c): c is CartFromServer & { categoryEnum: CategoryCode } => isCartKind(c.categoryEnum)).map(fromServer);
}

export function toInput(c: Cart) {
  return {
    kind: c.kind,
    buyOrSubscribe: c.buyOrSubscribe,
    deliveryDates: c.deliveryDates,
    deliveryDays: c.deliveryDays,
    subscriptionStartsOn: c.subscriptionStartsOn,
    addressId: c.addressId,
    additionalNotes: c.additionalNotes || null,
    items: c.items.map((i) => ({ menuItemId: i.menuItemId, specialInstructions: i.specialInstructions, variants: i.variants.map((v) => ({ variantId: v.variantId, qty: v.qty })) })),
  };
}

function loadGuestCarts(): Cart[] {
  return CATEGORY_ENUMS.map((kind) => {
    const stored = loadState<Cart | null>(GUEST_CART_KEYS[kind], null);
    if (!stored || stored.kind !== kind || !Array.isArray(stored.items)) return emptyCart(kind);
    return { ...emptyCart(kind), ...stored };
  });
}

/** Called when the layout knows whether someone is logged in (and again when that changes). */
export async function initCarts(isLoggedIn: boolean): Promise<void> {
  if (!isLoggedIn) {
    emit({ carts: loadGuestCarts(), mode: 'guest', loaded: true });
    return;
  }
  const guest = loadGuestCarts().filter(cartHasItems);
  const unsaved = loadState<Unsaved>(UNSAVED_CARTS_KEY, {});
  // The page's server read the account's carts a moment ago: asking again would bring the same
  // carts, and its request and answer made one of the long tasks after the cart page's hydration.
  // Asked only when this browser has something to add: a visitor's carts to merge, or edits an
  // earlier page did not get confirmed (sent below).
  // The cart page also says so in its HTML: React hydrates the page's content after the navigation,
  // often after the viewer's answer has come, and its seed is then still to come (it goes on
  // top of nothing: the store has not loaded).
  const fromPage = seededByPage || (!state.loaded && document.querySelector(`[${ACCOUNT_CARTS_ATTRIBUTE}]`) !== null);
  seededByPage = false;
  if (fromPage && !guest.length && !Object.keys(unsaved).length) return;
  loading = true;
  editedWhileLoading.clear();
  const r = guest.length
    ? await gql(MERGE_GUEST_CARTS, { c: guest.map(toInput) })
    : await (takeEarlyAnswer<ResultOf<typeof GET_CARTS>>(EARLY_REQUEST.carts) ?? gql(GET_CARTS));
  loading = false;
  if (!r.ok) {
    emit({ ...state, mode: 'account', loaded: true });
    return;
  }
  if (guest.length) CATEGORY_ENUMS.forEach((k) => removeState(GUEST_CART_KEYS[k]));
  const carts = cartsFromServer('mergeGuestCarts' in r.data ? r.data.mergeGuestCarts : r.data.getCarts);
  // Newest first: edits made in this page while loading, then edits an earlier page did not get
  // confirmed, then the server's copy.
  const local = (kind: CategoryCode): Cart | undefined =>
    editedWhileLoading.has(kind) ? state.carts.find((c) => c.kind === kind) : unsaved[kind];
  emit({
    carts: CATEGORY_ENUMS.map((kind) => local(kind) ?? carts.find((c) => c.kind === kind) ?? emptyCart(kind)),
    mode: 'account',
    loaded: true,
  });
  for (const kind of CATEGORY_ENUMS) if (local(kind)) persist(state.carts.find((c) => c.kind === kind)!);
  editedWhileLoading.clear();
}

/**
 * A logged-in customer's carts as the page's server read them (the cart page): shown at once instead
 * of after the viewer and getCarts requests. Unconfirmed edits kept in this browser go on top, as
 * initCarts does. initCarts then asks the server only when this browser has something to add (a
 * visitor's cart to merge, edits to send), and its answer replaces these, edits made meanwhile
 * kept. Ignored once the carts are loaded: the store is then newer than a page.
 */
export function seedAccountCarts(carts: readonly Cart[]): void {
  if (state.loaded) return;
  seededByPage = true;
  const unsaved = loadState<Unsaved>(UNSAVED_CARTS_KEY, {});
  emit({ carts: CATEGORY_ENUMS.map((kind) => unsaved[kind] ?? carts.find((c) => c.kind === kind) ?? emptyCart(kind)), mode: 'account', loaded: true });
}

export async function reloadCarts(): Promise<void> {
  // asked for because the carts may have changed (an order refused for what was in them)
  seededByPage = false;
  await initCarts(state.mode === 'account');
}

function persist(cart: Cart) {
  // While an account's carts load the store is still in guest mode, but an edit then is the
  // account's: kept as a visitor's cart it was merged into the account again on the next page,
  // doubling what was added.
  if (state.mode === 'guest' && !loading) {
    if (cartHasItems(cart)) saveState(GUEST_CART_KEYS[cart.kind], cart);
    else removeState(GUEST_CART_KEYS[cart.kind]);
    return;
  }
  saveState(UNSAVED_CARTS_KEY, { ...loadState<Unsaved>(UNSAVED_CARTS_KEY, {}), [cart.kind]: cart });
  // sent once the server's copy is in: initCarts saves the edits made meanwhile
  if (loading) return;
  // Typing in notes or tapping + several times sends one save, not one per keystroke.
  clearTimeout(pendingSaves.get(cart.kind));
  pendingSaves.set(
    cart.kind,
    setTimeout(() => {
      pendingSaves.delete(cart.kind);
      void sendSave(cart);
    }, 400),
  );
}

async function sendSave(cart: Cart, options: { keepalive?: boolean } = {}): Promise<void> {
  const r = await gql(SAVE_CART, { c: toInput(cart) }, options);
  if (!r.ok) toast.error(r.error.message);
  // A network failure keeps the copy for the next load to retry; a refusal by the server (an item
  // taken off the menu) would only fail again, so the copy goes.
  if (!r.ok && !r.error.code) return;
  // Forget the write-ahead copy only if nothing newer was written since.
  const unsaved = loadState<Unsaved>(UNSAVED_CARTS_KEY, {});
  if (JSON.stringify(unsaved[cart.kind]) === JSON.stringify(cart)) {
    delete unsaved[cart.kind];
    if (Object.keys(unsaved).length) saveState(UNSAVED_CARTS_KEY, unsaved);
    else removeState(UNSAVED_CARTS_KEY);
  }
}

/** Sends queued saves now (before placing an order, or as the page goes away). */
export async function flushCartSaves(options: { keepalive?: boolean } = {}): Promise<void> {
  const kinds = [...pendingSaves.keys()];
  await Promise.all(
    kinds.map((kind) => {
      clearTimeout(pendingSaves.get(kind));
      pendingSaves.delete(kind);
      return sendSave(state.carts.find((c) => c.kind === kind)!, options);
    }),
  );
}

// A reload or a closed tab within the save delay must not lose the last change.
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => void flushCartSaves({ keepalive: true }));
}

function update(kind: CategoryCode, change: (cart: Cart) => Cart) {
  if (loading) editedWhileLoading.add(kind);
  const carts = state.carts.map((c) => (c.kind === kind ? change(c) : c));
  emit({ ...state, carts });
  persist(carts.find((c) => c.kind === kind)!);
}

export const cartActions = {
  /** Adds the chosen quantities of an item (the menu-item dialog). */
  addItem(kind: CategoryCode, item: CartItem) {
    update(kind, (cart) => {
      const existing = cart.items.find((i) => i.menuItemId === item.menuItemId);
      const merged: CartItem = existing
        ? {
            ...existing,
            specialInstructions: item.specialInstructions ? capitalizeFirst(item.specialInstructions) : existing.specialInstructions,
            variants: item.variants.map((v) => {
              const old = existing.variants.find((x) => x.variantId === v.variantId);
              return { ...v, qty: Math.min(MAX_QTY_PER_VARIANT, (old?.qty ?? 0) + v.qty) };
            }).concat(existing.variants.filter((x) => !item.variants.some((v) => v.variantId === x.variantId))),
          }
        : { ...item, specialInstructions: item.specialInstructions ? capitalizeFirst(item.specialInstructions) : null };
      const items = existing ? cart.items.map((i) => (i.menuItemId === item.menuItemId ? merged : i)) : [...cart.items, merged];
      // Treats default to buy (spec); other carts keep whatever the customer chose.
      return { ...cart, items: items.filter((i) => i.variants.some((v) => v.qty > 0)) };
    });
  },
  setQty(kind: CategoryCode, menuItemId: string, variantId: string, qty: number) {
    const q = Math.max(0, Math.min(MAX_QTY_PER_VARIANT, Math.floor(qty)));
    update(kind, (cart) => ({
      ...cart,
      items: cart.items
        .map((i) => (i.menuItemId === menuItemId ? { ...i, variants: i.variants.map((v) => (v.variantId === variantId ? { ...v, qty: q } : v)) } : i))
        .filter((i) => i.variants.some((v) => v.qty > 0)),
    }));
  },
  removeItem(kind: CategoryCode, menuItemId: string) {
    update(kind, (cart) => ({ ...cart, items: cart.items.filter((i) => i.menuItemId !== menuItemId) }));
  },
  setMode(kind: CategoryCode, mode: PurchaseMode) {
    update(kind, (cart) => ({ ...cart, buyOrSubscribe: mode, deliveryDates: [], deliveryDays: [], subscriptionStartsOn: null }));
  },
  /** A renewal's later start is dropped: the subscription starts as soon as it can. */
  clearStart(kind: CategoryCode) {
    update(kind, (cart) => ({ ...cart, subscriptionStartsOn: null }));
  },
  /**
   * The server filled these carts itself (renewSubscription): its copy wins over anything this tab
   * holds or has not saved yet for them.
   */
  replaceFromServer(serverCarts: readonly CartFromServer[], kinds: CategoryCode[]) {
    for (const kind of kinds) {
      clearTimeout(pendingSaves.get(kind));
      pendingSaves.delete(kind);
      editedWhileLoading.delete(kind);
    }
    const unsaved = loadState<Unsaved>(UNSAVED_CARTS_KEY, {});
    kinds.forEach((k) => delete unsaved[k]);
    if (Object.keys(unsaved).length) saveState(UNSAVED_CARTS_KEY, unsaved);
    else removeState(UNSAVED_CARTS_KEY);
    const fresh = cartsFromServer(serverCarts);
    emit({ ...state, carts: state.carts.map((c) => (kinds.includes(c.kind) ? (fresh.find((f) => f.kind === c.kind) ?? c) : c)) });
  },
  toggleDate(kind: CategoryCode, day: string) {
    update(kind, (cart) => ({
      ...cart,
      deliveryDates: cart.deliveryDates.includes(day) ? cart.deliveryDates.filter((d) => d !== day) : [...cart.deliveryDates, day].sort(),
    }));
  },
  toggleDay(kind: CategoryCode, day: DeliveryDay) {
    update(kind, (cart) => {
      if (day === 'EVERYDAY') return { ...cart, deliveryDays: cart.deliveryDays.includes('EVERYDAY') ? [] : ['EVERYDAY'], deliveryDates: [] };
      const without = cart.deliveryDays.filter((d) => d !== 'EVERYDAY');
      const days = without.includes(day) ? without.filter((d) => d !== day) : [...without, day];
      return { ...cart, deliveryDays: days, deliveryDates: [] };
    });
  },
  /** Picked dates (the calendar): a subscription that had weekdays becomes one on custom dates. */
  setDates(kind: CategoryCode, days: string[]) {
    update(kind, (cart) => ({ ...cart, deliveryDates: [...new Set(days)].sort(), deliveryDays: [] }));
  },
  /** A subscription's delivery days at once (the Every day / Weekdays / Weekends shortcuts). */
  setDays(kind: CategoryCode, days: DeliveryDay[]) {
    update(kind, (cart) => ({ ...cart, deliveryDays: days, deliveryDates: [] }));
  },
  setAddress(kind: CategoryCode, addressId: string | null) {
    update(kind, (cart) => ({ ...cart, addressId }));
  },
  setNotes(kind: CategoryCode, notes: string) {
    update(kind, (cart) => ({ ...cart, additionalNotes: notes.slice(0, 300) }));
  },
  /** After an admin deselects a customer, no cart may keep that customer's address. */
  resetAddresses() {
    for (const c of state.carts) if (c.addressId) update(c.kind, (cart) => ({ ...cart, addressId: null }));
  },
  /** The server emptied these carts when it placed the order. */
  markOrdered(kinds: CategoryCode[]) {
    emit({ ...state, carts: state.carts.map((c) => (kinds.includes(c.kind) ? emptyCart(c.kind) : c)) });
    if (state.mode === 'guest') kinds.forEach((k) => removeState(GUEST_CART_KEYS[k]));
    const unsaved = loadState<Unsaved>(UNSAVED_CARTS_KEY, {});
    kinds.forEach((k) => delete unsaved[k]);
    saveState(UNSAVED_CARTS_KEY, unsaved);
  },
  /** Logout: forget everything held in this tab. */
  reset() {
    pendingSaves.forEach((t) => clearTimeout(t));
    pendingSaves.clear();
    editedWhileLoading.clear();
    seededByPage = false;
    CATEGORY_ENUMS.forEach((k) => removeState(GUEST_CART_KEYS[k]));
    removeState(UNSAVED_CARTS_KEY);
    emit({ carts: CATEGORY_ENUMS.map(emptyCart), mode: 'guest', loaded: true });
  },
};

const serverSnapshot = initial;

export function useCartState(): State {
  return useSyncExternalStore(subscribe, () => state, () => serverSnapshot);
}

// The hooks below read one number from the store: a store change that leaves it as it was (the
// carts loading, another item's quantity) re-renders nothing, where the whole state re-rendered
// every card of the menu and the header once the carts had loaded.
const countOf = (s: State) => cartItemCount(s.carts.map((c) => ({ items: c.items })));

/** The carts alone, and whether they are loaded: a reload that changes neither renders nothing. */
export function useCarts(): Cart[] {
  return useSyncExternalStore(subscribe, () => state.carts, () => serverSnapshot.carts);
}
export function useCartsLoaded(): boolean {
  return useSyncExternalStore(subscribe, () => state.loaded, () => serverSnapshot.loaded);
}

export function useCartCount(): number {
  return useSyncExternalStore(subscribe, () => countOf(state), () => countOf(serverSnapshot));
}

/** How many of one size of one item are in its cart (0 when none). */
export function useCartQty(kind: CategoryCode, menuItemId: string, variantId: string | undefined): number {
  const qtyOf = (s: State) =>
    (variantId && s.carts.find((c) => c.kind === kind)?.items.find((i) => i.menuItemId === menuItemId)?.variants.find((v) => v.variantId === variantId)?.qty) || 0;
  return useSyncExternalStore(subscribe, () => qtyOf(state), () => qtyOf(serverSnapshot));
}
