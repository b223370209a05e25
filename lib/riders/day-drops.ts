// The owner's view of a day on the road (the dispatch page): every drop of the day that is not
// cancelled (or was missed first), where it stands (lib/domain/delivery-actions.ts roadState), who
// has it, and each rider's progress: delivered, to go, missed.
import 'server-only';
import { db } from '@/lib/database/db';
import { requireAdmin } from '@/lib/auth/guards';
import type { Viewer } from '@/lib/auth/viewer';
import { clock } from '@/lib/clock';
import { readAddressSnapshot } from '@/lib/domain/address-snapshot';
import { dayToDate, type IsoDay } from '@/lib/domain/calendar';
import { roadActions, type RoadState } from '@/lib/domain/delivery-actions';
import { failureLine, proofLine } from '@/lib/domain/drops';
import { fullName } from '@/lib/domain/people';
import type { CategoryCode } from '@/lib/domain/categories';
import { dropSelect, roadFactsOf } from './drop-row';

export type DayDrop = {
  id: string;
  orderNumber: string;
  customerName: string;
  zipCode: string | null;
  /** the address's second line or city: the area it is in */
  area: string | null;
  state: RoadState;
  riderId: string | null;
  routePosition: number | null;
  /** 'Code used at 12:41', 'Not delivered at 12:41: …', 'Delhivery AWB 123' */
  outcome: string | null;
  canAssign: boolean;
  canShip: boolean;
  /** treats may go by courier beyond the delivery area; meals go with riders */
  categoryEnum: CategoryCode;
};

export type RiderProgress = { riderId: string; delivered: number; toGo: number; missed: number };

export async function dayDrops(viewer: Viewer | null, date: IsoDay): Promise<{ drops: DayDrop[]; progress: RiderProgress[] }> {
  const admin = requireAdmin(viewer);
  const now = clock().now();
  const rows = await db.delivery.findMany({
    where: { deliveryDate: dayToDate(date), OR: [{ status: { not: 'CANCELLED' } }, { failedAt: { not: null } }] },
    orderBy: [{ riderId: 'asc' }, { routePosition: 'asc' }, { id: 'asc' }],
    select: {
      ...dropSelect,
      routePosition: true,
      proofKind: true,
      failureReason: true,
      failureNote: true,
      awb: true,
      suborder: { select: { ...dropSelect.suborder.select, categoryEnum: true, order: { select: { orderNumber: true, userId: true, user: { select: { firstName: true, lastName: true, phoneNumber: true } } } } } },
    },
  });
  const drops = rows.map((d): DayDrop => {
    const location = readAddressSnapshot(d.locationSnapshot);
    const actions = roadActions(roadFactsOf(d), admin, now);
    const outcome =
      actions.state === 'DELIVERED' && d.deliveredAt && d.proofKind
        ? proofLine({ kind: d.proofKind, at: d.deliveredAt })
        : d.failedAt && d.failureReason
          ? failureLine({ reason: d.failureReason, note: d.failureNote, at: d.failedAt })
          : d.courier
            ? `${d.courier} AWB ${d.awb ?? ''}`.trim()
            : null;
    return {
      id: d.id,
      orderNumber: d.suborder.order.orderNumber,
      customerName: fullName(d.suborder.order.user),
      zipCode: location?.zipCode ?? null,
      area: location?.linetwo ?? location?.city ?? null,
      state: actions.state,
      riderId: d.riderId,
      routePosition: d.routePosition,
      outcome,
      canAssign: actions.assign.allowed,
      canShip: actions.ship.allowed,
      categoryEnum: d.suborder.categoryEnum,
    };
  });
  // a missed drop settled since (CANCELLED) still counts as missed on the day
  const failed = new Set(rows.filter((r) => r.failedAt).map((r) => r.id));
  const byRider = new Map<string, RiderProgress>();
  for (const d of drops) {
    if (!d.riderId) continue;
    const p = byRider.get(d.riderId) ?? { riderId: d.riderId, delivered: 0, toGo: 0, missed: 0 };
    if (d.state === 'DELIVERED') p.delivered++;
    else if (failed.has(d.id)) p.missed++;
    else if (d.state === 'ASSIGNED') p.toGo++;
    byRider.set(d.riderId, p);
  }
  return { drops, progress: [...byRider.values()] };
}
