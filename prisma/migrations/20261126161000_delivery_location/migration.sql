-- Each delivery keeps a copy of the address it goes to (issue 21, "Change where it goes"): a
-- subscription can be moved to another saved address from a day on, and an edited address moves
-- only the coming deliveries the customer says should follow. Existing deliveries get their
-- suborder's address (the one the order was placed to).
ALTER TABLE "Delivery" ADD COLUMN "locationId" TEXT,
ADD COLUMN "locationSnapshot" JSONB;

UPDATE "Delivery" d SET "locationId" = s."locationId", "locationSnapshot" = s."locationSnapshot"
FROM "Suborder" s WHERE s.id = d."suborderId";

ALTER TABLE "Delivery" ALTER COLUMN "locationSnapshot" SET NOT NULL;

CREATE INDEX "Delivery_locationId_idx" ON "Delivery"("locationId");

ALTER TABLE "Delivery" ADD CONSTRAINT "Delivery_locationId_fkey" FOREIGN KEY ("locationId") REFERENCES "Address"("id") ON DELETE SET NULL ON UPDATE CASCADE;
