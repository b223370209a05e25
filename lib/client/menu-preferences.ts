// What a visitor chose on the menu for this visit: the PIN code they checked delivery for (spec
// session state `pinCode`) and the veg / non-veg filter. The menu is the same cached page for
// everyone, so both live in the browser, in sessionStorage under versioned keys: they last as long
// as the tab, follow the visitor across the category pages, and logging out clears them.
import 'client-only';
import { useSyncExternalStore } from 'react';
import { loadState, removeState, saveState, visitStorage } from './persisted-state';
import { isValidIndianPin } from '@/lib/domain/pincodes';
import { isFoodFilter, type FoodFilter } from '@/lib/domain/food-types';

export const PIN_CODE_KEY = '_rdo_v_pin_code_1';
export const FOOD_FILTER_KEY = '_rdo_v_food_filter_1';

export type MenuPreferences = { pinCode: string | null; foodFilter: FoodFilter };

/** What the server renders (and the first render in the browser, so hydration matches). */
const NONE: MenuPreferences = { pinCode: null, foodFilter: 'all' };

let state: MenuPreferences | null = null;
const listeners = new Set<() => void>();

function current(): MenuPreferences {
  if (state) return state;
  const storage = visitStorage();
  const pin = loadState<unknown>(PIN_CODE_KEY, null, storage);
  const filter = loadState<unknown>(FOOD_FILTER_KEY, 'all', storage);
  // Whatever is stored is checked again: storage is the visitor's to edit.
  const pinCode = typeof pin === 'string' && isValidIndianPin(pin) ? pin : null;
  const foodFilter = isFoodFilter(filter) ? filter : 'all';
  // Nothing chosen is the server's own snapshot object: after hydrating with it, React compares it
  // with this one, and a different object (however equal) re-rendered every card of the menu.
  state = pinCode === NONE.pinCode && foodFilter === NONE.foodFilter ? NONE : { pinCode, foodFilter };
  return state;
}

function set(next: MenuPreferences) {
  state = next;
  const storage = visitStorage();
  if (next.pinCode) saveState(PIN_CODE_KEY, next.pinCode, storage);
  else removeState(PIN_CODE_KEY, storage);
  if (next.foodFilter === 'all') removeState(FOOD_FILTER_KEY, storage);
  else saveState(FOOD_FILTER_KEY, next.foodFilter, storage);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useMenuPreferences(): MenuPreferences {
  return useSyncExternalStore(subscribe, current, () => NONE);
}

export const menuPreferences = {
  /** A valid 6-digit PIN, or null to forget it. */
  setPinCode(pin: string | null) {
    const trimmed = pin?.trim() ?? null;
    set({ ...current(), pinCode: trimmed && isValidIndianPin(trimmed) ? trimmed : null });
  },
  setFoodFilter(filter: FoodFilter) {
    set({ ...current(), foodFilter: filter });
  },
  /** Logout: forgets both (the next read finds nothing stored). */
  reset() {
    const storage = visitStorage();
    removeState(PIN_CODE_KEY, storage);
    removeState(FOOD_FILTER_KEY, storage);
    state = null;
    for (const listener of listeners) listener();
  },
};
