import 'server-only';
import { db } from '@/lib/database/db';
import { changeTransaction } from './change-transaction';
import { clock } from '@/lib/clock';
import { badInput, notFound } from '@/lib/errors';
import { requireViewer } from '@/lib/auth/guards';
import { isAdmin, type Viewer } from '@/lib/auth/viewer';
import { compareDays, formatDay, type IsoDay } from '@/lib/domain/calendar';
import { pauseRangeError } from '@/lib/domain/delivery-changes';
import { isFinalStatus } from '@/lib/domain/order-status';
import { purchaseModeOf } from '@/lib/domain/repeat';
import type { RefundDestination } from '@/lib/domain/wallet';
import { suborderInclude } from './order-include';
import { suborderView } from './order-view';
import { skipDeliveries } from './skip-deliveries';
import { notify } from '@/lib/notifications/notify';
import type { SuborderChange } from './skip-delivery';

/**
 * pauseSubscription: every delivery of a subscription from `from` to `to` (both included) is
 * skipped and made up after its last one, or none is: the first delivery past its cutoff (for a
 * customer, 22:00 the day before) refuses the whole pause, naming it.
 */
export async function pauseSubscription(viewer: Viewer | null, suborderId: string, from: IsoDay, to: IsoDay, refundTo: RefundDestination = 'WALLET'): Promise<SuborderChange> {
  const v = requireViewer(viewer);
  const now = clock().now();
  const target = await db.suborder.findUnique({ where: { id: suborderId }, select: { orderId: true, repeatType: true, order: { select: { userId: true, orderNumber: true } } } });
  if (!target || (target.order.userId !== v.id && !isAdmin(v))) throw notFound('Subscription');
  if (purchaseModeOf(target.repeatType) !== 'SUBSCRIBE') throw badInput('Only a subscription can be paused. You can skip a single delivery instead.', 'suborderId');
  const badRange = pauseRangeError(from, to);
  if (badRange) throw badInput(badRange, 'to');

  const outcome = await changeTransaction(async (tx) => {
    const o = await skipDeliveries(tx, v, {
      orderId: target.orderId,
      suborderId,
      customerId: target.order.userId,
      // Deliveries already skipped, cancelled or delivered in the range stay as they are.
      choose: (deliveries) => {
        const inRange = deliveries.filter((d) => compareDays(d.deliveryDate, from) >= 0 && compareDays(d.deliveryDate, to) <= 0 && !d.skipped && !isFinalStatus(d.status));
        if (inRange.length === 0) throw badInput(`There are no deliveries to pause from ${formatDay(from)} to ${formatDay(to)}.`, 'from');
        return inRange;
      },
      pauseEnd: to,
      action: 'pauseSubscription',
      field: 'from',
      // A paused subscription's days are made up, so today nothing is given back; should a pause
      // ever give money back, it goes where the customer said.
      refundTo,
      now,
    });
    // The customer is told, in the same transaction, as after every other change to a plan.
    await notify(tx, { userId: target.order.userId, kind: 'PLAN_CHANGED', facts: { orderNumber: target.order.orderNumber, change: { change: 'PAUSED', from, to } }, orderId: target.orderId });
    return o;
  });
  const suborder = await db.suborder.findUniqueOrThrow({ where: { id: suborderId }, include: suborderInclude });
  const n = outcome.skipped.length;
  const message = `Paused ${n} ${n === 1 ? 'delivery' : 'deliveries'} from ${formatDay(from)} to ${formatDay(to)}. ${n === 1 ? 'It is' : 'They are'} made up after your last delivery, which is now ${formatDay(outcome.endDate ?? to)}.`;
  return { message, suborder: suborderView(suborder) };
}
