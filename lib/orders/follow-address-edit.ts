// A saved address edited while coming deliveries go there (addOrUpdateUserLocation with
// moveComingDeliveries): the customer was asked whether those deliveries follow. Yes: the copies of
// the ones still before their cutoff (lib/domain/delivery-address.ts deliveriesFollowingEdit) become
// the edited address, each order is messaged. No: every delivery keeps the copy it has, so a
// change of street never reaches a delivery silently.
import 'server-only';
import { db } from '@/lib/database/db';
import { clock } from '@/lib/clock';
import { badInput } from '@/lib/errors';
import { isAdmin, type Viewer } from '@/lib/auth/viewer';
import type { Prisma } from '@/lib/generated/prisma/client';
import { addressSnapshotOf, type SavedAddress } from '@/lib/domain/address-snapshot';
import { dateToDay } from '@/lib/domain/calendar';
import { addressServesError, deliveriesFollowingEdit } from '@/lib/domain/delivery-address';
import { lockOrders } from './lock-order';
import { recordPlanChange } from './plan-change-effects';

type Tx = Prisma.TransactionClient;

const comingSelect = {
  id: true,
  deliveryDate: true,
  status: true,
  skippedAt: true,
  locationId: true,
  suborder: { select: { id: true, categoryEnum: true, placeOfSupply: true, order: { select: { id: true, userId: true, orderNumber: true } } } },
} as const;

async function readFollowing(reader: Pick<Tx, 'delivery'>, addressId: string, who: 'customer' | 'admin', now: Date) {
  // the (locationId) index; the rule decides which may still change
  const rows = await reader.delivery.findMany({
    where: { locationId: addressId, skippedAt: null, status: { notIn: ['CANCELLED', 'DELIVERED'] } },
    orderBy: { deliveryDate: 'asc' },
    select: comingSelect,
  });
  return deliveriesFollowingEdit(
    rows.map((d) => ({ ...d, deliveryDate: dateToDay(d.deliveryDate), skipped: d.skippedAt !== null })),
    addressId,
    who,
    now,
  );
}

/** How many coming deliveries would follow an edit of this address now (0: nothing to ask). The caller has checked the address is the viewer's or they are an admin. */
export async function countFollowingDeliveries(viewer: Viewer, addressId: string): Promise<number> {
  return (await readFollowing(db, addressId, isAdmin(viewer) ? 'admin' : 'customer', clock().now())).length;
}

/**
 * Inside the edit's transaction, after the address was written: the coming deliveries that may
 * still change take the new copy. Refused (and the edit with it) when the edited address can no
 * longer take one of them: meals to a PIN not served, or another state.
 */
export async function followAddressEdit(tx: Tx, v: Viewer, address: SavedAddress & { stateCode: string | null }, servicePins: ReadonlySet<string>, field: string): Promise<number> {
  const now = clock().now();
  const first = await readFollowing(tx, address.id, isAdmin(v) ? 'admin' : 'customer', now);
  if (first.length === 0) return 0;
  await lockOrders(tx, first.map((d) => d.suborder.order.id));
  // Read again under the locks: a skip or status change may have landed in between.
  const following = await readFollowing(tx, address.id, isAdmin(v) ? 'admin' : 'customer', now);
  const bySuborder = new Map<string, typeof following>();
  for (const d of following) bySuborder.set(d.suborder.id, [...(bySuborder.get(d.suborder.id) ?? []), d]);
  for (const days of bySuborder.values()) {
    const s = days[0].suborder;
    const refused = addressServesError(s.categoryEnum, address, s.placeOfSupply, servicePins);
    if (refused) throw badInput(`Your coming deliveries cannot follow this change. ${refused} Save it without moving them, or choose another address for them on the order page.`, field);
  }
  const copy = addressSnapshotOf(address);
  await tx.delivery.updateMany({ where: { id: { in: following.map((d) => d.id) } }, data: { locationSnapshot: copy } });
  for (const [suborderId, days] of bySuborder) {
    await recordPlanChange(tx, v, {
      action: 'followAddressEdit',
      suborderId,
      order: days[0].suborder.order,
      note: { change: 'ADDRESS_EDITED', address: address.title },
      data: { locationId: address.id, deliveryIds: days.map((d) => d.id) },
    });
  }
  return following.length;
}
