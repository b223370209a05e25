// /orders/calendar: the customer's deliveries of one month across all their orders, each with what
// it brings, its state and what the viewer may still do with it (lib/domain/delivery-actions.ts, the
// rules the services enforce). Reads by the customer's orders (Order userId index), their suborders
// (orderId) and the deliveries' (suborderId, deliveryDate) key.
import 'server-only';
import { db } from '@/lib/database/db';
import { clock } from '@/lib/clock';
import { requireViewer } from '@/lib/auth/guards';
import { customerIdFor, isAdmin, type Viewer } from '@/lib/auth/viewer';
import { dayToDate, type IsoDay } from '@/lib/domain/calendar';
import { deliveryActions, deliveryLabel, skipOutcomeWords, type DeliveryState } from '@/lib/domain/delivery-actions';
import { isPaid, paymentStatusOf } from '@/lib/domain/payment-status';
import { monthRange } from '@/lib/domain/month-grid';
import type { OrderStatus } from '@/lib/domain/order-status';
import { readStoreStatus } from '@/lib/store/read-store-status';
import { deliveryFactsOf, deliveryFactsSelect, planFactsOf, planFactsSelect } from './delivery-facts';
import type { UnitType } from '@/lib/domain/units';
import type { CategoryCode } from '@/lib/domain/categories';
import { dayItemWords, itemOptions, type ItemOption } from '@/lib/domain/delivery-items';
import { dropOnRoadSelect, dropOnRoadView, type DropOnRoad } from '@/lib/riders/drop-view';

export type CalendarDelivery = {
  id: string;
  deliveryDate: IsoDay;
  status: OrderStatus;
  state: DeliveryState;
  /** 'Paused', 'Skipped', 'Kitchen closed' or the status's label */
  label: string;
  orderNumber: string;
  suborderNo: string;
  title: string;
  /** '2 × 250 g Chicken & Pumpkin Bowl' */
  items: string[];
  subscription: boolean;
  /** for Change: the suborder's kind and the variants the day brings (then the suborder's others at 0) */
  categoryEnum: CategoryCode;
  options: ItemOption[];
  canSkip: boolean;
  canChange: boolean;
  /** what a skip does, said before it is confirmed; a paid one-time day's money may go to the wallet or UPI */
  skipOutcome: string;
  refundChoice: boolean;
  canUndo: boolean;
  /** the viewer's deadline in words (deadlineWords: 'until <the cutoff> on Tue, 8 Dec'), while it is ahead */
  deadline: string | null;
  /** its rider, code, proof, failure or courier (lib/riders/drop-view.ts) */
  road: DropOnRoad;
};

/** The Change form's options: what the day brings, then the suborder's other variants at 0. */
function optionsOf(
  day: { variantId: string; name: string; unitType: UnitType; unit: number; price: number; quantity: number }[],
  items: { name: string; unitType: UnitType; variants: { variantId: string; price: number; quantity: number; unit: number }[] }[],
): ItemOption[] {
  return itemOptions(day, items.flatMap((i) => i.variants.map((x) => ({ variantId: x.variantId, name: i.name, unit: x.unit, unitType: i.unitType, price: x.price, quantity: x.quantity }))));
}

export async function calendarDeliveries(viewer: Viewer | null, month: string): Promise<CalendarDelivery[]> {
  const v = requireViewer(viewer);
  const now = clock().now();
  const who = isAdmin(v) ? 'admin' : 'customer';
  const { first, next } = monthRange(month);
  const [rows, { closedDates }] = await Promise.all([
    db.delivery.findMany({
      where: { deliveryDate: { gte: dayToDate(first), lt: dayToDate(next) }, suborder: { order: { userId: customerIdFor(v) } } },
      orderBy: [{ deliveryDate: 'asc' }, { suborderId: 'asc' }],
      select: {
        ...deliveryFactsSelect,
        ...dropOnRoadSelect,
        items: { orderBy: { variantId: 'asc' }, select: { variantId: true, name: true, unitType: true, unit: true, price: true, quantity: true } },
        suborder: {
          select: {
            ...planFactsSelect,
            suborderNo: true,
            categoryEnum: true,
            category: { select: { title: true } },
            items: { orderBy: { id: 'asc' }, select: { name: true, unitType: true, variants: { orderBy: { id: 'asc' }, select: { variantId: true, price: true, quantity: true, unit: true } } } },
            order: { select: { orderNumber: true, payment: { select: { status: true } } } },
          },
        },
      },
    }),
    readStoreStatus(now),
  ]);
  return rows.map((d) => {
    const facts = deliveryFactsOf(d);
    const plan = planFactsOf(d.suborder);
    const payment = paymentStatusOf(d.suborder.order.payment);
    const actions = deliveryActions(facts, plan, payment, who, now, closedDates);
    return {
      id: d.id,
      deliveryDate: facts.deliveryDate,
      status: d.status,
      state: actions.state,
      label: deliveryLabel(facts, closedDates),
      orderNumber: d.suborder.order.orderNumber,
      suborderNo: d.suborder.suborderNo,
      title: d.suborder.category.title,
      items: dayItemWords(d.items),
      subscription: plan.subscription,
      categoryEnum: d.suborder.categoryEnum,
      options: optionsOf(d.items, d.suborder.items),
      canSkip: actions.skip.allowed,
      skipOutcome: skipOutcomeWords(plan, payment),
      refundChoice: !plan.subscription && isPaid(payment),
      canChange: actions.change.allowed,
      canUndo: actions.undo.allowed,
      deadline: actions.deadline?.words ?? null,
      road: dropOnRoadView(d),
    };
  });
}
