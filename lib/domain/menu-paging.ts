// How much of the menu one page carries. A category view can hold any number of items (the large
// data set has 50 per category, 200 in all), but a page that carries every card is 340–660 kB of
// HTML and hydration data: slow on a phone on 4G and the main cost of serving the cached page. The
// page carries the first MENU_FIRST_PAGE cards; the rest come from getMenuItems when the visitor
// asks (components/menu/menu-grid.tsx), MENU_PAGE_LIMIT at a time, the API's largest page. A view
// of up to MENU_WHOLE_VIEW_UP_TO items comes whole: a button for the last few would be a click in
// the way, not a lighter page.
import type { FoodFilter, FoodType } from './food-types';
import { noun } from './plural';

export const MENU_FIRST_PAGE = 12;
export const MENU_WHOLE_VIEW_UP_TO = 18;
export const MENU_PAGE_LIMIT = 100;

/** How many of a view's items its page carries. */
export function firstPageLength(total: number): number {
  return total <= MENU_WHOLE_VIEW_UP_TO ? total : MENU_FIRST_PAGE;
}

/** How many items of a menu view have each food type (null: the kitchen has not said). */
export type FoodTypeCounts = Record<FoodType | 'unset', number>;

export function totalItems(counts: FoodTypeCounts): number {
  return counts.veg + counts.nonveg + counts.unset;
}

/** How many items of the view the filter shows (an item without a food type only under All). */
export function itemsMatching(counts: FoodTypeCounts, filter: FoodFilter): number {
  return filter === 'all' ? totalItems(counts) : counts[filter];
}

/** The button under a partly shown menu: how many more the filter would show, or null for none. */
export function showMoreLabel(remainingShown: number, filter: FoodFilter): string | null {
  if (remainingShown <= 0) return null;
  const kind = filter === 'all' ? '' : filter === 'veg' ? ' veg' : ' non-veg';
  return `Show ${remainingShown} more${kind} ${noun(remainingShown, 'item')}`;
}
