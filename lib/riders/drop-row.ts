// What the riders' services read of a drop, and the facts the road's rules take (lib/domain/delivery-actions.ts roadActions).
import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import { dateToDay } from '@/lib/domain/calendar';
import type { RoadFacts } from '@/lib/domain/delivery-actions';

export const dropSelect = {
  id: true,
  deliveryDate: true,
  status: true,
  riderId: true,
  deliveryCode: true,
  codeTries: true,
  deliveredAt: true,
  deliveredById: true,
  failedAt: true,
  failedById: true,
  missedResolvedAt: true,
  courier: true,
  locationSnapshot: true,
  suborder: { select: { id: true, suborderNo: true, orderId: true, order: { select: { orderNumber: true, userId: true } } } },
} satisfies Prisma.DeliverySelect;

export type DropRow = Prisma.DeliveryGetPayload<{ select: typeof dropSelect }>;

export function roadFactsOf(d: DropRow): RoadFacts {
  return {
    status: d.status,
    deliveryDate: dateToDay(d.deliveryDate),
    riderId: d.riderId,
    deliveredAt: d.deliveredAt,
    deliveredById: d.deliveredById,
    failedAt: d.failedAt,
    failedById: d.failedById,
    missedResolvedAt: d.missedResolvedAt,
    codeTries: d.codeTries,
    courier: d.courier,
  };
}
