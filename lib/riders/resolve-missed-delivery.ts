// resolveMissedDelivery: the owner settles a drop the rider could not make, once, in one of two ways,
// the same two a skip has:
//   MAKE_UP: a day is added after the suborder's last, as a skipped subscription day is
//            (lib/orders/make-up-skipped-deliveries.ts), with the missed day's own items;
//   CREDIT:  its share of the order goes back as a skip's does (lib/payments/credit-deliveries.ts):
//            off the amount due while unpaid; once paid, a credit note and the wallet (default) or
//            a refund in the UPI queue.
// Either way the missed drop is CANCELLED (it is over), marked with how and when it was settled, and
// the customer is told.
import 'server-only';
import { db } from '@/lib/database/db';
import { badInput, notFound } from '@/lib/errors';
import { requireAdmin } from '@/lib/auth/guards';
import type { Viewer } from '@/lib/auth/viewer';
import { recordAudit } from '@/lib/audit/record-audit';
import { clock } from '@/lib/clock';
import { dateToDay, formatDay, type IsoDay } from '@/lib/domain/calendar';
import { roadActions, whyNot } from '@/lib/domain/delivery-actions';
import type { MissedDeliveryAction } from '@/lib/domain/drops';
import { formatPaise } from '@/lib/domain/money';
import { dedupeKeys } from '@/lib/domain/notifications';
import type { RefundDestination } from '@/lib/domain/wallet';
import { notify } from '@/lib/notifications/notify';
import { lockSuborder } from '@/lib/orders/lock-suborder';
import { makeUpSkippedDeliveries } from '@/lib/orders/make-up-skipped-deliveries';
import { suborderInclude } from '@/lib/orders/order-include';
import { suborderView, type SuborderView } from '@/lib/orders/order-view';
import { rollUpSuborder } from '@/lib/orders/roll-up-suborder';
import { creditDeliveries, type DeliveriesCredit } from '@/lib/payments/credit-deliveries';
import { dropSelect, roadFactsOf } from './drop-row';

export type MissedSettled = { message: string; suborder: SuborderView };

/** The reason on the credit note and the refund ("Missed delivery of Tue, 1 Dec 2026 (…)"). */
const CREDIT_REASON = 'Missed delivery';

export async function resolveMissedDelivery(
  viewer: Viewer | null,
  input: { deliveryId: string; action: MissedDeliveryAction; refundTo?: RefundDestination | null },
): Promise<MissedSettled> {
  const v = requireAdmin(viewer);
  const refundTo = input.refundTo ?? 'WALLET';
  const found = await db.delivery.findUnique({ where: { id: input.deliveryId }, select: { suborderId: true } });
  if (!found) throw notFound('Delivery');
  const now = clock().now();

  const message = await db.$transaction(async (tx) => {
    const suborder = await lockSuborder(tx, found.suborderId);
    await tx.$queryRaw`SELECT id FROM "Delivery" WHERE id = ${input.deliveryId} FOR UPDATE`;
    const drop = await tx.delivery.findUniqueOrThrow({ where: { id: input.deliveryId }, select: { ...dropSelect, replacesDeliveryId: true } });
    const why = whyNot(roadActions(roadFactsOf(drop), v, now).resolveMissed);
    if (why) throw badInput(why, 'deliveryId');
    const day = dateToDay(drop.deliveryDate);
    const customerId = drop.suborder.order.userId;

    await tx.delivery.update({
      where: { id: drop.id },
      data: { status: 'CANCELLED', missedResolution: input.action, missedResolvedAt: now, missedResolvedById: v.id },
    });
    const rows = await tx.delivery.findMany({
      where: { suborderId: suborder.id },
      orderBy: { deliveryDate: 'asc' },
      select: { id: true, deliveryDate: true, status: true, replacesDeliveryId: true },
    });
    const deliveries = rows.map((r) => ({ id: r.id, deliveryDate: dateToDay(r.deliveryDate), status: r.status, replacesDeliveryId: r.replacesDeliveryId }));
    const cancelledFrom = (await tx.suborder.findUniqueOrThrow({ where: { id: suborder.id }, select: { cancelledFrom: true } })).cancelledFrom;

    let madeUpOn: IsoDay | null = null;
    let money: DeliveriesCredit | null = null;
    if (input.action === 'MAKE_UP') {
      const [replacement] = await makeUpSkippedDeliveries(tx, {
        suborder: { ...suborder, cancelledFrom: cancelledFrom ? dateToDay(cancelledFrom) : null },
        deliveries,
        skipped: [{ id: drop.id }],
        now,
      });
      // A cancelled plan has no day left before its end: the owner gives the money back instead.
      if (!replacement) throw badInput('No day is left before this plan ends to make it up on: give the money back instead (Credit).', 'action');
      madeUpOn = replacement;
    } else {
      money = await creditDeliveries(tx, { orderId: suborder.orderId, deliveries: [{ id: drop.id, deliveryDate: day }], byId: v.id, kind: 'MISSED_DELIVERY', reason: CREDIT_REASON, refundTo });
    }

    const statuses = (await tx.delivery.findMany({ where: { suborderId: suborder.id }, select: { status: true } })).map((d) => d.status);
    await rollUpSuborder(tx, { id: suborder.id, orderId: suborder.orderId, status: suborder.status }, statuses);

    // The customer's message: the make-up day, or where the money went. An unpaid order's credit
    // only lowers what is still to pay: that shows on the order page, with no message of its own.
    const back = money ? (money.toWallet > 0 ? { amount: money.toWallet, refundTo: 'WALLET' as const } : money.refunded > 0 ? { amount: money.refunded, refundTo: 'UPI' as const } : null) : null;
    if (madeUpOn || back) {
      await notify(tx, {
        userId: customerId,
        kind: 'MISSED_DELIVERY_RESOLVED',
        facts: { orderNumber: drop.suborder.order.orderNumber, day, ...(madeUpOn ? { newDay: madeUpOn } : back!) },
        orderId: suborder.orderId,
        dedupeKey: dedupeKeys.missedDeliveryResolved(drop.id),
      });
    }
    await recordAudit(tx, v, {
      action: 'resolveMissedDelivery',
      entity: 'Delivery',
      entityId: drop.id,
      subjectUserId: customerId,
      data: { action: input.action, madeUpOn, ...(money ? { refundTo, toWallet: money.toWallet, refunded: money.refunded, credited: money.credited, creditNotes: money.creditNotes.map((n) => n.number) } : {}) },
    });

    const missed = `The missed delivery of ${formatDay(day)}`;
    if (madeUpOn) return `${missed} is made up on ${formatDay(madeUpOn)}.`;
    if (back) return `${missed}: ${formatPaise(back.amount)} ${back.refundTo === 'WALLET' ? 'went to the customer’s wallet' : 'is in the UPI refunds queue'}, with a credit note.`;
    if (money?.credited) return `${missed}: ${formatPaise(money.credited)} is taken off the amount to pay.`;
    return `${missed} is settled; nothing was paid for it, so nothing goes back.`;
  });

  const suborder = await db.suborder.findUniqueOrThrow({ where: { id: found.suborderId }, include: suborderInclude });
  return { message, suborder: suborderView(suborder) };
}
