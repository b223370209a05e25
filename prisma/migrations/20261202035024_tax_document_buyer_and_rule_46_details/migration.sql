-- AlterTable
ALTER TABLE "Invoice" ADD COLUMN     "buyerAddress" TEXT,
ADD COLUMN     "buyerStateCode" TEXT,
ADD COLUMN     "buyerStateName" TEXT,
ADD COLUMN     "deliveryAddress" TEXT,
ADD COLUMN     "reverseCharge" BOOLEAN,
ADD COLUMN     "signatory" TEXT;

-- AlterTable
ALTER TABLE "CreditNote" ADD COLUMN     "buyerAddress" TEXT,
ADD COLUMN     "buyerName" TEXT,
ADD COLUMN     "buyerPhone" TEXT,
ADD COLUMN     "buyerStateCode" TEXT,
ADD COLUMN     "buyerStateName" TEXT,
ADD COLUMN     "deliveryAddress" TEXT,
ADD COLUMN     "invoiceIssuedAt" TIMESTAMP(3),
ADD COLUMN     "invoiceNumber" TEXT,
ADD COLUMN     "reverseCharge" BOOLEAN,
ADD COLUMN     "signatory" TEXT;

