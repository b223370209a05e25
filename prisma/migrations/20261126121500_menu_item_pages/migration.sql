-- Item pages (issue 24): each menu item gets a slug for its address, /menu/<CATEGORY>/<slug>, and
-- the details its page shows. Existing items get the slug lib/domain/menu-item-slug.ts would make
-- from their name (lower case, "&" as "and", every other run of non-letters a single "-"), and
-- count as published: their pages may already be linked.
ALTER TABLE "MenuItem" ADD COLUMN "slug" TEXT,
ADD COLUMN "publishedAt" TIMESTAMP(3),
ADD COLUMN "ingredients" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN "nutrition" JSONB,
ADD COLUMN "portionGuide" JSONB NOT NULL DEFAULT '[]';

UPDATE "MenuItem" SET
  "slug" = COALESCE(NULLIF(left(trim(BOTH '-' FROM regexp_replace(replace(lower("name"), '&', ' and '), '[^a-z0-9]+', '-', 'g')), 80), ''), 'item'),
  "publishedAt" = "createdAt";

-- Two names may make the same slug (e.g. "Eggs & Rice" and "Eggs and Rice"): the later ones get -2, -3…
WITH numbered AS (
  SELECT id, "slug", row_number() OVER (PARTITION BY "categoryId", "slug" ORDER BY "createdAt", id) AS n FROM "MenuItem"
)
UPDATE "MenuItem" m SET "slug" = numbered."slug" || '-' || numbered.n FROM numbered WHERE numbered.id = m.id AND numbered.n > 1;

ALTER TABLE "MenuItem" ALTER COLUMN "slug" SET NOT NULL;

-- CreateIndex
CREATE UNIQUE INDEX "MenuItem_categoryId_slug_key" ON "MenuItem"("categoryId", "slug");
