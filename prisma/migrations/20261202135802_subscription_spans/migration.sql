-- Each subscription's first and last delivery that is not cancelled, kept here by triggers on
-- "Delivery" so that every writer (the app, Prisma Studio, a script) keeps it right. The dashboard's
-- active subscriptions per day and subscriptions ending soon read one row per subscription instead
-- of the hundreds of thousands of deliveries in a 90-day range.

-- CreateTable
CREATE TABLE "SubscriptionSpan" (
    "suborderId" TEXT NOT NULL,
    "firstDelivery" DATE NOT NULL,
    "lastDelivery" DATE NOT NULL,

    CONSTRAINT "SubscriptionSpan_pkey" PRIMARY KEY ("suborderId")
);

-- CreateIndex
CREATE INDEX "SubscriptionSpan_lastDelivery_firstDelivery_idx" ON "SubscriptionSpan"("lastDelivery", "firstDelivery");

-- AddForeignKey
ALTER TABLE "SubscriptionSpan" ADD CONSTRAINT "SubscriptionSpan_suborderId_fkey" FOREIGN KEY ("suborderId") REFERENCES "Suborder"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Recomputes the spans of these suborders from their deliveries. A per-suborder advisory lock, taken
-- in one order, makes concurrent writers of the same subscription's deliveries refresh one after the
-- other; each statement after it reads a fresh snapshot (READ COMMITTED), so the second refresh sees
-- the first one's committed deliveries and never writes an older span over a newer one. (The app
-- already locks an order before its deliveries, so there it never waits here.)
CREATE FUNCTION refresh_subscription_spans(ids TEXT[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(k) FROM (
    SELECT DISTINCT hashtextextended('subscription-span:' || id, 0) AS k FROM unnest(ids) AS id) AS keys
  ORDER BY k;

  DELETE FROM "SubscriptionSpan" sp WHERE sp."suborderId" = ANY(ids) AND NOT EXISTS (
    SELECT 1 FROM "Delivery" d JOIN "Suborder" s ON s.id = d."suborderId"
    WHERE d."suborderId" = sp."suborderId" AND d.status <> 'CANCELLED' AND s."repeatType" <> 'NONE');

  INSERT INTO "SubscriptionSpan" ("suborderId", "firstDelivery", "lastDelivery")
  SELECT d."suborderId", min(d."deliveryDate"), max(d."deliveryDate")
  FROM "Delivery" d JOIN "Suborder" s ON s.id = d."suborderId"
  WHERE d."suborderId" = ANY(ids) AND d.status <> 'CANCELLED' AND s."repeatType" <> 'NONE'
  GROUP BY d."suborderId"
  ON CONFLICT ("suborderId") DO UPDATE SET "firstDelivery" = EXCLUDED."firstDelivery", "lastDelivery" = EXCLUDED."lastDelivery"
  WHERE ("SubscriptionSpan"."firstDelivery", "SubscriptionSpan"."lastDelivery") IS DISTINCT FROM (EXCLUDED."firstDelivery", EXCLUDED."lastDelivery");
END $$;

-- One call per statement, not per row (an order's deliveries are inserted together): the suborders
-- whose deliveries were added or removed, or changed day, suborder or cancelled-or-not.
CREATE FUNCTION subscription_spans_follow_deliveries() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids TEXT[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT n."suborderId") INTO ids FROM new_rows n WHERE n.status <> 'CANCELLED';
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT o."suborderId") INTO ids FROM old_rows o WHERE o.status <> 'CANCELLED';
  ELSE
    SELECT array_agg(DISTINCT c.id) INTO ids FROM (
      SELECT unnest(ARRAY[n."suborderId", o."suborderId"]) AS id
      FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n."deliveryDate" <> o."deliveryDate" OR n."suborderId" <> o."suborderId"
        OR (n.status = 'CANCELLED') <> (o.status = 'CANCELLED')) AS c;
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM refresh_subscription_spans(ids);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "Delivery_spans_after_insert" AFTER INSERT ON "Delivery"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION subscription_spans_follow_deliveries();
CREATE TRIGGER "Delivery_spans_after_update" AFTER UPDATE ON "Delivery"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION subscription_spans_follow_deliveries();
CREATE TRIGGER "Delivery_spans_after_delete" AFTER DELETE ON "Delivery"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION subscription_spans_follow_deliveries();

-- The spans of the subscriptions already placed.
INSERT INTO "SubscriptionSpan" ("suborderId", "firstDelivery", "lastDelivery")
SELECT d."suborderId", min(d."deliveryDate"), max(d."deliveryDate")
FROM "Delivery" d JOIN "Suborder" s ON s.id = d."suborderId"
WHERE d.status <> 'CANCELLED' AND s."repeatType" <> 'NONE'
GROUP BY d."suborderId";
