-- A message kind: a delivery moved or cancelled because the kitchen closed its day (issue 22).
ALTER TYPE "NotificationKind" ADD VALUE 'DELIVERY_MOVED';
