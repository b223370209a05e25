'use client';

import { useId } from 'react';
import { menuPreferences, useMenuPreferences } from '@/lib/client/menu-preferences';
import { FOOD_FILTERS, FOOD_FILTER_LABELS, foodFilterStatus } from '@/lib/domain/food-types';
import { itemsMatching, totalItems } from '@/lib/domain/menu-paging';
import { ChoiceChip } from '@/components/ui/choice-chip';
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
          <ChoiceChip
            key={filter}
            id={`${id}-${filter}`}
            name={`${id}-food-filter`}
            value={filter}
            checked={foodFilter === filter}
            onChange={() => menuPreferences.setFoodFilter(filter)}
          >
            {filter !== 'all' && <FoodTypeMark foodType={filter} />}
            {FOOD_FILTER_LABELS[filter]}
          </ChoiceChip>
        ))}
      </fieldset>
      {/* "Showing all N items" is for screen readers on a phone, where the first screen is for dishes */}
      <p role="status" className={`text-sm text-stone-700 ${foodFilter === 'all' ? 'max-sm:sr-only' : ''}`} data-testid="food-filter-status">
        {foodFilterStatus(itemsMatching(foodTypeCounts, foodFilter), totalItems(foodTypeCounts), foodFilter)}
      </p>
    </div>
  );
}
