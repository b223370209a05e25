import 'server-only';
import { db } from '@/lib/database/db';
import { clock } from '@/lib/clock';
import { badInput } from '@/lib/errors';
import { requireAdmin } from '@/lib/auth/guards';
import type { Viewer } from '@/lib/auth/viewer';
import { recordAudit } from '@/lib/audit/record-audit';
import { STORE_NAME } from '@/lib/site';
import { dayToDate, formatDay, kolkataToday } from '@/lib/domain/calendar';
import { OPEN_STATUSES } from '@/lib/domain/order-status';
import { countOf } from '@/lib/domain/plural';
import { CLOSE_WITH_BOOKINGS_HINT, normalizeClosedDates, normalizeClosedMessage, type StoreStatus } from '@/lib/domain/store-status';
import type { StoreStatusInput } from '@/lib/domain/inputs/store-input';
import { readStoreStatus } from './read-store-status';
import { invalidateStore } from '@/lib/cache/catalog-cache';

type StoreStatusChange = Pick<StoreStatusInput, 'openStatus'> & Partial<Omit<StoreStatusInput, 'openStatus'>>;

/**
 * setStoreStatus: an admin opens or closes the store, sets the message customers see while it is
 * closed and replaces the kitchen's closed dates. Every change to the store's status goes through
 * here (one place for whoever caches store reads to invalidate them), in one transaction, audited.
 */
export async function setStoreStatus(viewer: Viewer | null, change: StoreStatusChange): Promise<StoreStatus> {
  const v = requireAdmin(viewer);
  const now = clock().now();
  let closedDates: string[] | undefined;
  if (change.closedDates) {
    const normalized = normalizeClosedDates(change.closedDates, kolkataToday(now));
    if (!normalized.ok) throw badInput(normalized.message, 'closedDates');
    closedDates = normalized.dates;
  }
  const closedMessage = change.closedMessage === undefined ? undefined : normalizeClosedMessage(change.closedMessage);

  const after = await db.$transaction(async (tx) => {
    // One admin's change at a time: the row is locked, so "before" in the audit entry is true.
    const [row] = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM "Store" ORDER BY id LIMIT 1 FOR UPDATE`;
    const before = await readStoreStatus(now, tx);
    // A newly closed day with deliveries booked is closed through closeDates, which asks what
    // happens to them: closing it here would leave them booked on a day nobody cooks.
    const added = (closedDates ?? []).filter((d) => !before.closedDates.includes(d));
    if (added.length > 0) {
      const booked = await tx.delivery.count({ where: { deliveryDate: { in: added.map(dayToDate) }, status: { in: [...OPEN_STATUSES] } } });
      if (booked > 0) {
        throw badInput(`${countOf(booked, 'delivery is', 'deliveries are')} booked on ${added.map((d) => formatDay(d)).join(', ')}. ${CLOSE_WITH_BOOKINGS_HINT}`, 'closedDates', {
          bookedDeliveries: booked,
          dates: added,
        });
      }
    }
    const data = {
      openStatus: change.openStatus,
      ...(closedMessage !== undefined && { closedMessage }),
      ...(closedDates !== undefined && { closedDates: closedDates.map(dayToDate) }),
    };
    const id = row
      ? (await tx.store.update({ where: { id: row.id }, data, select: { id: true } })).id
      : (await tx.store.create({ data: { name: STORE_NAME, contactNumber: '', ...data }, select: { id: true } })).id;
    const after = await readStoreStatus(now, tx);
    await recordAudit(tx, v, { action: 'setStoreStatus', entity: 'Store', entityId: id, data: { from: before, to: after } });
    return after;
  });
  // The menu's closed banner and the store's JSON-LD are cached: expire them on every server.
  invalidateStore();
  return after;
}
