-- Login failures are counted per requester (network) and per phone, with waits that double
-- instead of a lock for good (lib/auth/otp/policy.ts). Existing rows become the phone-wide ones;
-- the old permanent locks are lifted and their counts start again under the new rule.
-- AlterTable
ALTER TABLE "LoginGuard" DROP CONSTRAINT "LoginGuard_pkey",
DROP COLUMN "lockedAt",
ADD COLUMN     "lastSuccessAt" TIMESTAMP(3),
ADD COLUMN     "lockedUntil" TIMESTAMP(3),
ADD COLUMN     "network" TEXT NOT NULL DEFAULT '*',
ADD CONSTRAINT "LoginGuard_pkey" PRIMARY KEY ("phoneNumber", "network");

UPDATE "LoginGuard" SET "consecutiveFailures" = 0;

-- Bytes per user and minute are counted as weighted hits (lib/rate-limit/sliding-window.ts spend).
-- AlterTable
ALTER TABLE "RateLimitHit" ADD COLUMN     "weight" INTEGER NOT NULL DEFAULT 1;

-- Which uploads are attached to something (lib/uploads/delete-unattached-uploads.ts, the quota):
-- without these, each question (and each deleted upload's ON DELETE SET NULL) scans the table.
-- CreateIndex
CREATE INDEX "User_profilePicId_idx" ON "User"("profilePicId");

-- CreateIndex
CREATE INDEX "Address_imageId_idx" ON "Address"("imageId");

-- CreateIndex
CREATE INDEX "Payment_screenshotId_idx" ON "Payment"("screenshotId");
