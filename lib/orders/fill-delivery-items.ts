// What a day brings lives on the day: every delivery has its own DeliveryItem rows (a change of
// items rewrites them, a make-up day copies them), so the order page, the calendar, dispatch, capacity
// and the tax documents read one thing. An order written row by row (the test order factory) gets
// them here, from its suborders' items; saveOrders writes them with the order (write-order.ts).
import 'server-only';
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
