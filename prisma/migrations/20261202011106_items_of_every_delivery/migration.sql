-- Every delivery has its own item rows: what the day brings is read in one place (a delivery's
-- DeliveryItem rows), never "its own rows, else its suborder's". Deliveries placed before this get
-- their suborder's (enabled) items at the placed prices, rates and HSN codes, and their portions.
-- Checkout writes them for new orders (lib/orders/fill-delivery-items.ts).

-- A row per line the day brings: an old suborder may carry one variant at two prices or rates.
DROP INDEX "DeliveryItem_deliveryId_variantId_key";
CREATE UNIQUE INDEX "DeliveryItem_deliveryId_variantId_price_gstRate_hsn_key" ON "DeliveryItem"("deliveryId", "variantId", "price", "gstRate", "hsn");

INSERT INTO "DeliveryItem" (id, "deliveryId", "menuItemId", "variantId", name, "unitType", unit, price, quantity, "gstRate", hsn)
SELECT gen_random_uuid()::text, d.id, i."menuItemId", v."variantId", i.name, i."unitType", v.unit, v.price, v.quantity, v."gstRate", v.hsn
FROM "Delivery" d
JOIN "OrderItem" i ON i."suborderId" = d."suborderId" AND i.enable
JOIN "OrderItemVariant" v ON v."orderItemId" = i.id
WHERE NOT EXISTS (SELECT 1 FROM "DeliveryItem" x WHERE x."deliveryId" = d.id)
-- the same line placed twice (never written by checkout) is brought once
ON CONFLICT DO NOTHING;

UPDATE "Delivery" d SET portions = s.portions FROM "Suborder" s WHERE s.id = d."suborderId" AND d.portions IS NULL;
