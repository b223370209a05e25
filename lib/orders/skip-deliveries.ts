// The one way deliveries are skipped, shared by skipDelivery (one) and pauseSubscription (a range),
// inside the caller's transaction. Decided policy (architecture.md "Subscriptions after checkout"):
// a skipped delivery becomes CANCELLED, marked with who skipped it and when. A subscription keeps
// every meal paid for: each skipped delivery gets a replacement after the suborder's last one. A
// bought (one-time) suborder gets nothing added: its share comes off the amount due, or, once paid,
// is recorded as a refund due for admins to pay.
import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import { badInput, notFound } from '@/lib/errors';
import { isAdmin, type Viewer } from '@/lib/auth/viewer';
import { recordAudit } from '@/lib/audit/record-audit';
import { readStoreStatus } from '@/lib/store/read-store-status';
import { dateToDay, dayToDate, formatDay, type IsoDay } from '@/lib/domain/calendar';
import { cutoffDay } from '@/lib/domain/delivery-dates';
import { deliveryChangeError, latestDay, replacementDates, scheduleWeekdays } from '@/lib/domain/delivery-changes';
import { deliveryShare } from '@/lib/domain/delivery-share';
import { lastDeliveryDate, type OrderStatus } from '@/lib/domain/order-status';
import { isPaid, isPayable } from '@/lib/domain/payment-status';
import { purchaseModeOf, type RepeatType } from '@/lib/domain/repeat';
import { lockOrder } from './lock-order';
import { rollUpSuborder } from './roll-up-suborder';

type Tx = Prisma.TransactionClient;

export type SkippableDelivery = { id: string; deliveryDate: IsoDay; status: OrderStatus; skipped: boolean; replacesDeliveryId: string | null };

export type SkipOutcome = {
  skipped: IsoDay[];
  /** replacement dates, one per skipped subscription delivery */
  replacements: IsoDay[];
  /** a bought suborder: what came off the amount due, or what is now to be refunded (paise) */
  credited: number;
  refunded: number;
  endDate: IsoDay | null;
  suborderStatus: OrderStatus;
};

