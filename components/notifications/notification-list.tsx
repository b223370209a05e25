// The messages a customer was sent (or not), newest first, one line per channel: for the
// customer's inbox (/profile/messages), the admin's order page and the admin's customer page. A
// server component; give it the messages to show (getNotifications, listOrderNotifications) and,
// if you like, an empty text and links to the orders they are about.
import Link from 'next/link';
import type { NotificationView } from '@/lib/notifications/notification-view';
import { formatTimestamp } from '@/lib/domain/calendar';
import { NOTIFICATION_CHANNEL_LABELS, NOTIFICATION_KIND_LABELS, NOTIFICATION_STATUS_LABELS, type NotificationStatusCode } from '@/lib/domain/notifications';

const STATUS_TONES: Record<NotificationStatusCode, string> = {
  QUEUED: 'bg-amber-100 text-amber-900',
  SENT: 'bg-green-100 text-green-900',
  FAILED: 'bg-red-100 text-red-900',
  SKIPPED: 'bg-stone-200 text-stone-800',
};

type Props = {
  notifications: NotificationView[];
  /** shown when there are none */
  emptyText?: string;
  /** link each message to the order it is about (the inbox; an order's own page needs none) */
  linkOrders?: boolean;
};

export function NotificationList({ notifications, emptyText = 'No messages yet.', linkOrders = false }: Props) {
  if (notifications.length === 0) return <p className="text-sm text-stone-700">{emptyText}</p>;
  return (
    <ol className="flex flex-col gap-3" data-testid="notification-list">
      {notifications.map((n) => (
        <li key={n.id} className="rounded-lg border border-stone-200 bg-white p-3 text-sm" data-testid="notification">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="font-semibold text-stone-900">{NOTIFICATION_KIND_LABELS[n.kind]}</span>
            <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_TONES[n.status]}`}>{NOTIFICATION_STATUS_LABELS[n.status]}</span>
            <time dateTime={n.createdAt} className="text-stone-700">
              {formatTimestamp(new Date(n.createdAt))}
            </time>
          </div>
          <p className="mt-1 break-words text-stone-900">{n.body}</p>
          <p className="mt-1 text-xs text-stone-700">
            <span data-testid="notification-channel">{NOTIFICATION_CHANNEL_LABELS[n.channel]}</span>
            {n.sentAt && (
              <>
                {' · sent '}
                <time dateTime={n.sentAt}>{formatTimestamp(new Date(n.sentAt))}</time>
              </>
            )}
            {n.attempts > 0 && ` · ${n.attempts} ${n.attempts === 1 ? 'attempt' : 'attempts'}`}
            {n.lastError && ` · last error: ${n.lastError}`}
          </p>
          {linkOrders && n.orderNumber && (
            <p className="mt-1 text-sm">
              <Link href={`/orders/${encodeURIComponent(n.orderNumber)}`} className="inline-flex min-h-11 items-center text-brand-700 underline">
                Order {n.orderNumber}
              </Link>
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
