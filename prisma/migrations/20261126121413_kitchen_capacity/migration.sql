-- AlterTable
ALTER TABLE "Category" ADD COLUMN     "maxPortionsPerDay" INTEGER;

-- CreateTable
CREATE TABLE "CapacityOverride" (
    "categoryId" TEXT NOT NULL,
    "date" DATE NOT NULL,
    "max" INTEGER,

    CONSTRAINT "CapacityOverride_pkey" PRIMARY KEY ("categoryId","date")
);

-- AddForeignKey
ALTER TABLE "CapacityOverride" ADD CONSTRAINT "CapacityOverride_categoryId_fkey" FOREIGN KEY ("categoryId") REFERENCES "Category"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- A capacity is a count of portions: never negative (0 closes a category for the day).
ALTER TABLE "Category" ADD CONSTRAINT "Category_maxPortionsPerDay_check" CHECK ("maxPortionsPerDay" IS NULL OR "maxPortionsPerDay" >= 0);
ALTER TABLE "CapacityOverride" ADD CONSTRAINT "CapacityOverride_max_check" CHECK ("max" IS NULL OR "max" >= 0);
