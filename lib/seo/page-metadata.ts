// Per-page metadata with the canonical URL and Open Graph image. Next merges `openGraph` from a
// page over the layout's as a whole object, so a page that sets its own title there must repeat
// the image and site name, which this does.
import 'server-only';
import type { Metadata } from 'next';
import { STORE_NAME } from '@/lib/site';

export const OG_IMAGE = { url: '/images/og.png', width: 1200, height: 630, alt: `${STORE_NAME}: freshly cooked dog meals` };

export function pageMetadata({ title, description, path }: { title: string; description: string; path: string }): Metadata {
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: {
      type: 'website',
      siteName: STORE_NAME,
      locale: 'en_IN',
      title: `${title} | ${STORE_NAME}`,
      description,
      url: path,
      images: [OG_IMAGE],
    },
    twitter: { card: 'summary_large_image', title: `${title} | ${STORE_NAME}`, description, images: [OG_IMAGE.url] },
  };
}
