import Link from 'next/link';
import type { NotificationView } from '@/lib/notifications/notification-view';
import { NotificationList } from '@/components/notifications/notification-list';

/**
 * The messages about an order: a customer gets a link to theirs; an admin sees what the customer was
 * sent, one line per channel.
 */
export function OrderMessages({ orderNumber, admin, messages }: { orderNumber: string; admin: boolean; messages: NotificationView[] }) {
  return (
    <>
      {!admin && (
        <p className="text-sm">
          <Link href={`/profile/messages?order=${encodeURIComponent(orderNumber)}`} className="inline-flex min-h-11 items-center text-brand-700 underline">
            Messages about this order
          </Link>
        </p>
      )}
      {admin && (
        <section aria-labelledby="order-messages" className="rounded-xl border border-brand-100 bg-white p-4 shadow-sm">
          <h2 id="order-messages" className="mb-2 font-semibold">
            Messages
          </h2>
          <p className="mb-3 text-sm text-stone-700">What the customer was sent about this order: one line per channel (SMS, email, push).</p>
          <NotificationList notifications={messages} emptyText="No messages about this order yet." />
        </section>
      )}
    </>
  );
}
