import 'server-only';
import { db } from '@/lib/database/db';
import { CATALOG_TAGS, catalogCacheEntry } from '@/lib/cache/catalog-cache';

/** The newest desktop and mobile hero images (older uploads stay as history). */
export async function getHeroImages(): Promise<{ desktopUrl: string | null; mobileUrl: string | null }> {
  'use cache';
  catalogCacheEntry(CATALOG_TAGS.heroImages);
  const [desktop, mobile] = await Promise.all(
    (['desktop', 'mobile'] as const).map((type) =>
      db.heroImage.findFirst({ where: { type }, orderBy: { createdAt: 'desc' } }),
    ),
  );
  return { desktopUrl: desktop?.imageUrl ?? null, mobileUrl: mobile?.imageUrl ?? null };
}
