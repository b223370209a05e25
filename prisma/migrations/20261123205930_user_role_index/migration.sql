-- CreateIndex
CREATE INDEX "User_roleId_idx" ON "User"("roleId");

