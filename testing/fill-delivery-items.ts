// What a day brings lives on the day: every delivery has its own DeliveryItem rows. saveOrders
// writes them with the order (lib/orders/write-order.ts); an order the test factory writes row by
// row gets them here, from its suborders' items, so test orders read like placed ones.
import type { Prisma } from '@/lib/generated/prisma/client';

/**
 * Writes, for each delivery of the order that has no item rows yet, its suborder's (enabled) items
 * at the placed prices, rates and HSN codes, and its portions. Two statements, however many
 * deliveries, once per order.
 */
export async function fillDeliveryItems(tx: Prisma.TransactionClient, orderId: string): Promise<void> {
  await tx.$executeRaw`
    INSERT INTO "DeliveryItem" (id, "deliveryId", "menuItemId", "variantId", name, "unitType", unit, price, quantity, "gstRate", hsn)
    SELECT gen_random_uuid()::text, d.id, i."menuItemId", v."variantId", i.name, i."unitType", v.unit, v.price, v.quantity, v."gstRate", v.hsn
    FROM "Suborder" s
    JOIN "Delivery" d ON d."suborderId" = s.id
    JOIN "OrderItem" i ON i."suborderId" = s.id AND i.enable
    JOIN "OrderItemVariant" v ON v."orderItemId" = i.id
    WHERE s."orderId" = ${orderId} AND NOT EXISTS (SELECT 1 FROM "DeliveryItem" x WHERE x."deliveryId" = d.id)`;
  await tx.$executeRaw`
    UPDATE "Delivery" d SET portions = s.portions FROM "Suborder" s
    WHERE s."orderId" = ${orderId} AND d."suborderId" = s.id AND d.portions IS NULL`;
}
