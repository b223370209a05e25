-- The address a customer marks default (issue 24): every cart it serves starts with it. At most one
-- per customer, enforced here (a partial unique index, which the Prisma schema cannot express);
-- setDefaultAddress clears the old mark and sets the new one in one transaction.
ALTER TABLE "Address" ADD COLUMN "isDefault" BOOLEAN NOT NULL DEFAULT false;
CREATE UNIQUE INDEX "Address_one_default_per_user" ON "Address" ("userId") WHERE "isDefault";
