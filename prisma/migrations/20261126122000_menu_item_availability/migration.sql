-- Menu editor (issue 22): an item can be marked unavailable (shown as sold out) or sold out on
-- given delivery dates, without being archived (enabled = false) or deleted.
ALTER TABLE "MenuItem" ADD COLUMN "available" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN "soldOutDates" DATE[] DEFAULT ARRAY[]::DATE[];
