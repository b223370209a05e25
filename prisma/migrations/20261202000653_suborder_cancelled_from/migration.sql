-- A cancelled subscription's first day no longer delivered (cancelSubscription writes it): nothing
-- may be put on or after it again (lib/domain/delivery-actions.ts dayRefusal).
ALTER TABLE "Suborder" ADD COLUMN "cancelledFrom" DATE;

-- Subscriptions cancelled before: the earliest day the cancellation took (cancelled, not skipped,
-- on or after the Kolkata day it was cancelled); failing that, the day after its last delivery.
UPDATE "Suborder" s SET "cancelledFrom" = COALESCE(
  (SELECT MIN(d."deliveryDate") FROM "Delivery" d
    WHERE d."suborderId" = s.id AND d.status = 'CANCELLED' AND d."skippedAt" IS NULL
      AND d."deliveryDate" >= (s."cancelledAt" AT TIME ZONE 'UTC' AT TIME ZONE 'Asia/Kolkata')::date),
  (SELECT MAX(d."deliveryDate") + 1 FROM "Delivery" d WHERE d."suborderId" = s.id AND d.status <> 'CANCELLED'),
  (s."cancelledAt" AT TIME ZONE 'UTC' AT TIME ZONE 'Asia/Kolkata')::date)
WHERE s."cancelledAt" IS NOT NULL;
