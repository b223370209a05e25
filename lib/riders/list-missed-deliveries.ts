// getMissedDeliveries: the owner's queue of drops the riders could not make, not yet settled
// (resolveMissedDelivery), oldest day first: each with its order, customer and what the rider said.
import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import { db } from '@/lib/database/db';
import { requireAdmin } from '@/lib/auth/guards';
import type { Viewer } from '@/lib/auth/viewer';
import { dayToDate, type IsoDay } from '@/lib/domain/calendar';
import { fullName } from '@/lib/domain/people';
import { isPaid, paymentStatusOf } from '@/lib/domain/payment-status';
import { suborderInclude } from '@/lib/orders/order-include';
import { suborderView, type DeliveryView } from '@/lib/orders/order-view';

export type MissedDelivery = DeliveryView & { orderNumber: string; suborderNo: string; customerName: string; phoneNumber: string; customerId: string; paid: boolean };

export async function listMissedDeliveries(viewer: Viewer | null, input: { date?: IsoDay | null; skip?: number | null; limit?: number | null }): Promise<{ count: number; deliveries: MissedDelivery[] }> {
  requireAdmin(viewer);
  // the partial index "Delivery_missed_idx" (deliveryDate, failedAt) WHERE failed and not resolved
  const where: Prisma.DeliveryWhereInput = { failedAt: { not: null }, missedResolvedAt: null, ...(input.date ? { deliveryDate: dayToDate(input.date) } : {}) };
  const [count, rows] = await Promise.all([
    db.delivery.count({ where }),
    db.delivery.findMany({
      where,
      orderBy: [{ deliveryDate: 'asc' }, { failedAt: 'asc' }, { id: 'asc' }],
      skip: input.skip ?? 0,
      take: input.limit ?? 50,
      select: { id: true, suborderId: true },
    }),
  ]);
  const suborders = await db.suborder.findMany({
    where: { id: { in: [...new Set(rows.map((r) => r.suborderId))] } },
    include: { ...suborderInclude, order: { select: { orderNumber: true, payment: { select: { status: true } }, user: { select: { id: true, firstName: true, lastName: true, phoneNumber: true } } } } },
  });
  const byId = new Map(suborders.map((s) => [s.id, s]));
  const deliveries = rows.map((r) => {
    const s = byId.get(r.suborderId)!;
    const view = suborderView(s).deliveries.find((d) => d.id === r.id)!;
    return {
      ...view,
      orderNumber: s.order.orderNumber,
      suborderNo: s.suborderNo,
      customerName: fullName(s.order.user),
      phoneNumber: s.order.user.phoneNumber,
      customerId: s.order.user.id,
      paid: isPaid(paymentStatusOf(s.order.payment)),
    };
  });
  return { count, deliveries };
}
