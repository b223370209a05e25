// notify(): the outbox row a change records for its customer, and the customer's switches.
import { useTestDatabase } from '@/testing/test-database';
import { pinClockForEachTest } from '@/testing/clock';
import { graphqlRequest } from '@/testing/graphql-request';
import { db } from '@/lib/database/db';
import { setOtpSender, type OtpSender } from '@/lib/sms/otp-sender';
import { notify } from './notify';

const t = useTestDatabase();
const NOW = new Date('2026-11-20T04:30:00Z');
pinClockForEachTest(NOW);

let n = 0;
async function customer(settings?: { enableSMSNotifications?: boolean; enableEmailNotifications?: boolean; enablePushNotifications?: boolean } | null) {
  return t.db().user.create({
    data: { phoneNumber: `+9198200${String(++n).padStart(5, '0')}`, firstName: `N${n}`, ...(settings === null ? {} : { settings: { create: settings ?? {} } }) },
  });
}
const record = (userId: string, dedupeKey?: string) =>
  db.$transaction((tx) => notify(tx, { userId, kind: 'PAYMENT_CONFIRMED', facts: { orderNumber: 'DM261120-AAAAA', amount: 12_345 }, orderId: 'order-1', dedupeKey }));

test('a message is recorded QUEUED with its text, its order and the time of the change', async () => {
  const user = await customer();
  const id = await record(user.id);
  expect(await t.db().notification.findUniqueOrThrow({ where: { id: id! } })).toMatchObject({
    userId: user.id,
    kind: 'PAYMENT_CONFIRMED',
    channel: 'SMS',
    status: 'QUEUED',
    body: expect.stringMatching(/payment of ₹123\.45 for order DM261120-AAAAA received/),
    orderId: 'order-1',
    attempts: 0,
    createdAt: NOW,
    sentAt: null,
  });
});

test.each([
  ['no settings row (the defaults: everything on)', null, 'QUEUED'],
  ['SMS on, email and push off', { enableEmailNotifications: false, enablePushNotifications: false }, 'QUEUED'],
  ['SMS off', { enableSMSNotifications: false }, 'SKIPPED'],
] as const)('%s: the message is %s', async (_name, settings, status) => {
  const user = await customer(settings);
  const id = await record(user.id);
  expect((await t.db().notification.findUniqueOrThrow({ where: { id: id! } })).status).toBe(status);
});

test('the same dedupe key records one message however often it is recorded', async () => {
  const user = await customer();
  expect(await record(user.id, `test:${user.id}`)).toEqual(expect.any(String));
  expect(await record(user.id, `test:${user.id}`)).toBeNull();
  expect(await t.db().notification.count({ where: { userId: user.id } })).toBe(1);
});

test('a transaction that fails after recording a message leaves no message', async () => {
  const user = await customer();
  await expect(
    db.$transaction(async (tx) => {
      await notify(tx, { userId: user.id, kind: 'ORDER_PLACED', facts: { orderNumber: 'DM1', amount: 1 } });
      throw new Error('failed later');
    }),
  ).rejects.toThrow('failed later');
  expect(await t.db().notification.count({ where: { userId: user.id } })).toBe(0);
});

test('with SMS switched off, login codes are still sent', async () => {
  const user = await customer({ enableSMSNotifications: false, enableEmailNotifications: false, enablePushNotifications: false });
  const codes: string[] = [];
  const capture: OtpSender = { providerChecksCode: false, send: async (phone) => void codes.push(phone) };
  setOtpSender(capture);
  try {
    const res = await graphqlRequest<{ sendOtp: { id: string } }>('mutation($p: String!) { sendOtp(phoneNumber: $p, countryCode: "+91") { id } }', { p: user.phoneNumber.slice(3) }, { ip: '10.9.9.9' });
    expect(res.errors).toBeUndefined();
  } finally {
    setOtpSender(null);
  }
  expect(codes).toEqual([user.phoneNumber]);
  // and a login code is not one of the stored messages
  expect(await t.db().notification.count({ where: { userId: user.id } })).toBe(0);
}, 30_000);

describe('one row per channel', () => {
  async function reachable({ sms = true, email = true, push = true } = {}) {
    const user = await customer({ enableSMSNotifications: sms, enableEmailNotifications: email, enablePushNotifications: push });
    await t.db().user.update({ where: { id: user.id }, data: { email: `n${n}@example.test`, emailVerifiedAt: NOW } });
    await t.db().pushSubscription.create({ data: { userId: user.id, endpoint: `https://142.250.183.10/push/${user.id}`, p256dh: 'k', auth: 'a' } });
    return user;
  }
  const rows = (userId: string) => t.db().notification.findMany({ where: { userId }, orderBy: { channel: 'asc' }, select: { channel: true, status: true, body: true, dedupeKey: true } });

  test('a verified email and a subscribed browser: SMS, email and push rows with one dedupe key, recorded once however often', async () => {
    const user = await reachable();
    await record(user.id, `confirmed:${user.id}`);
    expect(await record(user.id, `confirmed:${user.id}`)).toBeNull();
    expect((await rows(user.id)).map((r) => [r.channel, r.status, r.dedupeKey])).toEqual([
      ['SMS', 'QUEUED', `confirmed:${user.id}`],
      ['EMAIL', 'QUEUED', `confirmed:${user.id}`],
      ['PUSH', 'QUEUED', `confirmed:${user.id}`],
    ]);
  });

  test('an unconfirmed address gets no email row', async () => {
    const user = await reachable();
    await t.db().user.update({ where: { id: user.id }, data: { emailVerifiedAt: null } });
    await record(user.id);
    expect((await rows(user.id)).map((r) => r.channel)).toEqual(['SMS', 'PUSH']);
  });

  test('SMS off: an order-critical message (payment rejected) is still sent by SMS; the rest is SKIPPED', async () => {
    const user = await reachable({ sms: false });
    await db.$transaction((tx) => notify(tx, { userId: user.id, kind: 'PAYMENT_REJECTED', facts: { orderNumber: 'DM261120-AAAAA', amount: 100, reason: 'A reason much longer than thirty characters, in full' } }));
    await record(user.id);
    const all = await t.db().notification.findMany({ where: { userId: user.id }, orderBy: [{ kind: 'asc' }, { channel: 'asc' }], select: { kind: true, channel: true, status: true, body: true } });
    expect(all.map((r) => [r.kind, r.channel, r.status])).toEqual([
      ['PAYMENT_CONFIRMED', 'SMS', 'SKIPPED'],
      ['PAYMENT_CONFIRMED', 'EMAIL', 'QUEUED'],
      ['PAYMENT_CONFIRMED', 'PUSH', 'QUEUED'],
      ['PAYMENT_REJECTED', 'SMS', 'QUEUED'],
      ['PAYMENT_REJECTED', 'EMAIL', 'QUEUED'],
      ['PAYMENT_REJECTED', 'PUSH', 'QUEUED'],
    ]);
    // A reason too long for a DLT variable is left out of the SMS, which says where to read it; email and push carry it whole.
    expect(all[3].body).toContain('(₹1.00). The reason is on the order page.');
    expect(all[4].body).toContain('A reason much longer than thirty characters, in full');
  });
});
