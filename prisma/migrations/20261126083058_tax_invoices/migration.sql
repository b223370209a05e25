-- Issued tax invoices and credit notes, GST per menu item and per place of supply, one delivery
-- charge per drop (docs/decisions.md, "Money that adds up"). The schema changes, then the backfill:
-- rates and HSN codes for the menu and the lines of old orders, GST state codes for addresses and
-- suborders, and a tax invoice for every order already paid, numbered in the order the payments
-- were confirmed, per financial year, with the figures the order was charged then ("legacy").

-- CreateEnum
CREATE TYPE "DocumentKind" AS ENUM ('INVOICE', 'CREDIT_NOTE');

-- CreateEnum
CREATE TYPE "TaxLineKind" AS ENUM ('GOODS', 'DELIVERY');

-- AlterTable
ALTER TABLE "Address" ADD COLUMN     "stateCode" TEXT;

-- AlterTable
ALTER TABLE "MenuItem" ADD COLUMN     "gstRate" INTEGER NOT NULL DEFAULT 50,
ADD COLUMN     "hsn" TEXT NOT NULL DEFAULT '23091000';

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "igst" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "Suborder" ADD COLUMN     "deliveryDrops" INTEGER,
ADD COLUMN     "igst" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "placeOfSupply" TEXT;

-- AlterTable
ALTER TABLE "Delivery" ADD COLUMN     "creditedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "OrderItemVariant" ADD COLUMN     "gstRate" INTEGER NOT NULL DEFAULT 50,
ADD COLUMN     "hsn" TEXT NOT NULL DEFAULT '23091000';

