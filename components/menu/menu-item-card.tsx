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
 * How soon a card's picture is fetched: 'high' for the first card (the largest picture in a
 * phone's first screen, and on a category page the LCP element), 'eager' for the rest of the
 * first row, 'lazy' below it.
 */
export type ImageUrgency = 'high' | 'eager' | 'lazy';

// The card's width: at most a third of main (72rem less padding and gaps), a half from 640 px, else
// the screen. Plain vw on purpose: next/image picks its srcset widths from the vw values it finds
// (calc() hides them and every width from 32 to 3840 px ends up in the HTML).
const CARD_IMAGE_SIZES = '(min-width: 1024px) 363px, (min-width: 640px) 50vw, 100vw';

/**
 * One item on the menu. `foodType` draws the veg / non-veg mark; `marks` is what the browser adds
 * for this visitor (whether it is delivered to the PIN they checked).
 */
export function MenuItemCard({
  item,
  foodType = null,
  imageUrgency = 'lazy',
  marks,
  children,
}: {
  item: MenuCardItem;
  foodType?: FoodType | null;
  imageUrgency?: ImageUrgency;
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
          sizes={CARD_IMAGE_SIZES}
          loading={imageUrgency === 'lazy' ? 'lazy' : 'eager'}
          fetchPriority={imageUrgency === 'high' ? 'high' : 'auto'}
          // Wider than tall on a phone, so the first card's price is in the first screen.
          className="aspect-video w-full object-cover sm:aspect-[4/3]"
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
