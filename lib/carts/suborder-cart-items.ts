// A past suborder's items as cart items again (renewSubscription, reorder): the same items and sizes
// at today's prices (a cart holds no prices), leaving out what is no longer on the menu, named.
import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import type { CategoryCode } from '@/lib/domain/categories';
import type { CartInput } from '@/lib/domain/inputs/cart-input';

type Db = Pick<Prisma.TransactionClient, 'menuItem'>;

export type PastItem = { menuItemId: string; name: string; specialInstructions: string | null; variants: { variantId: string; quantity: number }[] };

export async function suborderCartItems(db: Db, kind: CategoryCode, past: readonly PastItem[]): Promise<{ items: CartInput['items']; dropped: string[] }> {
  const onMenu = await db.menuItem.findMany({
    where: { id: { in: past.map((i) => i.menuItemId) }, enabled: true, category: { categoryEnum: kind } },
    select: { id: true, variants: { where: { enabled: true }, select: { id: true } } },
  });
  const dropped: string[] = [];
  const items: CartInput['items'] = [];
  for (const item of past) {
    const available = onMenu.find((m) => m.id === item.menuItemId);
    const variants = item.variants.filter((x) => available?.variants.some((mv) => mv.id === x.variantId));
    if (variants.length < item.variants.length) dropped.push(variants.length ? `a size of ${item.name}` : item.name);
    if (variants.length) items.push({ menuItemId: item.menuItemId, specialInstructions: item.specialInstructions, variants: variants.map((x) => ({ variantId: x.variantId, qty: x.quantity })) });
  }
  return { items, dropped };
}

export function listNames(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
