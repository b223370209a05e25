// Delivery rows as the delivery rules see them (lib/domain/delivery-actions.ts DeliveryFacts): the one
// place a service turns what it read into the facts it asks the rules about.
import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import { dateToDay } from '@/lib/domain/calendar';
import type { PlanFacts } from '@/lib/domain/delivery-actions';
import type { PlanDelivery } from '@/lib/domain/plan-changes';
import type { OrderStatus } from '@/lib/domain/order-status';
import { purchaseModeOf, type RepeatType } from '@/lib/domain/repeat';

/** What a delivery row needs for its facts (select it beside the service's own fields). */
export const deliveryFactsSelect = {
  id: true,
  deliveryDate: true,
  status: true,
  skippedAt: true,
  pausedAt: true,
  creditedAt: true,
  replacedBy: { select: { id: true, deliveryDate: true, status: true, skippedAt: true } },
} satisfies Prisma.DeliverySelect;

type FactsRow = {
  id: string;
  deliveryDate: Date;
  status: OrderStatus;
  skippedAt: Date | null;
  pausedAt: Date | null;
  creditedAt: Date | null;
  replacedBy: { id: string; deliveryDate: Date; status: OrderStatus; skippedAt: Date | null } | null;
};

export function deliveryFactsOf(d: FactsRow): PlanDelivery {
  const r = d.replacedBy;
  return {
    id: d.id,
    deliveryDate: dateToDay(d.deliveryDate),
    status: d.status,
    skipped: d.skippedAt !== null,
    paused: d.pausedAt !== null,
    credited: d.creditedAt !== null,
    madeUpBy: r ? { id: r.id, deliveryDate: dateToDay(r.deliveryDate), status: r.status, skipped: r.skippedAt !== null } : null,
  };
}

/** What a suborder row needs for its plan facts. */
export const planFactsSelect = { repeatType: true, cancelledFrom: true } satisfies Prisma.SuborderSelect;

export function planFactsOf(s: { repeatType: RepeatType; cancelledFrom: Date | null }): PlanFacts {
  return { subscription: purchaseModeOf(s.repeatType) === 'SUBSCRIBE', cancelledFrom: s.cancelledFrom ? dateToDay(s.cancelledFrom) : null };
}
