import type { Metadata } from 'next';
import Link from 'next/link';
import { requirePageViewer } from '@/lib/auth/require-page-viewer';
import { listNotifications } from '@/lib/notifications/list-notifications';
import { NotificationList } from '@/components/notifications/notification-list';

// Per visitor (reads the session): rendered whole at request time, never prerendered or cached.
export const instant = false;

export const metadata: Metadata = { title: 'Messages', robots: { index: false } };

const PER_PAGE = 20;

type Props = { searchParams: Promise<{ page?: string; order?: string }> };

function pageHref(page: number, order: string | undefined) {
  const q = new URLSearchParams();
  if (page > 1) q.set('page', String(page));
  if (order) q.set('order', order);
  const s = q.toString();
  return `/profile/messages${s ? `?${s}` : ''}`;
}

/**
 * The customer's inbox: every message the store sent them (or did not, and why), newest first, one
 * line per channel, with the order it is about. Their own only, also for an admin (an admin reads a
 * customer's on the customer's page).
 */
export default async function MessagesPage({ searchParams }: Props) {
  const params = await searchParams;
  const order = params.order?.trim() || undefined;
  const viewer = await requirePageViewer(pageHref(1, order));
  const requested = Math.max(1, Math.min(5_000, Math.floor(Number(params.page)) || 1));
  const { count, notifications } = await listNotifications(viewer, { userId: viewer.id, orderNumber: order, skip: (requested - 1) * PER_PAGE, limit: PER_PAGE });
  const pages = Math.max(1, Math.ceil(count / PER_PAGE));
  const page = Math.min(requested, pages);
  return (
    <section className="mx-auto max-w-xl py-4" aria-labelledby="messages-heading">
      <p className="mb-2 text-sm">
        <Link prefetch={false} href="/profile" className="inline-flex min-h-11 items-center text-brand-700 underline">
          Profile
        </Link>
      </p>
      <h1 id="messages-heading" className="mb-1 text-2xl font-bold text-brand-800">
        {order ? `Messages about order ${order}` : 'Messages'}
      </h1>
      <p className="mb-4 text-sm text-stone-700">
        Everything we sent you, newest first: one line for each way it went out (SMS, email, push).{' '}
        <Link prefetch={false} href="/profile-update" className="text-brand-700 underline">
          Choose your messages
        </Link>
        {order && (
          <>
            {' · '}
            <Link prefetch={false} href="/profile/messages" className="text-brand-700 underline">
              All messages
            </Link>
          </>
        )}
      </p>
      <NotificationList notifications={notifications} linkOrders={!order} emptyText={order ? 'No messages about this order yet.' : 'No messages yet.'} />
      {pages > 1 && (
        <nav aria-label="Pages of messages" className="mt-4 flex items-center justify-between gap-2 text-sm">
          {page > 1 ? (
            <Link prefetch={false} href={pageHref(page - 1, order)} className="inline-flex min-h-11 items-center rounded-lg border border-brand-700 px-3 text-brand-800">
              Newer
            </Link>
          ) : (
            <span />
          )}
          <span>
            Page {page} of {pages}
          </span>
          {page < pages ? (
            <Link prefetch={false} href={pageHref(page + 1, order)} className="inline-flex min-h-11 items-center rounded-lg border border-brand-700 px-3 text-brand-800">
              Older
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </section>
  );
}
