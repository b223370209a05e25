import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { PUBLIC_PATHS } from '@/lib/seo/crawl-rules';
import { siteUrl } from '@/lib/site';
import { isBuildPrerender } from '@/lib/cache/after-build';
import { listMenuItemPages } from '@/lib/catalog/get-menu-item';
import { menuItemPath } from '@/lib/domain/menu-item-slug';

/** The fixed public pages, then every enabled item's page (read through the menu's cache). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  // no database while `next build` prerenders (lib/cache/after-build.tsx): the sitemap is made per request
  if (isBuildPrerender()) await connection();
  const base = siteUrl();
  const items = await listMenuItemPages();
  return [
    ...PUBLIC_PATHS.map(({ path, changeFrequency, priority }) => ({ url: `${base}${path}`, changeFrequency, priority })),
    ...items.map((i) => ({ url: `${base}${menuItemPath(i.category, i.slug)}`, lastModified: i.updatedAt, changeFrequency: 'weekly' as const, priority: 0.6 })),
  ];
}
