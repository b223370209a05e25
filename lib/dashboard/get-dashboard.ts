// The admin dashboard: today's figures and the charts' series, each one SQL aggregate
// over an indexed column (Order "createdAt", Invoice and CreditNote "issuedAt", Delivery
// ("deliveryDate", status), Payment (status), Refund (status, "createdAt")) or over
// SubscriptionSpan (one row per subscription, kept by triggers), run side by side.
// `npm run bench` (group dashboard) times the whole over the large data set against one count of
// every delivery in the same run (goal: at most 5x).
import 'server-only';
import { db } from '@/lib/database/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { clock } from '@/lib/clock';
import { badInput } from '@/lib/errors';
import { requireAdmin } from '@/lib/auth/guards';
import type { Viewer } from '@/lib/auth/viewer';
import { addDays, compareDays, dayToDate, isIsoDay, kolkataDayStart, kolkataToday, type IsoDay } from '@/lib/domain/calendar';
import { fillDays, MAX_DASHBOARD_DAYS, type CancellationCause } from '@/lib/domain/dashboard';
import { limitOn } from '@/lib/domain/capacity';
import { bookedPortionsAndDeliveries, readLimits } from '@/lib/capacity/read-capacity';
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
  /** subscriptions running on the day: from their first to their last delivery not cancelled (whatever the range asked for) */
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
 * `g(day, start, stop)`: each Kolkata day from `from` to `to` with its first instant and the next
 * day's, as the UTC timestamps Prisma stores, for one index range per day.
 */
const kolkataDays = (from: IsoDay, to: IsoDay) => Prisma.sql`(
  SELECT d::date AS day,
    (d::date::timestamp AT TIME ZONE 'Asia/Kolkata') AT TIME ZONE 'UTC' AS start,
    ((d::date + 1)::timestamp AT TIME ZONE 'Asia/Kolkata') AT TIME ZONE 'UTC' AS stop
  FROM generate_series(${dayToDate(from)}::date, ${dayToDate(to)}::date, interval '1 day') AS d) AS g`;

/**
 * Runs one of the dashboard's aggregates with Postgres's JIT compiler off (over the large data set
 * it spent 1-2 s compiling each of these, for a query that runs once) and without parallel workers:
 * the aggregates already run side by side, and workers on top of them cost a loaded machine more
 * than they saved (p50 560 -> 340 ms over 50,000 orders). Random reads priced as what they are here,
 * pages in memory (1.1, the usual setting for SSDs, against Postgres's default 4 for spinning disks):
 * at 4 the planner read all 78,000 suborders to join the week's 1,500 ending subscriptions to them
 * (44 ms, against 6 ms through the primary key) and to the cancelled payments' orders (56 -> 30 ms
 * for the cancellations). Its own transaction (set_config(..., true) is SET LOCAL), so the
 * aggregates still run on separate connections.
 */
