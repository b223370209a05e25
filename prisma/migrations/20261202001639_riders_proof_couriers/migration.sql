-- CreateEnum
CREATE TYPE "ProofKind" AS ENUM ('CODE', 'PHOTO');

-- CreateEnum
CREATE TYPE "NotDeliveredReason" AS ENUM ('NOT_HOME', 'WRONG_ADDRESS', 'NO_ACCESS', 'REFUSED', 'DOG_UNWELL', 'OTHER');

-- CreateEnum
CREATE TYPE "MissedDeliveryAction" AS ENUM ('MAKE_UP', 'CREDIT');

-- AlterEnum
ALTER TYPE "ImageKind" ADD VALUE 'DELIVERY_PROOF';

-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "NotificationKind" ADD VALUE 'DELIVERY_MISSED';
ALTER TYPE "NotificationKind" ADD VALUE 'MISSED_DELIVERY_RESOLVED';
ALTER TYPE "NotificationKind" ADD VALUE 'SHIPMENT_SENT';

-- AlterTable
ALTER TABLE "Delivery" ADD COLUMN     "awb" TEXT,
ADD COLUMN     "codeTries" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "courier" TEXT,
ADD COLUMN     "deliveredAt" TIMESTAMP(3),
ADD COLUMN     "deliveredById" TEXT,
ADD COLUMN     "deliveryCode" TEXT,
ADD COLUMN     "failedAt" TIMESTAMP(3),
ADD COLUMN     "failedById" TEXT,
ADD COLUMN     "failureNote" TEXT,
ADD COLUMN     "failurePhotoId" TEXT,
ADD COLUMN     "failureReason" "NotDeliveredReason",
ADD COLUMN     "missedResolution" "MissedDeliveryAction",
ADD COLUMN     "missedResolvedAt" TIMESTAMP(3),
ADD COLUMN     "missedResolvedById" TEXT,
ADD COLUMN     "proofKind" "ProofKind",
ADD COLUMN     "proofPhotoId" TEXT,
ADD COLUMN     "riderId" TEXT,
ADD COLUMN     "routePosition" INTEGER,
ADD COLUMN     "shippedAt" TIMESTAMP(3),
ADD COLUMN     "trackingUrl" TEXT;

-- CreateTable
CREATE TABLE "RouteStart" (
    "riderId" TEXT NOT NULL,
    "date" DATE NOT NULL,
    "startedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "RouteStart_pkey" PRIMARY KEY ("riderId","date")
);

-- CreateIndex
CREATE INDEX "Delivery_riderId_deliveryDate_routePosition_idx" ON "Delivery"("riderId", "deliveryDate", "routePosition");

-- AddForeignKey
ALTER TABLE "Delivery" ADD CONSTRAINT "Delivery_riderId_fkey" FOREIGN KEY ("riderId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Delivery" ADD CONSTRAINT "Delivery_proofPhotoId_fkey" FOREIGN KEY ("proofPhotoId") REFERENCES "UploadedImage"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Delivery" ADD CONSTRAINT "Delivery_failurePhotoId_fkey" FOREIGN KEY ("failurePhotoId") REFERENCES "UploadedImage"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RouteStart" ADD CONSTRAINT "RouteStart_riderId_fkey" FOREIGN KEY ("riderId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Riders are users with role 3 (addRider); the seed makes the first two roles.
INSERT INTO "Role" (id, "roleName") VALUES (3, 'RIDER') ON CONFLICT DO NOTHING;

-- The owner's queue of missed drops: failed and not yet resolved, by day (getMissedDeliveries).
-- Prisma cannot declare a partial index.
CREATE INDEX "Delivery_missed_idx" ON "Delivery"("deliveryDate", "failedAt") WHERE "failedAt" IS NOT NULL AND "missedResolvedAt" IS NULL;

-- Which uploads are a drop's proof or a missed drop's photo (the unattached-uploads cleanup and its
-- quota ask, and who may read a photo).
CREATE INDEX "Delivery_proofPhotoId_idx" ON "Delivery"("proofPhotoId") WHERE "proofPhotoId" IS NOT NULL;
CREATE INDEX "Delivery_failurePhotoId_idx" ON "Delivery"("failurePhotoId") WHERE "failurePhotoId" IS NOT NULL;
