'use client';

// The menu's cards. The page carries the first MENU_FIRST_PAGE of the view, rendered on the server
// into the cached HTML; "Show N more items" fetches the rest through getMenuItems and adds them to
// the same list, then moves focus to the first new card. The veg / non-veg filter hides cards here,
// loaded or not, and the button counts what the filter would show.
import { useEffect, useRef, useState } from 'react';
import { useMenuPreferences } from '@/lib/client/menu-preferences';
import type { CategoryFilter } from '@/lib/domain/categories';
import { matchesFoodFilter } from '@/lib/domain/food-types';
import { itemsMatching, showMoreLabel, totalItems } from '@/lib/domain/menu-paging';
import { AddToCartButton } from './add-to-cart-button';
import { fetchRest } from './fetch-menu-rest';
import { QuickAdd } from './quick-add';
import { MenuItemCard, type ImageUrgency } from './menu-item-card';
import type { MenuCardItem } from './menu-card-item';
import { DeliveryMark, MenuGridItem, useFoodTypeCounts } from './menu-preferences';

/**
 * Only the first card's picture is fetched with the page: with high priority when it is the largest
 * picture of the first screen, on a menu without a hero. Under the hero, the hero is the page's
 * largest paint on every width (Lighthouse names it), and a second high-priority picture would only
 * share the connection with it. The rest load as they come near the screen; on a phone (one
 * column) they start below the first screen.
 */
function urgency(index: number, underHero: boolean): ImageUrgency {
  if (index > 0) return 'lazy';
  return underHero ? 'eager' : 'high';
}

export function MenuGrid({ category, firstItems, underHero = false }: { category: CategoryFilter; firstItems: MenuCardItem[]; /** the menu's hero is above the cards */ underHero?: boolean }) {
  const counts = useFoodTypeCounts();
  const { foodFilter } = useMenuPreferences();
  // null until the rest is fetched
  const [more, setMore] = useState<MenuCardItem[] | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const firstNew = useRef<HTMLElement>(null);
  // set when a fetch added cards; the effect after that render moves focus to the first of them
  const focusPending = useRef(false);

  // An item the menu gained or lost between the page's cache and this fetch must not show twice.
  const seen = new Set(firstItems.map((i) => i.id));
  const items = more ? [...firstItems, ...more.filter((i) => !seen.has(i.id))] : firstItems;
  const loadedAll = more !== null || items.length >= totalItems(counts);
  // focus goes to the first added card the filter shows (a hidden one cannot take it)
  const focusIndex = items.findIndex((item, i) => i >= firstItems.length && matchesFoodFilter(item.foodType, foodFilter));
  const remainingShown = loadedAll ? 0 : itemsMatching(counts, foodFilter) - items.filter((i) => matchesFoodFilter(i.foodType, foodFilter)).length;
  const label = showMoreLabel(remainingShown, foodFilter);

  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    firstNew.current?.focus();
  }, [more]);

  async function showMore() {
    setLoading(true);
    setError(null);
    try {
      const rest = await fetchRest(category, firstItems.length, totalItems(counts));
      focusPending.current = true;
      setMore(rest);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setLoading(false);
    }
  }

  return (
    <>
      <ul className="mt-3 grid gap-3 sm:mt-4 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3" aria-label="Menu items">
        {items.map((item, i) => (
          <MenuGridItem key={item.id} foodType={item.foodType}>
            <MenuItemCard
              item={item}
              imageUrgency={i < firstItems.length ? urgency(i, underHero) : 'lazy'}
              articleRef={i === focusIndex ? firstNew : undefined}
              marks={<DeliveryMark kind={item.category.categoryEnum} />}
            >
              <div className="menu-card-actions">
                <QuickAdd item={item} />
                <AddToCartButton item={item} />
              </div>
            </MenuItemCard>
          </MenuGridItem>
        ))}
      </ul>
      {label && (
        <div className="mt-6 flex flex-col items-center gap-2">
          {error && (
            <p role="alert" className="text-sm text-red-800">
              Could not load more of the menu: {error}
            </p>
          )}
          <button
            type="button"
            onClick={showMore}
            disabled={loading}
            aria-busy={loading || undefined}
            className="min-h-11 rounded-lg border border-brand-700 bg-white px-6 font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60"
          >
            {loading ? 'Loading…' : error ? 'Try again' : label}
          </button>
        </div>
      )}
    </>
  );
}
