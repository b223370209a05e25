import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import { dayToDate } from '@/lib/domain/calendar';
import { initialStatus } from '@/lib/domain/order-status';
import { addressSnapshotOf } from '@/lib/domain/address-snapshot';
import { portionsOf } from '@/lib/domain/capacity';
import type { priceOrder } from './price-order';

type PricedSuborder = ReturnType<typeof priceOrder>[number];

/**
 * The order's suborders, their deliveries, items and item sizes: one multi-row INSERT per table (four
 * statements), not one per row as a nested create writes them (about thirty for four carts, each a
 * round trip inside the order's transaction).
 */
export async function createSuborders(tx: Prisma.TransactionClient, orderId: string, orderNumber: string, priced: PricedSuborder[]): Promise<void> {
  const suborders = await tx.suborder.createManyAndReturn({
    data: priced.map((p, i) => ({
      orderId,
      suborderNo: `${orderNumber}-${i + 1}`,
      categoryId: p.categoryId,
      categoryEnum: p.kind,
      status: initialStatus(p.mode),
      dropNote: p.dropNote,
      repeatType: p.repeatType,
      repeatInfo: p.repeatInfo,
      subtotal: p.price.subtotal,
      cgst: p.price.cgst,
      sgst: p.price.sgst,
      igst: p.price.igst,
      deliveryCharge: p.price.deliveryCharge,
      totalPrice: p.price.totalPrice,
      portions: portionsOf(p.items),
      placeOfSupply: p.placeOfSupply,
      deliveryDrops: p.price.drops,
      locationId: p.address.id,
      locationSnapshot: addressSnapshotOf(p.address),
    })),
    select: { id: true, suborderNo: true },
  });
  const idOf = new Map(suborders.map((s) => [s.suborderNo, s.id]));
  const suborderIds = priced.map((_, i) => idOf.get(`${orderNumber}-${i + 1}`)!);
  // each delivery keeps its own copy of where it goes (changeDeliveryAddress moves them later)
  await tx.delivery.createMany({
    data: priced.flatMap((p, i) =>
      p.dates.map((d) => ({ suborderId: suborderIds[i], deliveryDate: dayToDate(d), status: initialStatus(p.mode), locationId: p.address.id, locationSnapshot: addressSnapshotOf(p.address) })),
    ),
  });
  const lines = priced.flatMap((p, i) => p.items.map((item) => ({ suborderId: suborderIds[i], item })));
  const items = await tx.orderItem.createManyAndReturn({
    data: lines.map(({ suborderId, item }) => ({ suborderId, menuItemId: item.menuItemId, name: item.name, price: item.price, unitType: item.unitType, specialInstructions: item.specialInstructions })),
    select: { id: true },
  });
  await tx.orderItemVariant.createMany({
    data: lines.flatMap(({ item }, n) =>
      item.variants.map((x) => ({ orderItemId: items[n].id, variantId: x.variantId, price: x.price, quantity: x.quantity, unit: x.unit, gstRate: x.gstRate, hsn: x.hsn })),
    ),
  });
}
