// Messages on every channel, against real servers: an SMTP server (smtp-server) receives the
// emails, which are parsed (mailparser) and read as a mail client would; a Web Push endpoint
// decrypts each push with the subscription's own keys (RFC 8291) and checks its VAPID signature.
// The job queue (pg-boss) runs in this process and sends each channel's row on its own.
import { randomUUID } from 'node:crypto';
import { NextRequest } from 'next/server';
import webpush from 'web-push';
import { useTestDatabase } from '@/testing/test-database';
import { graphqlRequest } from '@/testing/graphql-request';
import { loginAs } from '@/testing/login';
import { createCustomer, suborderInputFor, type TestCustomer } from '@/testing/checkout';
import { eventually, recordingSender } from '@/testing/text-senders';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '@/testing/smtp-server';
import { startPushEndpoint, type PushEndpoint } from '@/testing/push-endpoint';
import { firstAllowedDeliveryDate } from '@/lib/domain/delivery-dates';
import { setTextSender } from '@/lib/sms/text-sender';
import { db } from '@/lib/database/db';
import { startProcessJobs, stopProcessJobs } from '@/lib/jobs/in-process';
import { notify } from './notify';

const t = useTestDatabase();
jest.setTimeout(60_000);

let smtp: TestSmtpServer;
let push: PushEndpoint;
const sms = recordingSender();
const vapid = webpush.generateVAPIDKeys();
const saved = { ...process.env };

