-- Plan changes (issue 21): paused days are told apart from skipped ones, a cancelled subscription
-- keeps why, and the customer is messaged about each change.
ALTER TYPE "NotificationKind" ADD VALUE 'PLAN_CHANGED';

CREATE TYPE "CancelReason" AS ENUM ('TOO_EXPENSIVE', 'DOG_DID_NOT_LIKE', 'MOVING', 'TRAVELLING', 'DIET_CHANGE', 'DELIVERY_PROBLEMS', 'OTHER');

ALTER TABLE "Delivery" ADD COLUMN "pausedAt" TIMESTAMP(3);

ALTER TABLE "Suborder" ADD COLUMN "cancelledAt" TIMESTAMP(3),
ADD COLUMN "cancelledById" TEXT,
ADD COLUMN "cancelReason" "CancelReason",
ADD COLUMN "cancelNote" TEXT;
