// The admin dashboard (issue 22): today's figures and the charts' series, each one SQL aggregate
// over an indexed column (Order "createdAt", Invoice and CreditNote "issuedAt", Delivery
// ("deliveryDate", status), Payment (status), Refund (status, "createdAt")), run side by side.
// dashboard.db.test.ts checks the plans use those indexes; `npm run bench` (group dashboard) times
// the whole over the large data set against its 300 ms p95 goal.
import 'server-only';
import { db } from '@/lib/database/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { clock } from '@/lib/clock';
import { badInput } from '@/lib/errors';
import { requireAdmin } from '@/lib/auth/guards';
import type { Viewer } from '@/lib/auth/viewer';
import { addDays, compareDays, dayToDate, isIsoDay, kolkataDayStart, kolkataToday, type IsoDay } from '@/lib/domain/calendar';
import type { CategoryCode } from '@/lib/domain/categories';
import { fillDays, MAX_DASHBOARD_DAYS, type CancellationCause } from '@/lib/domain/dashboard';
import { limitOn } from '@/lib/domain/capacity';
import { bookedPortions, readLimits } from '@/lib/capacity/read-capacity';
import type { CancelReason } from '@/lib/domain/plan-changes';

export type DashboardToday = {
  date: IsoDay;
  orders: number;
  /** paise: invoices issued today less credit notes issued today */
  revenueInvoiced: number;
  /** deliveries today that are not cancelled */
  deliveries: number;
  /** payments with a proof waiting for review */
  paymentsWaiting: number;
  /** refunds due (to pay back outside the app), count and paise */
  refundsDue: number;
  refundsDueAmount: number;
};

export type Dashboard = {
  from: IsoDay;
  to: IsoDay;
  today: DashboardToday;
  /** paise per Kolkata day: invoiced less credited */
  revenuePerDay: { date: IsoDay; revenue: number }[];
  ordersPerDay: { date: IsoDay; orders: number }[];
  /** subscriptions with a delivery (not cancelled) on or around the day: from their first to their last delivery in the range */
  activeSubscriptions: { date: IsoDay; subscriptions: number }[];
  /** today and the next 13 days: deliveries, portions booked and the capacity of the limited categories (null: none limited) */
  upcoming: { date: IsoDay; deliveries: number; portions: number; capacity: number | null }[];
  /** cancelled deliveries dated in the range, by who or what cancelled them (no reasons are recorded yet) */
  cancellations: { cause: CancellationCause; count: number }[];
  /** subscriptions whose last delivery still to come is within the next 7 days */
  /** subscriptions cancelled in the range (by cancelSubscription), by the customer's reason, most first */
  cancelReasons: { reason: CancelReason; count: number }[];
  endingSoon: { suborderId: string; suborderNo: string; orderNumber: string; customer: string; phoneNumber: string; lastDelivery: IsoDay }[];
};

type Day = { day: string };

/**
 * Runs one of the dashboard's aggregates with Postgres's JIT compiler off: over the large data set
 * it spent 1-2 s compiling each of these (for a query that runs once), more than the query itself.
 * Its own transaction (SET LOCAL), so the aggregates still run side by side on separate connections.
 */
