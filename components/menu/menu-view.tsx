import { Suspense } from 'react';
import { listCategories } from '@/lib/catalog/list-categories';
import { listMenuItems } from '@/lib/catalog/list-menu-items';
import { getHeroImages } from '@/lib/catalog/get-hero-images';
import { CATEGORY_LABELS, type CategoryFilter } from '@/lib/domain/categories';
import { AfterBuild } from '@/lib/cache/after-build';
import { currentViewer } from '@/lib/auth/current-viewer';
import { isAdmin } from '@/lib/auth/viewer';
import { JsonLd } from '@/lib/seo/json-ld-script';
import { menuItemsJsonLd } from '@/lib/seo/json-ld';
import { CategoryTabs } from './category-tabs';
import { MenuItemCard } from './menu-item-card';
import { AddToCartButton } from './add-to-cart-button';
import { HeroBanner } from './hero-banner';
import { ViewCartLink } from '@/components/cart/view-cart-link';
import { ChangeHeroImagesButton } from '@/components/admin/change-hero-images-button';

/**
 * The menu for one category view (`/` is ALL, `/?category=PDM` is rewritten to /menu/PDM). The
 * same HTML for every visitor, so the whole of it is cached and prerendered (its reads are
 * `'use cache'`); the only per-visitor part is the admin's hero control, a hole of its own that
 * reads the session at request time and is empty for everyone else.
 */
export function MenuView({ category }: { category: Promise<CategoryFilter> }) {
  return (
    <>
      <Suspense fallback={<MenuLoading />}>
        <AfterBuild>
          <MenuCatalog category={category} />
        </AfterBuild>
      </Suspense>
      <ViewCartLink />
    </>
  );
}

export async function MenuCatalog({ category: categoryPromise }: { category: Promise<CategoryFilter> }) {
  const selected = await categoryPromise;
  // One round trip each, in parallel: no waterfall.
  const [categories, items, hero] = await Promise.all([
    listCategories(),
    listMenuItems({ category: selected }),
    selected === 'ALL' ? getHeroImages() : null,
  ]);
  return (
    <>
      <JsonLd data={menuItemsJsonLd(items)} />
      {hero?.desktopUrl && <HeroBanner desktopUrl={hero.desktopUrl} mobileUrl={hero.mobileUrl} />}
      {selected === 'ALL' && (
        <Suspense fallback={null}>
          <HeroImagesControl />
        </Suspense>
      )}
      <h1 className="text-2xl font-bold text-brand-800">{selected === 'ALL' ? 'Our menu' : CATEGORY_LABELS[selected]}</h1>
      <CategoryTabs categories={categories} selected={selected} />
      {items.length === 0 ? (
        <p className="py-12 text-center text-stone-600">Nothing on the menu here right now.</p>
      ) : (
        <ul className="mt-2 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Menu items">
          {items.map((item, i) => (
            <li key={item.id} className="flex">
              <MenuItemCard item={item} priority={i < 3}>
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
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * The admin's 'Change hero images' control, decided on the server per request: customers and
 * visitors never receive it, and it never enters the cached menu.
 */
export async function HeroImagesControl() {
  const viewer = await currentViewer();
  if (!isAdmin(viewer)) return null;
  return (
    <div className="mb-4 flex justify-end">
      <ChangeHeroImagesButton />
    </div>
  );
}

/** Only ever seen in the moment a cached menu is being rendered again (never without JavaScript). */
function MenuLoading() {
  return (
    <div role="status" className="py-12 text-center text-stone-600">
      Loading the menu…
    </div>
  );
}