export async function skipDeliveries(
  tx: Tx,
  viewer: Viewer,
  target: {
    orderId: string;
    suborderId: string;
    customerId: string;
    /** picks the deliveries to skip from all of the suborder's, read under the lock; throws to refuse */
    choose: (deliveries: SkippableDelivery[]) => SkippableDelivery[];
    /** a pause: replacements go after its last day too */
    pauseEnd?: IsoDay;
    /** names the operation in the audit log and in errors (`field`) */
    action: 'skipDelivery' | 'pauseSubscription';
    field: string;
    now: Date;
  },
): Promise<SkipOutcome> {
  const { orderId, suborderId, now } = target;
  // Same lock order as every status change (order, then suborder): skips, admin status changes
  // and payment changes on one order run one after another.
  await lockOrder(tx, orderId);
  const [suborder] = await tx.$queryRaw<{ status: OrderStatus; repeatType: RepeatType; repeatInfo: string; suborderNo: string; totalPrice: number }[]>`
    SELECT status::text AS status, "repeatType"::text AS "repeatType", "repeatInfo", "suborderNo", "totalPrice" FROM "Suborder" WHERE id = ${suborderId} FOR UPDATE`;
  if (!suborder) throw notFound('Order');
  const rows = await tx.delivery.findMany({
    where: { suborderId },
    select: { id: true, deliveryDate: true, status: true, skippedAt: true, replacesDeliveryId: true },
    orderBy: { deliveryDate: 'asc' },
  });
  const deliveries: SkippableDelivery[] = rows.map((d) => ({
    id: d.id,
    deliveryDate: dateToDay(d.deliveryDate),
    status: d.status,
    skipped: d.skippedAt !== null,
    replacesDeliveryId: d.replacesDeliveryId,
  }));
  const chosen = target.choose(deliveries);
  const who = isAdmin(viewer) ? 'admin' : 'customer';
  // All or nothing: the first delivery that may not change refuses the whole request.
  for (const d of chosen) {
    const refused = deliveryChangeError(d, who, now);
    if (refused) throw badInput(target.action === 'pauseSubscription' ? `Nothing was paused. ${refused}` : refused, target.field);
  }
  const chosenIds = new Set(chosen.map((d) => d.id));
  await tx.delivery.updateMany({ where: { id: { in: [...chosenIds] } }, data: { status: 'CANCELLED', skippedAt: now, skippedById: viewer.id } });

  const after: { deliveryDate: IsoDay; status: OrderStatus }[] = deliveries.map((d) => (chosenIds.has(d.id) ? { ...d, status: 'CANCELLED' } : d));
  let replacements: IsoDay[] = [];
  let credited = 0;
  let refunded = 0;

  if (purchaseModeOf(suborder.repeatType) === 'SUBSCRIBE') {
    const { closedDates } = await readStoreStatus(now, tx);
    const dates = deliveries.map((d) => d.deliveryDate);
    replacements = replacementDates({
      weekdays: scheduleWeekdays(suborder, deliveries.filter((d) => !d.replacesDeliveryId).map((d) => d.deliveryDate)),
      taken: dates,
      closedDates,
      // After the last delivery of any status (one row per date), after a pause, never before
      // the day that can still be prepared for.
      after: latestDay(dates.at(-1), target.pauseEnd, cutoffDay(now)),
      count: chosen.length,
    });
    // A replacement is as open as its suborder: SUBSCRIBED (or ASSIGNED if an admin assigned it all).
    await tx.delivery.createMany({
      data: chosen.map((d, i) => ({ suborderId, deliveryDate: dayToDate(replacements[i]), status: suborder.status, replacesDeliveryId: d.id })),
    });
    after.push(...replacements.map((deliveryDate) => ({ deliveryDate, status: suborder.status })));
  } else {
    // One connection per transaction: these run one after another anyway.
    const order = await tx.order.findUniqueOrThrow({ where: { id: orderId }, select: { cgstRate: true, sgstRate: true, perDeliveryCharge: true } });
    const lines = await tx.orderItemVariant.findMany({ where: { orderItem: { suborderId } }, select: { price: true, quantity: true } });
    const payment = await tx.payment.findUnique({ where: { orderId }, select: { id: true, status: true, amount: true } });
    const rates = { cgstTenths: order.cgstRate, sgstTenths: order.sgstRate, perDeliveryCharge: order.perDeliveryCharge };
    let charged = deliveries.filter((d) => !d.skipped).length;
    const shares = chosen.map((d) => {
      const amount = deliveryShare({ lines, rates, charged, placedDeliveries: deliveries.length, placedTotal: suborder.totalPrice });
      charged -= 1;
      return { delivery: d, amount };
    });
    const total = shares.reduce((sum, s) => sum + s.amount, 0);
    if (payment && isPaid(payment.status)) {
      await tx.refund.createMany({
        data: shares.map((s) => ({
          orderId,
          deliveryId: s.delivery.id,
          amount: s.amount,
          reason: `Skipped delivery of ${formatDay(s.delivery.deliveryDate)} (${suborder.suborderNo})`,
          createdById: viewer.id,
        })),
      });
      refunded = total;
    } else if (payment && isPayable(payment.status)) {
      await tx.payment.update({ where: { id: payment.id }, data: { amount: Math.max(0, payment.amount - total) } });
      credited = Math.min(total, payment.amount);
    }
  }

  // Skipping the last open delivery of a suborder finishes it like any other change does
  // (update-delivery-status.ts), and a suborder cancelled that way may cancel an unpaid payment.
  const next = (await rollUpSuborder(tx, { id: suborderId, orderId, status: suborder.status }, after.map((d) => d.status))) ?? suborder.status;

  const outcome: SkipOutcome = {
    skipped: chosen.map((d) => d.deliveryDate),
    replacements,
    credited,
    refunded,
    endDate: lastDeliveryDate(after),
    suborderStatus: next,
  };
  if (who === 'admin') {
    await recordAudit(tx, viewer, {
      action: target.action,
      entity: 'Suborder',
      entityId: suborderId,
      subjectUserId: target.customerId,
      data: { deliveryIds: [...chosenIds], ...outcome },
    });
  }
  return outcome;
}
