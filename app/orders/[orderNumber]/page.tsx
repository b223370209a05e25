import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { currentViewer } from '@/lib/auth/current-viewer';
import { customerIdFor, isAdmin } from '@/lib/auth/viewer';
import { clock } from '@/lib/clock';
import { getOrder } from '@/lib/orders/get-order';
import { AppError } from '@/lib/errors';
import { formatPaise } from '@/lib/domain/money';
import { formatTimestamp } from '@/lib/domain/calendar';
import { awaitsCustomerPayment, isPayable } from '@/lib/domain/payment-status';
import { orderMoney } from '@/lib/domain/order-money';
import { listOrderNotifications } from '@/lib/notifications/list-order-notifications';
import { ExtendDeadlineForm } from '@/components/orders/extend-deadline-form';
import { OrderHeader } from '@/components/orders/order-header';
import { OrderMessages } from '@/components/orders/order-messages';
import { OrderLinks } from '@/components/orders/order-links';
import { OrderTotals } from '@/components/orders/order-totals';
import { SuborderDetails } from '@/components/orders/suborder-details';
import { SuborderStatusForm } from '@/components/orders/suborder-status-form';
import { ConfirmPaymentButton } from '@/components/orders/confirm-payment-button';
import { HeldChangesNote } from '@/components/orders/held-changes-note';
import { heldChangesWaiting } from '@/lib/wallet/top-up-wallet';
import { PaymentRejectedNotice } from '@/components/payment/payment-rejected-notice';
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
  const now = clock().now();
  const [config, store] = await Promise.all([getConfigMap(), readStoreStatus(now)]);
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
    servicePins: [...parsePincodes(config.pincodes)],
  };
  // Skipped one-time deliveries: unpaid, they came off the amount to pay; paid, they are refunds.
  const money = orderMoney(order);
  // What the customer was told about this order: admins only.
  const [messages, held] = await Promise.all([admin ? listOrderNotifications(viewer, order.id) : [], heldChangesWaiting(viewer, order.id)]);
  const deadline = payment.dueAt ? formatTimestamp(new Date(payment.dueAt)) : null;

  return (
    <div className="flex flex-col gap-4">
      <p>
        <Link href="/orders" className="text-sm text-brand-700 underline">
          ← All orders
        </Link>
      </p>
      <OrderHeader order={order} admin={admin} />

      <PaymentRejectedNotice payment={payment} uploadHref={`/payment/upload-screenshot?order=${encodeURIComponent(order.orderNumber)}`} />
      {awaitsCustomerPayment(payment.status) && deadline && (
        <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-900" data-testid="pay-by">
          Pay by {deadline}, or the order is cancelled.
        </p>
      )}
      <HeldChangesNote waiting={held} />

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

      <OrderMessages orderNumber={order.orderNumber} admin={admin} messages={messages} />
    </div>
  );
}
