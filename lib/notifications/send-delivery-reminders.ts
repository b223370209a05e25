// The evening-before reminder (19:00 in Bengaluru, lib/jobs/queues.ts): every customer with a
// delivery tomorrow gets one message listing their orders, with the 22:00 skip cutoff. Once per
// customer per day whatever runs twice (dedupe key).
import 'server-only';
import { db } from '@/lib/database/db';
import { clock } from '@/lib/clock';
import { addDays, dayToDate, kolkataToday, type IsoDay } from '@/lib/domain/calendar';
import { OPEN_STATUSES } from '@/lib/domain/order-status';
import { dedupeKeys } from '@/lib/domain/notifications';
import { notify } from './notify';

/** Reminds tomorrow's customers (tomorrow in Kolkata as of `now`). Returns how many were reminded. */
export async function sendDeliveryReminders(now: Date = clock().now()): Promise<number> {
  const day: IsoDay = addDays(kolkataToday(now), 1);
  const deliveries = await db.delivery.findMany({
    where: { deliveryDate: dayToDate(day), status: { in: [...OPEN_STATUSES] } },
    select: { suborder: { select: { order: { select: { id: true, orderNumber: true, userId: true } } } } },
  });

  const byCustomer = new Map<string, Map<string, string>>();
  for (const { suborder } of deliveries) {
    const { id, orderNumber, userId } = suborder.order;
    if (!byCustomer.has(userId)) byCustomer.set(userId, new Map());
    byCustomer.get(userId)!.set(orderNumber, id);
  }
  const keys = [...byCustomer.keys()].map((userId) => dedupeKeys.deliveryReminder(userId, day));
  const done = new Set((await db.notification.findMany({ where: { dedupeKey: { in: keys } }, select: { dedupeKey: true } })).map((n) => n.dedupeKey));

  let reminded = 0;
  for (const [userId, orders] of byCustomer) {
    const dedupeKey = dedupeKeys.deliveryReminder(userId, day);
    if (done.has(dedupeKey)) continue;
    const orderNumbers = [...orders.keys()].sort();
    const id = await db.$transaction((tx) =>
      notify(tx, {
        userId,
        kind: 'DELIVERY_REMINDER',
        facts: { orderNumber: orderNumbers[0], orderNumbers, day },
        // A message about several orders belongs to the customer, not to one of them.
        orderId: orderNumbers.length === 1 ? orders.get(orderNumbers[0]) : null,
        dedupeKey,
      }),
    );
    if (id) reminded++;
  }
  return reminded;
}
