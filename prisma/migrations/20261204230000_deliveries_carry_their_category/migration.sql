-- Each delivery carries its suborder's category, so that a day's booked portions per category (the
-- checkout's capacity check, the capacity page, dispatch, the dashboard's next two weeks) are summed
-- from the ("deliveryDate", status) index alone. Joining the range's deliveries to their suborders
-- built a hash of every suborder: over the large data set 62 ms of the dashboard's 83, against 16 ms
-- from the index.
--
-- The database keeps the column right, not the writer: a trigger copies the suborder's category into
-- every row inserted (or moved to another suborder), whatever the writer sent, so Prisma Studio or a
-- script cannot count a delivery under the wrong category. One writer inserts an order's suborders
-- and deliveries in one statement (lib/orders/write-order.ts), where a row trigger cannot see the
-- suborders yet: it sends the category itself, and a check at the end of every insert statement,
-- when all of them are visible, refuses a delivery whose category is not its suborder's. A
-- suborder's category never changes in the app; should one be changed by hand, its deliveries follow.

ALTER TABLE "Delivery" ADD COLUMN "categoryEnum" "CategoryEnum";

UPDATE "Delivery" d SET "categoryEnum" = s."categoryEnum" FROM "Suborder" s WHERE s.id = d."suborderId";

ALTER TABLE "Delivery" ALTER COLUMN "categoryEnum" SET NOT NULL;

CREATE FUNCTION delivery_takes_suborder_category() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  category "CategoryEnum";
BEGIN
  SELECT s."categoryEnum" INTO category FROM "Suborder" s WHERE s.id = NEW."suborderId";
  IF FOUND THEN
    NEW."categoryEnum" := category;
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER "Delivery_category_before_insert" BEFORE INSERT ON "Delivery"
  FOR EACH ROW EXECUTE FUNCTION delivery_takes_suborder_category();
CREATE TRIGGER "Delivery_category_before_update" BEFORE UPDATE OF "suborderId", "categoryEnum" ON "Delivery"
  FOR EACH ROW EXECUTE FUNCTION delivery_takes_suborder_category();

CREATE FUNCTION deliveries_match_suborder_category() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  wrong TEXT;
BEGIN
  SELECT n.id INTO wrong FROM new_rows n JOIN "Suborder" s ON s.id = n."suborderId"
  WHERE s."categoryEnum" <> n."categoryEnum" LIMIT 1;
  IF wrong IS NOT NULL THEN
    RAISE EXCEPTION 'delivery % is not in its suborder''s category', wrong USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "Delivery_category_after_insert" AFTER INSERT ON "Delivery"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION deliveries_match_suborder_category();

CREATE FUNCTION deliveries_follow_suborder_category() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "Delivery" SET "categoryEnum" = NEW."categoryEnum" WHERE "suborderId" = NEW.id;
  RETURN NULL;
END $$;

CREATE TRIGGER "Suborder_category_after_update" AFTER UPDATE OF "categoryEnum" ON "Suborder"
  FOR EACH ROW WHEN (OLD."categoryEnum" IS DISTINCT FROM NEW."categoryEnum")
  EXECUTE FUNCTION deliveries_follow_suborder_category();

DROP INDEX "Delivery_deliveryDate_status_idx";
CREATE INDEX "Delivery_deliveryDate_status_idx" ON "Delivery" ("deliveryDate", "status") INCLUDE ("suborderId", "portions", "categoryEnum");
