import 'server-only';
import { db } from '@/lib/database/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { dateToDay, kolkataToday } from '@/lib/domain/calendar';
import { OPEN_STORE, upcomingClosedDates, type StoreStatus } from '@/lib/domain/store-status';

type Tx = Prisma.TransactionClient;

/**
 * The store's open/closed switch and its closed dates still to come, read with `tx` (inside a
 * transaction that must see the same row it writes against) or the shared client. A store without
 * a row is open with no closed dates.
 */
export async function readStoreStatus(now: Date, tx: Tx = db): Promise<StoreStatus> {
  const row = await tx.store.findFirst({ select: { openStatus: true, closedMessage: true, closedDates: true }, orderBy: { id: 'asc' } });
  if (!row) return OPEN_STORE;
  return {
    openStatus: row.openStatus,
    closedMessage: row.closedMessage,
    closedDates: upcomingClosedDates(row.closedDates.map(dateToDay), kolkataToday(now)),
  };
}

/**
 * readStoreStatus inside an order's transaction, holding the store's row (FOR SHARE) until it
 * commits: closeDates and setStoreStatus update that row, so an order either sees their change or
 * is already booked when they look for bookings, never placed on a day closed meanwhile.
 */
export async function readStoreStatusForOrder(now: Date, tx: Tx): Promise<StoreStatus> {
  const [row] = await tx.$queryRaw<{ openStatus: boolean; closedMessage: string | null; closedDates: string[] }[]>`
    SELECT "openStatus", "closedMessage", ARRAY(SELECT to_char(d, 'YYYY-MM-DD') FROM unnest("closedDates") AS d) AS "closedDates"
    FROM "Store" ORDER BY id LIMIT 1 FOR SHARE`;
  if (!row) return OPEN_STORE;
  return { openStatus: row.openStatus, closedMessage: row.closedMessage, closedDates: upcomingClosedDates(row.closedDates, kolkataToday(now)) };
}
