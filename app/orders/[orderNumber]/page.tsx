import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { currentViewer } from '@/lib/auth/current-viewer';
import { customerIdFor, isAdmin } from '@/lib/auth/viewer';
import { clock } from '@/lib/clock';
import { getOrder } from '@/lib/orders/get-order';
import { AppError } from '@/lib/errors';
import { formatPaise } from '@/lib/domain/money';
import { formatDay, formatTimestamp } from '@/lib/domain/calendar';
import { PAYMENT_STATUS_LABELS, awaitsCustomerPayment, isPayable } from '@/lib/domain/payment-status';
import { orderMoney } from '@/lib/domain/order-money';
import { listOrderNotifications } from '@/lib/notifications/list-order-notifications';
import { NotificationList } from '@/components/notifications/notification-list';
import { ExtendDeadlineForm } from '@/components/orders/extend-deadline-form';
import { StatusBadge } from '@/components/orders/status-badge';
import { OrderLinks } from '@/components/orders/order-links';
import { OrderTotals } from '@/components/orders/order-totals';
import { SuborderDetails } from '@/components/orders/suborder-details';
import { SuborderStatusForm } from '@/components/orders/suborder-status-form';
import { ConfirmPaymentButton } from '@/components/orders/confirm-payment-button';
import { PaymentRejectedNotice } from '@/components/payment/payment-rejected-notice';
import { formatPhone } from '@/lib/domain/phone';
import { getConfigMap } from '@/lib/config/get-configurations';
import { readStoreStatus } from '@/lib/store/read-store-status';
import { parsePincodes } from '@/lib/domain/pincodes';
import { addressOneLine } from '@/lib/domain/address-snapshot';

// Per visitor (reads the session): rendered whole at request time, never prerendered or cached.
export const instant = false;

type Props = { params: Promise<{ orderNumber: string }> };

// A malformed escape ('%zz') in a hand-typed URL is a missing order, not a server error.
function readOrderNumber(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `Order ${readOrderNumber((await params).orderNumber)}`, robots: { index: false } };
}

export default async function OrderPage({ params }: Props) {
  const orderNumber = readOrderNumber((await params).orderNumber);
  const viewer = await currentViewer();
  if (!viewer) redirect(`/log-in?next=${encodeURIComponent(`/orders/${orderNumber}`)}`);
  const admin = isAdmin(viewer);

  let order;
  try {
    order = await getOrder(viewer, orderNumber);
  } catch (e) {
    if (e instanceof AppError && e.code === 'NOT_FOUND') notFound();
    throw e;
  }
  const payment = order.payment;
  const query = `order=${encodeURIComponent(order.orderNumber)}`;
  const now = clock().now();
  const [config, store] = await Promise.all([getConfigMap(), readStoreStatus(now)]);
  const servicePins = [...parsePincodes(config.pincodes)];
  // the customer's saved addresses, for "Change address" on a subscription
  const addresses = order.user.address.map((a) => ({ id: a.id, title: a.title, zipCode: a.zipCode, stateCode: a.stateCode, line: addressOneLine(a) }));
  const changes = {
    who: admin ? ('admin' as const) : ('customer' as const),
    now,
    paymentStatus: payment.status,
    closedDates: store.closedDates,
    mayRenew: customerIdFor(viewer) === order.user.id,
    orderNumber: order.orderNumber,
    orderAgainPerPart: order.suborders.length > 1,
    addresses,
    servicePins,
  };
  // Skipped one-time deliveries: unpaid, they came off the amount to pay; paid, they are refunds.
  const money = orderMoney(order);
  // What the customer was told about this order: admins only.
  const messages = admin ? await listOrderNotifications(viewer, order.id) : [];
  const deadline = payment.dueAt ? formatTimestamp(new Date(payment.dueAt)) : null;

  return (
    <div className="flex flex-col gap-4">
      <p>
        <Link href="/orders" className="text-sm text-brand-700 underline">
          ← All orders
        </Link>
      </p>
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-brand-800">Order {order.orderNumber}</h1>
        <p className="text-sm text-stone-700">
          Placed {formatDay(order.placedOn)} · Total <span className="font-semibold text-stone-900">{formatPaise(order.totalPrice)}</span> ·{' '}
          <StatusBadge status={payment.status} label={PAYMENT_STATUS_LABELS[payment.status]} />
        </p>
        {admin && (
          <p className="text-sm text-stone-700">
            Customer: <span className="font-medium text-stone-900">{order.user.name}</span> ({formatPhone(order.user.phoneNumber)})
          </p>
        )}
      </header>

      <PaymentRejectedNotice payment={payment} uploadHref={`/payment/upload-screenshot?${query}`} />
      {awaitsCustomerPayment(payment.status) && deadline && (
        <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-900" data-testid="pay-by">
          Pay by {deadline}, or the order is cancelled.
        </p>
      )}

      <OrderLinks order={order} toPay={money.toPay} mayOrderAgain={changes.mayRenew} now={now} />
      {admin && isPayable(payment.status) && (
        <div className="flex flex-col gap-3">
          <ConfirmPaymentButton orderId={order.id} orderNumber={order.orderNumber} amount={formatPaise(money.toPay)} customerName={order.user.name} />
          <ExtendDeadlineForm orderId={order.id} />
          {!deadline && <p className="text-sm text-stone-700">This order has no payment deadline: it never expires on its own.</p>}
        </div>
      )}

      {order.suborders.map((s) => (
        <SuborderDetails key={s.id} suborder={s} deliveryControls={admin} changes={changes}>
          {admin && <SuborderStatusForm suborderId={s.id} suborderNo={s.suborderNo} current={s.status} />}
        </SuborderDetails>
      ))}

      <OrderTotals order={order} money={money} />

      {!admin && (
        <p className="text-sm">
          <Link href={`/profile/messages?order=${encodeURIComponent(order.orderNumber)}`} className="inline-flex min-h-11 items-center text-brand-700 underline">
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
    </div>
  );
}
