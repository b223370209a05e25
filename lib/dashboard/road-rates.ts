// The dashboard's road figures for its range: drops delivered with proof (by a rider or an admin at
// the door), how many of them by the promised hour of their own day (the setting delivery.onTimeBy,
// lib/domain/drops.ts deliveredOnTime), and drops marked not delivered. One aggregate over the
// ("deliveryDate", status) index's range.
import 'server-only';
import { db } from '@/lib/database/db';
import { requireAdmin } from '@/lib/auth/guards';
import type { Viewer } from '@/lib/auth/viewer';
import { getConfigMap } from '@/lib/config/get-configurations';
import { dayToDate, type IsoDay } from '@/lib/domain/calendar';
import { parseOnTimeBy } from '@/lib/domain/drops';

export type RoadCounts = { delivered: number; onTime: number; missed: number };

export async function roadCounts(viewer: Viewer | null, from: IsoDay, to: IsoDay): Promise<RoadCounts> {
  requireAdmin(viewer);
  const onTimeBy = parseOnTimeBy((await getConfigMap())['delivery.onTimeBy']);
  // on time: within its own Kolkata day, before the minute after the promised one
  const [row] = await db.$queryRaw<RoadCounts[]>`
    SELECT
      count(*) FILTER (WHERE status = 'DELIVERED' AND "deliveredAt" IS NOT NULL AND "proofKind" IS NOT NULL)::int AS delivered,
      count(*) FILTER (WHERE status = 'DELIVERED' AND "proofKind" IS NOT NULL
        AND "deliveredAt" >= ("deliveryDate"::timestamp AT TIME ZONE 'Asia/Kolkata')
        AND "deliveredAt" < (("deliveryDate"::timestamp + make_interval(mins => ${onTimeBy + 1}::int)) AT TIME ZONE 'Asia/Kolkata'))::int AS "onTime",
      count(*) FILTER (WHERE "failedAt" IS NOT NULL AND status <> 'DELIVERED')::int AS missed
    FROM "Delivery"
    WHERE "deliveryDate" BETWEEN ${dayToDate(from)}::date AND ${dayToDate(to)}::date`;
  return row;
}