function withoutJit<T>(query: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T> {
  return db.$transaction(async (tx) => {
    await tx.$executeRaw`SET LOCAL jit = off`;
    return query(tx);
  }, { timeout: 20_000, maxWait: 10_000 });
}

/** getDashboard: the figures above for `from`..`to` (Kolkata days, at most 92), admins only. */
export async function getDashboard(viewer: Viewer | null, from: string, to: string): Promise<Dashboard> {
  requireAdmin(viewer);
  if (!isIsoDay(from)) throw badInput('from must be a date (YYYY-MM-DD).', 'from');
  if (!isIsoDay(to)) throw badInput('to must be a date (YYYY-MM-DD).', 'to');
  if (compareDays(from, to) > 0) throw badInput('from must not be after to.', 'to');
  if (compareDays(to, addDays(from, MAX_DASHBOARD_DAYS - 1)) > 0) throw badInput(`Ask for at most ${MAX_DASHBOARD_DAYS} days at a time.`, 'to');
  const today = kolkataToday(clock().now());
  const start = kolkataDayStart(from);
  const end = kolkataDayStart(addDays(to, 1));
  const todayStart = kolkataDayStart(today);
  const tomorrowStart = kolkataDayStart(addDays(today, 1));
  const horizon = addDays(today, 13);
  const weekEnd = addDays(today, 6);

  const [todayRow, revenue, orders, subs, deliveries, limits, booked, cancellations, reasons, ending] = await Promise.all([
    withoutJit((tx) => tx.$queryRaw<{ orders: number; invoiced: number; credited: number; deliveries: number; waiting: number; refunds: number; refundAmount: number }[]>`
      SELECT
        (SELECT count(*)::int FROM "Order" WHERE "createdAt" >= ${todayStart} AND "createdAt" < ${tomorrowStart}) AS orders,
        (SELECT COALESCE(sum(total), 0)::float8 FROM "Invoice" WHERE "issuedAt" >= ${todayStart} AND "issuedAt" < ${tomorrowStart}) AS invoiced,
        (SELECT COALESCE(sum(total), 0)::float8 FROM "CreditNote" WHERE "issuedAt" >= ${todayStart} AND "issuedAt" < ${tomorrowStart}) AS credited,
        (SELECT count(*)::int FROM "Delivery" WHERE "deliveryDate" = ${dayToDate(today)}::date AND status <> 'CANCELLED') AS deliveries,
        (SELECT count(*)::int FROM "Payment" WHERE status = 'pending') AS waiting,
        (SELECT count(*)::int FROM "Refund" WHERE status = 'DUE') AS refunds,
        (SELECT COALESCE(sum(amount), 0)::float8 FROM "Refund" WHERE status = 'DUE') AS "refundAmount"`),
    withoutJit((tx) => tx.$queryRaw<(Day & { revenue: number })[]>`
      SELECT day, sum(amount)::float8 AS revenue FROM (
        SELECT to_char(("issuedAt" AT TIME ZONE 'UTC') AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD') AS day, total AS amount FROM "Invoice" WHERE "issuedAt" >= ${start} AND "issuedAt" < ${end}
        UNION ALL
        SELECT to_char(("issuedAt" AT TIME ZONE 'UTC') AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD'), -total FROM "CreditNote" WHERE "issuedAt" >= ${start} AND "issuedAt" < ${end}
      ) AS documents GROUP BY day`),
    withoutJit((tx) => tx.$queryRaw<(Day & { orders: number })[]>`
      SELECT to_char(("createdAt" AT TIME ZONE 'UTC') AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD') AS day, count(*)::int AS orders
      FROM "Order" WHERE "createdAt" >= ${start} AND "createdAt" < ${end} GROUP BY 1`),
    withoutJit((tx) => tx.$queryRaw<(Day & { subscriptions: number })[]>`
      WITH spans AS (
        SELECT d."suborderId", min(d."deliveryDate") AS first, max(d."deliveryDate") AS last
        FROM "Delivery" d JOIN "Suborder" s ON s.id = d."suborderId"
        WHERE d."deliveryDate" BETWEEN ${dayToDate(from)}::date AND ${dayToDate(to)}::date AND d.status <> 'CANCELLED' AND s."repeatType" <> 'NONE'
        GROUP BY d."suborderId"
      )
      SELECT to_char(g.day, 'YYYY-MM-DD') AS day, count(spans."suborderId")::int AS subscriptions
      FROM generate_series(${dayToDate(from)}::date, ${dayToDate(to)}::date, interval '1 day') AS g(day)
      LEFT JOIN spans ON spans.first <= g.day AND spans.last >= g.day
      GROUP BY g.day`),
    withoutJit((tx) => tx.$queryRaw<(Day & { deliveries: number })[]>`
      SELECT to_char("deliveryDate", 'YYYY-MM-DD') AS day, count(*)::int AS deliveries FROM "Delivery"
      WHERE "deliveryDate" BETWEEN ${dayToDate(today)}::date AND ${dayToDate(horizon)}::date AND status <> 'CANCELLED' GROUP BY 1`),
    readLimits(db, today, horizon),
    withoutJit((tx) => bookedPortions(tx, today, horizon)),
    withoutJit((tx) => tx.$queryRaw<{ cause: CancellationCause; count: number }[]>`
      SELECT CASE
          WHEN d."skippedAt" IS NOT NULL AND d."skippedById" = o."userId" THEN 'SKIPPED_BY_CUSTOMER'
          WHEN d."skippedAt" IS NOT NULL THEN 'SKIPPED_BY_ADMIN'
          WHEN p.status = 'cancelled' THEN 'NOT_PAID'
          ELSE 'CANCELLED_BY_ADMIN' END AS cause,
        count(*)::int AS count
      FROM "Delivery" d JOIN "Suborder" s ON s.id = d."suborderId" JOIN "Order" o ON o.id = s."orderId" LEFT JOIN "Payment" p ON p."orderId" = o.id
      WHERE d."deliveryDate" BETWEEN ${dayToDate(from)}::date AND ${dayToDate(to)}::date AND d.status = 'CANCELLED'
      GROUP BY 1`),
    withoutJit((tx) => tx.$queryRaw<{ reason: CancelReason; count: number }[]>`
      SELECT "cancelReason" AS reason, count(*)::int AS count FROM "Suborder"
      WHERE "cancelledAt" >= ${start} AND "cancelledAt" < ${end} AND "cancelReason" IS NOT NULL
      GROUP BY 1`),
    withoutJit((tx) => tx.$queryRaw<{ suborderId: string; suborderNo: string; orderNumber: string; firstName: string | null; lastName: string | null; phoneNumber: string; last: string }[]>`
      SELECT s.id AS "suborderId", s."suborderNo", o."orderNumber", u."firstName", u."lastName", u."phoneNumber", to_char(e.last, 'YYYY-MM-DD') AS last
      FROM (
        SELECT d."suborderId", max(d."deliveryDate") AS last FROM "Delivery" d
        WHERE d."deliveryDate" >= ${dayToDate(today)}::date AND d.status IN ('NEW', 'ASSIGNED', 'SUBSCRIBED')
        GROUP BY d."suborderId" HAVING max(d."deliveryDate") <= ${dayToDate(weekEnd)}::date
      ) AS e
      JOIN "Suborder" s ON s.id = e."suborderId" AND s."repeatType" <> 'NONE'
      JOIN "Order" o ON o.id = s."orderId" JOIN "User" u ON u.id = o."userId"
      ORDER BY e.last, s."suborderNo" LIMIT 100`),
  ]);

  const t = todayRow[0];
  const byDay = <K extends string>(rows: (Day & Record<K, number>)[], key: K) => new Map(rows.map((r) => [r.day, r[key]]));
  const revenueBy = byDay(revenue, 'revenue');
  const ordersBy = byDay(orders, 'orders');
  const subsBy = byDay(subs, 'subscriptions');
  const deliveriesBy = byDay(deliveries, 'deliveries');
  return {
    from,
    to,
    today: {
      date: today,
      orders: t.orders,
      revenueInvoiced: t.invoiced - t.credited,
      deliveries: t.deliveries,
      paymentsWaiting: t.waiting,
      refundsDue: t.refunds,
      refundsDueAmount: t.refundAmount,
    },
    revenuePerDay: fillDays(from, to, (date) => ({ date, revenue: revenueBy.get(date) ?? 0 })),
    ordersPerDay: fillDays(from, to, (date) => ({ date, orders: ordersBy.get(date) ?? 0 })),
    activeSubscriptions: fillDays(from, to, (date) => ({ date, subscriptions: subsBy.get(date) ?? 0 })),
    upcoming: fillDays(today, horizon, (date) => {
      let portions = 0;
      let capacity: number | null = null;
      for (const l of limits.values()) {
        const b = booked.get(`${l.categoryEnum as CategoryCode}|${date}`) ?? 0;
        portions += b;
        const max = limitOn(l.limits, date);
        if (max !== null) capacity = (capacity ?? 0) + max;
      }
      return { date, deliveries: deliveriesBy.get(date) ?? 0, portions, capacity };
    }),
    cancellations: cancellations.sort((a, b) => b.count - a.count),
    cancelReasons: reasons.sort((a, b) => b.count - a.count),
    endingSoon: ending.map((e) => ({
      suborderId: e.suborderId,
      suborderNo: e.suborderNo,
      orderNumber: e.orderNumber,
      customer: [e.firstName, e.lastName].filter(Boolean).join(' ') || 'Customer',
      phoneNumber: e.phoneNumber,
      lastDelivery: e.last,
    })),
  };
}
