// A message as pages and the API show it (getNotifications, the admin's order page).
import 'server-only';
import type { Notification } from '@/lib/generated/prisma/client';
import { db } from '@/lib/database/db';
import type { NotificationChannelCode, NotificationKindCode, NotificationStatusCode } from '@/lib/domain/notifications';

export type NotificationView = {
  id: string;
  kind: NotificationKindCode;
  channel: NotificationChannelCode;
  status: NotificationStatusCode;
  body: string;
  /** ISO instants */
  createdAt: string;
  sentAt: string | null;
  attempts: number;
  /** why the last attempt failed; admins only (null for customers) */
  lastError: string | null;
  orderId: string | null;
  /** the order's number, for a link to it (null when the message is about no one order) */
  orderNumber: string | null;
};

export const notificationSelect = {
  id: true,
  kind: true,
  channel: true,
  status: true,
  body: true,
  createdAt: true,
  sentAt: true,
  attempts: true,
  lastError: true,
  orderId: true,
} as const;

export function notificationView(
  n: Pick<Notification, keyof typeof notificationSelect>,
  { showErrors, orderNumbers = new Map() }: { showErrors: boolean; orderNumbers?: ReadonlyMap<string, string> },
): NotificationView {
  return {
    id: n.id,
    kind: n.kind,
    channel: n.channel,
    status: n.status,
    body: n.body,
    createdAt: n.createdAt.toISOString(),
    sentAt: n.sentAt?.toISOString() ?? null,
    attempts: n.attempts,
    lastError: showErrors ? n.lastError : null,
    orderId: n.orderId,
    orderNumber: n.orderId ? (orderNumbers.get(n.orderId) ?? null) : null,
  };
}

/** The order numbers of the messages' orders, in one query (a message keeps only its order's id). */
export async function orderNumbersOf(rows: readonly { orderId: string | null }[]): Promise<Map<string, string>> {
  const ids = [...new Set(rows.flatMap((r) => (r.orderId ? [r.orderId] : [])))];
  if (ids.length === 0) return new Map();
  const orders = await db.order.findMany({ where: { id: { in: ids } }, select: { id: true, orderNumber: true } });
  return new Map(orders.map((o) => [o.id, o.orderNumber]));
}
