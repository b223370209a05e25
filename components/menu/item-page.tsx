import type { Metadata } from 'next';
import Image from 'next/image';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getMenuItem } from '@/lib/catalog/get-menu-item';
import { connection } from 'next/server';
import { AfterBuild, isBuildPrerender } from '@/lib/cache/after-build';
import { DELIVERY_NOTES, DELIVERY_RANGE, type CategoryCode } from '@/lib/domain/categories';
import { nutritionRows, readNutrition, readPortionGuide } from '@/lib/domain/menu-item-details';
import { formatPaise } from '@/lib/domain/money';
import { formatUnit, UNIT_LABELS } from '@/lib/domain/units';
import { JsonLd } from '@/lib/seo/json-ld-script';
import { menuItemProductJsonLd } from '@/lib/seo/json-ld';
import { menuItemPath } from '@/lib/domain/menu-item-slug';
import { OG_IMAGE, pageMetadata } from '@/lib/seo/page-metadata';
import { ViewCartLink } from '@/components/cart/view-cart-link';
import { FoodTypeBadge } from './food-type-badge';
import { ItemPurchase } from './item-purchase';
import { menuCardItem } from './menu-item-card';

// One dish's page, /menu/<CATEGORY>/<slug> (app/menu/<CATEGORY>/[slug]/page.tsx). Like the menu, a
// cached server-rendered page: its read is 'use cache' under the menu's tag, so an edit in the
// menu editor shows at once. The Add dialog on the menu stays for adding from there.

type Params = Promise<{ slug: string }>;

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
      <nav aria-label="Breadcrumb" className="text-sm">
        <ol className="flex flex-wrap gap-1 text-stone-700">
          <li>
            <Link href="/" className="underline">Menu</Link> ›
          </li>
          <li>
            <Link href={`/?category=${code}`} className="underline">{item.category.title}</Link> ›
          </li>
          <li aria-current="page">{item.name}</li>
        </ol>
      </nav>
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
      <div className="mt-8 grid gap-6 md:grid-cols-3">
        <section aria-labelledby="ingredients">
          <h2 id="ingredients" className="text-lg font-semibold">Ingredients</h2>
          {item.ingredients.length > 0 ? (
            <ul className="mt-2 list-inside list-disc text-stone-800">
              {item.ingredients.map((i) => (
                <li key={i}>{i}</li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-stone-700">Ask us: we will tell you exactly what goes in.</p>
          )}
        </section>
        <section aria-labelledby="nutrition">
          <h2 id="nutrition" className="text-lg font-semibold">Nutrition per 100 g</h2>
          {nutrition ? (
            <table className="mt-2 w-full text-left text-sm">
              <tbody>
                {nutritionRows(nutrition).map((r) => (
                  <tr key={r.label} className="border-b border-brand-100">
                    <th scope="row" className="py-1 font-medium">{r.label}</th>
                    <td className="py-1 text-right">{r.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p className="mt-2 text-stone-700">Not yet measured.</p>
          )}
        </section>
        <section aria-labelledby="portions">
          <h2 id="portions" className="text-lg font-semibold">How much a day</h2>
          {portions.length > 0 ? (
            <table className="mt-2 w-full text-left text-sm">
              <thead>
                <tr className="border-b border-brand-100">
                  <th scope="col" className="py-1 font-medium">Dog’s weight</th>
                  <th scope="col" className="py-1 text-right font-medium">A day</th>
                </tr>
              </thead>
              <tbody>
                {portions.map((r) => (
                  <tr key={r.dogWeightKg} className="border-b border-brand-100">
                    <td className="py-1">{r.dogWeightKg} kg</td>
                    <td className="py-1 text-right">{r.perDay} {unit}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p className="mt-2 text-stone-700">Ask us for your dog’s portion.</p>
          )}
          <p className="mt-2 text-xs text-stone-700">A guide for an adult dog of average activity; puppies and working dogs need more. Ask your vet.</p>
        </section>
      </div>
    </>
  );
}
