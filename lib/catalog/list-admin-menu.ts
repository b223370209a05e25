// The menu editor's reads (admin only, never cached: the admin sees what is in the database,
// archived items and disabled sizes included).
import 'server-only';
import { db } from '@/lib/database/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { requireAdmin } from '@/lib/auth/guards';
import type { Viewer } from '@/lib/auth/viewer';
import { notFound } from '@/lib/errors';
import { dayToDate, kolkataToday } from '@/lib/domain/calendar';
import type { MenuAdminFilter } from '@/lib/domain/menu-admin-filter';

function where(f: MenuAdminFilter, today: Date): Prisma.MenuItemWhereInput {
  const and: Prisma.MenuItemWhereInput[] = [];
  if (f.q) and.push({ OR: [{ name: { contains: f.q, mode: 'insensitive' } }, { description: { contains: f.q, mode: 'insensitive' } }] });
  if (f.category) and.push({ category: { categoryEnum: f.category } });
  if (f.food) and.push({ foodType: f.food });
  if (f.status === 'archived') and.push({ enabled: false });
  else and.push({ enabled: true });
  // sold out: not available, or sold out on today or a later day
  const soldOut: Prisma.MenuItemWhereInput = { OR: [{ available: false }, { soldOutDates: { hasSome: upcomingDays(today) } }] };
  if (f.status === 'soldout') and.push(soldOut);
  if (f.status === 'available') and.push({ available: true });
  return { AND: and };
}

// Postgres arrays have no "any element >= x" in Prisma's filters: the next 60 days stand in for
// "from today on" (the editor keeps at most 60 sold-out dates).
function upcomingDays(today: Date): Date[] {
  return Array.from({ length: 60 }, (_, i) => new Date(today.getTime() + i * 86_400_000));
}

export async function listAdminMenu(viewer: Viewer | null, filter: MenuAdminFilter, now: Date) {
  requireAdmin(viewer);
  const today = dayToDate(kolkataToday(now));
  return db.menuItem.findMany({
    where: where(filter, today),
    include: { category: true, variants: { where: { enabled: true }, orderBy: [{ sortOrder: 'asc' }, { price: 'asc' }] } },
    orderBy: [{ category: { sortOrder: 'asc' } }, { sortOrder: 'asc' }, { name: 'asc' }],
    take: 500,
  });
}

export type AdminMenuItem = Awaited<ReturnType<typeof listAdminMenu>>[number];

/** One item for the editor, archived or not. */
export async function getAdminMenuItem(viewer: Viewer | null, id: string) {
  requireAdmin(viewer);
  const item = await db.menuItem.findUnique({ where: { id }, include: { category: true, variants: { where: { enabled: true }, orderBy: [{ sortOrder: 'asc' }, { price: 'asc' }] } } });
  if (!item) throw notFound('That menu item');
  return item;
}
