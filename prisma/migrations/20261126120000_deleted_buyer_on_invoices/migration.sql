-- Issued tax documents stay final, with one exception: when a customer deletes their account
-- (DPDP Act 2023), their name and number leave the invoices kept for GST (docs/decisions.md, "The
-- customer's data rights"). Only that change is let through: both buyer columns set to the deleted
-- customer's values and every other column as it was.
CREATE OR REPLACE FUNCTION "tax_document_is_final"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- Nested: plpgsql does not stop at a false AND, and other tables' rows have no buyer columns.
  IF TG_OP = 'UPDATE' AND TG_TABLE_NAME = 'Invoice' THEN
    IF NEW."buyerName" = 'Deleted customer' AND NEW."buyerPhone" = ''
       AND (to_jsonb(NEW) - 'buyerName' - 'buyerPhone') = (to_jsonb(OLD) - 'buyerName' - 'buyerPhone') THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION 'Issued tax documents are never changed or deleted (% %): issue a credit note instead', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'integrity_constraint_violation';
END
$$;
