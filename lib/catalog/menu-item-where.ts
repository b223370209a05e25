import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import { CATEGORY_ENUMS, type CategoryFilter } from '@/lib/domain/categories';

/**
 * Which menu items a view shows: the enabled ones, of one category when `category` is given as an
 * id or a code (the pages link by code: ?category=PDM). One place, so a page of items and the
 * view's counts always describe the same items.
 */
export function menuItemWhere(category?: string | CategoryFilter | null): Prisma.MenuItemWhereInput {
  const only = category && category !== 'ALL' ? category : null;
  if (!only) return { enabled: true };
  const isCode = (CATEGORY_ENUMS as readonly string[]).includes(only);
  return { enabled: true, ...(isCode ? { category: { categoryEnum: only as never } } : { categoryId: only }) };
}
