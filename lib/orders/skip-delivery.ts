import 'server-only';
import { db } from '@/lib/database/db';
import { changeTransaction } from './change-transaction';
import { clock } from '@/lib/clock';
import { badInput, notFound } from '@/lib/errors';
import { requireViewer } from '@/lib/auth/guards';
import { isAdmin, type Viewer } from '@/lib/auth/viewer';
import { formatDay } from '@/lib/domain/calendar';
import { formatPaise } from '@/lib/domain/money';
import { moneyBackText, type RefundDestination } from '@/lib/domain/wallet';
import { suborderInclude } from './order-include';
import { suborderView, type SuborderView } from './order-view';
import { skipDeliveries, type SkipOutcome } from './skip-deliveries';
import { notify } from '@/lib/notifications/notify';
import type { StatusChange } from './update-order-status';

/** What a skip or a pause did, in words, and the suborder as it is now. */
export type SuborderChange = StatusChange & { suborder: SuborderView };

function skipMessage(o: SkipOutcome): string {
  const skipped = `Skipped the delivery of ${formatDay(o.skipped[0])}.`;
  if (o.replacements.length) return `${skipped} It is made up on ${formatDay(o.replacements[0])}; your last delivery is now ${formatDay(o.endDate ?? o.replacements[0])}.`;
  if (o.toWallet && o.credited) return `${skipped} ${formatPaise(o.credited)} is taken off the amount to pay, and ${moneyBackText(o.toWallet, 'WALLET')}`;
  if (o.toWallet) return `${skipped} ${moneyBackText(o.toWallet, 'WALLET')}`;
  if (o.refunded) return `${skipped} ${moneyBackText(o.refunded, 'UPI')}`;
  if (o.credited) return `${skipped} ${formatPaise(o.credited)} is taken off the amount to pay.`;
  return skipped;
}

/**
 * skipDelivery: the customer (until 22:00 the day before) or an admin (until it is final) skips one
 * delivery. See skip-deliveries.ts for what that does to the schedule and the money.
 */
export async function skipDelivery(viewer: Viewer | null, deliveryId: string, refundTo: RefundDestination = 'WALLET'): Promise<SuborderChange> {
  const v = requireViewer(viewer);
  const now = clock().now();
  const target = await db.delivery.findUnique({
    where: { id: deliveryId },
    select: { suborderId: true, suborder: { select: { orderId: true, order: { select: { userId: true, orderNumber: true } } } } },
  });
  // Someone else's delivery is "not found", not "forbidden": ids must not be probeable.
  if (!target || (target.suborder.order.userId !== v.id && !isAdmin(v))) throw notFound('Delivery');

  const outcome = await changeTransaction(async (tx) => {
    const o = await skipDeliveries(tx, v, {
      orderId: target.suborder.orderId,
      suborderId: target.suborderId,
      customerId: target.suborder.order.userId,
      choose: (deliveries) => {
        const d = deliveries.find((x) => x.id === deliveryId);
        if (!d) throw badInput('This delivery is no longer part of the order.', 'deliveryId');
        return [d];
      },
      action: 'skipDelivery',
      field: 'deliveryId',
      refundTo,
      now,
    });
    // The customer is told, in the same transaction, as after every other change to a plan.
    const order = target.suborder.order;
    await notify(tx, { userId: order.userId, kind: 'PLAN_CHANGED', facts: { orderNumber: order.orderNumber, change: { change: 'SKIPPED', day: o.skipped[0], makeUpDay: o.replacements[0] ?? null } }, orderId: target.suborder.orderId });
    return o;
  });
  // Read after the commit: the suborder as it is now, in the one shape orders are shown in.
  const suborder = await db.suborder.findUniqueOrThrow({ where: { id: target.suborderId }, include: suborderInclude });
  return { message: skipMessage(outcome), suborder: suborderView(suborder) };
}
