// Which orders an OrderFilter selects, in the two forms the services need: a Prisma `where` (the
// order list, the CSV export) and a SQL condition (the counts per status, which Prisma's groupBy
// cannot count by distinct order). Both live here, side by side, so a change to one is made to the
// other; order-where.db.test.ts checks that they select the same orders.
import 'server-only';
import { Prisma } from '@/lib/generated/prisma/client';
import { forbidden } from '@/lib/errors';
import { isAdmin, type Viewer } from '@/lib/auth/viewer';
import { addDays, dayToDate, kolkataDayStart, kolkataToday } from '@/lib/domain/calendar';
import { clock } from '@/lib/clock';

const STILL_TO_COME = ['NEW', 'ASSIGNED', 'SUBSCRIBED'] as const;
/** Today and the last day of "ending within `days`" (Kolkata). */
function endingWindow(days: number): { today: string; last: string } {
  const today = kolkataToday(clock().now());
  return { today, last: addDays(today, days - 1) };
}
import type { OrderFilter } from '@/lib/domain/inputs/order-input';

/** Whose orders the viewer may list: a customer only their own; an admin everyone's, or one customer's. */
function ownerOf(viewer: Viewer, filter: OrderFilter): string | null {
  const admin = isAdmin(viewer);
  if (!admin && filter.userId && filter.userId !== viewer.id) throw forbidden('You can only see your own orders.');
  return admin ? (filter.userId ?? null) : viewer.id;
}

/**
 * Text as LIKE reads it literally: Prisma's `contains` passes % and _ through as wildcards (a search
 * for '%' would match every order), so both forms escape them, and the escape character itself.
 */
function literal(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
const likeAnywhere = (text: string) => `%${literal(text)}%`;

/** Up to three words of a name search; digits (3 or more) of a phone search. */
function searchParts(search: string): { digits: string | null; words: string[] } {
  const digits = search.replace(/\D/g, '');
  return { digits: digits.length >= 3 ? digits : null, words: search.split(/\s+/).filter(Boolean).slice(0, 3) };
}

export function orderWhere(viewer: Viewer, filter: OrderFilter = {}): Prisma.OrderWhereInput {
  const userId = ownerOf(viewer, filter);
  const and: Prisma.OrderWhereInput[] = [];
  if (userId) and.push({ userId });
  // suborderStatuses: its suborders' statuses, kept by triggers, one partial index per status (decisions.md)
  if (filter.status) and.push({ suborderStatuses: { has: filter.status } });
  if (filter.paymentStatus) and.push({ payment: { status: filter.paymentStatus } });
  if (filter.deliveryDate) and.push({ suborders: { some: { deliveries: { some: { deliveryDate: dayToDate(filter.deliveryDate) } } } } });
  if (filter.fromDate) and.push({ createdAt: { gte: kolkataDayStart(filter.fromDate) } });
  if (filter.toDate) and.push({ createdAt: { lt: kolkataDayStart(addDays(filter.toDate, 1)) } });
  if (filter.endingWithinDays) {
    // a subscription with a delivery still to come in the window and none after it
    const { today, last } = endingWindow(filter.endingWithinDays);
    and.push({
      suborders: {
        some: {
          repeatType: { not: 'NONE' },
          deliveries: {
            some: { status: { in: [...STILL_TO_COME] }, deliveryDate: { gte: dayToDate(today), lte: dayToDate(last) } },
            none: { status: { in: [...STILL_TO_COME] }, deliveryDate: { gt: dayToDate(last) } },
          },
        },
      },
    });
  }
  const search = filter.search?.trim();
  if (search) {
    const terms: Prisma.OrderWhereInput[] = [{ orderNumber: { contains: literal(search), mode: 'insensitive' } }];
    // Customers search their own order numbers only; admins also the customer's phone and name.
    if (isAdmin(viewer)) {
      const { digits, words } = searchParts(search);
      if (digits) terms.push({ user: { phoneNumber: { contains: digits } } });
      for (const word of words.map(literal)) {
        terms.push({ user: { OR: [{ firstName: { contains: word, mode: 'insensitive' } }, { lastName: { contains: word, mode: 'insensitive' } }] } });
      }
    }
    and.push({ OR: terms });
  }
  return and.length ? { AND: and } : {};
}


/**
 * The same selection as orderWhere, as a SQL condition on `o` ("Order") joined to `u` ("User"),
 * without the status filter (the caller groups by status instead).
 */
export function orderConditionSql(viewer: Viewer, filter: OrderFilter = {}): Prisma.Sql {
  const userId = ownerOf(viewer, filter);
  const and: Prisma.Sql[] = [];
  if (userId) and.push(Prisma.sql`o."userId" = ${userId}`);
  if (filter.paymentStatus) and.push(Prisma.sql`EXISTS (SELECT 1 FROM "Payment" p WHERE p."orderId" = o.id AND p.status = ${filter.paymentStatus}::"PaymentStatus")`);
  if (filter.deliveryDate) {
    and.push(Prisma.sql`EXISTS (SELECT 1 FROM "Suborder" ds JOIN "Delivery" d ON d."suborderId" = ds.id
      WHERE ds."orderId" = o.id AND d."deliveryDate" = ${filter.deliveryDate}::date)`);
  }
  if (filter.fromDate) and.push(Prisma.sql`o."createdAt" >= ${kolkataDayStart(filter.fromDate)}`);
  if (filter.toDate) and.push(Prisma.sql`o."createdAt" < ${kolkataDayStart(addDays(filter.toDate, 1))}`);
  if (filter.endingWithinDays) {
    const { today, last } = endingWindow(filter.endingWithinDays);
    and.push(Prisma.sql`EXISTS (SELECT 1 FROM "Suborder" es WHERE es."orderId" = o.id AND es."repeatType" <> 'NONE'
      AND EXISTS (SELECT 1 FROM "Delivery" ed WHERE ed."suborderId" = es.id AND ed.status IN ('NEW', 'ASSIGNED', 'SUBSCRIBED') AND ed."deliveryDate" BETWEEN ${today}::date AND ${last}::date)
      AND NOT EXISTS (SELECT 1 FROM "Delivery" ld WHERE ld."suborderId" = es.id AND ld.status IN ('NEW', 'ASSIGNED', 'SUBSCRIBED') AND ld."deliveryDate" > ${last}::date))`);
  }
  const search = filter.search?.trim();
  if (search) {
    const terms: Prisma.Sql[] = [Prisma.sql`o."orderNumber" ILIKE ${likeAnywhere(search)}`];
    if (isAdmin(viewer)) {
      const { digits, words } = searchParts(search);
      if (digits) terms.push(Prisma.sql`u."phoneNumber" LIKE ${likeAnywhere(digits)}`);
      for (const word of words) terms.push(Prisma.sql`(u."firstName" ILIKE ${likeAnywhere(word)} OR u."lastName" ILIKE ${likeAnywhere(word)})`);
    }
    and.push(Prisma.sql`(${Prisma.join(terms, ' OR ')})`);
  }
  return and.length ? Prisma.join(and, ' AND ') : Prisma.sql`TRUE`;
}
