// The payment-deadlines job (every minute): unpaid orders are reminded at half-time and expired at
// their deadline (rules: lib/domain/payment-deadline.ts). Runs again safely: a reminder has a dedupe
// key per deadline, and an expiry re-checks the payment under the order lock.
import 'server-only';
import { db } from '@/lib/database/db';
import { clock } from '@/lib/clock';
import { dayToDate, formatTimestamp, kolkataToday } from '@/lib/domain/calendar';
import { EXPIRY_CANCELS, deadlineAction } from '@/lib/domain/payment-deadline';
import { PAYMENT_STATUSES, awaitsCustomerPayment } from '@/lib/domain/payment-status';
import { dedupeKeys } from '@/lib/domain/notifications';
import { notify } from '@/lib/notifications/notify';
import { lockOrder } from '@/lib/orders/lock-order';
import { lockOrderSuborders } from '@/lib/orders/lock-suborder';
import { rollUpSuborder } from '@/lib/orders/roll-up-suborder';
import { transitionPaymentIfAllowed } from './transition-payment';

const UNPAID = PAYMENT_STATUSES.filter(awaitsCustomerPayment);

const paymentSelect = {
  orderId: true,
  status: true,
  amount: true,
  dueAt: true,
  rejectedAt: true,
  order: { select: { orderNumber: true, userId: true, createdAt: true } },
} as const;

export async function processPaymentDeadlines(now: Date = clock().now()): Promise<{ reminded: number; expired: number }> {
  // Served by the (status, dueAt) index; unpaid orders are few (they expire within a day or so).
  const payments = await db.payment.findMany({ where: { status: { in: UNPAID }, dueAt: { not: null } }, select: paymentSelect });
  const decided = payments.map((p) => ({ p, decision: deadlineAction({ status: p.status, placedAt: p.order.createdAt, dueAt: p.dueAt, rejectedAt: p.rejectedAt }, now) }));

  // Reminders already recorded are skipped here rather than re-inserted every minute.
  const reminders = decided.flatMap(({ p, decision }) => (decision.action === 'remind' ? [{ p, key: dedupeKeys.paymentReminder(p.orderId, decision.deadline), deadline: decision.deadline }] : []));
  const sent = new Set(
    (await db.notification.findMany({ where: { dedupeKey: { in: reminders.map((r) => r.key) } }, select: { dedupeKey: true } })).map((n) => n.dedupeKey),
  );
  let reminded = 0;
  for (const { p, key, deadline } of reminders) {
    if (sent.has(key)) continue;
    const id = await db.$transaction((tx) =>
      notify(tx, {
        userId: p.order.userId,
        kind: 'PAYMENT_REMINDER',
        facts: { orderNumber: p.order.orderNumber, amount: p.amount, deadline: formatTimestamp(deadline) },
        orderId: p.orderId,
        dedupeKey: key,
      }),
    );
    if (id) reminded++;
  }

  let expired = 0;
  const failures: string[] = [];
  for (const { p, decision } of decided) {
    if (decision.action !== 'expire') continue;
    // One order that cannot be expired must not hold up the others; the job still fails (and is
    // retried) so the problem is seen.
    try {
      if (await expireUnpaidOrder(p.orderId, now)) expired++;
    } catch (error) {
      failures.push(`${p.order.orderNumber}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (failures.length) throw new Error(`Could not expire ${failures.length} order(s): ${failures.join('; ')}`);
  return { reminded, expired };
}

/**
 * Expires one order if it is still unpaid and past its deadline once its lock is held: deliveries
 * that have not started, from today on, are cancelled, the suborders roll up, the payment is
 * cancelled and the customer is told, all in one transaction.
 */
async function expireUnpaidOrder(orderId: string, now: Date): Promise<boolean> {
  return db.$transaction(async (tx) => {
    await lockOrder(tx, orderId);
    const p = await tx.payment.findUnique({ where: { orderId }, select: paymentSelect });
    if (!p) return false;
    // A screenshot uploaded, a payment confirmed or a deadline extended since the list was read wins.
    if (deadlineAction({ status: p.status, placedAt: p.order.createdAt, dueAt: p.dueAt, rejectedAt: p.rejectedAt }, now).action !== 'expire') return false;

    await notify(tx, {
      userId: p.order.userId,
      kind: 'ORDER_EXPIRED',
      facts: { orderNumber: p.order.orderNumber, amount: p.amount },
      orderId,
      dedupeKey: dedupeKeys.orderExpired(orderId),
    });

    const suborders = await lockOrderSuborders(tx, orderId);
    await tx.delivery.updateMany({
      where: { suborderId: { in: suborders.map((s) => s.id) }, status: { in: [...EXPIRY_CANCELS] }, deliveryDate: { gte: dayToDate(kolkataToday(now)) } },
      data: { status: 'CANCELLED' },
    });
    for (const s of suborders) await rollUpSuborder(tx, { id: s.id, orderId, status: s.status });

    // The roll-up cancels the payment when every suborder ended cancelled; an expired order's
    // payment is cancelled even when a delivery already went out or an old one is still open.
    await transitionPaymentIfAllowed(tx, orderId, 'cancel');

    return true;
  });
}
