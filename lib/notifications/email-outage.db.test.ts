// The email relay is down while customers place orders: the SMS of each order goes out at once,
// the emails wait (QUEUED, each failed attempt counted with its error) and are sent, once each, when
// the relay is back. Nothing is lost and nothing is sent twice. A real SMTP server, stopped and
// started again on the same port; the real job queue with short retry delays.
import { useTestDatabase } from '@/testing/test-database';
import { createCustomer, placeTestOrder } from '@/testing/checkout';
import { eventually, recordingSender } from '@/testing/text-senders';
import { startSmtpServer, type TestSmtpServer } from '@/testing/smtp-server';
import { firstAllowedDeliveryDate } from '@/lib/domain/delivery-dates';
import { setTextSender } from '@/lib/sms/text-sender';
import { startProcessJobs, stopProcessJobs } from '@/lib/jobs/in-process';

const t = useTestDatabase();
jest.setTimeout(90_000);

describe('the email relay goes down', () => {
  let smtp: TestSmtpServer;
  const sms = recordingSender();
  const saved = { ...process.env };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    process.env.SMTP_URL = smtp.url;
    setTextSender(sms);
    // Retries after about 1, 2, 4, 8... seconds: the relay is back before they run out.
    await startProcessJobs({ connectionString: t.url(), work: true, pollingIntervalSeconds: 0.5, retryDelaySeconds: 1, sendRetryLimit: 10, log: () => {} });
  });

  afterAll(async () => {
    await stopProcessJobs({ timeoutMs: 2_000 });
    setTextSender(null);
    process.env = saved;
    await smtp.stop();
  });

  test('orders placed while SMTP is down: SMS unaffected, emails retried and sent when it is back, nothing lost or repeated', async () => {
    await smtp.stop();
    const orders = [];
    for (const name of ['Asha', 'Bala', 'Chitra']) {
      const customer = await createCustomer(t.db(), { firstName: name });
      await t.db().user.update({ where: { id: customer.viewer.id }, data: { email: `${name.toLowerCase()}@example.test`, emailVerifiedAt: new Date() } });
      const order = await placeTestOrder(t.db(), customer, [{ kind: 'PDM', items: { 'Chicken & Pumpkin Bowl': [[250, 1]] }, dates: [firstAllowedDeliveryDate('PDM', 'BUY', new Date())] }]);
      orders.push({ customer, order, email: `${name.toLowerCase()}@example.test` });
    }
    const ids = orders.map((o) => o.order.id);
    const rows = (channel: 'SMS' | 'EMAIL') => t.db().notification.findMany({ where: { orderId: { in: ids }, kind: 'ORDER_PLACED', channel } });

    // The SMS go out while the relay is down.
    await eventually(async () => (await rows('SMS')).every((r) => r.status === 'SENT') && (await rows('SMS')).length === 3, 20_000, 'the three SMS');
    // The emails have failed at least once each, and wait to be tried again.
    const waiting = await eventually(async () => {
      const r = await rows('EMAIL');
      return r.length === 3 && r.every((n) => n.attempts >= 1 && n.lastError) ? r : null;
    }, 20_000, 'the emails to fail once');
    for (const r of waiting) {
      expect(r.status).toBe('QUEUED');
      expect(r.lastError).toMatch(/ECONNREFUSED|connect/i);
    }
    expect(smtp.received).toEqual([]);

    await smtp.start();
    const sent = await eventually(async () => {
      const r = await rows('EMAIL');
      return r.every((n) => n.status === 'SENT') ? r : null;
    }, 60_000, 'the emails to be sent once the relay is back');
    expect(sent.every((r) => r.attempts >= 2 && r.lastError === null)).toBe(true);

    // Each customer got one email and one SMS about their order: nothing lost, nothing twice.
    for (const { customer, order, email } of orders) {
      expect(smtp.received.filter((m) => m.envelopeTo.includes(email)).map((m) => m.parsed.subject)).toEqual([`Order placed: order ${order.orderNumber}`]);
      expect(sms.sent.filter((s) => s.to === customer.phoneNumber)).toHaveLength(1);
    }
    expect(smtp.received).toHaveLength(3);
    expect((await rows('SMS')).map((r) => r.attempts)).toEqual([1, 1, 1]);
  });
});
