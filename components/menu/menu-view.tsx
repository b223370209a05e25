import { listCategories } from '@/lib/catalog/list-categories';
import { listMenuItems } from '@/lib/catalog/list-menu-items';
import { getHeroImages } from '@/lib/catalog/get-hero-images';
import { CATEGORY_LABELS, type CategoryFilter } from '@/lib/domain/categories';
import { AfterBuild } from '@/lib/cache/after-build';
import { JsonLd } from '@/lib/seo/json-ld-script';
import { menuItemsJsonLd } from '@/lib/seo/json-ld';
import { CategoryTabs } from './category-tabs';
import { MenuItemCard } from './menu-item-card';
import { AddToCartButton } from './add-to-cart-button';
import { HeroBanner } from './hero-banner';
import { ViewCartLink } from '@/components/cart/view-cart-link';
import { HeroImagesControl } from '@/components/admin/hero-images-control';
import { StoreClosedBanner } from '@/components/store/store-closed-banner';
import { getStoreRecord } from '@/lib/store/store-record';
import { getConfigMap } from '@/lib/config/get-configurations';
import { parsePincodes } from '@/lib/domain/pincodes';
import type { CategoryCode } from '@/lib/domain/categories';
import { DeliveryMark, FoodTypeFilter, MenuGridItem, MenuPreferencesProvider, PinCodeControl } from './menu-preferences';

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
  const [categories, items, hero, store, config] = await Promise.all([
    listCategories(),
    listMenuItems({ category: selected }),
    selected === 'ALL' ? getHeroImages() : null,
    getStoreRecord(),
    getConfigMap(),
  ]);
  // The spec's validPinCodes reach the browser inside the cached page, the same for everyone; the
  // PIN a visitor checks, and what it means for each card, is worked out there.
  const validPinCodes = [...parsePincodes(config.pincodes)].sort();
  return (
    <>
      <JsonLd data={menuItemsJsonLd(items)} />
      {store && <StoreClosedBanner store={store} />}
      {hero?.desktopUrl && <HeroBanner desktopUrl={hero.desktopUrl} mobileUrl={hero.mobileUrl} />}
      {selected === 'ALL' && <HeroImagesControl />}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-brand-800">{selected === 'ALL' ? 'Our menu' : CATEGORY_LABELS[selected]}</h1>
        <ViewCartLink />
      </div>
      <CategoryTabs categories={categories} selected={selected} />
      <MenuPreferencesProvider validPinCodes={validPinCodes} entries={items.map((item) => ({ id: item.id, foodType: item.foodType }))}>
        <div className="mt-2 flex flex-col gap-2 sm:gap-3">
          <PinCodeControl explainOnPhone={!hero?.desktopUrl} />
          {items.length > 0 && <FoodTypeFilter />}
        </div>
        {items.length === 0 ? (
          <p className="py-12 text-center text-stone-600">Nothing on the menu here right now.</p>
        ) : (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Menu items">
            {items.map((item, i) => (
              <MenuGridItem key={item.id} foodType={item.foodType}>
                <MenuItemCard item={item} foodType={item.foodType} imageUrgency={i === 0 ? 'high' : i < 3 ? 'eager' : 'lazy'} marks={<DeliveryMark kind={item.category.categoryEnum as CategoryCode} />}>
                  <AddToCartButton
                    item={{
                      id: item.id,
                      name: item.name,
                      description: item.description,
                      image: item.image,
                      displayPrice: item.displayPrice,
                      unitType: item.unitType,
                      category: { categoryEnum: item.category.categoryEnum, title: item.category.title },
                      variants: item.variants.map((v) => ({ id: v.id, price: v.price, unit: v.unit, unitType: v.unitType })),
                    }}
                  />
                </MenuItemCard>
              </MenuGridItem>
            ))}
          </ul>
        )}
      </MenuPreferencesProvider>
    </>
  );
}
