// Veg or non-veg (spec: food types veg, nonveg): the mark on each menu item and the menu's filter.
// An item without a food type is shown under "All" only: the store does not guess.
export const FOOD_TYPES = ['veg', 'nonveg'] as const;
export type FoodType = (typeof FOOD_TYPES)[number];

/** The words beside the green or red dot, also what a screen reader says. */
export const FOOD_TYPE_LABELS: Record<FoodType, string> = { veg: 'Veg', nonveg: 'Non-veg' };

export const FOOD_FILTERS = ['all', 'veg', 'nonveg'] as const;
export type FoodFilter = (typeof FOOD_FILTERS)[number];
export const FOOD_FILTER_LABELS: Record<FoodFilter, string> = { all: 'All', veg: 'Veg', nonveg: 'Non-veg' };

export function isFoodFilter(value: unknown): value is FoodFilter {
  return typeof value === 'string' && (FOOD_FILTERS as readonly string[]).includes(value);
}

export function matchesFoodFilter(foodType: FoodType | null, filter: FoodFilter): boolean {
  return filter === 'all' || foodType === filter;
}

/** What the filter announces: 'Showing 5 of 14 items: veg only.' */
export function foodFilterStatus(shown: number, total: number, filter: FoodFilter): string {
  const items = (n: number) => (n === 1 ? '1 item' : `${n} items`);
  if (filter === 'all') return `Showing all ${items(total)}.`;
  const only = `${FOOD_TYPE_LABELS[filter].toLowerCase()} only`;
  return shown === 0 ? `No ${only.replace(' only', '')} items here.` : `Showing ${shown} of ${items(total)}: ${only}.`;
}
