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
import type { OrderView } from '@/lib/orders/order-view';
import { AdminNav } from '@/components/admin/admin-nav';
import { CustomerHeader } from '@/components/admin/customer-header';
import { CustomerFigures } from '@/components/admin/customer-figures';
import { CustomerRefundsDue } from '@/components/admin/customer-refunds-due';
import { CustomerAddresses } from '@/components/admin/customer-addresses';
import { CustomerAccount } from '@/components/admin/customer-account';
import { CustomerAudit } from '@/components/admin/customer-audit';
import { CustomerOrders } from '@/components/admin/customer-orders';
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

      <CustomerHeader customer={customer} selected={viewer.actingForUserId === customer.id} />

      <CustomerFigures customer={customer} />

      {isCustomer && (
        <WalletSummary wallet={wallet} title="Wallet (store credit)">
          {!deleted && <GiveCreditForm userId={customer.id} />}
          <PayOutForm userId={customer.id} balance={wallet.balance} />
        </WalletSummary>
      )}

      <CustomerRefundsDue refunds={customer.refundsDue} />

      <CustomerAddresses addresses={customer.addresses} />

      <CustomerOrders customer={customer} orders={orders} />

      <CustomerAccount customer={customer} loginLocks={loginLocks} isSelf={customer.id === viewer.id} />

      <section aria-labelledby="customer-messages" className="flex flex-col gap-2">
        <h2 id="customer-messages" className="text-lg font-semibold text-brand-800">
          Messages{messages.count > RECENT_MESSAGES ? ` (latest ${RECENT_MESSAGES} of ${messages.count})` : ''}
        </h2>
        <NotificationList notifications={messages.notifications} emptyText="No messages sent to them yet." />
      </section>

      <CustomerAudit customer={customer} entries={audit.entries} count={audit.count} shown={RECENT_AUDIT} />
    </div>
  );
}