function withDashboardSettings<T>(query: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T> {
  return db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT set_config('jit', 'off', true), set_config('max_parallel_workers_per_gather', '0', true), set_config('random_page_cost', '1.1', true)`;
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

  const [todayRow, revenue, orders, subs, limits, { booked, deliveries: deliveriesBy }, cancellations, reasons, ending] = await Promise.all([
    withDashboardSettings((tx) => tx.$queryRaw<{ orders: number; invoiced: number; credited: number; deliveries: number; waiting: number; refunds: number; refundAmount: number }[]>`
      SELECT
        (SELECT count(*)::int FROM "Order" WHERE "createdAt" >= ${todayStart} AND "createdAt" < ${tomorrowStart}) AS orders,
        (SELECT COALESCE(sum(total), 0)::float8 FROM "Invoice" WHERE "issuedAt" >= ${todayStart} AND "issuedAt" < ${tomorrowStart}) AS invoiced,
        (SELECT COALESCE(sum(total), 0)::float8 FROM "CreditNote" WHERE "issuedAt" >= ${todayStart} AND "issuedAt" < ${tomorrowStart}) AS credited,
        (SELECT count(*)::int FROM "Delivery" WHERE "deliveryDate" = ${dayToDate(today)}::date AND status <> 'CANCELLED') AS deliveries,
        (SELECT count(*)::int FROM "Payment" WHERE status = 'pending') AS waiting,
        (SELECT count(*)::int FROM "Refund" WHERE status = 'DUE') AS refunds,
        (SELECT COALESCE(sum(amount), 0)::float8 FROM "Refund" WHERE status = 'DUE') AS "refundAmount"`),
    // One index-only range sum per Kolkata day ("issuedAt" INCLUDE total): no per-row time-zone
    // arithmetic or formatting over the range's 50,000 documents.
    withDashboardSettings((tx) => tx.$queryRaw<(Day & { revenue: number })[]>`
      SELECT to_char(g.day, 'YYYY-MM-DD') AS day,
        ((SELECT COALESCE(sum(total), 0) FROM "Invoice" WHERE "issuedAt" >= g.start AND "issuedAt" < g.stop)
          - (SELECT COALESCE(sum(total), 0) FROM "CreditNote" WHERE "issuedAt" >= g.start AND "issuedAt" < g.stop))::float8 AS revenue
      FROM ${kolkataDays(from, to)}`),
    withDashboardSettings((tx) => tx.$queryRaw<(Day & { orders: number })[]>`
      SELECT to_char(g.day, 'YYYY-MM-DD') AS day, (SELECT count(*)::int FROM "Order" WHERE "createdAt" >= g.start AND "createdAt" < g.stop) AS orders
      FROM ${kolkataDays(from, to)}`),
    // Each subscription's first and last delivery (not cancelled), kept in SubscriptionSpan by
    // triggers on Delivery: the spans that overlap the range (an index range over one row per
    // subscription), then a running sum of spans starting less spans ended.
    withDashboardSettings((tx) => tx.$queryRaw<(Day & { subscriptions: number })[]>`
      WITH spans AS (
        SELECT greatest("firstDelivery", ${dayToDate(from)}::date) AS first, "lastDelivery" AS last FROM "SubscriptionSpan"
        WHERE "lastDelivery" >= ${dayToDate(from)}::date AND "firstDelivery" <= ${dayToDate(to)}::date
      ), changes AS (
        SELECT day, sum(n) AS n FROM (SELECT first AS day, 1 AS n FROM spans UNION ALL SELECT last + 1, -1 FROM spans) AS c GROUP BY day
      )
      SELECT to_char(g.day, 'YYYY-MM-DD') AS day, (sum(COALESCE(changes.n, 0)) OVER (ORDER BY g.day))::int AS subscriptions
      FROM generate_series(${dayToDate(from)}::date, ${dayToDate(to)}::date, interval '1 day') AS g(day)
      LEFT JOIN changes ON changes.day = g.day`),
    readLimits(db, today, horizon),
    withDashboardSettings((tx) => bookedPortionsAndDeliveries(tx, today, horizon)),
    // Cancelled deliveries by cause, each cause from the smallest set that decides it: the skipped
    // ones (a few percent) looked up against their order's customer; of the others, those whose
    // order's payment was cancelled found from the cancelled payments; the rest cancelled by an admin.
    // Joining every cancelled delivery to its suborder, order and payment cost 3x as long.
    withDashboardSettings((tx) => tx.$queryRaw<{ cause: CancellationCause; count: number }[]>`
      WITH skipped AS (
        SELECT CASE WHEN c."skippedById" = o."userId" THEN 'SKIPPED_BY_CUSTOMER' ELSE 'SKIPPED_BY_ADMIN' END AS cause, sum(c.n) AS n
        FROM (
          SELECT "suborderId", "skippedById", count(*) AS n FROM "Delivery"
          WHERE "deliveryDate" BETWEEN ${dayToDate(from)}::date AND ${dayToDate(to)}::date AND status = 'CANCELLED' AND "skippedAt" IS NOT NULL
          GROUP BY 1, 2
        ) AS c
        JOIN "Suborder" s ON s.id = c."suborderId" JOIN "Order" o ON o.id = s."orderId"
        GROUP BY 1
      ), unpaid AS (
        SELECT count(*) AS n FROM "Payment" p
        JOIN "Suborder" s ON s."orderId" = p."orderId" JOIN "Delivery" d ON d."suborderId" = s.id
        WHERE p.status = 'cancelled' AND d."deliveryDate" BETWEEN ${dayToDate(from)}::date AND ${dayToDate(to)}::date
          AND d.status = 'CANCELLED' AND d."skippedAt" IS NULL
      ), unskipped AS (
        SELECT count(*) AS n FROM "Delivery"
        WHERE "deliveryDate" BETWEEN ${dayToDate(from)}::date AND ${dayToDate(to)}::date AND status = 'CANCELLED' AND "skippedAt" IS NULL
      )
      SELECT cause, n::int AS count FROM (
        SELECT cause, n FROM skipped
        UNION ALL SELECT 'NOT_PAID', n FROM unpaid
        UNION ALL SELECT 'CANCELLED_BY_ADMIN', unskipped.n - unpaid.n FROM unskipped, unpaid
      ) AS causes WHERE n > 0`),
    withDashboardSettings((tx) => tx.$queryRaw<{ reason: CancelReason; count: number }[]>`
      SELECT "cancelReason" AS reason, count(*)::int AS count FROM "Suborder"
      WHERE "cancelledAt" >= ${start} AND "cancelledAt" < ${end} AND "cancelReason" IS NOT NULL
      GROUP BY 1`),
    // Subscriptions whose last delivery (SubscriptionSpan) falls this week and is still to come:
    // an index range over the spans, one probe of ("suborderId", "deliveryDate") each for its status.
    withDashboardSettings((tx) => tx.$queryRaw<{ suborderId: string; suborderNo: string; orderNumber: string; firstName: string | null; lastName: string | null; phoneNumber: string; last: string }[]>`
      SELECT s.id AS "suborderId", s."suborderNo", o."orderNumber", u."firstName", u."lastName", u."phoneNumber", to_char(sp."lastDelivery", 'YYYY-MM-DD') AS last
      FROM "SubscriptionSpan" sp
      JOIN "Suborder" s ON s.id = sp."suborderId"
      JOIN "Order" o ON o.id = s."orderId" JOIN "User" u ON u.id = o."userId"
      WHERE sp."lastDelivery" BETWEEN ${dayToDate(today)}::date AND ${dayToDate(weekEnd)}::date
        AND EXISTS (
          SELECT 1 FROM "Delivery" l
          WHERE l."suborderId" = sp."suborderId" AND l."deliveryDate" = sp."lastDelivery" AND l.status IN ('NEW', 'ASSIGNED', 'SUBSCRIBED'))
      ORDER BY sp."lastDelivery", s."suborderNo" LIMIT 100`),
  ]);

  const t = todayRow[0];
  const byDay = <K extends string>(rows: (Day & Record<K, number>)[], key: K) => new Map(rows.map((r) => [r.day, r[key]]));
  const revenueBy = byDay(revenue, 'revenue');
  const ordersBy = byDay(orders, 'orders');
  const subsBy = byDay(subs, 'subscriptions');
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
        const b = booked.get(`${l.categoryEnum}|${date}`) ?? 0;
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
