// Per-page metadata with the canonical URL and Open Graph image. Next merges `openGraph` from a
// page over the layout's as a whole object, so a page that sets its own title there must repeat
// the image and site name, which this does.
import 'server-only';
import type { Metadata } from 'next';
import { CATEGORY_LABELS, type CategoryFilter } from '@/lib/domain/categories';
import { STORE_NAME } from '@/lib/site';

export const OG_IMAGE = { url: '/images/og.png', width: 1200, height: 630, alt: `${STORE_NAME}: freshly cooked dog meals` };

/** 'Privacy policy | Good Dog Kitchen'. */
export function withStoreName(title: string): string {
  return `${title} | ${STORE_NAME}`;
}

export function pageMetadata({ title, description, path }: { title: string; description: string; path: string }): Metadata {
  const full = withStoreName(title);
  return {
    // Absolute: the root layout's title template does not reach a page in its own segment (the
    // menu at /), so every page spells out the store name itself.
    title: { absolute: full },
    description,
    alternates: { canonical: path },
    openGraph: {
      type: 'website',
      siteName: STORE_NAME,
      locale: 'en_IN',
      title: full,
      description,
      url: path,
      images: [OG_IMAGE],
    },
    twitter: { card: 'summary_large_image', title: full, description, images: [OG_IMAGE.url] },
  };
}

const MENU_DESCRIPTIONS: Record<CategoryFilter, string> = {
  ALL: 'Freshly cooked meals for community and pet dogs in Bengaluru, and treats delivered across India. Order once or subscribe.',
  CDM: 'Cooked meals for the community dogs you feed, delivered daily in Bengaluru. Order once or subscribe.',
  PDM: 'Freshly cooked meals for your pet dog, delivered in Bengaluru. Order once or subscribe.',
  TREATS: 'Baked dog treats, delivered anywhere in India.',
  ADON: 'Add-ons for your dog’s meals, delivered in Bengaluru with them.',
};

/** The menu (`/`) and each category view (`/?category=PDM`): its own title, description and canonical URL. */
export function menuMetadata(category: CategoryFilter): Metadata {
  return pageMetadata({
    title: category === 'ALL' ? 'Menu' : CATEGORY_LABELS[category],
    description: MENU_DESCRIPTIONS[category],
    path: category === 'ALL' ? '/' : `/?category=${category}`,
  });
}
