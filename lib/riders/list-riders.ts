// getRiders: the admin's list of riders, the active ones first, with how many stops each has today.
import 'server-only';
import { db } from '@/lib/database/db';
import { requireAdmin } from '@/lib/auth/guards';
import { ROLE_RIDER, type Viewer } from '@/lib/auth/viewer';
import { clock } from '@/lib/clock';
import { dayToDate, kolkataToday } from '@/lib/domain/calendar';

export type RiderView = { id: string; firstName: string | null; lastName: string | null; phoneNumber: string; active: boolean; stopsToday: number };

export async function listRiders(viewer: Viewer | null): Promise<RiderView[]> {
  requireAdmin(viewer);
  const today = dayToDate(kolkataToday(clock().now()));
  // (roleId) index for the riders; their drops today by (riderId, deliveryDate, routePosition)
  const riders = await db.user.findMany({
    where: { roleId: ROLE_RIDER },
    orderBy: [{ status: 'asc' }, { firstName: 'asc' }, { id: 'asc' }],
    select: {
      id: true,
      firstName: true,
      lastName: true,
      phoneNumber: true,
      status: true,
      _count: { select: { riderDeliveries: { where: { deliveryDate: today, status: { not: 'CANCELLED' } } } } },
    },
  });
  return riders.map((r) => ({
    id: r.id,
    firstName: r.firstName,
    lastName: r.lastName,
    phoneNumber: r.phoneNumber,
    active: r.status === 'ACTIVE',
    stopsToday: r._count.riderDeliveries,
  }));
}
