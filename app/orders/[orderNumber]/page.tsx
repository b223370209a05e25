import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { currentViewer } from '@/lib/auth/current-viewer';
import { isAdmin } from '@/lib/auth/viewer';
import { getOrder } from '@/lib/orders/get-order';
import { AppError } from '@/lib/errors';
import { formatPaise } from '@/lib/domain/money';
import { uploadUrl } from '@/lib/uploads/storage-key';
import { summariseOrder } from '@/components/orders/order-view';
import { StatusBadge } from '@/components/orders/status-badge';
import { SuborderDetails } from '@/components/orders/suborder-details';
import { SuborderStatusForm } from '@/components/orders/suborder-status-form';
import { ConfirmPaymentButton } from '@/components/orders/confirm-payment-button';

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
  const summary = summariseOrder(order);
  const query = `order=${encodeURIComponent(order.orderNumber)}`;

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
          Placed {summary.placedOn} · Total <span className="font-semibold text-stone-900">{summary.total}</span> ·{' '}
          <StatusBadge status={summary.paymentStatus} label={summary.paymentLabel} />
        </p>
        {admin && (
          <p className="text-sm text-stone-700">
            Customer: <span className="font-medium text-stone-900">{summary.customer.name}</span> ({summary.customer.phoneNumber})
          </p>
        )}
      </header>

      <div className="flex flex-wrap gap-3">
        {summary.paymentStatus === 'required' && (
          <Link href={`/payment?${query}`} className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800">
            Pay {summary.total}
          </Link>
        )}
        <Link href={`/invoice?${query}`} className="inline-flex min-h-11 items-center rounded-lg border border-stone-400 px-4 text-sm font-semibold hover:bg-stone-100">
          Invoice
        </Link>
        {order.payment?.screenshot && (
          <a href={uploadUrl(order.payment.screenshot.storageKey)} target="_blank" rel="noopener noreferrer" className="inline-flex min-h-11 items-center text-sm text-brand-700 underline">
            Payment screenshot<span className="sr-only"> (opens in a new tab)</span>
          </a>
        )}
      </div>
      {admin && (summary.paymentStatus === 'pending' || summary.paymentStatus === 'required') && <ConfirmPaymentButton orderId={order.id} amount={formatPaise(order.totalPrice)} />}

      {order.suborders.map((s, i) => (
        <SuborderDetails key={s.id} suborder={s} summary={summary.suborders[i]} deliveryControls={admin}>
          {admin && <SuborderStatusForm suborderId={s.id} suborderNo={s.suborderNo} current={s.status} />}
        </SuborderDetails>
      ))}

      <section aria-labelledby="order-totals" className="rounded-xl border border-brand-100 bg-white p-4 text-sm shadow-sm">
        <h2 id="order-totals" className="mb-2 font-semibold">
          Order total
        </h2>
        <dl className="grid grid-cols-[1fr_auto] gap-y-1">
          <dt>Subtotal</dt>
          <dd className="text-right">{formatPaise(order.subtotal)}</dd>
          <dt>CGST</dt>
          <dd className="text-right">{formatPaise(order.cgst)}</dd>
          <dt>SGST</dt>
          <dd className="text-right">{formatPaise(order.sgst)}</dd>
          <dt>Delivery</dt>
          <dd className="text-right">{formatPaise(order.deliveryCharge)}</dd>
          <dt className="font-semibold">Total</dt>
          <dd className="text-right font-semibold">{formatPaise(order.totalPrice)}</dd>
        </dl>
      </section>
    </div>
  );
}
