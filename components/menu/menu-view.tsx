import { listCategories } from '@/lib/catalog/list-categories';
import { listMenuItems } from '@/lib/catalog/list-menu-items';
import { getHeroImages } from '@/lib/catalog/get-hero-images';
import { CATEGORY_LABELS, type CategoryFilter } from '@/lib/domain/categories';
import { AfterBuild } from '@/lib/cache/after-build';
import { JsonLd } from '@/lib/seo/json-ld-script';
import { menuItemsJsonLd } from '@/lib/seo/json-ld';
import { CategoryTabs } from './category-tabs';
import { menuCardItem } from './menu-card-item';
import { MenuGrid } from './menu-grid';
import { HeroBanner } from './hero-banner';
import { ViewCartLink } from '@/components/cart/view-cart-link';
import { HeroImagesControl } from '@/components/admin/hero-images-control';
import { StoreClosedBanner } from '@/components/store/store-closed-banner';
import { getStoreRecord } from '@/lib/store/store-record';
import { getConfigMap } from '@/lib/config/get-configurations';
import { parsePincodes } from '@/lib/domain/pincodes';
import { countMenuItems } from '@/lib/catalog/count-menu-items';
import { MENU_WHOLE_VIEW_UP_TO, firstPageLength, totalItems } from '@/lib/domain/menu-paging';
import { FoodTypeFilter } from './food-type-filter';
import { MenuPreferencesProvider } from './menu-preferences';
import { PinCodeControl } from './pin-code-control';

/**
 * The menu for one category view (`/` is ALL, `/?category=PDM` is rewritten to /menu/PDM). The
 * same HTML for every visitor, all of it prerendered into the page's cached shell (its reads are
 * `'use cache'`), with no request-time part at all: the admin's hero control is decided in the
 * browser (HeroImagesControl), like the header's navigation.
 *
 * No <Suspense> around the menu on purpose: React leaves a boundary whose content is larger than
 * its progressive chunk size (12.8 kB) out of a prerendered shell, and the menu is larger. The
 * pages using this view set `instant = false`, because during `next build` (and only then)
 * AfterBuild holds the whole page back.
 */
export function MenuView({ category }: { category: Promise<CategoryFilter> }) {
  return (
    <>
      <AfterBuild>
        <MenuCatalog category={category} />
      </AfterBuild>
    </>
  );
}

export async function MenuCatalog({ category: categoryPromise }: { category: Promise<CategoryFilter> }) {
  const selected = await categoryPromise;
  // One round trip each, in parallel: no waterfall.
  const [categories, items, foodTypeCounts, hero, store, config] = await Promise.all([
    listCategories(),
    listMenuItems({ category: selected, limit: MENU_WHOLE_VIEW_UP_TO }),
    countMenuItems(selected),
    selected === 'ALL' ? getHeroImages() : null,
    getStoreRecord(),
    getConfigMap(),
  ]);
  // The spec's validPinCodes reach the browser inside the cached page, the same for everyone; the
  // PIN a visitor checks, and what it means for each card, is worked out there.
  const validPinCodes = [...parsePincodes(config.pincodes)].sort();
  // read in parallel with the counts, so the page's share is decided here
  const carried = items.slice(0, firstPageLength(totalItems(foodTypeCounts)));
  return (
    <>
      {/* the items this page carries; the view's other items are on it once the visitor asks */}
      <JsonLd data={menuItemsJsonLd(carried)} />
      {store && <StoreClosedBanner store={store} />}
      {hero?.desktopUrl && <HeroBanner desktopUrl={hero.desktopUrl} mobileUrl={hero.mobileUrl} desktopHeadline={hero.desktopHeadline} mobileHeadline={hero.mobileHeadline} />}
      {selected === 'ALL' && <HeroImagesControl />}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-brand-800">{selected === 'ALL' ? 'Our menu' : CATEGORY_LABELS[selected]}</h1>
        <ViewCartLink />
      </div>
      <CategoryTabs categories={categories} selected={selected} />
      <MenuPreferencesProvider validPinCodes={validPinCodes} foodTypeCounts={foodTypeCounts}>
        <div className="mt-2 flex flex-col gap-2 sm:gap-3">
          <PinCodeControl explainOnPhone={!hero?.desktopUrl} />
          {totalItems(foodTypeCounts) > 0 && <FoodTypeFilter />}
        </div>
        {totalItems(foodTypeCounts) === 0 ? (
          <p className="py-12 text-center text-stone-600">Nothing on the menu here right now.</p>
        ) : (
          <MenuGrid category={selected} firstItems={carried.map(menuCardItem)} underHero={!!hero?.desktopUrl} />
        )}
      </MenuPreferencesProvider>
    </>
  );
}
