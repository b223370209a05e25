-- AlterTable
ALTER TABLE "Payment" ADD COLUMN     "utr" TEXT;

-- AlterTable
ALTER TABLE "UploadedImage" ADD COLUMN     "contentHash" TEXT;

-- CreateTable
CREATE TABLE "BankStatementLayout" (
    "id" TEXT NOT NULL,
    "signature" TEXT NOT NULL,
    "bankName" TEXT NOT NULL,
    "columns" JSONB NOT NULL,
    "createdById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "BankStatementLayout_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BankStatementLine" (
    "id" TEXT NOT NULL,
    "identity" TEXT NOT NULL,
    "date" DATE NOT NULL,
    "amount" INTEGER NOT NULL,
    "reference" TEXT,
    "utr" TEXT,
    "narration" TEXT NOT NULL,
    "paymentId" TEXT,
    "fileName" TEXT NOT NULL,
    "appliedById" TEXT NOT NULL,
    "appliedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BankStatementLine_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "BankStatementLayout_signature_key" ON "BankStatementLayout"("signature");

-- CreateIndex
CREATE UNIQUE INDEX "BankStatementLine_identity_key" ON "BankStatementLine"("identity");

-- CreateIndex
CREATE INDEX "BankStatementLine_paymentId_idx" ON "BankStatementLine"("paymentId");

-- CreateIndex
CREATE INDEX "Payment_status_amount_idx" ON "Payment"("status", "amount");

-- CreateIndex
-- IF NOT EXISTS: the hardening work (issue 25) adds the same index for its own reasons; whichever
-- migration runs first makes it.
CREATE INDEX IF NOT EXISTS "Payment_screenshotId_idx" ON "Payment"("screenshotId");

-- CreateIndex
CREATE INDEX "UploadedImage_contentHash_idx" ON "UploadedImage"("contentHash");

-- AddForeignKey
ALTER TABLE "BankStatementLine" ADD CONSTRAINT "BankStatementLine_paymentId_fkey" FOREIGN KEY ("paymentId") REFERENCES "Payment"("id") ON DELETE SET NULL ON UPDATE CASCADE;


-- One payment per UPI transaction reference (UTR). Partial: most payments have none, and Prisma
-- cannot declare a partial index, so it lives here only (schema.prisma says so).
CREATE UNIQUE INDEX "Payment_utr_key" ON "Payment"("utr") WHERE "utr" IS NOT NULL;

-- UploadedImage."contentHash" of uploads made before this migration is filled in from the stored
-- files right after it is applied (lib/uploads/backfill-content-hashes.ts, run by the migration
-- runner's callers): SQL cannot read the upload directory or the bucket. A file that cannot be read
-- leaves its row null.
