// cancelSubscription: the rest of a subscription is cancelled from a day (lib/domain/plan-changes.ts
// cancelPlan: at the earliest the first day still before its cutoff), with the customer's reason.
// The money of the cancelled days goes back through the one credit path (lib/payments/
// credit-deliveries.ts): paid, to the wallet or a UPI refund with a credit note per day; unpaid, off
// the amount due by UPI first, and past that the wallet part paid at checkout back to the wallet (a
// partly paid order: the same split as unpaidCancelSplit in lib/domain/plan-changes.ts).
import 'server-only';
import { db } from '@/lib/database/db';
import { changeTransaction } from './change-transaction';
import { clock } from '@/lib/clock';
import { badInput, notFound } from '@/lib/errors';
import { requireViewer } from '@/lib/auth/guards';
import { isAdmin, type Viewer } from '@/lib/auth/viewer';
import { dateToDay, dayToDate, formatDay, type IsoDay } from '@/lib/domain/calendar';
import { formatPaise } from '@/lib/domain/money';
import type { OrderStatus } from '@/lib/domain/order-status';
import { cancelPlan, cancelReasonError, type CancelReason } from '@/lib/domain/plan-changes';
import { purchaseModeOf, type RepeatType } from '@/lib/domain/repeat';
import { moneyBackText, type RefundDestination } from '@/lib/domain/wallet';
import { creditDeliveries } from '@/lib/payments/credit-deliveries';
import { lockOrder } from './lock-order';
import { suborderInclude } from './order-include';
import { suborderView } from './order-view';
import { recordPlanChange } from './plan-change-effects';
import { rollUpSuborder } from './roll-up-suborder';
import type { SuborderChange } from './skip-delivery';

export type CancelSubscriptionInput = { suborderId: string; from: IsoDay | null; reason: CancelReason; note: string | null; refundTo: RefundDestination };

export async function cancelSubscription(viewer: Viewer | null, input: CancelSubscriptionInput): Promise<SuborderChange> {
  const v = requireViewer(viewer);
  const now = clock().now();
  const { suborderId } = input;
  const target = await db.suborder.findUnique({ where: { id: suborderId }, select: { order: { select: { id: true, userId: true, orderNumber: true } } } });
  if (!target || (target.order.userId !== v.id && !isAdmin(v))) throw notFound('Subscription');
  const order = target.order;
  const badReason = cancelReasonError(input.reason, input.note);
  if (badReason) throw badInput(badReason, 'note');

  const message = await changeTransaction(async (tx) => {
    await lockOrder(tx, order.id);
    const [suborder] = await tx.$queryRaw<{ status: OrderStatus; repeatType: RepeatType }[]>`
      SELECT status::text AS status, "repeatType"::text AS "repeatType" FROM "Suborder" WHERE id = ${suborderId} FOR UPDATE`;
    if (purchaseModeOf(suborder.repeatType) !== 'SUBSCRIBE') throw badInput('Only a subscription can be cancelled this way. You can skip the deliveries of a one-time order instead.', 'suborderId');
    const rows = await tx.delivery.findMany({ where: { suborderId }, orderBy: { deliveryDate: 'asc' }, select: { id: true, deliveryDate: true, status: true, skippedAt: true } });
    const plan = cancelPlan(
      rows.map((d) => ({ id: d.id, deliveryDate: dateToDay(d.deliveryDate), status: d.status, skipped: d.skippedAt !== null })),
      input.from,
      isAdmin(v) ? 'admin' : 'customer',
      now,
    );
    if ('error' in plan) throw badInput(plan.error, 'from');
    const ids = plan.cancel.map((d) => d.id);
    await tx.delivery.updateMany({ where: { id: { in: ids } }, data: { status: 'CANCELLED' } });
    await tx.suborder.update({
      where: { id: suborderId },
      data: { cancelledAt: now, cancelledFrom: dayToDate(plan.from), cancelledById: v.id, cancelReason: input.reason, cancelNote: input.note?.trim() || null },
    });

    const money = await creditDeliveries(tx, {
      orderId: order.id,
      deliveries: plan.cancel,
      byId: v.id,
      reason: 'Cancelled delivery',
      kind: 'CANCEL',
      refundTo: input.refundTo,
    });
    const statuses = rows.map((d) => (ids.includes(d.id) ? 'CANCELLED' : d.status));
    await rollUpSuborder(tx, { id: suborderId, orderId: order.id, status: suborder.status }, statuses);

    await recordPlanChange(tx, v, {
      action: 'cancelSubscription',
      suborderId,
      order,
      note: { change: 'CANCELLED', from: plan.from },
      data: { from: plan.from, deliveryIds: ids, reason: input.reason, note: input.note, ...money },
    });
    const n = ids.length;
    const parts = [`Cancelled ${n} ${n === 1 ? 'delivery' : 'deliveries'} from ${formatDay(plan.from)}.`];
    if (money.toWallet > 0) parts.push(moneyBackText(money.toWallet, 'WALLET'));
    if (money.refunded > 0) parts.push(moneyBackText(money.refunded, 'UPI'));
    if (money.credited > 0) parts.push(`${formatPaise(money.credited)} is taken off the amount to pay.`);
    return parts.join(' ');
  });
  const suborder = await db.suborder.findUniqueOrThrow({ where: { id: suborderId }, include: suborderInclude });
  return { message, suborder: suborderView(suborder) };
}
