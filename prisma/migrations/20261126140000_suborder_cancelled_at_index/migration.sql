-- The dashboard counts subscriptions cancelled in a range of days by the customer's reason.
CREATE INDEX "Suborder_cancelledAt_idx" ON "Suborder"("cancelledAt");
