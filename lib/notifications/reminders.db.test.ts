// The evening-before reminder (19:00 IST, tomorrow's deliveries, one per customer per day) and the
// renewal reminder (3 days before a subscription's last delivery, once per suborder), with a pinned "now".
import { useTestDatabase } from '@/testing/test-database';
import { createTestOrder } from '@/testing/order-factory';
import { sendDeliveryReminders } from './send-delivery-reminders';
import { sendRenewalReminders } from './send-renewal-reminders';

const t = useTestDatabase();
// 19:00 in Bengaluru on Friday 20 Nov 2026 (13:30 UTC): tomorrow is Saturday the 21st.
const EVENING = new Date('2026-11-20T13:30:00Z');

let n = 0;
async function customer(sms = true) {
  return t.db().user.create({ data: { phoneNumber: `+9198600${String(++n).padStart(5, '0')}`, firstName: `R${n}`, settings: { create: { enableSMSNotifications: sms } } } });
}
const messagesOf = (userId: string) => t.db().notification.findMany({ where: { userId }, orderBy: { createdAt: 'asc' } });

describe('the evening-before reminder', () => {
  test('tomorrow only: one message per customer listing their orders, sent once however often the job runs', async () => {
    const both = await customer();
    const a = await createTestOrder(t.db(), { userId: both.id, suborders: [{ deliveries: [{ date: '2026-11-21' }, { date: '2026-11-24' }] }] });
    const b = await createTestOrder(t.db(), { userId: both.id, suborders: [{ kind: 'CDM', deliveries: [{ date: '2026-11-21' }] }, { kind: 'PDM', deliveries: [{ date: '2026-11-21' }] }] });
    const one = await customer();
    const c = await createTestOrder(t.db(), { userId: one.id, suborders: [{ deliveries: [{ date: '2026-11-21' }] }] });
    // Not tomorrow: today, the day after tomorrow; and tomorrow's cancelled (skipped) delivery.
    const other = await customer();
    await createTestOrder(t.db(), { userId: other.id, suborders: [{ deliveries: [{ date: '2026-11-20' }, { date: '2026-11-22' }] }] });
    await createTestOrder(t.db(), { userId: other.id, suborders: [{ deliveries: [{ date: '2026-11-21', status: 'CANCELLED' }, { date: '2026-11-23' }] }] });

    await sendDeliveryReminders(EVENING);
    await Promise.all([sendDeliveryReminders(EVENING), sendDeliveryReminders(new Date('2026-11-20T14:00:00Z'))]);

    const [forBoth] = await messagesOf(both.id);
    expect(await messagesOf(both.id)).toHaveLength(1);
    expect(forBoth).toMatchObject({ kind: 'DELIVERY_REMINDER', status: 'QUEUED', orderId: null, dedupeKey: `delivery-reminder:${both.id}:2026-11-21` });
    expect(forBoth.body).toContain(`orders ${[a.orderNumber, b.orderNumber].sort().join(' and ')} arrive Sat, 21 Nov 2026`);
    const forOne = await messagesOf(one.id);
    expect(forOne).toEqual([expect.objectContaining({ kind: 'DELIVERY_REMINDER', orderId: c.id })]);
    expect(forOne[0].body).toContain(`order ${c.orderNumber} arrives Sat, 21 Nov 2026`);
    expect(forOne[0].body).toContain('before 22:00 tonight');
    expect(await messagesOf(other.id)).toEqual([]);

    // The next evening is about the next day.
    await sendDeliveryReminders(new Date('2026-11-23T13:30:00Z'));
    expect((await messagesOf(both.id)).map((m) => m.dedupeKey)).toEqual([`delivery-reminder:${both.id}:2026-11-21`, `delivery-reminder:${both.id}:2026-11-24`]);
  });

  test('a customer who switched SMS off gets it recorded as SKIPPED', async () => {
    const quiet = await customer(false);
    await createTestOrder(t.db(), { userId: quiet.id, suborders: [{ deliveries: [{ date: '2026-11-21' }] }] });
    await sendDeliveryReminders(EVENING);
    expect((await messagesOf(quiet.id)).map((m) => m.status)).toEqual(['SKIPPED']);
  });
});

describe('the renewal reminder', () => {
  const subscription = (dates: string[], status: 'SUBSCRIBED' | 'DELIVERED' = 'SUBSCRIBED') => ({
    status,
    repeatType: 'DAILY' as const,
    repeatInfo: 'EVERYDAY',
    deliveries: dates.map((date) => ({ date })),
  });

  test('from 3 days before the last delivery, once per suborder', async () => {
    const user = await customer();
    const order = await createTestOrder(t.db(), { userId: user.id, suborders: [subscription(['2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28'])] });
    // 24 Nov (4 days before the 28th): too early.
    await sendRenewalReminders(new Date('2026-11-24T04:30:00Z'));
    expect(await messagesOf(user.id)).toEqual([]);
    // 25 Nov: 3 days before. Then again on the 26th and 27th: still once.
    await sendRenewalReminders(new Date('2026-11-25T04:30:00Z'));
    await sendRenewalReminders(new Date('2026-11-26T04:30:00Z'));
    await sendRenewalReminders(new Date('2026-11-27T04:30:00Z'));
    const messages = await messagesOf(user.id);
    expect(messages.map((m) => [m.kind, m.orderId, m.dedupeKey])).toEqual([['RENEWAL_REMINDER', order.id, `renewal-reminder:${order.suborders[0].id}`]]);
    expect(messages[0].body).toContain(`order ${order.orderNumber} ends Sat, 28 Nov 2026`);
  });

  test('a cancelled last delivery does not count; bought once and finished subscriptions are not reminded', async () => {
    const user = await customer();
    // Last delivery still coming is the 26th (the 30th was skipped): reminded on the 23rd.
    const skipped = await createTestOrder(t.db(), {
      userId: user.id,
      suborders: [{ ...subscription([]), deliveries: [{ date: '2026-11-25' }, { date: '2026-11-26' }, { date: '2026-11-30', status: 'CANCELLED' }] }],
    });
    await createTestOrder(t.db(), { userId: user.id, suborders: [{ deliveries: [{ date: '2026-11-24' }] }] });
    await createTestOrder(t.db(), { userId: user.id, suborders: [subscription(['2026-11-24'], 'DELIVERED')] });
    await sendRenewalReminders(new Date('2026-11-23T04:30:00Z'));
    const messages = await messagesOf(user.id);
    expect(messages.map((m) => [m.kind, m.orderId])).toEqual([['RENEWAL_REMINDER', skipped.id]]);
    expect(messages[0].body).toContain('ends Thu, 26 Nov 2026');
  });
});
