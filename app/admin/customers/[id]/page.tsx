import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { requirePageAdmin } from '@/lib/auth/require-page-viewer';
import { AppError } from '@/lib/errors';
import { getCustomerOverview, type CustomerOverview } from '@/lib/users/get-customer-overview';
import { listOrders } from '@/lib/orders/list-orders';
import { listAuditLog, type AuditEntryView } from '@/lib/audit/list-audit-log';
import { listNotifications } from '@/lib/notifications/list-notifications';
import { getLoginLocks, type LoginLockView } from '@/lib/auth/otp/get-login-locks';
import type { NotificationView } from '@/lib/notifications/notification-view';
import { NotificationList } from '@/components/notifications/notification-list';
import { formatInstantDay, formatTimestamp } from '@/lib/domain/calendar';
import { formatPaise } from '@/lib/domain/money';
import { addressLines } from '@/lib/domain/address-snapshot';
import type { OrderView } from '@/lib/orders/order-view';
import { AdminNav } from '@/components/admin/admin-nav';
import { SelectCustomerButton } from '@/components/admin/customer-actions';
import { ClearLoginLockButton, SetRoleButton } from '@/components/admin/customer-security-actions';
import { customerAuditHref } from '@/components/admin/customer-links';
import { ProfilePicture } from '@/components/profile/profile-picture';
import { OrderCard } from '@/components/orders/order-card';
import { ordersHref } from '@/components/orders/orders-search-params';
import { formatPhone } from '@/lib/domain/phone';
import { getWallet } from '@/lib/wallet/get-wallet';
import type { WalletView } from '@/lib/wallet/wallet-view';
import { WalletSummary } from '@/components/wallet/wallet-summary';
import { GiveCreditForm } from '@/components/wallet/give-credit-form';
import { PayOutForm } from '@/components/wallet/pay-out-form';

// Per admin (reads the session): rendered at request time, never prerendered or cached.
export const instant = false;

export const metadata: Metadata = { title: 'Customer', robots: { index: false } };

/** How much of their history the page shows; the links lead to all of it. */
const RECENT_ORDERS = 5;
const RECENT_AUDIT = 10;
const RECENT_MESSAGES = 10;

type Props = { params: Promise<{ id: string }> };

/** A database id (cuid); anything else names nobody. */
const isId = (id: string) => /^[A-Za-z0-9_-]{1,64}$/.test(id);

/**
 * One customer for the admin: who they are, what they owe and are owed, where they live (with
 * the photos they left for the driver), their latest orders and what admins changed for them.
 */
