-- "Tell me when you deliver here" (issue 24): who asked to be told when meals reach their PIN.
-- The unique index (pinCode first) also serves the admin's count per PIN.
CREATE TABLE "DeliveryAreaRequest" (
    "id" TEXT NOT NULL,
    "pinCode" TEXT NOT NULL,
    "contact" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DeliveryAreaRequest_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "DeliveryAreaRequest_pinCode_contact_key" ON "DeliveryAreaRequest"("pinCode", "contact");
