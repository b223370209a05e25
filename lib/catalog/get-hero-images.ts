import 'server-only';
import { db } from '@/lib/database/db';
import { CATALOG_TAGS, catalogCacheEntry } from '@/lib/cache/catalog-cache';

export type HeroImagesView = { desktopUrl: string | null; mobileUrl: string | null; desktopHeadline: boolean; mobileHeadline: boolean };

/**
 * The newest desktop and mobile hero images (older uploads stay as history), and whether the
 * headline is printed over each.
 */
export async function getHeroImages(): Promise<HeroImagesView> {
  'use cache';
  catalogCacheEntry(CATALOG_TAGS.heroImages);
  const [desktop, mobile] = await Promise.all(
    (['desktop', 'mobile'] as const).map((type) =>
      db.heroImage.findFirst({ where: { type }, orderBy: { createdAt: 'desc' } }),
    ),
  );
  return {
    desktopUrl: desktop?.imageUrl ?? null,
    mobileUrl: mobile?.imageUrl ?? null,
    desktopHeadline: desktop?.showHeadline ?? true,
    // without a mobile picture, phones show the desktop one, as it is
    mobileHeadline: mobile ? mobile.showHeadline : (desktop?.showHeadline ?? true),
  };
}
