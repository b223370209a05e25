// The one way deliveries are skipped, shared by skipDelivery (one), pauseSubscription (a range) and
// closeDates (a day the kitchen closed), inside the caller's transaction. Decided policy
// (docs: deliveries and subscriptions): a skipped delivery becomes CANCELLED, marked with who skipped
// it and when. Then one of two policies: a subscription keeps every meal paid for
// (make-up-skipped-deliveries.ts: a replacement after the suborder's last delivery; a cancelled
// subscription only before its end); a bought (one-time) suborder gets nothing added. What is not
// made up comes off the amount due or, once paid, goes back (lib/payments/credit-skipped-deliveries.ts).
import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import { badInput, notFound } from '@/lib/errors';
import { isAdmin, type Viewer } from '@/lib/auth/viewer';
import { recordAudit } from '@/lib/audit/record-audit';
import { dateToDay, type IsoDay } from '@/lib/domain/calendar';
import { openBeforeCutoff, whyNot } from '@/lib/domain/delivery-actions';
import { lastDeliveryDate, type OrderStatus } from '@/lib/domain/order-status';
import { purchaseModeOf, type RepeatType } from '@/lib/domain/repeat';
import type { CategoryCode } from '@/lib/domain/categories';
import { creditSkippedDeliveries, type SkipCredit } from '@/lib/payments/credit-skipped-deliveries';
import type { RefundDestination } from '@/lib/domain/wallet';
import { lockOrder } from './lock-order';
import { makeUpSkippedDeliveries } from './make-up-skipped-deliveries';
import { rollUpSuborder } from './roll-up-suborder';

type Tx = Prisma.TransactionClient;

export type SkippableDelivery = { id: string; deliveryDate: IsoDay; status: OrderStatus; skipped: boolean; replacesDeliveryId: string | null };

export type SkipOutcome = SkipCredit & {
  skipped: IsoDay[];
  /** replacement dates, one per skipped subscription delivery */
  replacements: IsoDay[];
  endDate: IsoDay | null;
  suborderStatus: OrderStatus;
};

/** The suborder and all its deliveries, read under the order's and then the suborder's lock. */
async function lockSuborder(tx: Tx, orderId: string, suborderId: string) {
  // Same lock order as every status change (order, then suborder): skips, admin status changes
  // and payment changes on one order run one after another.
  await lockOrder(tx, orderId);
  const [row] = await tx.$queryRaw<{ status: OrderStatus; repeatType: RepeatType; repeatInfo: string; suborderNo: string; totalPrice: number; categoryEnum: CategoryCode; cancelledFrom: Date | null }[]>`
    SELECT status::text AS status, "repeatType"::text AS "repeatType", "repeatInfo", "suborderNo", "totalPrice", "categoryEnum"::text AS "categoryEnum", "cancelledFrom" FROM "Suborder" WHERE id = ${suborderId} FOR UPDATE`;
  if (!row) throw notFound('Order');
  const suborder = { ...row, cancelledFrom: row.cancelledFrom ? dateToDay(row.cancelledFrom) : null };
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
  return { suborder: { id: suborderId, ...suborder }, deliveries };
}

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
    action: 'skipDelivery' | 'pauseSubscription' | 'closeDates';
    /** where the money of a paid delivery goes (the wallet by default) */
    refundTo?: RefundDestination;
    field: string;
    now: Date;
  },
): Promise<SkipOutcome> {
  const { orderId, suborderId, now } = target;
  const { suborder, deliveries } = await lockSuborder(tx, orderId, suborderId);
  const chosen = target.choose(deliveries);
  const who = isAdmin(viewer) ? 'admin' : 'customer';
  // All or nothing: the first delivery that may not change refuses the whole request.
  for (const d of chosen) {
    const refused = whyNot(openBeforeCutoff(d, who, now));
    if (refused) throw badInput(target.action === 'pauseSubscription' ? `Nothing was paused. ${refused}` : refused, target.field);
  }
  const chosenIds = new Set(chosen.map((d) => d.id));
  await tx.delivery.updateMany({ where: { id: { in: [...chosenIds] } }, data: { status: 'CANCELLED', skippedAt: now, skippedById: viewer.id, pausedAt: target.action === 'pauseSubscription' ? now : null } });

  const after: { deliveryDate: IsoDay; status: OrderStatus }[] = deliveries.map((d) => (chosenIds.has(d.id) ? { ...d, status: 'CANCELLED' } : d));
  let replacements: IsoDay[] = [];
  let money: SkipCredit = { credited: 0, refunded: 0, toWallet: 0 };
  // A subscription's days are made up (a cancelled one's only before its end); what is not made up,
  // and a one-time order's days, are given back.
  let notMadeUp = chosen;
  if (purchaseModeOf(suborder.repeatType) === 'SUBSCRIBE') {
    replacements = await makeUpSkippedDeliveries(tx, { suborder, deliveries, skipped: chosen, pauseEnd: target.pauseEnd, now });
    after.push(...replacements.map((deliveryDate) => ({ deliveryDate, status: suborder.status })));
    notMadeUp = chosen.slice(replacements.length);
  }
  if (notMadeUp.length > 0) money = await creditSkippedDeliveries(tx, { orderId, skipped: notMadeUp, byId: viewer.id, refundTo: target.refundTo, pause: target.action === 'pauseSubscription' });

  // Skipping the last open delivery of a suborder finishes it like any other change does
  // (update-delivery-status.ts), and a suborder cancelled that way may cancel an unpaid payment.
  const next = (await rollUpSuborder(tx, { id: suborderId, orderId, status: suborder.status }, after.map((d) => d.status))) ?? suborder.status;

  const outcome: SkipOutcome = {
    skipped: chosen.map((d) => d.deliveryDate),
    replacements,
    ...money,
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
