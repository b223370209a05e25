// resumeSubscription: ends a pause early (lib/domain/plan-changes.ts resumePlan). Every paused day
// that may come back (before its cutoff, the kitchen open, the plan still running) does and its
// make-up day at the end goes; the other paused days stay paused and keep their make-up days.
import 'server-only';
import { db } from '@/lib/database/db';
import { changeTransaction } from './change-transaction';
import { clock } from '@/lib/clock';
import { badInput, notFound } from '@/lib/errors';
import { requireViewer } from '@/lib/auth/guards';
import { isAdmin, type Viewer } from '@/lib/auth/viewer';
import { formatDay } from '@/lib/domain/calendar';
import { paymentStatusOf } from '@/lib/domain/payment-status';
import { initialStatus, isFinalStatus, type OrderStatus } from '@/lib/domain/order-status';
import { resumePlan } from '@/lib/domain/plan-changes';
import { purchaseModeOf, type RepeatType } from '@/lib/domain/repeat';
import type { CategoryCode } from '@/lib/domain/categories';
import { retakeCapacity } from '@/lib/capacity/take-capacity';
import { readStoreStatus } from '@/lib/store/read-store-status';
import { deliveryFactsOf, deliveryFactsSelect, planFactsOf } from './delivery-facts';
import { lockOrder } from './lock-order';
import { takeBackFromMakeUps } from './make-up-skipped-deliveries';
import { suborderInclude } from './order-include';
import { suborderView } from './order-view';
import { recordPlanChange } from './plan-change-effects';
import type { SuborderChange } from './skip-delivery';

export async function resumeSubscription(viewer: Viewer | null, suborderId: string): Promise<SuborderChange> {
  const v = requireViewer(viewer);
  const now = clock().now();
  const target = await db.suborder.findUnique({ where: { id: suborderId }, select: { order: { select: { id: true, userId: true, orderNumber: true } } } });
  if (!target || (target.order.userId !== v.id && !isAdmin(v))) throw notFound('Subscription');
  const order = target.order;

  const message = await changeTransaction(async (tx) => {
    await lockOrder(tx, order.id);
    const [suborder] = await tx.$queryRaw<{ status: OrderStatus; repeatType: RepeatType; categoryEnum: CategoryCode; cancelledFrom: Date | null }[]>`
      SELECT status::text AS status, "repeatType"::text AS "repeatType", "categoryEnum"::text AS "categoryEnum", "cancelledFrom" FROM "Suborder" WHERE id = ${suborderId} FOR UPDATE`;
    if (purchaseModeOf(suborder.repeatType) !== 'SUBSCRIBE') throw badInput('Only a subscription can be paused or resumed.', 'suborderId');
    const rows = await tx.delivery.findMany({ where: { suborderId }, orderBy: { deliveryDate: 'asc' }, select: { ...deliveryFactsSelect, portions: true } });
    const payment = await tx.payment.findUnique({ where: { orderId: order.id }, select: { status: true } });
    const { closedDates } = await readStoreStatus(now, tx);
    const plan = resumePlan(rows.map(deliveryFactsOf), { plan: planFactsOf(suborder), payment: paymentStatusOf(payment), who: isAdmin(v) ? 'admin' : 'customer', now, closedDates });
    if ('error' in plan) throw badInput(plan.error, 'suborderId');
    const ids = plan.resume.map((d) => d.id);
    const madeUp = plan.resume.flatMap((d) => (d.madeUpBy ? [d.madeUpBy.id] : []));
    // each paused day takes its slot back with what its make-up day brings (changed items included)
    const portionsOf = await takeBackFromMakeUps(
      tx,
      plan.resume.flatMap((d) => (d.madeUpBy ? [d.id] : [])),
    );
    for (const d of rows) if (!portionsOf.has(d.id)) portionsOf.set(d.id, d.portions);
    await tx.delivery.deleteMany({ where: { id: { in: madeUp } } });
    // The paused days are cooked again: they need room in the kitchen (their make-up days' is free now).
    await retakeCapacity(tx, { id: suborderId, categoryEnum: suborder.categoryEnum }, plan.resume.map((d) => ({ day: d.deliveryDate, portions: portionsOf.get(d.id) ?? null })), closedDates, 'suborderId');
    const status = isFinalStatus(suborder.status) ? initialStatus('SUBSCRIBE') : suborder.status;
    if (status !== suborder.status) await tx.suborder.update({ where: { id: suborderId }, data: { status } });
    await tx.delivery.updateMany({ where: { id: { in: ids } }, data: { status, skippedAt: null, skippedById: null, pausedAt: null } });
    const first = plan.resume[0].deliveryDate;
    await recordPlanChange(tx, v, {
      action: 'resumeSubscription',
      suborderId,
      order,
      note: { change: 'RESUMED', day: first },
      data: { deliveryIds: ids, removedReplacementIds: madeUp },
    });
    const n = ids.length;
    return `Your pause has ended: ${n} ${n === 1 ? 'delivery comes' : 'deliveries come'} back from ${formatDay(first)}, and the make-up ${n === 1 ? 'day at the end is' : 'days at the end are'} removed.`;
  });
  const suborder = await db.suborder.findUniqueOrThrow({ where: { id: suborderId }, include: suborderInclude });
  return { message, suborder: suborderView(suborder) };
}
