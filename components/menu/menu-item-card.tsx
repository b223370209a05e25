import Image from 'next/image';
import { formatPaise } from '@/lib/domain/money';
import { formatUnit, type UnitType } from '@/lib/domain/units';
import type { FoodType } from '@/lib/domain/food-types';
import { FoodTypeBadge } from './food-type-badge';

export type MenuCardItem = {
  id: string;
  name: string;
  description: string | null;
  image: string | null;
  displayPrice: number | null;
  unitType: UnitType;
  category: { categoryEnum: string; title: string };
  variants: { id: string; price: number; unit: number; unitType: UnitType }[];
};

/**
 * One item on the menu. `foodType` draws the veg / non-veg mark; `marks` is what the browser adds
 * for this visitor (whether it is delivered to the PIN they checked).
 */
export function MenuItemCard({
  item,
  foodType = null,
  priority = false,
  marks,
  children,
}: {
  item: MenuCardItem;
  foodType?: FoodType | null;
  priority?: boolean;
  marks?: React.ReactNode;
  children?: React.ReactNode;
}) {
  return (
    <article
      className="flex flex-col overflow-hidden rounded-xl border border-brand-100 bg-white shadow-sm"
      data-testid="menu-item"
      data-category={item.category.categoryEnum}
      data-food-type={foodType ?? undefined}
    >
      {item.image && (
        <Image
          src={item.image}
          alt={item.name}
          width={480}
          height={360}
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          priority={priority}
          className="aspect-[4/3] w-full object-cover"
        />
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-xs font-semibold uppercase tracking-wide text-brand-600">{item.category.title}</p>
          <FoodTypeBadge foodType={foodType} />
        </div>
        <h2 className="text-lg font-semibold leading-snug">{item.name}</h2>
        {item.description && <p className="text-sm text-stone-700">{item.description}</p>}
        {marks}
        <p className="mt-auto text-sm">
          {item.displayPrice !== null ? (
            <>
              from <span className="text-base font-semibold text-stone-900">{formatPaise(item.displayPrice)}</span>
              {item.variants[0] && <span className="text-stone-600"> / {formatUnit(item.variants[0].unit, item.variants[0].unitType)}</span>}
            </>
          ) : (
            'Currently unavailable'
          )}
        </p>
        {children}
      </div>
    </article>
  );
}
