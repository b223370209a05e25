-- A paid order's change that costs more than the wallet holds: the rest is paid by UPI as a top-up
-- tied to the order, holding the change, which is made when the top-up is confirmed.
ALTER TABLE "TopUp" ADD COLUMN "orderId" TEXT,
ADD COLUMN "heldChange" JSONB;

CREATE INDEX "TopUp_orderId_idx" ON "TopUp"("orderId");

ALTER TABLE "TopUp" ADD CONSTRAINT "TopUp_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE SET NULL ON UPDATE CASCADE;
