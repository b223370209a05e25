// What a channel's delivery answers the send job (send-notification.ts). Throwing means "failed,
// try again later" (the queue retries with backoff).
import 'server-only';
import type { NotificationChannel, NotificationKind } from '@/lib/generated/prisma/enums';

export type Delivery =
  /** handed to the provider */
  | { sent: true }
  /** can never work as configured (no provider, no DLT template id): FAILED now, no retry */
  | { cannot: string }
  /** nothing to send to any more (the address changed, every browser unsubscribed): SKIPPED */
  | { skip: string };

/** A message as the channels need it. */
export type OutgoingMessage = {
  id: string;
  kind: NotificationKind;
  channel: NotificationChannel;
  body: string;
  userId: string;
  orderNumber: string | null;
  user: { phoneNumber: string; email: string | null; emailVerifiedAt: Date | null; firstName: string | null };
};

/** The page a message is about: its order, or the customer's orders. */
export const messagePath = (m: Pick<OutgoingMessage, 'orderNumber'>) => (m.orderNumber ? `/orders/${encodeURIComponent(m.orderNumber)}` : '/orders');

/** The text without the store's name in front: an email or a push already says who it is from. */
export const withoutStorePrefix = (body: string, storeName: string) => (body.startsWith(`${storeName}: `) ? body.slice(storeName.length + 2) : body);
