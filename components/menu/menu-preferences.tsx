'use client';

// The menu's per-visitor parts, decided in the browser over the cached page: the PIN code dialog
// (spec session state displayPinCodeDialog, pinCode, validPinCodes) with a mark on each card
// saying whether it is delivered there, and the veg / non-veg filter that hides cards. The valid
// PINs come with the page as data (the configuration is a cached read, the same for everyone). This
// file holds what they share; the PIN control and the filter are pin-code-control.tsx and
// food-type-filter.tsx.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useMenuPreferences } from '@/lib/client/menu-preferences';
import type { CategoryCode } from '@/lib/domain/categories';
import { matchesFoodFilter, type FoodType } from '@/lib/domain/food-types';
import type { FoodTypeCounts } from '@/lib/domain/menu-paging';
import { deliversTo } from '@/lib/domain/pincodes';

type Context = { validPinCodes: ReadonlySet<string>; foodTypeCounts: FoodTypeCounts };

const MenuContext = createContext<Context>({ validPinCodes: new Set(), foodTypeCounts: { veg: 0, nonveg: 0, unset: 0 } });

/**
 * Wraps the menu: the PINs meals go to, and how many items of the view have each food type (the
 * filter counts the whole view, also the cards not loaded yet).
 */
export function MenuPreferencesProvider({ validPinCodes, foodTypeCounts, children }: { validPinCodes: string[]; foodTypeCounts: FoodTypeCounts; children: ReactNode }) {
  const value = useMemo(() => ({ validPinCodes: new Set(validPinCodes), foodTypeCounts }), [validPinCodes, foodTypeCounts]);
  return <MenuContext.Provider value={value}>{children}</MenuContext.Provider>;
}

/** The valid PINs and the view's counts by food type, for the menu's parts. */
export function useMenuContext(): Context {
  return useContext(MenuContext);
}

/** The view's items by food type (for the menu's "Show more"). */
export function useFoodTypeCounts(): FoodTypeCounts {
  return useContext(MenuContext).foodTypeCounts;
}

/** On a card: whether its kind is delivered to the PIN the visitor checked (nothing until they do). */
export function DeliveryMark({ kind }: { kind: CategoryCode }) {
  const { validPinCodes } = useContext(MenuContext);
  const { pinCode } = useMenuPreferences();
  if (!pinCode) return null;
  const ok = deliversTo(kind, pinCode, validPinCodes);
  return (
    <p className={`text-sm font-medium ${ok ? 'text-green-800' : 'text-red-800'}`} data-testid="delivery-mark" data-delivers={ok}>
      <span aria-hidden="true">{ok ? '✓ ' : '✕ '}</span>
      {ok ? `Delivered to ${pinCode}` : `Not delivered to ${pinCode}`}
    </p>
  );
}

/** One card's place in the grid, hidden when the filter leaves it out. */
export function MenuGridItem({ foodType, children }: { foodType: FoodType | null; children: ReactNode }) {
  const { foodFilter } = useMenuPreferences();
  const shown = matchesFoodFilter(foodType, foodFilter);
  // A class, not the hidden attribute: the item's own `flex` would override [hidden]. The card fills
  // its cell (*:flex-1): sized by its content it came out narrower than the grid in a short last row.
  return <li className={shown ? 'menu-cell' : 'hidden'}>{children}</li>;
}