-- CreateTable
CREATE TABLE "Invoice" (
    "id" TEXT NOT NULL,
    "number" TEXT NOT NULL,
    "financialYear" TEXT NOT NULL,
    "serial" INTEGER NOT NULL,
    "orderId" TEXT NOT NULL,
    "placeOfSupply" TEXT NOT NULL,
    "placeOfSupplyLabel" TEXT NOT NULL,
    "issuedAt" TIMESTAMP(3) NOT NULL,
    "sellerLegalName" TEXT NOT NULL,
    "sellerGstin" TEXT NOT NULL,
    "sellerStateCode" TEXT NOT NULL,
    "sellerAddress" TEXT NOT NULL,
    "buyerName" TEXT NOT NULL,
    "buyerPhone" TEXT NOT NULL,
    "taxableValue" INTEGER NOT NULL,
    "cgst" INTEGER NOT NULL,
    "sgst" INTEGER NOT NULL,
    "igst" INTEGER NOT NULL,
    "total" INTEGER NOT NULL,
    "legacy" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "Invoice_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "InvoiceLine" (
    "id" TEXT NOT NULL,
    "invoiceId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "kind" "TaxLineKind" NOT NULL,
    "suborderId" TEXT,
    "description" TEXT NOT NULL,
    "hsn" TEXT NOT NULL,
    "quantity" INTEGER NOT NULL,
    "unit" TEXT NOT NULL,
    "unitPrice" INTEGER NOT NULL,
    "uqc" TEXT NOT NULL,
    "quantityMilli" INTEGER NOT NULL,
    "gstRate" INTEGER NOT NULL,
    "taxableValue" INTEGER NOT NULL,
    "cgst" INTEGER NOT NULL,
    "sgst" INTEGER NOT NULL,
    "igst" INTEGER NOT NULL,
    "total" INTEGER NOT NULL,

    CONSTRAINT "InvoiceLine_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CreditNote" (
    "id" TEXT NOT NULL,
    "number" TEXT NOT NULL,
    "financialYear" TEXT NOT NULL,
    "serial" INTEGER NOT NULL,
    "invoiceId" TEXT NOT NULL,
    "issuedAt" TIMESTAMP(3) NOT NULL,
    "reason" TEXT NOT NULL,
    "deliveryId" TEXT,
    "refundId" TEXT,
    "taxableValue" INTEGER NOT NULL,
    "cgst" INTEGER NOT NULL,
    "sgst" INTEGER NOT NULL,
    "igst" INTEGER NOT NULL,
    "total" INTEGER NOT NULL,

    CONSTRAINT "CreditNote_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CreditNoteLine" (
    "id" TEXT NOT NULL,
    "creditNoteId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "kind" "TaxLineKind" NOT NULL,
    "suborderId" TEXT,
    "description" TEXT NOT NULL,
    "hsn" TEXT NOT NULL,
    "quantity" INTEGER NOT NULL,
    "unit" TEXT NOT NULL,
    "unitPrice" INTEGER NOT NULL,
    "uqc" TEXT NOT NULL,
    "quantityMilli" INTEGER NOT NULL,
    "gstRate" INTEGER NOT NULL,
    "taxableValue" INTEGER NOT NULL,
    "cgst" INTEGER NOT NULL,
    "sgst" INTEGER NOT NULL,
    "igst" INTEGER NOT NULL,
    "total" INTEGER NOT NULL,

    CONSTRAINT "CreditNoteLine_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DocumentCounter" (
    "kind" "DocumentKind" NOT NULL,
    "financialYear" TEXT NOT NULL,
    "lastSerial" INTEGER NOT NULL,

    CONSTRAINT "DocumentCounter_pkey" PRIMARY KEY ("kind","financialYear")
);

-- CreateIndex
CREATE UNIQUE INDEX "Invoice_number_key" ON "Invoice"("number");

-- CreateIndex
CREATE INDEX "Invoice_orderId_idx" ON "Invoice"("orderId");

-- CreateIndex
CREATE INDEX "Invoice_issuedAt_idx" ON "Invoice"("issuedAt");

-- CreateIndex
CREATE UNIQUE INDEX "Invoice_financialYear_serial_key" ON "Invoice"("financialYear", "serial");

-- CreateIndex
CREATE UNIQUE INDEX "InvoiceLine_invoiceId_position_key" ON "InvoiceLine"("invoiceId", "position");

-- CreateIndex
CREATE UNIQUE INDEX "CreditNote_number_key" ON "CreditNote"("number");

-- CreateIndex
CREATE UNIQUE INDEX "CreditNote_refundId_key" ON "CreditNote"("refundId");

-- CreateIndex
CREATE INDEX "CreditNote_invoiceId_idx" ON "CreditNote"("invoiceId");

-- CreateIndex
CREATE INDEX "CreditNote_issuedAt_idx" ON "CreditNote"("issuedAt");

-- CreateIndex
CREATE UNIQUE INDEX "CreditNote_financialYear_serial_key" ON "CreditNote"("financialYear", "serial");

-- CreateIndex
CREATE UNIQUE INDEX "CreditNoteLine_creditNoteId_position_key" ON "CreditNoteLine"("creditNoteId", "position");

-- AddForeignKey
ALTER TABLE "Invoice" ADD CONSTRAINT "Invoice_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InvoiceLine" ADD CONSTRAINT "InvoiceLine_invoiceId_fkey" FOREIGN KEY ("invoiceId") REFERENCES "Invoice"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CreditNote" ADD CONSTRAINT "CreditNote_invoiceId_fkey" FOREIGN KEY ("invoiceId") REFERENCES "Invoice"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CreditNote" ADD CONSTRAINT "CreditNote_refundId_fkey" FOREIGN KEY ("refundId") REFERENCES "Refund"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CreditNoteLine" ADD CONSTRAINT "CreditNoteLine_creditNoteId_fkey" FOREIGN KEY ("creditNoteId") REFERENCES "CreditNote"("id") ON DELETE RESTRICT ON UPDATE CASCADE;


-- ---- Backfill -----------------------------------------------------------------------------------

-- India's states and union territories (lib/domain/gst-states.ts: GST_STATES, with the key
-- stateByName compares and its aliases; the migration test checks the two agree).
CREATE TEMP TABLE gst_state (code TEXT PRIMARY KEY, label TEXT NOT NULL, name_key TEXT) ON COMMIT DROP;
INSERT INTO gst_state VALUES
  ('01', '01-Jammu & Kashmir', 'jammu and kashmir'),
  ('02', '02-Himachal Pradesh', 'himachal pradesh'),
  ('03', '03-Punjab', 'punjab'),
  ('04', '04-Chandigarh', 'chandigarh'),
  ('05', '05-Uttarakhand', 'uttarakhand'),
  ('06', '06-Haryana', 'haryana'),
  ('07', '07-Delhi', 'delhi'),
  ('08', '08-Rajasthan', 'rajasthan'),
  ('09', '09-Uttar Pradesh', 'uttar pradesh'),
  ('10', '10-Bihar', 'bihar'),
  ('11', '11-Sikkim', 'sikkim'),
  ('12', '12-Arunachal Pradesh', 'arunachal pradesh'),
  ('13', '13-Nagaland', 'nagaland'),
  ('14', '14-Manipur', 'manipur'),
  ('15', '15-Mizoram', 'mizoram'),
  ('16', '16-Tripura', 'tripura'),
  ('17', '17-Meghalaya', 'meghalaya'),
  ('18', '18-Assam', 'assam'),
  ('19', '19-West Bengal', 'west bengal'),
  ('20', '20-Jharkhand', 'jharkhand'),
  ('21', '21-Odisha', 'odisha'),
  ('22', '22-Chhattisgarh', 'chhattisgarh'),
  ('23', '23-Madhya Pradesh', 'madhya pradesh'),
  ('24', '24-Gujarat', 'gujarat'),
  ('25', '25-Daman & Diu', NULL),
  ('26', '26-Dadra & Nagar Haveli & Daman & Diu', 'dadra and nagar haveli and daman and diu'),
  ('27', '27-Maharashtra', 'maharashtra'),
  ('28', '28-Andhra Pradesh (Before Division)', NULL),
  ('29', '29-Karnataka', 'karnataka'),
  ('30', '30-Goa', 'goa'),
  ('31', '31-Lakshadweep', 'lakshadweep'),
  ('32', '32-Kerala', 'kerala'),
  ('33', '33-Tamil Nadu', 'tamil nadu'),
  ('34', '34-Puducherry', 'puducherry'),
  ('35', '35-Andaman & Nicobar Islands', 'andaman and nicobar islands'),
  ('36', '36-Telangana', 'telangana'),
  ('37', '37-Andhra Pradesh', 'andhra pradesh'),
  ('38', '38-Ladakh', 'ladakh'),
  ('97', '97-Other Territory', NULL);
CREATE TEMP TABLE gst_state_name (name_key TEXT PRIMARY KEY, code TEXT NOT NULL) ON COMMIT DROP;
INSERT INTO gst_state_name SELECT name_key, code FROM gst_state WHERE name_key IS NOT NULL;
INSERT INTO gst_state_name VALUES
  ('new delhi', '07'),
  ('nct of delhi', '07'),
  ('orissa', '21'),
  ('pondicherry', '34'),
  ('jammu kashmir', '01'),
  ('j and k', '01'),
  ('andaman and nicobar', '35'),
  ('andaman nicobar islands', '35'),
  ('dadra and nagar haveli', '26'),
  ('daman and diu', '26'),
  ('uttaranchal', '05'),
  ('tamilnadu', '33');

-- stateByName's key: NFKC, lower case, "&" read as "and", anything but letters and digits a space.
CREATE FUNCTION pg_temp.state_key(name TEXT) RETURNS TEXT LANGUAGE sql IMMUTABLE AS $$
  SELECT btrim(regexp_replace(replace(lower(normalize(COALESCE(name, ''), NFKC)), '&', ' and '), '[^a-z0-9]+', ' ', 'g'))
$$;

-- The settings in force: whole tenths only, else 2.5 % (lib/domain/charges.ts, readTenths); the
-- seller's state and the invoice prefix as lib/domain reads them; the seller's details as the old
-- invoice page printed them (the Store row) unless configured already.
CREATE TEMP TABLE settings ON COMMIT DROP AS
SELECT
  COALESCE((SELECT btrim(value)::int FROM "Configuration" WHERE key = 'cgst' AND btrim(value) ~ '^[0-9]{1,3}$'), 25)
    + COALESCE((SELECT btrim(value)::int FROM "Configuration" WHERE key = 'sgst' AND btrim(value) ~ '^[0-9]{1,3}$'), 25) AS gst_rate,
  COALESCE((SELECT btrim(value) FROM "Configuration" WHERE key = 'seller.stateCode' AND btrim(value) IN (SELECT code FROM gst_state)), '29') AS seller_state,
  COALESCE((SELECT upper(btrim(value)) FROM "Configuration" WHERE key = 'invoice.prefix' AND upper(btrim(value)) ~ '^[A-Z0-9]{1,4}$'), 'GDK') AS invoice_prefix,
  COALESCE((SELECT value FROM "Configuration" WHERE key = 'seller.legalName' AND btrim(value) <> ''), (SELECT name FROM "Store" ORDER BY id LIMIT 1), 'Good Dog Kitchen') AS seller_name,
  COALESCE((SELECT upper(btrim(value)) FROM "Configuration" WHERE key = 'seller.gstin' AND btrim(value) <> ''), (SELECT upper(btrim(gstin)) FROM "Store" ORDER BY id LIMIT 1), '') AS seller_gstin,
  COALESCE((SELECT value FROM "Configuration" WHERE key = 'seller.address' AND btrim(value) <> ''), (SELECT address FROM "Store" ORDER BY id LIMIT 1), '') AS seller_address;

-- Every menu item keeps today's rate (cgst + sgst) until an admin sets its own.
UPDATE "MenuItem" SET "gstRate" = (SELECT gst_rate FROM settings);

-- The lines of old orders: the rates they were priced with.
UPDATE "OrderItemVariant" v SET "gstRate" = o."cgstRate" + o."sgstRate"
FROM "OrderItem" i JOIN "Suborder" s ON s.id = i."suborderId" JOIN "Order" o ON o.id = s."orderId"
WHERE i.id = v."orderItemId";
ALTER TABLE "OrderItemVariant" ALTER COLUMN "gstRate" DROP DEFAULT;

-- Addresses: the state code of their state, where it is recognised (else null until next edited).
UPDATE "Address" a SET "stateCode" = n.code FROM gst_state_name n WHERE n.name_key = pg_temp.state_key(a.state);

-- Old suborders: the place of supply of the address they were placed with (the seller's state when
-- its state is not recognised: they were all taxed as within the state). deliveryDrops stays null:
-- they were charged per cart per date.
UPDATE "Suborder" s SET "placeOfSupply" = COALESCE(
  (SELECT n.code FROM gst_state_name n WHERE n.name_key = pg_temp.state_key(s."locationSnapshot"->>'state')),
  (SELECT seller_state FROM settings));

-- A skipped delivery of a one-time suborder was taken off the amount due, or refunded once paid.
UPDATE "Delivery" d SET "creditedAt" = d."skippedAt"
FROM "Suborder" s WHERE s.id = d."suborderId" AND s."repeatType" = 'NONE' AND d."skippedAt" IS NOT NULL;

-- Invoices for the orders already paid. Each suborder is charged as it was: its stored figures, or,
-- when deliveries were skipped before the payment (they came off the amount due), the same rule on
-- the deliveries still charged (lib/domain/delivery-share.ts: CGST and SGST on the whole subtotal,
-- rounded half up; the delivery charge per date, without tax). A skip after the payment was
-- refunded (its Refund row) and stays on the invoice.
CREATE TEMP TABLE legacy_suborder ON COMMIT DROP AS
WITH base AS (
  SELECT s.id, s."orderId", s."suborderNo", s."placeOfSupply", c.title, s.subtotal, s.cgst, s.sgst, s."deliveryCharge",
         o."cgstRate", o."sgstRate", o."perDeliveryCharge", o."createdAt" AS placed_at, o."userId",
         COALESCE(p."confirmedAt", o."createdAt") AS issued_at,
         (SELECT count(*) FROM "Delivery" d WHERE d."suborderId" = s.id AND d."replacesDeliveryId" IS NULL) AS placed,
         (SELECT count(*) FROM "Delivery" d WHERE d."suborderId" = s.id AND d."replacesDeliveryId" IS NULL
            AND (d."creditedAt" IS NULL OR EXISTS (SELECT 1 FROM "Refund" r WHERE r."deliveryId" = d.id))) AS charged,
         (SELECT COALESCE(sum(v.price * v.quantity), 0) FROM "OrderItemVariant" v JOIN "OrderItem" i ON i.id = v."orderItemId" WHERE i."suborderId" = s.id) AS per_delivery
  FROM "Suborder" s
  JOIN "Order" o ON o.id = s."orderId"
  JOIN "Payment" p ON p."orderId" = o.id AND p.status = 'success'
  JOIN "Category" c ON c.id = s."categoryId"
)
SELECT b.*,
       CASE WHEN charged = placed THEN b.subtotal ELSE per_delivery * charged END AS goods,
       CASE WHEN charged = placed THEN b.cgst ELSE (per_delivery * charged * "cgstRate" + 500) / 1000 END AS goods_cgst,
       CASE WHEN charged = placed THEN b.sgst ELSE (per_delivery * charged * "sgstRate" + 500) / 1000 END AS goods_sgst,
       CASE WHEN charged = placed THEN b."deliveryCharge" ELSE "perDeliveryCharge" * charged END AS delivery
FROM base b;

-- One invoice per order and place of supply, numbered by confirmation (then placing, then id) in
-- the financial year of its confirmation (April to March in Kolkata).
CREATE TEMP TABLE legacy_invoice ON COMMIT DROP AS
WITH grouped AS (
  SELECT "orderId", "placeOfSupply", min(issued_at) AS issued_at, min(placed_at) AS placed_at, min("userId") AS user_id,
         sum(goods) + sum(delivery) AS taxable, sum(goods_cgst) AS cgst, sum(goods_sgst) AS sgst
  FROM legacy_suborder GROUP BY "orderId", "placeOfSupply"
), dated AS (
  SELECT g.*, (g.issued_at AT TIME ZONE 'UTC') AT TIME ZONE 'Asia/Kolkata' AS local_at FROM grouped g
), years AS (
  SELECT d.*, extract(year FROM local_at)::int - CASE WHEN extract(month FROM local_at) < 4 THEN 1 ELSE 0 END AS fy FROM dated d
), numbered AS (
  SELECT y.*,
         fy::text || '-' || lpad(((fy + 1) % 100)::text, 2, '0') AS financial_year,
         lpad((fy % 100)::text, 2, '0') || '-' || lpad(((fy + 1) % 100)::text, 2, '0') AS fy_short,
         row_number() OVER (PARTITION BY fy ORDER BY issued_at, placed_at, "orderId", "placeOfSupply") AS serial
  FROM years y
)
SELECT gen_random_uuid()::text AS id, n.*,
       (SELECT invoice_prefix FROM settings) || '/' || fy_short || '/'
         || lpad(serial::text, greatest(5, 16 - length((SELECT invoice_prefix FROM settings) || '/' || fy_short || '/')), '0') AS number
FROM numbered n;

INSERT INTO "Invoice" (id, number, "financialYear", serial, "orderId", "placeOfSupply", "placeOfSupplyLabel", "issuedAt",
  "sellerLegalName", "sellerGstin", "sellerStateCode", "sellerAddress", "buyerName", "buyerPhone",
  "taxableValue", cgst, sgst, igst, total, legacy)
SELECT i.id, i.number, i.financial_year, i.serial, i."orderId", i."placeOfSupply", COALESCE(g.label, i."placeOfSupply"), i.issued_at,
       st.seller_name, st.seller_gstin, st.seller_state, st.seller_address,
       COALESCE(NULLIF(concat_ws(' ', NULLIF(btrim(u."firstName"), ''), NULLIF(btrim(u."lastName"), '')), ''), 'Customer'), u."phoneNumber",
       i.taxable, i.cgst, i.sgst, 0, i.taxable + i.cgst + i.sgst, true
FROM legacy_invoice i
JOIN "User" u ON u.id = i.user_id
LEFT JOIN gst_state g ON g.code = i."placeOfSupply"
CROSS JOIN settings st;

-- Its lines: per suborder, the goods as one line (their tax was rounded on the whole) and the
-- delivery charges as another, untaxed, as they were charged.
INSERT INTO "InvoiceLine" (id, "invoiceId", position, kind, "suborderId", description, hsn, quantity, unit, "unitPrice", uqc, "quantityMilli",
  "gstRate", "taxableValue", cgst, sgst, igst, total)
SELECT gen_random_uuid()::text, l.invoice_id, row_number() OVER (PARTITION BY l.invoice_id ORDER BY l."suborderNo", l.kind = 'DELIVERY'), l.kind::"TaxLineKind", l.suborder_id,
       l.description, '23091000', l.quantity, 'delivery', l.unit_price, 'OTH', l.quantity * 1000, l.rate, l.taxable, l.cgst, l.sgst, 0, l.taxable + l.cgst + l.sgst
FROM (
  SELECT i.id AS invoice_id, s."suborderNo", 'GOODS' AS kind, s.id AS suborder_id,
         s.title || ' (' || s."suborderNo" || ')' AS description, s.charged::int AS quantity, s.per_delivery::int AS unit_price,
         s."cgstRate" + s."sgstRate" AS rate, s.goods::int AS taxable, s.goods_cgst::int AS cgst, s.goods_sgst::int AS sgst
  FROM legacy_suborder s JOIN legacy_invoice i ON i."orderId" = s."orderId" AND i."placeOfSupply" = s."placeOfSupply"
  WHERE s.charged > 0
  UNION ALL
  SELECT i.id, s."suborderNo", 'DELIVERY', s.id,
         'Delivery charges, ' || s."suborderNo" || ' (' || s.charged || CASE WHEN s.charged = 1 THEN ' date)' ELSE ' dates)' END, s.charged::int, s."perDeliveryCharge",
         0, s.delivery::int, 0, 0
  FROM legacy_suborder s JOIN legacy_invoice i ON i."orderId" = s."orderId" AND i."placeOfSupply" = s."placeOfSupply"
  WHERE s.charged > 0 AND s.delivery > 0
) l;

-- The series continue from there.
INSERT INTO "DocumentCounter" (kind, "financialYear", "lastSerial")
SELECT 'INVOICE', "financialYear", max(serial) FROM "Invoice" GROUP BY "financialYear";

-- ---- Issued documents are final ------------------------------------------------------------------
-- The app only ever inserts them; a correction is a credit note. Refusing UPDATE and DELETE here
-- keeps it so for SQL, seeds and Prisma Studio too.
CREATE FUNCTION "tax_document_is_final"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'Issued tax documents are never changed or deleted (% %): issue a credit note instead', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'integrity_constraint_violation';
END
$$;
CREATE TRIGGER "Invoice_final" BEFORE UPDATE OR DELETE ON "Invoice" FOR EACH ROW EXECUTE FUNCTION "tax_document_is_final"();
CREATE TRIGGER "InvoiceLine_final" BEFORE UPDATE OR DELETE ON "InvoiceLine" FOR EACH ROW EXECUTE FUNCTION "tax_document_is_final"();
CREATE TRIGGER "CreditNote_final" BEFORE UPDATE OR DELETE ON "CreditNote" FOR EACH ROW EXECUTE FUNCTION "tax_document_is_final"();
CREATE TRIGGER "CreditNoteLine_final" BEFORE UPDATE OR DELETE ON "CreditNoteLine" FOR EACH ROW EXECUTE FUNCTION "tax_document_is_final"();
