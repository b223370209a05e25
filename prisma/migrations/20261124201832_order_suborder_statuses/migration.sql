-- Order."suborderStatuses": the distinct statuses of the order's suborders (in the enum's order),
-- so the orders console's status filter and its counts per status read one row per order instead
-- of probing "Suborder" for every order (docs/decisions.md, "The order lists at scale").
-- Postgres keeps it exact, whoever writes a suborder (services, seeds, raw SQL, Prisma Studio):
-- statement-level triggers on "Suborder" recompute only the orders a statement touched, and row
-- triggers on "Order" replace whatever a client's own write to the column says with the truth.

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "suborderStatuses" "OrderStatus"[] DEFAULT ARRAY[]::"OrderStatus"[];

-- The value for one order, from its suborders as this statement sees them.
CREATE FUNCTION "order_suborder_statuses"(order_id TEXT) RETURNS "OrderStatus"[]
LANGUAGE sql STABLE AS $$
  SELECT COALESCE(array_agg(DISTINCT s.status ORDER BY s.status), ARRAY[]::"OrderStatus"[])
  FROM "Suborder" s WHERE s."orderId" = order_id
$$;

-- Recomputes the given orders. The order rows are locked first (in id order, so two statements
-- never deadlock on each other) and read again by a second statement, which in READ COMMITTED sees
-- what the transaction that held the lock committed: two transactions changing two suborders of
-- one order cannot each write a value computed without the other's change. Rows already right are
-- left alone (no new row version).
CREATE FUNCTION "order_refresh_suborder_statuses"(order_ids TEXT[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(order_ids) = 0 THEN RETURN; END IF;
  PERFORM 1 FROM "Order" WHERE id = ANY(order_ids) ORDER BY id FOR NO KEY UPDATE;
  UPDATE "Order" o SET "suborderStatuses" = c.statuses
  FROM (
    SELECT ids.id, COALESCE(array_agg(DISTINCT s.status ORDER BY s.status) FILTER (WHERE s.status IS NOT NULL), ARRAY[]::"OrderStatus"[]) AS statuses
    FROM unnest(order_ids) AS ids(id) LEFT JOIN "Suborder" s ON s."orderId" = ids.id
    GROUP BY ids.id
  ) c
  WHERE o.id = c.id AND o."suborderStatuses" IS DISTINCT FROM c.statuses;
END
$$;

-- Transition tables are not allowed on a trigger with several events or a column list, hence three
-- triggers, and an UPDATE trigger that compares old and new rows itself (only rows whose order or
-- status changed count).
CREATE FUNCTION "suborder_inserted_statuses"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "order_refresh_suborder_statuses"(ARRAY(SELECT DISTINCT "orderId" FROM new_rows));
  RETURN NULL;
END
$$;

CREATE FUNCTION "suborder_updated_statuses"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "order_refresh_suborder_statuses"(ARRAY(
    SELECT DISTINCT changed."orderId" FROM (
      (SELECT id, "orderId", status FROM old_rows EXCEPT SELECT id, "orderId", status FROM new_rows)
      UNION ALL
      (SELECT id, "orderId", status FROM new_rows EXCEPT SELECT id, "orderId", status FROM old_rows)
    ) changed));
  RETURN NULL;
END
$$;

CREATE FUNCTION "suborder_deleted_statuses"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "order_refresh_suborder_statuses"(ARRAY(SELECT DISTINCT "orderId" FROM old_rows));
  RETURN NULL;
END
$$;

-- TRUNCATE has no transition tables; emptying "Suborder" empties every order's statuses.
CREATE FUNCTION "suborder_truncated_statuses"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "Order" SET "suborderStatuses" = ARRAY[]::"OrderStatus"[] WHERE "suborderStatuses" <> ARRAY[]::"OrderStatus"[];
  RETURN NULL;
END
$$;

-- A write to "Order" that sets the column gets the true value instead of the one written (Prisma
-- Studio, a script; a restore that loads "Order" after "Suborder"). Two triggers, for two
-- conditions that keep the common writes free of it: a new order can have no suborders yet (the
-- foreign key), so only an insert with statuses is corrected; an update is corrected unless it
-- comes from the triggers above (trigger depth 0 is a statement of the client's own).
CREATE FUNCTION "order_computed_suborder_statuses"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW."suborderStatuses" := "order_suborder_statuses"(NEW.id);
  RETURN NEW;
END
$$;

CREATE TRIGGER "suborder_inserted_statuses" AFTER INSERT ON "Suborder"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "suborder_inserted_statuses"();
CREATE TRIGGER "suborder_updated_statuses" AFTER UPDATE ON "Suborder"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "suborder_updated_statuses"();
CREATE TRIGGER "suborder_deleted_statuses" AFTER DELETE ON "Suborder"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "suborder_deleted_statuses"();
CREATE TRIGGER "suborder_truncated_statuses" AFTER TRUNCATE ON "Suborder"
  FOR EACH STATEMENT EXECUTE FUNCTION "suborder_truncated_statuses"();
CREATE TRIGGER "order_inserted_suborder_statuses" BEFORE INSERT ON "Order"
  FOR EACH ROW WHEN (NEW."suborderStatuses" IS DISTINCT FROM ARRAY[]::"OrderStatus"[]) EXECUTE FUNCTION "order_computed_suborder_statuses"();
CREATE TRIGGER "order_updated_suborder_statuses" BEFORE UPDATE OF "suborderStatuses" ON "Order"
  FOR EACH ROW WHEN (pg_trigger_depth() = 0) EXECUTE FUNCTION "order_computed_suborder_statuses"();

-- Backfill, after the triggers exist: CREATE TRIGGER holds off writes to "Suborder" until the
-- migration commits, so no change falls between the two.
UPDATE "Order" o SET "suborderStatuses" = c.statuses
FROM (SELECT "orderId", array_agg(DISTINCT status ORDER BY status) AS statuses FROM "Suborder" GROUP BY "orderId") c
WHERE o.id = c."orderId";

-- One partial index per status: "the newest page with a part in status X" reads its first 20
-- entries, and "how many" is an index-only count of exactly the matching orders. Measured on the
-- large data set (50,000 orders; DELIVERED is in 31,602 of them, the newest of which is the
-- 12,700th newest order): page 6-7 ms walking "Order_createdAt_idx" and filtering, 0.06 ms here;
-- count 7-14 ms (sequential scan, or a GIN index's bitmap, which must visit the table) against
-- 5 ms; CANCELLED (1,942 orders scattered through the table) 6 ms by GIN, 0.3 ms here. Prisma cannot
-- declare partial indexes, so they are only here (schema.prisma says so); a new OrderStatus value
-- needs its index added (order-where.db.test.ts fails until it has one).
CREATE INDEX "Order_createdAt_NEW_idx" ON "Order" ("createdAt" DESC, "id" DESC) WHERE "suborderStatuses" @> ARRAY['NEW']::"OrderStatus"[];
CREATE INDEX "Order_createdAt_ASSIGNED_idx" ON "Order" ("createdAt" DESC, "id" DESC) WHERE "suborderStatuses" @> ARRAY['ASSIGNED']::"OrderStatus"[];
CREATE INDEX "Order_createdAt_CANCELLED_idx" ON "Order" ("createdAt" DESC, "id" DESC) WHERE "suborderStatuses" @> ARRAY['CANCELLED']::"OrderStatus"[];
CREATE INDEX "Order_createdAt_DELIVERED_idx" ON "Order" ("createdAt" DESC, "id" DESC) WHERE "suborderStatuses" @> ARRAY['DELIVERED']::"OrderStatus"[];
CREATE INDEX "Order_createdAt_SUBSCRIBED_idx" ON "Order" ("createdAt" DESC, "id" DESC) WHERE "suborderStatuses" @> ARRAY['SUBSCRIBED']::"OrderStatus"[];

-- The planner's statistics for the new column (most common elements), before the first filter.
ANALYZE "Order";
