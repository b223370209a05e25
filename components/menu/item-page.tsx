import type { Metadata } from 'next';
import Image from 'next/image';
import { notFound } from 'next/navigation';
import { getMenuItem } from '@/lib/catalog/get-menu-item';
import { connection } from 'next/server';
import { AfterBuild, isBuildPrerender } from '@/lib/cache/after-build';
import { DELIVERY_NOTES, DELIVERY_RANGE, type CategoryCode } from '@/lib/domain/categories';
import { readNutrition, readPortionGuide } from '@/lib/domain/menu-item-details';
import { formatPaise } from '@/lib/domain/money';
import { formatUnit, UNIT_LABELS } from '@/lib/domain/units';
import { JsonLd } from '@/lib/seo/json-ld-script';
import { menuItemProductJsonLd } from '@/lib/seo/json-ld';
import { menuItemPath } from '@/lib/domain/menu-item-slug';
import { OG_IMAGE, pageMetadata } from '@/lib/seo/page-metadata';
import { ViewCartLink } from '@/components/cart/view-cart-link';
import { FoodTypeBadge } from './food-type-badge';
import { ItemBreadcrumb } from './item-breadcrumb';
import { ItemFacts } from './item-facts';
import { ItemPurchase } from './item-purchase';
import { menuCardItem } from './menu-card-item';
import { RefreshWhenRestored } from './refresh-when-restored';

// One dish's page, /menu/<CATEGORY>/<slug> (app/menu/<CATEGORY>/[slug]/page.tsx). Like the menu, a
// cached server-rendered page: its read is 'use cache' under the menu's tag, so an edit in the
// menu editor shows at once. The Add dialog on the menu stays for adding from there.

type Params = Promise<{ slug: string }>;

/**
 * The item pages' generateStaticParams. The build has no database, so it cannot list the slugs: it
 * prerenders one address that is never an item's ('_' is no slug: isSlug), whose reads AfterBuild
 * holds back like every page's. With it, Next treats the route's pages as static ones: each item's
 * page is rendered on its first request and kept like the menu (its read is 'use cache' under the
 * menu's tag, so the menu editor's changes reach it at once), served with `s-maxage` rather than
 * `no-store`, so the browser's back/forward cache may keep it. Without it every request rendered
 * the page again, answered `no-store`.
 */
export function itemStaticParams(): { slug: string }[] {
  return [{ slug: '_' }];
}

export async function itemMetadata(code: CategoryCode, params: Params): Promise<Metadata> {
  // like AfterBuild: no database read while `next build` prerenders
  if (isBuildPrerender()) await connection();
  const { slug } = await params;
  const item = await getMenuItem(code, slug);
  if (!item) return { title: 'Not found', robots: { index: false } };
  const base = pageMetadata({
    title: item.name,
    description: item.description ?? `${item.name}, freshly cooked by our kitchen.`,
    path: menuItemPath(code, item.slug),
  });
  const image = item.image ? { url: item.image, alt: item.name } : OG_IMAGE;
  return { ...base, openGraph: { ...base.openGraph, images: [image] }, twitter: { ...base.twitter, images: [image.url] } };
}

export function ItemPage({ code, params }: { code: CategoryCode; params: Params }) {
  return (
    <AfterBuild>
      <ItemDetails code={code} params={params} />
    </AfterBuild>
  );
}

async function ItemDetails({ code, params }: { code: CategoryCode; params: Params }) {
  const { slug } = await params;
  const item = await getMenuItem(code, slug);
  if (!item) notFound();
  const nutrition = readNutrition(item.nutrition);
  const portions = readPortionGuide(item.portionGuide);
  const unit = UNIT_LABELS[item.unitType];
  const note = DELIVERY_NOTES[code];
  const card = menuCardItem(item);
  return (
    <>
      <JsonLd
        data={menuItemProductJsonLd({
          ...item,
          ingredients: item.ingredients,
          variants: item.variants.map((v) => ({ id: v.id, price: v.price, label: formatUnit(v.unit, v.unitType) })),
        })}
      />
      <RefreshWhenRestored />
      <ItemBreadcrumb code={code} categoryTitle={item.category.title} name={item.name} />
      <article className="mt-3 grid gap-6 md:grid-cols-2" data-testid="item-page">
        {item.image ? (
          // The page's largest paint on every screen: preloaded (in <head>) and fetched at high priority,
          // never lazily (Next 16's `priority` no longer sets fetchpriority, so it is said here).
          <Image src={item.image} alt={item.name} width={640} height={480} preload loading="eager" fetchPriority="high" sizes="(min-width: 768px) 560px, 100vw" className="aspect-[4/3] w-full rounded-xl object-cover" />
        ) : (
          <div className="aspect-[4/3] w-full rounded-xl bg-brand-100" />
        )}
        <div className="space-y-4">
          <div>
            <p className="menu-card-kind">{item.category.title}</p>
            <h1 className="mt-1 text-2xl font-bold text-brand-800">{item.name}</h1>
            <div className="mt-2 flex flex-wrap items-center gap-3">
              <FoodTypeBadge foodType={item.foodType} />
              {item.displayPrice !== null && (
                <span className="text-sm">
                  from <strong className="text-base">{formatPaise(item.displayPrice)}</strong>
                </span>
              )}
            </div>
          </div>
          {item.description && <p className="text-stone-800">{item.description}</p>}
          <p className="rounded-lg bg-white px-3 py-2 text-sm text-stone-800">
            <strong>{DELIVERY_RANGE[code]}.</strong> {note ?? 'Cooked fresh on the day of delivery.'}
          </p>
          <ItemPurchase item={card} canSubscribe={code !== 'TREATS'} />
          <ViewCartLink />
        </div>
      </article>
      <ItemFacts ingredients={item.ingredients} nutrition={nutrition} portions={portions} unit={unit} />
    </>
  );
}
