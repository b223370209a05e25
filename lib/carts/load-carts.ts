import 'server-only';
import { db } from '@/lib/database/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { CATEGORY_ENUMS } from '@/lib/domain/categories';
import { emptyCart, type Cart } from '@/lib/domain/cart';
import { dateToDay } from '@/lib/domain/calendar';
import type { DeliveryDay } from '@/lib/domain/repeat';

type Tx = Prisma.TransactionClient;

const cartInclude = {
  items: {
    orderBy: { createdAt: 'asc' as const },
    include: {
      menuItem: true,
      variants: { include: { variant: true }, orderBy: { variant: { sortOrder: 'asc' as const } } },
    },
  },
};

type CartRow = Prisma.CartGetPayload<{ include: typeof cartInclude }>;

/** A stored cart with today's prices; items or variants taken off the menu drop out. */
export function toCart(row: CartRow): Cart {
  return {
    kind: row.kind,
    buyOrSubscribe: row.buyOrSubscribe,
    deliveryDates: row.deliveryDates.map(dateToDay).sort(),
    deliveryDays: row.deliveryDays as DeliveryDay[],
    subscriptionStartsOn: row.subscriptionStartsOn ? dateToDay(row.subscriptionStartsOn) : null,
    addressId: row.addressId,
    additionalNotes: row.additionalNotes ?? '',
    items: row.items
      .filter((i) => i.menuItem.enabled)
      .map((i) => ({
        menuItemId: i.menuItemId,
        name: i.menuItem.name,
        image: i.menuItem.image,
        unitType: i.menuItem.unitType,
        specialInstructions: i.specialInstructions,
        variants: i.variants
          .filter((v) => v.variant.enabled)
          .map((v) => ({ variantId: v.variantId, price: v.variant.price, unit: v.variant.unit, unitType: v.variant.unitType, qty: v.qty })),
      }))
      .filter((i) => i.variants.length > 0),
  };
}

/** All four carts of a user, in the store's order; kinds never used come back empty. */
export async function loadCarts(userId: string, tx: Tx = db): Promise<Cart[]> {
  const rows = await tx.cart.findMany({ where: { userId }, include: cartInclude });
  return CATEGORY_ENUMS.map((kind) => {
    const row = rows.find((r) => r.kind === kind);
    return row ? toCart(row) : emptyCart(kind);
  });
}
