import { FOOD_TYPE_LABELS, type FoodType } from '@/lib/domain/food-types';

const COLOURS: Record<FoodType, string> = { veg: 'border-green-700 text-green-700', nonveg: 'border-red-700 text-red-700' };

/**
 * The Indian food mark: a dot in a square, green for veg, red for non-veg. Decorative: the words
 * beside it say the same for everyone, screen readers included.
 */
export function FoodTypeMark({ foodType }: { foodType: FoodType }) {
  return (
    <span aria-hidden="true" className={`inline-flex size-4 shrink-0 items-center justify-center rounded-[3px] border-2 bg-white ${COLOURS[foodType]}`}>
      <span className="size-2 rounded-full bg-current" />
    </span>
  );
}

/** On a menu card: the mark and 'Veg' / 'Non-veg'. Nothing for an item whose type is not set. */
export function FoodTypeBadge({ foodType }: { foodType: FoodType | null }) {
  if (!foodType) return null;
  return (
    <span className="inline-flex items-center gap-1.5 text-xs font-semibold text-stone-800" data-testid="food-type" data-food-type={foodType}>
      <FoodTypeMark foodType={foodType} />
      {FOOD_TYPE_LABELS[foodType]}
    </span>
  );
}
