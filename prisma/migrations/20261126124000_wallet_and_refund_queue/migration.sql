-- New message kinds (not used in this migration, so adding them inside its transaction is allowed)
ALTER TYPE "NotificationKind" ADD VALUE 'REFUND_PAID';
ALTER TYPE "NotificationKind" ADD VALUE 'WALLET_CREDITED';

-- CreateEnum
CREATE TYPE "RefundDestination" AS ENUM ('WALLET', 'UPI');

-- CreateEnum
CREATE TYPE "WalletEntryKind" AS ENUM ('SKIP_CREDIT', 'CANCEL_CREDIT', 'TOP_UP', 'ADMIN_CREDIT', 'ORDER_DEBIT', 'PAYOUT', 'EXPIRY_RETURN');

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "upiId" TEXT;

-- AlterTable
ALTER TABLE "Payment" ADD COLUMN     "walletAmount" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "Refund" ADD COLUMN     "utr" TEXT;

-- AlterTable
ALTER TABLE "CreditNote" ADD COLUMN     "walletEntryId" TEXT;

-- CreateTable
CREATE TABLE "Wallet" (
    "userId" TEXT NOT NULL,
    "balance" INTEGER NOT NULL DEFAULT 0,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Wallet_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "WalletEntry" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "kind" "WalletEntryKind" NOT NULL,
    "amount" INTEGER NOT NULL,
    "balanceAfter" INTEGER NOT NULL,
    "orderId" TEXT,
    "deliveryId" TEXT,
    "topUpId" TEXT,
    "refundId" TEXT,
    "createdById" TEXT,
    "note" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "WalletEntry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TopUp" (
    "id" TEXT NOT NULL,
    "number" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "amount" INTEGER NOT NULL,
    "status" "PaymentStatus" NOT NULL DEFAULT 'required',
    "screenshotId" TEXT,
    "utr" TEXT,
    "submittedAt" TIMESTAMP(3),
    "confirmedById" TEXT,
    "confirmedAt" TIMESTAMP(3),
    "rejectionReason" TEXT,
    "rejectedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "TopUp_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "WalletEntry_topUpId_key" ON "WalletEntry"("topUpId");

-- CreateIndex
CREATE UNIQUE INDEX "WalletEntry_refundId_key" ON "WalletEntry"("refundId");

-- CreateIndex
CREATE INDEX "WalletEntry_userId_createdAt_idx" ON "WalletEntry"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "WalletEntry_orderId_idx" ON "WalletEntry"("orderId");

-- CreateIndex
CREATE UNIQUE INDEX "TopUp_number_key" ON "TopUp"("number");

-- CreateIndex
CREATE INDEX "TopUp_userId_createdAt_idx" ON "TopUp"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "TopUp_status_submittedAt_idx" ON "TopUp"("status", "submittedAt");

-- CreateIndex
CREATE INDEX "TopUp_status_amount_idx" ON "TopUp"("status", "amount");

-- CreateIndex
CREATE UNIQUE INDEX "CreditNote_walletEntryId_key" ON "CreditNote"("walletEntryId");

-- A bank statement line may confirm a wallet top-up instead of an order's payment.
ALTER TABLE "BankStatementLine" ADD COLUMN "topUpId" TEXT;
CREATE INDEX "BankStatementLine_topUpId_idx" ON "BankStatementLine"("topUpId");
ALTER TABLE "BankStatementLine" ADD CONSTRAINT "BankStatementLine_topUpId_fkey" FOREIGN KEY ("topUpId") REFERENCES "TopUp"("id") ON DELETE SET NULL ON UPDATE CASCADE;
CREATE INDEX "TopUp_utr_idx" ON "TopUp"("utr");

-- AddForeignKey
ALTER TABLE "CreditNote" ADD CONSTRAINT "CreditNote_walletEntryId_fkey" FOREIGN KEY ("walletEntryId") REFERENCES "WalletEntry"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Wallet" ADD CONSTRAINT "Wallet_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WalletEntry" ADD CONSTRAINT "WalletEntry_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WalletEntry" ADD CONSTRAINT "WalletEntry_topUpId_fkey" FOREIGN KEY ("topUpId") REFERENCES "TopUp"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TopUp" ADD CONSTRAINT "TopUp_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;


-- A wallet never goes below zero, whatever writes it.
ALTER TABLE "Wallet" ADD CONSTRAINT "Wallet_balance_not_negative" CHECK ("balance" >= 0);
-- Credits are positive, debits negative, and nothing is an entry of zero.
ALTER TABLE "WalletEntry" ADD CONSTRAINT "WalletEntry_amount_not_zero" CHECK ("amount" <> 0);
ALTER TABLE "WalletEntry" ADD CONSTRAINT "WalletEntry_balance_after_not_negative" CHECK ("balanceAfter" >= 0);
ALTER TABLE "WalletEntry" ADD CONSTRAINT "WalletEntry_sign_of_kind" CHECK (
  ("kind" IN ('ORDER_DEBIT', 'PAYOUT') AND "amount" < 0) OR ("kind" NOT IN ('ORDER_DEBIT', 'PAYOUT') AND "amount" > 0)
);

-- The ledger is append only: a correction is a new entry.
CREATE FUNCTION "wallet_entry_is_final"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'Wallet entries are never changed or deleted (% %): add an entry instead', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'integrity_constraint_violation';
END
$$;
CREATE TRIGGER "WalletEntry_final" BEFORE UPDATE OR DELETE ON "WalletEntry" FOR EACH ROW EXECUTE FUNCTION "wallet_entry_is_final"();

-- The refunds already due were promised "within 30 days" to the customer's account: they stay due
-- and become the admin's UPI refund queue as they are (no row changes; a Refund is now always a
-- refund to UPI). Nothing is moved to a wallet the customer never chose.
