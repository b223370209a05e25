-- AlterTable
ALTER TABLE "Cart" ADD COLUMN     "subscriptionStartsOn" DATE;