describe('every channel', () => {
  beforeAll(async () => {
    smtp = await startSmtpServer();
    push = await startPushEndpoint();
    Object.assign(process.env, {
      SMTP_URL: smtp.url,
      MAIL_FROM: '"Good Dog Kitchen" <orders@gooddogkitchen.test>',
      WEB_PUSH_PUBLIC_KEY: vapid.publicKey,
      WEB_PUSH_PRIVATE_KEY: vapid.privateKey,
      WEB_PUSH_SUBJECT: 'mailto:ops@gooddogkitchen.test',
      WEB_PUSH_TEST_ENDPOINT_ORIGINS: push.origin,
    });
    setTextSender(sms);
    await startProcessJobs({ connectionString: t.url(), work: true, pollingIntervalSeconds: 0.5, retryDelaySeconds: 1, log: () => {} });
  });

  afterAll(async () => {
    await stopProcessJobs({ timeoutMs: 2_000 });
    setTextSender(null);
    process.env = saved;
    await smtp.stop();
    await push.close();
  });

  const SAVE_ORDERS = 'mutation($o: [SuborderInput!]!, $k: String!) { saveOrders(orders: $o, idempotencyKey: $k) { data { id orderNumber } } }';

  async function placeOrder(customer: TestCustomer, cookie: string): Promise<{ id: string; orderNumber: string }> {
    const orders = [await suborderInputFor(t.db(), customer, { kind: 'PDM', items: { 'Chicken & Pumpkin Bowl': [[250, 1]] }, dates: [firstAllowedDeliveryDate('PDM', 'BUY', new Date())] })];
    const res = await graphqlRequest<{ saveOrders: { data: { id: string; orderNumber: string } } }>(SAVE_ORDERS, { o: orders, k: randomUUID() }, { cookie });
    if (!res.data?.saveOrders) throw new Error(`saveOrders: ${JSON.stringify(res.errors)}`);
    return res.data.saveOrders.data;
  }

  const rowsOf = (orderId: string) => t.db().notification.findMany({ where: { orderId, kind: 'ORDER_PLACED' }, orderBy: { channel: 'asc' } });
  const mailsTo = (address: string) => smtp.received.filter((m) => m.envelopeTo.includes(address));
  /** A header as it was sent (mailparser folds List-* headers into one parsed object; the line is what clients read). */
  const header = (mail: ReceivedMail, name: string) => mail.parsed.headerLines.find((h) => h.key === name)?.line.replace(/^[^:]+:\s*/, '') ?? '';

  /** A customer who confirmed an email address (through the link the store sent) and turned push on in one browser. */
  async function customerOnEveryChannel(name: string) {
    const customer = await createCustomer(t.db(), { firstName: name });
    const { cookie } = await loginAs(customer.phoneNumber.slice(3));
    const email = `${name.toLowerCase()}-${randomUUID().slice(0, 8)}@example.test`;
    const updated = await graphqlRequest<{ updateUser: { emailVerified: boolean } }>('mutation($id: ID!, $e: String) { updateUser(id: $id, email: $e) { emailVerified } }', { id: customer.viewer.id, e: email }, { cookie });
    expect(updated.data?.updateUser.emailVerified).toBe(false);
    const [link] = await eventually(async () => (mailsTo(email).length ? mailsTo(email) : null), 20_000, 'the verification email');
    expect(link.parsed.subject).toBe('Confirm your email address for Good Dog Kitchen');
    expect(header(link, 'list-unsubscribe')).toBe('');
    const token = new URL(/https?:\/\/\S+\/verify-email\?token=\S+/.exec(link.parsed.text ?? '')![0]).searchParams.get('token')!;
    expect(link.parsed.html).toContain(`/verify-email?token=${encodeURIComponent(token)}`);
    // Opened logged out, on another device: the token is the credential.
    const verified = await graphqlRequest<{ verifyEmail: { statusCode: number; message: string } }>('mutation($t: String!) { verifyEmail(token: $t) { statusCode message } }', { t: token });
    expect(verified.data?.verifyEmail).toEqual({ statusCode: 200, message: `Thank you: ${email} is confirmed.` });
    const again = await graphqlRequest('mutation($t: String!) { verifyEmail(token: $t) { statusCode } }', { t: token });
    expect(again.errors?.[0]).toMatchObject({ message: 'This link was used already. Each link works once.', extensions: { code: 'BAD_USER_INPUT', field: 'token' } });
    const me = await graphqlRequest<{ me: { email: string; emailVerified: boolean } }>('{ me { email emailVerified } }', {}, { cookie });
    expect(me.data?.me).toEqual({ email, emailVerified: true });

    const browser = push.subscribe();
    const subscribed = await graphqlRequest<{ savePushSubscription: { statusCode: number } }>(
      'mutation($e: String!, $p: String!, $a: String!) { savePushSubscription(endpoint: $e, p256dh: $p, auth: $a) { statusCode message } }',
      { e: browser.endpoint, p: browser.p256dh, a: browser.auth },
      { cookie },
    );
    expect(subscribed.errors).toBeUndefined();
    return { customer, cookie, email, browser };
  }

  test('a customer with a verified email and push on places an order: one SMS, one email and one push for ORDER_PLACED, each recorded with its channel', async () => {
    const { customer, cookie, email, browser } = await customerOnEveryChannel('Meera');
    const order = await placeOrder(customer, cookie);

    const rows = await eventually(async () => {
      const r = await rowsOf(order.id);
      return r.length === 3 && r.every((n) => n.status === 'SENT') ? r : null;
    }, 30_000, 'the three messages to be sent');
    expect(rows.map((r) => [r.channel, r.status, r.attempts, r.lastError])).toEqual([
      ['SMS', 'SENT', 1, null],
      ['EMAIL', 'SENT', 1, null],
      ['PUSH', 'SENT', 1, null],
    ]);
    expect(new Set(rows.map((r) => r.dedupeKey))).toEqual(new Set([`order-placed:${order.id}`]));

    // The SMS, with its DLT template.
    const texts = sms.sent.filter((s) => s.to === customer.phoneNumber);
    expect(texts).toEqual([expect.objectContaining({ body: expect.stringContaining(`order ${order.orderNumber} placed`), dlt: expect.objectContaining({ templateKey: 'ORDER_PLACED' }) })]);

    // The email, as the SMTP server received it.
    const mails = mailsTo(email).filter((m) => m.parsed.subject?.includes(order.orderNumber));
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.parsed.subject).toBe(`Order placed: order ${order.orderNumber}`);
    expect(mail.parsed.from?.text).toBe('"Good Dog Kitchen" <orders@gooddogkitchen.test>');
    expect(mail.parsed.to && 'text' in mail.parsed.to ? mail.parsed.to.text : '').toBe(email);
    expect(header(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const oneClick = /^<(https?:\/\/[^>]+\/api\/unsubscribe\?token=[^>]+)>$/.exec(header(mail, 'list-unsubscribe'));
    expect(oneClick).not.toBeNull();
    const token = new URL(oneClick![1]).searchParams.get('token')!;
    // Both bodies: the message, the button to the order, the store's address and the unsubscribe page.
    const text = mail.parsed.text ?? '';
    expect(text).toContain(`Hello Meera,`);
    expect(text).toMatch(new RegExp(`order ${order.orderNumber} placed\\. Pay ₹[\\d,.]+ by .* and upload the screenshot`));
    expect(text).toContain(`View your order: http://localhost:3000/orders/${order.orderNumber}`);
    expect(text).toContain('Good Dog Kitchen, 12, 4th Cross, Indiranagar, Bengaluru, Karnataka 560038');
    expect(text).toContain(`Unsubscribe from “Order placed” emails: http://localhost:3000/unsubscribe?token=${encodeURIComponent(token)}`);
    const html = String(mail.parsed.html);
    expect(html).toContain(`href="http://localhost:3000/orders/${order.orderNumber}"`);
    expect(html).toContain(`href="http://localhost:3000/unsubscribe?token=${encodeURIComponent(token)}"`);
    expect(html).toContain('Pay ₹');
    expect(html).toContain('Good Dog Kitchen, 12, 4th Cross, Indiranagar');

    // The push, decrypted by the endpoint with the browser's keys.
    const pushes = push.received.filter((p) => browser.endpoint.endsWith(p.path));
    expect(push.rejected).toEqual([]);
    expect(pushes).toHaveLength(1);
    expect(JSON.parse(pushes[0].text)).toEqual({
      title: 'Good Dog Kitchen: Order placed',
      body: expect.stringContaining(`order ${order.orderNumber} placed`),
      url: `/orders/${order.orderNumber}`,
      tag: rows[2].id,
    });
    expect(pushes[0].vapid).toMatchObject({ publicKey: vapid.publicKey, sub: 'mailto:ops@gooddogkitchen.test', aud: push.origin });

    // The inbox's data: the customer's own messages, one row per channel, with the order.
    const inbox = await graphqlRequest<{ getNotifications: { notifications: { kind: string; channel: string; status: string; orderNumber: string | null }[] } }>(
      '{ getNotifications { notifications { kind channel status orderNumber } } }',
      {},
      { cookie },
    );
    expect(inbox.data!.getNotifications.notifications.filter((n) => n.kind === 'ORDER_PLACED')).toEqual(
      expect.arrayContaining(['SMS', 'EMAIL', 'PUSH'].map((channel) => ({ kind: 'ORDER_PLACED', channel, status: 'SENT', orderNumber: order.orderNumber }))),
    );

    // One click in the mail client: that kind is off, for email only.
    const { POST } = await import('@/app/api/unsubscribe/route');
    const res = await POST(new NextRequest(oneClick![1], { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' }));
    expect(res.status).toBe(200);
    expect(await t.db().userSettings.findUnique({ where: { userId: customer.viewer.id }, select: { emailOffKinds: true } })).toEqual({ emailOffKinds: ['ORDER_PLACED'] });

    const next = await placeOrder(customer, cookie);
    const after = await eventually(async () => {
      const r = await rowsOf(next.id);
      return r.length === 3 && r.every((n) => n.status !== 'QUEUED') ? r : null;
    }, 30_000, 'the next order\'s messages');
    expect(after.map((r) => [r.channel, r.status])).toEqual([
      ['SMS', 'SENT'],
      ['EMAIL', 'SKIPPED'],
      ['PUSH', 'SENT'],
    ]);
    expect(mailsTo(email).filter((m) => m.parsed.subject?.includes(next.orderNumber))).toEqual([]);
    expect(push.received.filter((p) => JSON.parse(p.text).url === `/orders/${next.orderNumber}`)).toHaveLength(1);
    // Another kind still comes by email.
    await db.$transaction((tx) => notify(tx, { userId: customer.viewer.id, kind: 'DELIVERY_ASSIGNED', facts: { orderNumber: next.orderNumber }, orderId: next.id }));
    await eventually(async () => mailsTo(email).find((m) => m.parsed.subject === `On its way: order ${next.orderNumber}`), 20_000, 'the "on its way" email');
  });

  test('several browsers: each gets the push; one whose subscription expired (410) is forgotten, the others still get it', async () => {
    const { customer, cookie, browser } = await customerOnEveryChannel('Kiran');
    const laptop = push.subscribe();
    await graphqlRequest('mutation($e: String!, $p: String!, $a: String!) { savePushSubscription(endpoint: $e, p256dh: $p, auth: $a) { statusCode } }', { e: laptop.endpoint, p: laptop.p256dh, a: laptop.auth }, { cookie });
    push.expire(browser.endpoint);
    const order = await placeOrder(customer, cookie);
    const [pushRow] = await eventually(async () => {
      const r = (await rowsOf(order.id)).filter((n) => n.channel === 'PUSH' && n.status === 'SENT');
      return r.length ? r : null;
    }, 30_000, 'the push to be sent');
    expect(pushRow.attempts).toBe(1);
    expect(push.received.filter((p) => laptop.endpoint.endsWith(p.path))).toHaveLength(1);
    expect(await t.db().pushSubscription.findMany({ where: { userId: customer.viewer.id }, select: { endpoint: true } })).toEqual([{ endpoint: laptop.endpoint }]);

    // The last browser gone too: the next message's push is skipped, with the reason; SMS and email are sent.
    push.expire(laptop.endpoint);
    await db.$transaction((tx) => notify(tx, { userId: customer.viewer.id, kind: 'DELIVERY_ASSIGNED', facts: { orderNumber: order.orderNumber }, orderId: order.id }));
    const rows = await eventually(async () => {
      const r = await t.db().notification.findMany({ where: { orderId: order.id, kind: 'DELIVERY_ASSIGNED' }, orderBy: { channel: 'asc' } });
      return r.length === 3 && r.every((n) => n.status !== 'QUEUED') ? r : null;
    }, 30_000, 'the "on its way" messages');
    expect(rows.map((r) => [r.channel, r.status, r.lastError])).toEqual([
      ['SMS', 'SENT', null],
      ['EMAIL', 'SENT', null],
      ['PUSH', 'SKIPPED', 'Every browser of the customer had unsubscribed from push.'],
    ]);
    expect(await t.db().pushSubscription.count({ where: { userId: customer.viewer.id } })).toBe(0);
  });
});
