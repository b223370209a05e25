import type { Metadata } from 'next';
import { listCategories } from '@/lib/catalog/list-categories';
import { listMenuItems } from '@/lib/catalog/list-menu-items';
import { getHeroImages } from '@/lib/catalog/get-hero-images';
import { CATEGORY_LABELS, parseCategoryFilter } from '@/lib/domain/categories';
import { CategoryTabs } from '@/components/menu/category-tabs';
import { MenuItemCard } from '@/components/menu/menu-item-card';
import { AddToCartButton } from '@/components/menu/add-to-cart-button';
import { ViewCartLink } from '@/components/cart/view-cart-link';
import { HeroBanner } from '@/components/menu/hero-banner';
import { ChangeHeroImagesButton } from '@/components/admin/change-hero-images-button';
import { StoreClosedBanner } from '@/components/store/store-closed-banner';
import { getStore } from '@/lib/store/get-store';
import { currentViewer } from '@/lib/auth/current-viewer';
import { isAdmin } from '@/lib/auth/viewer';
import { JsonLd } from '@/lib/seo/json-ld-script';
import { menuItemsJsonLd } from '@/lib/seo/json-ld';

// Menu and prices come from the database on every request: an admin's change shows at once.
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<{ category?: string | string[] }> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const selected = parseCategoryFilter((await searchParams).category);
  const title = selected === 'ALL' ? 'Menu' : CATEGORY_LABELS[selected];
  return {
    title,
    alternates: { canonical: selected === 'ALL' ? '/' : `/?category=${selected}` },
  };
}

export default async function MenuPage({ searchParams }: Props) {
  const selected = parseCategoryFilter((await searchParams).category);
  // One round trip each, in parallel: no waterfall.
  const [categories, items, hero, viewer, store] = await Promise.all([
    listCategories(),
    listMenuItems({ category: selected }),
    getHeroImages(),
    currentViewer(),
    getStore(),
  ]);
  return (
    <>
      <JsonLd data={menuItemsJsonLd(items)} />
      <StoreClosedBanner store={store} />
      {selected === 'ALL' && hero.desktopUrl && <HeroBanner desktopUrl={hero.desktopUrl} mobileUrl={hero.mobileUrl} />}
      {/* decided on the server: customers and visitors never receive the control */}
      {selected === 'ALL' && isAdmin(viewer) && (
        <div className="mb-4 flex justify-end">
          <ChangeHeroImagesButton />
        </div>
      )}
      <h1 className="text-2xl font-bold text-brand-800">
        {selected === 'ALL' ? 'Our menu' : CATEGORY_LABELS[selected]}
      </h1>
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
      <ViewCartLink />
    </>
  );
}
