// Whether a dish's page is on the menu, asked by the route guard (proxy.ts) before the page
// streams: the page is cached and streamed, so its own notFound() for an archived or unknown dish
// came after the response had started (200). The same rule as getMenuItem: enabled, in that category.
import 'server-only';
import { db } from '@/lib/database/db';
import type { CategoryCode } from '@/lib/domain/categories';
import { isSlug } from '@/lib/domain/menu-item-slug';

export async function menuItemListed(category: CategoryCode, slug: string): Promise<boolean> {
  if (!isSlug(slug)) return false;
  return (await db.menuItem.count({ where: { enabled: true, slug, category: { categoryEnum: category } } })) > 0;
}
