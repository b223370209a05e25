// /orders/calendar: the customer's deliveries of one month across all their orders, each with what
// it brings, its status and what the viewer may still do with it (the same rules the services
// enforce: delivery-changes.ts to skip, plan-changes.ts to undo). Reads by the customer's orders
// (Order userId index), their suborders (orderId) and the deliveries' (suborderId, deliveryDate) key.
import 'server-only';
import { db } from '@/lib/database/db';
import { clock } from '@/lib/clock';
import { requireViewer } from '@/lib/auth/guards';
import { customerIdFor, isAdmin, type Viewer } from '@/lib/auth/viewer';
import { dateToDay, dayToDate, type IsoDay } from '@/lib/domain/calendar';
import { deliveryChangeError } from '@/lib/domain/delivery-changes';
import { dayClosed } from '@/lib/domain/plan-changes';
import { isPaid, paymentStatusOf } from '@/lib/domain/payment-status';
import { monthRange } from '@/lib/domain/month-grid';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@/lib/domain/order-status';
import { purchaseModeOf } from '@/lib/domain/repeat';
import { formatUnit, type UnitType } from '@/lib/domain/units';
import type { CategoryCode } from '@/lib/domain/categories';
import { itemOptions, type ItemOption } from '@/lib/domain/delivery-items';

export type CalendarDelivery = {
  id: string;
  deliveryDate: IsoDay;
  status: OrderStatus;
  /** 'Paused', 'Skipped' or the status's label */
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
  canUndo: boolean;
};

/** The Change form's options: the day's own items (else its suborder's), then the suborder's others at 0. */
function optionsOf(
  own: { variantId: string; name: string; unitType: UnitType; unit: number; price: number; quantity: number }[],
  items: { name: string; unitType: UnitType; variants: { variantId: string; price: number; quantity: number; unit: number }[] }[],
): ItemOption[] {
  const placed = items.flatMap((i) => i.variants.map((x) => ({ variantId: x.variantId, name: i.name, unit: x.unit, unitType: i.unitType, price: x.price, quantity: x.quantity })));
  return own.length > 0 ? itemOptions(own, placed) : placed;
}

export async function calendarDeliveries(viewer: Viewer | null, month: string): Promise<CalendarDelivery[]> {
  const v = requireViewer(viewer);
  const now = clock().now();
  const who = isAdmin(v) ? 'admin' : 'customer';
  const { first, next } = monthRange(month);
  const rows = await db.delivery.findMany({
    where: { deliveryDate: { gte: dayToDate(first), lt: dayToDate(next) }, suborder: { order: { userId: customerIdFor(v) } } },
    orderBy: [{ deliveryDate: 'asc' }, { suborderId: 'asc' }],
    select: {
      id: true,
      deliveryDate: true,
      status: true,
      skippedAt: true,
      pausedAt: true,
      items: { orderBy: { variantId: 'asc' }, select: { variantId: true, name: true, unitType: true, unit: true, price: true, quantity: true } },
      suborder: {
        select: {
          suborderNo: true,
          repeatType: true,
          categoryEnum: true,
          category: { select: { title: true } },
          items: { orderBy: { id: 'asc' }, select: { name: true, unitType: true, variants: { orderBy: { id: 'asc' }, select: { variantId: true, price: true, quantity: true, unit: true } } } },
          order: { select: { orderNumber: true, payment: { select: { status: true } } } },
        },
      },
    },
  });
  return rows.map((d) => {
    const day = dateToDay(d.deliveryDate);
    const skipped = d.skippedAt !== null;
    const subscription = purchaseModeOf(d.suborder.repeatType) === 'SUBSCRIBE';
    const paid = isPaid(paymentStatusOf(d.suborder.order.payment));
    return {
      id: d.id,
      deliveryDate: day,
      status: d.status,
      label: d.pausedAt ? 'Paused' : skipped ? 'Skipped' : ORDER_STATUS_LABELS[d.status],
      orderNumber: d.suborder.order.orderNumber,
      suborderNo: d.suborder.suborderNo,
      title: d.suborder.category.title,
      // the day's own items once changed (changeDeliveryItems), else its suborder's
      items:
        d.items.length > 0
          ? d.items.map((x) => `${x.quantity} × ${formatUnit(x.unit, x.unitType)} ${x.name}`)
          : d.suborder.items.flatMap((i) => i.variants.map((x) => `${x.quantity} × ${formatUnit(x.unit, i.unitType)} ${i.name}`)),
      subscription,
      categoryEnum: d.suborder.categoryEnum,
      options: optionsOf(d.items, d.suborder.items),
      canSkip: deliveryChangeError({ deliveryDate: day, status: d.status, skipped }, who, now) === null,
      canUndo: skipped && (subscription || !paid) && dayClosed(day, who, now) === null,
    };
  });
}
