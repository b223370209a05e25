-- Issued tax documents stay final, with one exception: when a customer deletes their account
-- (DPDP Act 2023), their name, number and addresses leave the invoices and credit notes kept for
-- GST. Only that change is let through: the buyer's name 'Deleted customer', phone '' and the
-- billing and delivery addresses '' (a column that was null, on a document issued before it was
-- kept, stays null), every other column as it was.
CREATE OR REPLACE FUNCTION "tax_document_is_final"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- Nested: plpgsql does not stop at a false AND, and the lines' rows have no buyer columns.
  IF TG_OP = 'UPDATE' AND TG_TABLE_NAME IN ('Invoice', 'CreditNote') THEN
    IF NEW."buyerName" IS NOT DISTINCT FROM (CASE WHEN OLD."buyerName" IS NULL THEN NULL ELSE 'Deleted customer' END)
       AND NEW."buyerPhone" IS NOT DISTINCT FROM (CASE WHEN OLD."buyerPhone" IS NULL THEN NULL ELSE '' END)
       AND NEW."buyerAddress" IS NOT DISTINCT FROM (CASE WHEN OLD."buyerAddress" IS NULL THEN NULL ELSE '' END)
       AND NEW."deliveryAddress" IS NOT DISTINCT FROM (CASE WHEN OLD."deliveryAddress" IS NULL THEN NULL ELSE '' END)
       AND (to_jsonb(NEW) - 'buyerName' - 'buyerPhone' - 'buyerAddress' - 'deliveryAddress') = (to_jsonb(OLD) - 'buyerName' - 'buyerPhone' - 'buyerAddress' - 'deliveryAddress') THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION 'Issued tax documents are never changed or deleted (% %): issue a credit note instead', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'integrity_constraint_violation';
END
$$;
