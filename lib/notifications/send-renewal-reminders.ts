// The renewal reminder (daily, 10:00 in Bengaluru): a subscription suborder whose last delivery is
// at most 3 days away is reminded once (dedupe key per suborder), even if a skip moves its end later.
import 'server-only';
import { db } from '@/lib/database/db';
import { clock } from '@/lib/clock';
import { addDays, dateToDay, dayToDate, kolkataToday } from '@/lib/domain/calendar';
import { OPEN_STATUSES, lastDeliveryDate } from '@/lib/domain/order-status';
import { RENEWAL_REMINDER_DAYS, dedupeKeys, isRenewalReminderDue } from '@/lib/domain/notifications';
import { notify } from './notify';

export async function sendRenewalReminders(now: Date = clock().now()): Promise<number> {
  const today = kolkataToday(now);
  // Subscriptions still running with a delivery in the next few days (only those can end then),
  // with all their delivery days to find the last one.
  const window = { gte: dayToDate(today), lte: dayToDate(addDays(today, RENEWAL_REMINDER_DAYS)) };
  const suborders = await db.suborder.findMany({
    where: { status: { in: [...OPEN_STATUSES] }, repeatType: { not: 'NONE' }, deliveries: { some: { deliveryDate: window, status: { not: 'CANCELLED' } } } },
    select: {
      id: true,
      orderId: true,
      order: { select: { orderNumber: true, userId: true } },
      deliveries: { select: { deliveryDate: true, status: true } },
    },
  });
  const due = suborders.flatMap((s) => {
    const endDate = lastDeliveryDate(s.deliveries.map((d) => ({ deliveryDate: dateToDay(d.deliveryDate), status: d.status })));
    return endDate && isRenewalReminderDue(endDate, today) ? [{ s, endDate }] : [];
  });
  const done = new Set(
    (await db.notification.findMany({ where: { dedupeKey: { in: due.map(({ s }) => dedupeKeys.renewalReminder(s.id)) } }, select: { dedupeKey: true } })).map((n) => n.dedupeKey),
  );

  let reminded = 0;
  for (const { s, endDate } of due) {
    const dedupeKey = dedupeKeys.renewalReminder(s.id);
    if (done.has(dedupeKey)) continue;
    const id = await db.$transaction((tx) =>
      notify(tx, { userId: s.order.userId, kind: 'RENEWAL_REMINDER', facts: { orderNumber: s.order.orderNumber, day: endDate }, orderId: s.orderId, dedupeKey }),
    );
    if (id) reminded++;
  }
  return reminded;
}
