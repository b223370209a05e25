-- Messages with no order number: a top-up's proof rejected, and a wallet paid out to the customer's UPI id.
ALTER TYPE "NotificationKind" ADD VALUE 'TOP_UP_REJECTED';
ALTER TYPE "NotificationKind" ADD VALUE 'WALLET_PAID_OUT';
