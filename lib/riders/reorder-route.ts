// reorderRoute: the admin puts a rider's day in another order by hand (a road closed, a customer who
// asked to come first). The drops of a stop stay together; drops left out of the list keep their
// turn at the end, so a page open a while never loses a drop.
import 'server-only';
import { db } from '@/lib/database/db';
import { requireAdmin } from '@/lib/auth/guards';
import { ROLE_RIDER, type Viewer } from '@/lib/auth/viewer';
import { notFound } from '@/lib/errors';
import { recordAudit } from '@/lib/audit/record-audit';
import type { IsoDay } from '@/lib/domain/calendar';
import { keepStopsTogether } from '@/lib/domain/routes';
import { getRoute, type RouteView } from './get-route';
import { loadRouteDrops, writePositions } from './route-day';

export async function reorderRoute(viewer: Viewer | null, input: { date: IsoDay; riderId: string; deliveryIds: string[] }): Promise<RouteView> {
  const v = requireAdmin(viewer);
  await db.$transaction(async (tx) => {
    // one reorder of a rider's day at a time
    const [rider] = await tx.$queryRaw<{ roleId: number }[]>`SELECT "roleId" FROM "User" WHERE id = ${input.riderId} FOR UPDATE`;
    if (rider?.roleId !== ROLE_RIDER) throw notFound('Rider');
    const drops = await loadRouteDrops(tx, input.riderId, input.date);
    const order = keepStopsTogether(input.deliveryIds, drops);
    await writePositions(tx, order);
    await recordAudit(tx, v, { action: 'reorderRoute', entity: 'User', entityId: input.riderId, subjectUserId: input.riderId, data: { date: input.date, order } });
  });
  return getRoute(v, { date: input.date, riderId: input.riderId });
}
