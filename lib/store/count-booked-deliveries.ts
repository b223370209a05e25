import 'server-only';
import { db } from '@/lib/database/db';
import { requireAdmin } from '@/lib/auth/guards';
import type { Viewer } from '@/lib/auth/viewer';
import { dateToDay, dayToDate, type IsoDay } from '@/lib/domain/calendar';
import { OPEN_STATUSES } from '@/lib/domain/order-status';

/**
 * Admin: how many deliveries still to come are booked on each of `days`. Closing a date does not
 * move deliveries already ordered for it (decisions.md), so the store page shows admins what is
 * booked on their closed dates, to skip or move by hand.
 */
export async function countBookedDeliveries(viewer: Viewer | null, days: IsoDay[]): Promise<Record<IsoDay, number>> {
  requireAdmin(viewer);
  if (days.length === 0) return {};
  const rows = await db.delivery.groupBy({
    by: ['deliveryDate'],
    where: { deliveryDate: { in: days.map(dayToDate) }, status: { in: [...OPEN_STATUSES] } },
    _count: { _all: true },
  });
  return Object.fromEntries(rows.map((r) => [dateToDay(r.deliveryDate), r._count._all]));
}
