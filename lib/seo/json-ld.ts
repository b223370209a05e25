// schema.org structured data for search engines, built from store and menu rows. Pure: the base
// URL is passed in (pages pass siteUrl()), so the builders are tested without environment.
import 'server-only';
import { STORE_NAME, siteUrl } from '@/lib/site';
import { menuItemPath } from '@/lib/domain/menu-item-slug';

export type JsonLdObject = Record<string, unknown>;

export type StoreFacts = {
  name: string;
  contactNumber: string;
  email?: string | null;
  address?: string | null;
  image?: string | null;
};

export type MenuItemFacts = {
  id: string;
  name: string;
  /** its page is /menu/<CATEGORY>/<slug>; without one the item links to its category's menu */
  slug?: string | null;
  description?: string | null;
  image?: string | null;
  displayPrice: number | null;
  category: { categoryEnum: string; title?: string };
};

const absolute = (baseUrl: string, path: string) => new URL(path, `${baseUrl.replace(/\/$/, '')}/`).toString();

/** Paise to the rupee string schema.org expects: 6000 -> "60.00". Integer arithmetic, no float drift. */
export function paiseToPriceString(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`not a price in paise: ${paise}`);
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
}

/**
 * The store's address as one line, "12, 4th Cross, Indiranagar, Bengaluru, Karnataka 560038",
 * split into schema.org's parts. The kitchen is in Bengaluru, so that is the locality whatever the
 * line says; the PIN is the last six-digit group.
 */
export function postalAddress(line: string): JsonLdObject {
  const postalCode = line.match(/\b(\d{6})\b(?!.*\b\d{6}\b)/)?.[1];
  const street = line
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p && p !== postalCode && !/^(bengaluru|bangalore)$/i.test(p) && !/^karnataka\b/i.test(p))
    .join(', ');
  return {
    '@type': 'PostalAddress',
    streetAddress: street,
    addressLocality: 'Bengaluru',
    addressRegion: 'Karnataka',
    ...(postalCode ? { postalCode } : {}),
    addressCountry: 'IN',
  };
}

export function organizationJsonLd(store: StoreFacts, baseUrl: string = siteUrl()): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': ['LocalBusiness', 'Organization'],
    '@id': absolute(baseUrl, '/#store'),
    name: store.name,
    url: absolute(baseUrl, '/'),
    logo: absolute(baseUrl, store.image || '/images/logo.svg'),
    image: absolute(baseUrl, '/images/og.png'),
    telephone: store.contactNumber,
    ...(store.email ? { email: store.email } : {}),
    ...(store.address ? { address: postalAddress(store.address) } : {}),
    // Meals reach Bengaluru only; treats go anywhere in India.
    areaServed: [
      { '@type': 'City', name: 'Bengaluru' },
      { '@type': 'Country', name: 'India' },
    ],
    currenciesAccepted: 'INR',
    paymentAccepted: 'UPI, Bank transfer',
  };
}

/**
 * The menu as an ItemList of Products, each with an Offer at its cheapest enabled variant.
 * Items without a price are left out: a Product without an offer is not eligible for rich results.
 * Each links to its own page (/menu/<CATEGORY>/<slug>), or to its category's menu without a slug.
 */
export function menuItemsJsonLd(items: MenuItemFacts[], baseUrl: string = siteUrl()): JsonLdObject {
  const priced = items.filter((i): i is MenuItemFacts & { displayPrice: number } => i.displayPrice !== null);
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    numberOfItems: priced.length,
    itemListElement: priced.map((item, index) => {
      const url = absolute(baseUrl, item.slug ? menuItemPath(item.category.categoryEnum, item.slug) : `/?category=${encodeURIComponent(item.category.categoryEnum)}`);
      return {
        '@type': 'ListItem',
        position: index + 1,
        item: {
          '@type': 'Product',
          '@id': `${url}#${item.id}`,
          name: item.name,
          ...(item.description ? { description: item.description } : {}),
          ...(item.image ? { image: absolute(baseUrl, item.image) } : {}),
          ...(item.category.title ? { category: item.category.title } : {}),
          url,
          offers: {
            '@type': 'Offer',
            price: paiseToPriceString(item.displayPrice),
            priceCurrency: 'INR',
            availability: 'https://schema.org/InStock',
            url,
          },
        },
      };
    }),
  };
}

/**
 * JSON for a <script type="application/ld+json">. '<' is escaped so that text such as
 * "</script>" inside a name or description cannot end the script element early.
 */
export function serializeJsonLd(data: JsonLdObject): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

export type ProductFacts = MenuItemFacts & {
  slug: string;
  foodType?: string | null;
  ingredients?: readonly string[];
  variants: { id: string; price: number; label: string }[];
};

/**
 * An item page's Product: one Offer per size (its own price, in rupees), the store as the seller.
 * A Product without offers is not eligible for rich results, so a sold-out item lists none and
 * says so with no price.
 */
export function menuItemProductJsonLd(item: ProductFacts, baseUrl: string = siteUrl()): JsonLdObject {
  const url = absolute(baseUrl, menuItemPath(item.category.categoryEnum, item.slug));
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${url}#product`,
    name: item.name,
    ...(item.description ? { description: item.description } : {}),
    ...(item.image ? { image: absolute(baseUrl, item.image) } : {}),
    ...(item.category.title ? { category: item.category.title } : {}),
    url,
    brand: { '@type': 'Brand', name: STORE_NAME },
    ...(item.ingredients?.length ? { additionalProperty: [{ '@type': 'PropertyValue', name: 'Ingredients', value: item.ingredients.join(', ') }] } : {}),
    offers: item.variants.map((v) => ({
      '@type': 'Offer',
      name: v.label,
      sku: v.id,
      price: paiseToPriceString(v.price),
      priceCurrency: 'INR',
      availability: 'https://schema.org/InStock',
      url,
      seller: { '@id': absolute(baseUrl, '/#store') },
    })),
  };
}