export default async function CustomerPage({ params }: Props) {
  const { id } = await params;
  const viewer = await requirePageAdmin(`/admin/customers/${encodeURIComponent(id)}`);
  if (!isId(id)) notFound();

  let data: [CustomerOverview, { count: number; orders: OrderView[] }, { count: number; entries: AuditEntryView[] }, { count: number; notifications: NotificationView[] }, LoginLockView[], WalletView];
  try {
    // One round trip each, in parallel.
    data = await Promise.all([
      getCustomerOverview(viewer, id),
      listOrders(viewer, { limit: RECENT_ORDERS, filter: { userId: id } }),
      listAuditLog(viewer, { userId: id, limit: RECENT_AUDIT }),
      listNotifications(viewer, { userId: id, limit: RECENT_MESSAGES }),
      getLoginLocks(viewer, id),
      getWallet(viewer, id),
    ]);
  } catch (e) {
    if (e instanceof AppError && e.code === 'NOT_FOUND') notFound();
    throw e;
  }
  const [customer, orders, audit, messages, loginLocks, wallet] = data;
  const isCustomer = customer.roleName === 'CUSTOMER';
  const deleted = customer.deletedAt !== null;

  return (
    <div className="flex flex-col gap-6">
      <AdminNav current="/user-list" />
      <p>
        <Link href="/user-list" className="text-sm text-brand-700 underline">
          ← All customers
        </Link>
      </p>

      <header className="flex flex-wrap items-center gap-4">
        <ProfilePicture url={customer.profilePicUrl} name={customer.name} size="lg" />
        <div className="min-w-0 flex-1">
          <h1 className="break-words text-2xl font-bold text-brand-800">{customer.name}</h1>
          <p className="text-sm text-stone-700">
            {deleted ? (
              <span className="inline-flex min-h-11 items-center">Mobile number removed</span>
            ) : (
              <a href={`tel:${customer.phoneNumber}`} className="inline-flex min-h-11 items-center text-brand-700 underline">
                {formatPhone(customer.phoneNumber)}
              </a>
            )}
            {customer.email && <span className="break-all"> · {customer.email}</span>}
          </p>
          <p className="text-sm text-stone-700">
            {isCustomer ? 'Customer' : 'Admin'} since {formatInstantDay(new Date(customer.createdAt))}
            {deleted && (
              <strong className="ml-2 rounded-full bg-stone-200 px-2 py-0.5 text-xs text-stone-900" data-testid="account-deleted">
                Account deleted on {formatInstantDay(new Date(customer.deletedAt!))}
              </strong>
            )}
            {customer.status !== 'ACTIVE' && <strong className="ml-2 rounded-full bg-red-100 px-2 py-0.5 text-xs text-red-900">{customer.status === 'BLOCKED' ? 'Blocked' : customer.status}</strong>}
          </p>
        </div>
        {isCustomer && !deleted && (
          <SelectCustomerButton userId={customer.id} firstName={customer.firstName} selected={viewer.actingForUserId === customer.id} />
        )}
      </header>

      <section aria-labelledby="customer-figures">
        <h2 id="customer-figures" className="sr-only">
          Figures
        </h2>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Figure label="Orders" value={String(customer.totalOrders)} />
          <Figure label="Active orders" value={String(customer.activeOrders)} />
          <Figure label="Amount due" value={formatPaise(customer.amountDue)} tone={customer.amountDue > 0 ? 'due' : undefined} />
          <Figure label="Refunds due" value={formatPaise(customer.refundsDueTotal)} tone={customer.refundsDueTotal > 0 ? 'due' : undefined} />
        </dl>
      </section>

      {isCustomer && (
        <WalletSummary wallet={wallet} title="Wallet (store credit)">
          {!deleted && <GiveCreditForm userId={customer.id} />}
          <PayOutForm userId={customer.id} balance={wallet.balance} />
        </WalletSummary>
      )}

      {customer.refundsDue.length > 0 && (
        <section aria-labelledby="customer-refunds" className="flex flex-col gap-2">
          <h2 id="customer-refunds" className="text-lg font-semibold text-brand-800">
            Refunds due to their UPI id
          </h2>
          <p className="text-sm">
            <Link href="/admin/refunds" className="text-brand-700 underline">
              Pay them from the refund queue
            </Link>
          </p>
          <ul className="divide-y divide-stone-100 rounded-xl border border-brand-100 bg-white">
            {customer.refundsDue.map((r) => (
              <li key={r.id} className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3 text-sm" data-testid="refund-due">
                <span>
                  <Link href={`/orders/${encodeURIComponent(r.orderNumber)}`} className="font-medium text-brand-700 underline">
                    {r.orderNumber}
                  </Link>{' '}
                  <span className="text-stone-700">· {r.reason} · {formatInstantDay(new Date(r.createdAt))}</span>
                </span>
                <span className="font-semibold">{formatPaise(r.amount)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="customer-addresses" className="flex flex-col gap-2">
        <h2 id="customer-addresses" className="text-lg font-semibold text-brand-800">
          Addresses
        </h2>
        {customer.addresses.length === 0 ? (
          <p className="text-sm text-stone-700">No saved addresses.</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2">
            {customer.addresses.map((a) => (
              <li key={a.id} className="flex gap-3 rounded-xl border border-brand-100 bg-white p-4 text-sm" data-testid="customer-address">
                {a.photoUrl && (
                  <a href={a.photoUrl} target="_blank" rel="noopener noreferrer" className="shrink-0">
                    {/* a private upload (owner or admin), served as it is: nothing for next/image to optimise */}
                    {/* eslint-disable-next-line @next/next/no-img-element */}
                    <img src={a.photoUrl} alt={`Photo of ${a.title}`} loading="lazy" className="size-20 rounded-lg border border-stone-200 object-cover" />
                    <span className="sr-only"> (opens full size in a new tab)</span>
                  </a>
                )}
                <div className="min-w-0">
                  {addressLines(a).map((line, i) => (
                    <span key={i} className={`block break-words ${i === 0 ? 'font-semibold' : ''}`}>
                      {line}
                    </span>
                  ))}
                  {a.dropNote && <span className="mt-1 block text-stone-700">Note: {a.dropNote}</span>}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="customer-orders" className="flex flex-col gap-2">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="customer-orders" className="text-lg font-semibold text-brand-800">
            Orders
          </h2>
          {orders.count > 0 && (
            <Link href={ordersHref({ customer: customer.id })} className="inline-flex min-h-11 items-center text-sm text-brand-700 underline">
              {orders.count === 1 ? 'Their order in the console' : `All ${orders.count} orders in the console`}
            </Link>
          )}
        </div>
        {orders.orders.length === 0 ? (
          <p className="text-sm text-stone-700">No orders yet.</p>
        ) : (
          <ul className="flex flex-col gap-3" aria-label={`Latest orders of ${customer.name}`}>
            {orders.orders.map((order) => (
              <li key={order.id}>
                <OrderCard order={order} showCustomer={false} headingLevel={3} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="customer-account" className="flex flex-col gap-2">
        <h2 id="customer-account" className="text-lg font-semibold text-brand-800">
          Account
        </h2>
        {loginLocks.length === 0 ? (
          <p className="text-sm text-stone-700">No wrong login codes lately.</p>
        ) : (
          <ul className="divide-y divide-stone-100 rounded-xl border border-brand-100 bg-white" aria-label="Wrong login codes" data-testid="login-locks">
            {loginLocks.map((l) => (
              <li key={l.network ?? '*'} className="px-4 py-3 text-sm">
                {l.consecutiveFailures} wrong {l.consecutiveFailures === 1 ? 'code' : 'codes'} in a row {l.network ? `from ${l.network}` : 'on this number (any network)'}
                {l.lockedUntil ? (
                  <strong className="block text-red-800">
                    Held back until <time dateTime={l.lockedUntil}>{formatTimestamp(new Date(l.lockedUntil))}</time>
                  </strong>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        <div className="flex flex-wrap gap-3">
          {loginLocks.length > 0 && <ClearLoginLockButton userId={customer.id} name={customer.name} />}
          {customer.id !== viewer.id && <SetRoleButton userId={customer.id} name={customer.name} isAdmin={!isCustomer} />}
        </div>
      </section>

      <section aria-labelledby="customer-messages" className="flex flex-col gap-2">
        <h2 id="customer-messages" className="text-lg font-semibold text-brand-800">
          Messages{messages.count > RECENT_MESSAGES ? ` (latest ${RECENT_MESSAGES} of ${messages.count})` : ''}
        </h2>
        <NotificationList notifications={messages.notifications} emptyText="No messages sent to them yet." />
      </section>

      <section aria-labelledby="customer-audit" className="flex flex-col gap-2">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="customer-audit" className="text-lg font-semibold text-brand-800">
            Changes by admins
          </h2>
          {audit.count > 0 && (
            <Link href={customerAuditHref(customer.phoneNumber)} className="inline-flex min-h-11 items-center text-sm text-brand-700 underline">
              {audit.count > RECENT_AUDIT ? `All ${audit.count} entries in the audit log` : 'Open in the audit log'}
            </Link>
          )}
        </div>
        {audit.entries.length === 0 ? (
          <p className="text-sm text-stone-700">No admin has changed anything for them.</p>
        ) : (
          <ol className="divide-y divide-stone-100 rounded-xl border border-brand-100 bg-white" aria-label={`Latest changes for ${customer.name}`}>
            {audit.entries.map((e) => (
              <li key={e.id} className="px-4 py-3 text-sm" data-testid="customer-audit-entry">
                <span className="block text-stone-900">{e.detail}</span>
                <span className="block text-stone-700">
                  {e.actor.name} · <time dateTime={e.createdAt}>{formatTimestamp(new Date(e.createdAt))}</time>
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

function Figure({ label, value, tone }: { label: string; value: string; tone?: 'due' }) {
  return (
    <div className="rounded-xl border border-brand-100 bg-white p-3">
      <dt className="text-xs font-medium uppercase tracking-wide text-stone-700">{label}</dt>
      <dd className={`text-lg font-semibold ${tone === 'due' ? 'text-red-800' : 'text-stone-900'}`}>{value}</dd>
    </div>
  );
}
