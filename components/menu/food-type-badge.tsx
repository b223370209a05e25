import { FOOD_TYPE_LABELS, type FoodType } from '@/lib/domain/food-types';


/**
 * The Indian food mark: a dot in a square, green for veg, red for non-veg (app/globals.css). Decorative: the words
 * beside it say the same for everyone, screen readers included.
 */
export function FoodTypeMark({ foodType }: { foodType: FoodType }) {
  return (
    <span aria-hidden="true" className={`food-mark food-mark-${foodType}`} />
  );
}

/** On a menu card: the mark and 'Veg' / 'Non-veg'. Nothing for an item whose type is not set. */
export function FoodTypeBadge({ foodType }: { foodType: FoodType | null }) {
  if (!foodType) return null;
  return (
    <span className="food-badge" data-testid="food-type" data-food-type={foodType}>
      <FoodTypeMark foodType={foodType} />
      {FOOD_TYPE_LABELS[foodType]}
    </span>
  );
}
