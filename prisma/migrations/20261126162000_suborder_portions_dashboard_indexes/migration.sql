-- The admin dashboard over 50,000 orders (issue 22): index-only reads instead of joins over every
-- delivery's items, and covering indexes Prisma cannot express (INCLUDE, partial), kept under the
-- names schema.prisma already gives the plain ones.

-- The portions one delivery of a suborder carries: its enabled items' variant quantities. Fixed when
-- the order is placed (an order's items never change afterwards), so capacity and the dashboard sum
-- one column per delivery instead of joining OrderItem and OrderItemVariant.
ALTER TABLE "Suborder" ADD COLUMN "portions" INTEGER;
UPDATE "Suborder" s SET "portions" = COALESCE((
  SELECT sum(v."quantity") FROM "OrderItem" i JOIN "OrderItemVariant" v ON v."orderItemId" = i."id"
  WHERE i."suborderId" = s."id" AND i."enable"), 0);
ALTER TABLE "Suborder" ALTER COLUMN "portions" SET NOT NULL;

-- A suborder's category, kind and portions beside its id: the dashboard's and capacity's joins from
-- deliveries read this index alone.
CREATE INDEX "Suborder_id_dashboard_idx" ON "Suborder" ("id") INCLUDE ("orderId", "categoryEnum", "repeatType", "portions");

-- Deliveries by day and status with their suborder: counts, booked portions and subscription spans
-- over a range of days read the index alone (same keys as before).
DROP INDEX "Delivery_deliveryDate_status_idx";
CREATE INDEX "Delivery_deliveryDate_status_idx" ON "Delivery" ("deliveryDate", "status") INCLUDE ("suborderId");

-- Cancelled deliveries by day with who skipped them: the dashboard's cancellations by cause.
CREATE INDEX "Delivery_cancelled_deliveryDate_idx" ON "Delivery" ("deliveryDate") INCLUDE ("suborderId", "skippedAt", "skippedById") WHERE "status" = 'CANCELLED';

-- Revenue per day: the documents' totals beside their dates (same keys as before).
DROP INDEX "Invoice_issuedAt_idx";
CREATE INDEX "Invoice_issuedAt_idx" ON "Invoice" ("issuedAt") INCLUDE ("total");
DROP INDEX "CreditNote_issuedAt_idx";
CREATE INDEX "CreditNote_issuedAt_idx" ON "CreditNote" ("issuedAt") INCLUDE ("total");
