-- Concurrent refreshes of a subscription's span are now serialised by locking its span row, not by an
-- advisory lock per suborder. An advisory lock takes a slot in the server's shared lock table until
-- the transaction ends (max_locks_per_transaction x max_connections, about 6,400 here), so one
-- statement over thousands of subscriptions (the large demo seed; a day closed for the whole shop)
-- failed with "out of shared memory". A row lock is kept in the row itself, however many there are.
--
-- A span row that does not exist yet cannot be locked: a placeholder (-infinity to infinity) is
-- inserted first. A second refresher's insert of the same placeholder waits for the first
-- transaction and then finds the row; the lock after it and every statement after that read a fresh
-- snapshot (READ COMMITTED), so the second refresh sees the first one's committed deliveries. The
-- placeholder never commits: the statements below replace it, or delete it when the subscription has
-- no delivery that is not cancelled. Suborders of one-time orders get none.
CREATE OR REPLACE FUNCTION refresh_subscription_spans(ids TEXT[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "SubscriptionSpan" ("suborderId", "firstDelivery", "lastDelivery")
  SELECT s.id, '-infinity', 'infinity' FROM "Suborder" s
  WHERE s.id = ANY(ids) AND s."repeatType" <> 'NONE'
  ORDER BY s.id
  ON CONFLICT ("suborderId") DO NOTHING;

  PERFORM 1 FROM "SubscriptionSpan" sp WHERE sp."suborderId" = ANY(ids) ORDER BY sp."suborderId" FOR UPDATE;

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
