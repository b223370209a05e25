-- The delivery charge of a drop is taxed with the drop's principal supply (its line of highest
-- value: that line's rate and HSN, CGST Act s.8(a)), each drop split on its own; orders placed
-- before keep the rule they were priced with (the highest rate of the drop, a line's drops split
-- together), so their invoices and credit notes keep agreeing (docs/decisions.md).
--
-- An order's stored CGST/SGST/IGST now count the delivery's tax too, as its invoice does, so the
-- order page, the data export and the invoice show one figure. The orders already placed per drop
-- get their delivery's tax added here, computed as lib/domain/order-pricing.ts computes it under
-- their rule (priceParts with HIGHEST_RATE; delivery-principal-supply-migration.db.test.ts checks
-- the two agree). Orders placed before one charge per drop had no tax on delivery: left as they are.

-- CreateEnum
CREATE TYPE "DeliveryTaxRule" AS ENUM ('PRINCIPAL_SUPPLY', 'HIGHEST_RATE');

-- Every order placed until now: the old rule; every order placed from now on: the principal supply's.
ALTER TABLE "Order" ADD COLUMN "deliveryTaxRule" "DeliveryTaxRule" NOT NULL DEFAULT 'HIGHEST_RATE';
ALTER TABLE "Order" ALTER COLUMN "deliveryTaxRule" SET DEFAULT 'PRINCIPAL_SUPPLY';

CREATE TEMPORARY TABLE delivery_tax ON COMMIT DROP AS
WITH seller AS (
  SELECT COALESCE((SELECT btrim(value) FROM "Configuration" WHERE key = 'seller.stateCode' AND btrim(value) ~ '^[0-9]{2}$'), '29') AS code
),
per_drop AS (
  SELECT o.id, o."perDeliveryCharge"::bigint AS charge FROM "Order" o
  WHERE EXISTS (SELECT 1 FROM "Suborder" s WHERE s."orderId" = o.id)
    AND NOT EXISTS (SELECT 1 FROM "Suborder" s WHERE s."orderId" = o.id AND s."deliveryDrops" IS NULL)
),
-- the goods of each suborder as placed, in the order the pricing reads them
goods AS (
  SELECT s.id AS part, s."orderId", s."suborderNo", i.id AS item, v.id AS variant, v."gstRate" AS rate, v.hsn, v.price::bigint * v.quantity AS value
  FROM "Suborder" s JOIN per_drop p ON p.id = s."orderId"
  JOIN "OrderItem" i ON i."suborderId" = s.id JOIN "OrderItemVariant" v ON v."orderItemId" = i.id
  WHERE v.quantity > 0
),
parts AS (
  SELECT s.id, s."orderId", s."suborderNo", COALESCE(s."locationId", 'suborder:' || s.id) AS address,
         CASE s."categoryEnum" WHEN 'PDM' THEN 0 WHEN 'CDM' THEN 1 WHEN 'ADON' THEN 2 ELSE 3 END AS carrier_rank
  FROM "Suborder" s WHERE EXISTS (SELECT 1 FROM goods g WHERE g.part = s.id)
),
-- each part's placed dates: its deliveries that do not make up for another of its own
slots AS (
  SELECT DISTINCT d."suborderId" AS part, d."deliveryDate" AS date
  FROM "Delivery" d JOIN parts ON parts.id = d."suborderId"
  WHERE d."replacesDeliveryId" IS NULL
     OR NOT EXISTS (SELECT 1 FROM "Delivery" r WHERE r.id = d."replacesDeliveryId" AND r."suborderId" = d."suborderId")
),
-- one drop per address and date: its carrier (meals, then add-ons, then treats) and, under the old
-- rule, its highest rate with the HSN of the dearest line at that rate
drops AS (
  SELECT p."orderId", p.address, sl.date,
         (array_agg(p.id ORDER BY p.carrier_rank, p.id COLLATE "C"))[1] AS carrier,
         (SELECT g.rate FROM goods g JOIN parts m ON m.id = g.part JOIN slots ms ON ms.part = m.id
            WHERE m."orderId" = p."orderId" AND m.address = p.address AND ms.date = sl.date
            ORDER BY g.rate DESC, g.value DESC, m."suborderNo", g.item, g.variant LIMIT 1) AS rate,
         (SELECT g.hsn FROM goods g JOIN parts m ON m.id = g.part JOIN slots ms ON ms.part = m.id
            WHERE m."orderId" = p."orderId" AND m.address = p.address AND ms.date = sl.date
            ORDER BY g.rate DESC, g.value DESC, m."suborderNo", g.item, g.variant LIMIT 1) AS hsn
  FROM slots sl JOIN parts p ON p.id = sl.part
  GROUP BY p."orderId", p.address, sl.date
),
-- each carrier's drops of one rate and HSN are one delivery line, split as a whole (gst.ts splitInclusive)
lines AS (
  SELECT d."orderId", d.carrier, d.rate::bigint AS rate, count(*) * o.charge AS gross
  FROM drops d JOIN per_drop o ON o.id = d."orderId"
  GROUP BY d."orderId", d.carrier, d.rate, d.hsn, o.charge
),
split AS (
  SELECT l."orderId", l.carrier, l.rate,
         (s."placeOfSupply" IS NOT NULL AND s."placeOfSupply" <> (SELECT code FROM seller)) AS inter,
         (l.gross * 2000 + (1000 + l.rate)) / (2 * (1000 + l.rate)) AS estimate
  FROM lines l JOIN "Suborder" s ON s.id = l.carrier
)
SELECT "orderId", carrier,
       sum(CASE WHEN inter THEN 0 ELSE (estimate * rate * 2 + 2000) / 4000 END)::int AS half,
       sum(CASE WHEN inter THEN (estimate * rate * 2 + 1000) / 2000 ELSE 0 END)::int AS igst
FROM split GROUP BY "orderId", carrier;

UPDATE "Suborder" s SET cgst = s.cgst + t.half, sgst = s.sgst + t.half, igst = s.igst + t.igst
FROM delivery_tax t WHERE s.id = t.carrier;

UPDATE "Order" o SET cgst = o.cgst + t.half, sgst = o.sgst + t.half, igst = o.igst + t.igst
FROM (SELECT "orderId", sum(half)::int AS half, sum(igst)::int AS igst FROM delivery_tax GROUP BY "orderId") t
WHERE o.id = t."orderId";
