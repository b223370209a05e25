// unskipDelivery: a skipped delivery comes back when lib/domain/delivery-actions.ts allows it (before
// its cutoff, on a day the kitchen is open, before a cancelled plan's end; lib/domain/plan-changes.ts
// unskipPlan says what it does): a subscription's make-up day goes; a one-time day taken off an
// unpaid amount is charged again; a paid one-time day whose money went back is refused.
import 'server-only';
import { db } from '@/lib/database/db';
import { changeTransaction } from './change-transaction';
import { clock } from '@/lib/clock';
import { badInput, notFound } from '@/lib/errors';
import { requireViewer } from '@/lib/auth/guards';
import { isAdmin, type Viewer } from '@/lib/auth/viewer';
import { formatDay } from '@/lib/domain/calendar';
import { creditLines, negatedLines, sumLines } from '@/lib/domain/order-charges';
import { initialStatus, isFinalStatus, type OrderStatus } from '@/lib/domain/order-status';
import { paymentStatusOf } from '@/lib/domain/payment-status';
import { unskipPlan } from '@/lib/domain/plan-changes';
import { purchaseModeOf, type RepeatType } from '@/lib/domain/repeat';
import { deliveryFactsOf, deliveryFactsSelect, planFactsOf } from './delivery-facts';
import { formatPaise } from '@/lib/domain/money';
import { chargeBasis, loadOrderCharges } from '@/lib/invoices/load-order-charges';
import { readTaxSettings } from '@/lib/invoices/read-tax-settings';
import { applySettlement } from '@/lib/payments/apply-settlement';
import type { CategoryCode } from '@/lib/domain/categories';
import { retakeCapacity } from '@/lib/capacity/take-capacity';
import { readStoreStatus } from '@/lib/store/read-store-status';
import { lockOrder } from './lock-order';
import { takeBackFromMakeUps } from './make-up-skipped-deliveries';
import { suborderInclude } from './order-include';
import { suborderView } from './order-view';
import { recordPlanChange } from './plan-change-effects';
import type { SuborderChange } from './skip-delivery';

export async function unskipDelivery(viewer: Viewer | null, deliveryId: string): Promise<SuborderChange> {
  const v = requireViewer(viewer);
  const now = clock().now();
  const target = await db.delivery.findUnique({
    where: { id: deliveryId },
    select: { suborderId: true, suborder: { select: { orderId: true, order: { select: { id: true, userId: true, orderNumber: true } } } } },
  });
  // Someone else's delivery is "not found": ids must not be probeable.
  if (!target || (target.suborder.order.userId !== v.id && !isAdmin(v))) throw notFound('Delivery');
  const order = target.suborder.order;

  const message = await changeTransaction(async (tx) => {
    // The lock order of every change: the order, then the suborder.
    await lockOrder(tx, order.id);
    const [suborder] = await tx.$queryRaw<{ status: OrderStatus; repeatType: RepeatType; categoryEnum: CategoryCode; cancelledFrom: Date | null }[]>`
      SELECT status::text AS status, "repeatType"::text AS "repeatType", "categoryEnum"::text AS "categoryEnum", "cancelledFrom" FROM "Suborder" WHERE id = ${target.suborderId} FOR UPDATE`;
    const d = await tx.delivery.findUniqueOrThrow({ where: { id: deliveryId }, select: { ...deliveryFactsSelect, portions: true } });
    const payment = await tx.payment.findUnique({ where: { orderId: order.id }, select: { status: true } });
    const { closedDates } = await readStoreStatus(now, tx);
    const facts = deliveryFactsOf(d);
    const day = facts.deliveryDate;
    const r = facts.madeUpBy;
    const plan = unskipPlan(facts, { plan: planFactsOf(suborder), payment: paymentStatusOf(payment), who: isAdmin(v) ? 'admin' : 'customer', now, closedDates });
    if ('error' in plan) throw badInput(plan.error, 'deliveryId');

    let portions = d.portions;
    if (plan.removeReplacement && r) {
      // the day takes its slot back with what its make-up day brings (changed items included)
      portions = (await takeBackFromMakeUps(tx, [deliveryId])).get(deliveryId) ?? null;
      await tx.delivery.delete({ where: { id: r.id } });
    }
    // The day is cooked again: it needs room in the kitchen that day (its make-up day's is free now).
    await retakeCapacity(tx, { id: target.suborderId, categoryEnum: suborder.categoryEnum }, [{ day, portions }], closedDates, 'deliveryId');
    // A skip that finished the suborder (its last open day) is undone with it.
    const status = isFinalStatus(suborder.status) ? initialStatus(purchaseModeOf(suborder.repeatType)) : suborder.status;
    if (status !== suborder.status) await tx.suborder.update({ where: { id: target.suborderId }, data: { status } });
    await tx.delivery.update({ where: { id: deliveryId }, data: { status, skippedAt: null, skippedById: null, pausedAt: null, creditedAt: null } });

    let raised = 0;
    let fromWallet = 0;
    if (plan.raiseAmountDue) {
      // The day is charged again as it was taken off: its share, worked out now it is charged.
      const [charges, settings] = await Promise.all([loadOrderCharges(tx, order.id), readTaxSettings(tx)]);
      const slot = charges.slotOf.get(deliveryId);
      const lines = slot ? creditLines(charges.parts, [slot], chargeBasis(charges, settings.seller.stateCode)) : [];
      raised = sumLines(lines).total;
      const outcome = await applySettlement(tx, { orderId: order.id, kind: 'UNSKIP', delta: raised, lines: negatedLines(lines), byId: v.id, field: 'deliveryId', reason: `Skip undone for ${formatDay(day)}`, deliveryId, now, charges });
      fromWallet = outcome.fromWallet;
    }
    await recordPlanChange(tx, v, {
      action: 'unskipDelivery',
      suborderId: target.suborderId,
      order,
      note: { change: 'UNSKIPPED', day },
      data: { deliveryId, day, removedReplacement: r && plan.removeReplacement ? r.deliveryDate : null, raised, fromWallet },
    });
    const back = `The delivery of ${formatDay(day)} is back on.`;
    if (r && plan.removeReplacement) return `${back} Its make-up day, ${formatDay(r.deliveryDate)}, is removed.`;
    if (fromWallet > 0 && raised > fromWallet) return `${back} ${formatPaise(fromWallet)} is paid from your wallet and ${formatPaise(raised - fromWallet)} is added back to the amount to pay.`;
    if (fromWallet > 0) return `${back} ${formatPaise(fromWallet)} is paid from your wallet.`;
    if (raised > 0) return `${back} ${formatPaise(raised)} is added back to the amount to pay.`;
    return back;
  });
  const suborder = await db.suborder.findUniqueOrThrow({ where: { id: target.suborderId }, include: suborderInclude });
  return { message, suborder: suborderView(suborder) };
}
