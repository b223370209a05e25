-- Per-delivery items (issue 21, "Change what comes"): a delivery whose items were changed after
-- checkout keeps its own rows; a delivery without rows still brings its suborder's items, so
-- nothing is backfilled (architecture.md "Per-delivery items"). After 20261126162000: it rebuilds
-- that migration's covering index of deliveries by day.
CREATE TABLE "DeliveryItem" (
    "id" TEXT NOT NULL,
    "deliveryId" TEXT NOT NULL,
    "menuItemId" TEXT NOT NULL,
    "variantId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "unitType" "UnitType" NOT NULL,
    "unit" INTEGER NOT NULL,
    "price" INTEGER NOT NULL,
    "quantity" INTEGER NOT NULL,
    "gstRate" INTEGER NOT NULL,
    "hsn" TEXT NOT NULL,
    CONSTRAINT "DeliveryItem_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "DeliveryItem_quantity_check" CHECK ("quantity" >= 0)
);

CREATE UNIQUE INDEX "DeliveryItem_deliveryId_variantId_key" ON "DeliveryItem"("deliveryId", "variantId");
CREATE INDEX "DeliveryItem_variantId_idx" ON "DeliveryItem"("variantId");

ALTER TABLE "DeliveryItem" ADD CONSTRAINT "DeliveryItem_deliveryId_fkey" FOREIGN KEY ("deliveryId") REFERENCES "Delivery"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "DeliveryItem" ADD CONSTRAINT "DeliveryItem_variantId_fkey" FOREIGN KEY ("variantId") REFERENCES "Variant"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- The portions of a changed day (the sum of its rows), beside its suborder's: capacity and the
-- dashboard read COALESCE("Delivery".portions, "Suborder".portions) from the covering index alone.
ALTER TABLE "Delivery" ADD COLUMN "portions" INTEGER;
DROP INDEX "Delivery_deliveryDate_status_idx";
CREATE INDEX "Delivery_deliveryDate_status_idx" ON "Delivery" ("deliveryDate", "status") INCLUDE ("suborderId", "portions");
