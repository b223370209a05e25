// A message as pages and the API show it (getNotifications, the admin's order page).
import 'server-only';
import type { Notification } from '@/lib/generated/prisma/client';
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

export function notificationView(n: Pick<Notification, keyof typeof notificationSelect>, { showErrors }: { showErrors: boolean }): NotificationView {
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
  };
}
