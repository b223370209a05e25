import { getImageProps } from 'next/image';
import { IntentLink } from '@/components/ui/intent-link';
import { menuItemPath } from '@/lib/domain/menu-item-slug';
import { formatUnit } from '@/lib/domain/units';
import { FoodTypeBadge } from './food-type-badge';
import { SoldOutNote } from './sold-out-note';
import type { MenuCardItem } from './menu-card-item';

/**
 * How soon a card's picture is fetched: 'high' for the page's largest picture, 'eager' with the
 * page, 'lazy' as it comes near the screen.
 */
export type ImageUrgency = 'high' | 'eager' | 'lazy';

// The picture's width for srcset: a fixed width gives two candidates (1x: 384, 2x: 828), enough for
// a card at most 363 px wide on a desktop and a phone's full width at 2x, where `sizes` listed
// nine widths up to 3840 (about 1 kB of HTML per card, for pictures uploaded far smaller).
const CARD_IMAGE_WIDTH = 384;

/**
 * The card picture's <img> attributes through the image optimiser: what <Image> would render, as
 * plain props (getImageProps), so a card hydrates no image component of its own (a dozen on the menu).
 */
function cardImageProps(src: string, urgency: ImageUrgency) {
  const loading = urgency === 'lazy' ? 'lazy' : 'eager';
  const fetchPriority = urgency === 'high' ? 'high' : 'auto';
  return getImageProps({ src, alt: '', width: CARD_IMAGE_WIDTH, height: (CARD_IMAGE_WIDTH * 3) / 4, loading, fetchPriority, className: 'menu-card-img' }).props;
}

/**
 * One item on the menu, with its veg / non-veg mark. `marks` is what the browser adds for this
 * visitor (whether it is delivered to the PIN they checked); `articleRef` lets the menu move focus
 * to the first card it has just added.
 */
export function MenuItemCard({
  item,
  imageUrgency = 'lazy',
  marks,
  articleRef,
  children,
}: {
  item: MenuCardItem;
  imageUrgency?: ImageUrgency;
  marks?: React.ReactNode;
  articleRef?: React.Ref<HTMLElement>;
  children?: React.ReactNode;
}) {
  const { foodType } = item;
  return (
    <article
      ref={articleRef}
      tabIndex={articleRef ? -1 : undefined}
      aria-label={articleRef ? item.name : undefined}
      className="menu-card"
      data-testid="menu-item"
      data-category={item.category.categoryEnum}
      data-food-type={foodType ?? undefined}
    >
      {item.image && (
        // the name below is the page's link for keyboards and screen readers; the picture is a
        // second, larger target for a finger
        <IntentLink href={menuItemPath(item.category.categoryEnum, item.slug)} tabIndex={-1} aria-hidden="true" className="menu-card-pic">
          {/* eslint-disable-next-line @next/next/no-img-element -- the optimiser's attributes (cardImageProps) */}
          <img {...cardImageProps(item.image, imageUrgency)} alt="" />
        </IntentLink>
      )}
      <div className="menu-card-body">
        <div className="menu-card-head">
          <p className="menu-card-kind">{item.category.title}</p>
          <FoodTypeBadge foodType={foodType} />
        </div>
        <h2 className="menu-card-name">
          <IntentLink href={menuItemPath(item.category.categoryEnum, item.slug)}>{item.name}</IntentLink>
        </h2>
        {item.description && <p className="menu-card-text">{item.description}</p>}
        {marks && <div className="menu-card-marks">{marks}</div>}
        <SoldOutNote item={item} />
        <p className="menu-card-price">
          {item.priceText !== null ? (
            <>
              from <strong>{item.priceText}</strong>
              {item.variants[0] && <small>{` / ${formatUnit(item.variants[0].unit, item.variants[0].unitType)}`}</small>}
            </>
          ) : (
            'Currently unavailable'
          )}
        </p>
        {item.available && children}
      </div>
    </article>
  );
}
