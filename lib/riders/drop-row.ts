// What the riders' services read of a drop, and the facts the rules in lib/domain/drops.ts take.
import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import { dateToDay } from '@/lib/domain/calendar';
import type { DropFacts } from '@/lib/domain/drops';

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

export function dropFacts(d: DropRow): DropFacts {
  return {
    status: d.status,
    deliveryDate: dateToDay(d.deliveryDate),
    riderId: d.riderId,
    deliveredAt: d.deliveredAt,
    failedAt: d.failedAt,
    missedResolvedAt: d.missedResolvedAt,
    codeTries: d.codeTries,
    courier: d.courier,
  };
}
