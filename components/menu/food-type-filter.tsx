'use client';

import { useId } from 'react';
import { menuPreferences, useMenuPreferences } from '@/lib/client/menu-preferences';
import { FOOD_FILTERS, FOOD_FILTER_LABELS, foodFilterStatus } from '@/lib/domain/food-types';
import { itemsMatching, totalItems } from '@/lib/domain/menu-paging';
import { FoodTypeMark } from './food-type-badge';
import { useMenuContext } from './menu-preferences';

/** All / Veg / Non-veg as radio buttons; hides the other cards and says how many are shown. */
export function FoodTypeFilter() {
  const id = useId();
  const { foodTypeCounts } = useMenuContext();
  const { foodFilter } = useMenuPreferences();
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="sr-only">Show</legend>
        <span aria-hidden="true" className="text-sm font-medium text-stone-800">
          Show
        </span>
        {FOOD_FILTERS.map((filter) => (
          <label
            key={filter}
            htmlFor={`${id}-${filter}`}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-brand-100 bg-white px-4 text-sm font-medium text-brand-800 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-700 has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700"
          >
            <input
              id={`${id}-${filter}`}
              type="radio"
              name={`${id}-food-filter`}
              value={filter}
              checked={foodFilter === filter}
              onChange={() => menuPreferences.setFoodFilter(filter)}
              className="sr-only"
            />
            {filter !== 'all' && <FoodTypeMark foodType={filter} />}
            {FOOD_FILTER_LABELS[filter]}
          </label>
        ))}
      </fieldset>
      {/* "Showing all N items" is for screen readers on a phone, where the first screen is for dishes */}
      <p role="status" className={`text-sm text-stone-700 ${foodFilter === 'all' ? 'max-sm:sr-only' : ''}`} data-testid="food-filter-status">
        {foodFilterStatus(itemsMatching(foodTypeCounts, foodFilter), totalItems(foodTypeCounts), foodFilter)}
      </p>
    </div>
  );
}
