// Every query the app sends on its main paths has an index. The queries are not written here: the
// real GraphQL operations run against a Prisma client that records what it sends, and each recorded
// SELECT is EXPLAINed with its own parameters. With sequential scans priced out
// (enable_seqscan = off) the planner still picks a Seq Scan when no index can serve the query, so a
// Seq Scan in the plan means an index is missing. The seeded tables are tiny: this checks that an
// index exists for each path, not what the planner would choose at production sizes.
import { useTestDatabase } from '@/testing/test-database';
import { useRecordingDb, type SentStatement } from '@/testing/recording-db';
import { graphqlRequest } from '@/testing/graphql-request';
import { loginAs } from '@/testing/login';
import { createTestOrder } from '@/testing/order-factory';
import { ADMIN_PHONE } from '@/prisma/seed-data';
import { listPaymentsToReview } from '@/lib/payments/list-payments-to-review';
import { previewBankStatement } from '@/lib/payments/preview-bank-statement';
import { getCustomerOverview } from '@/lib/users/get-customer-overview';
import { findLostNotifications } from '@/lib/notifications/find-lost-notifications';
import { sendDeliveryReminders } from '@/lib/notifications/send-delivery-reminders';
import { sendRenewalReminders } from '@/lib/notifications/send-renewal-reminders';
import type { Viewer } from '@/lib/auth/viewer';

const t = useTestDatabase();
const recording = useRecordingDb(t.url);

// Read whole on purpose: a handful of rows each, cached by the app.
const SMALL_TABLES = new Set(['Category', 'Configuration', 'Message', 'Store', 'Role', 'HeroImage', 'ClosedDate']);

let customer: Awaited<ReturnType<typeof loginAs>>;
let admin: Awaited<ReturnType<typeof loginAs>>;
let orderNumber: string;

const adminViewer = (): Viewer => ({ id: admin.user.id, roleId: 1, firstName: admin.user.firstName });

async function as(who: { cookie: string }, query: string, variables: Record<string, unknown> = {}) {
  const res = await graphqlRequest(query, variables, { cookie: who.cookie });
  if (res.errors?.length) throw new Error(`${query}: ${JSON.stringify(res.errors)}`);
  return res.data;
}

// One row per path: what a visitor, a customer or an admin does, run through the real API.
const JOURNEYS: [name: string, run: () => Promise<unknown>][] = [
  ['log in (codes, limits, the session)', () => loginAs('9876500303')],
  ['the menu', () => as({ cookie: '' }, '{ getCategories { id title } getMenuItems(limit: 20) { id name variants { id price } } }')],
  ["a customer's orders", () => as(customer, '{ getOrders(limit: 20) { count orders { orderNumber payment { status } suborders { deliveries { deliveryDate } } } } }')],
  ['one order (its customer)', () => as(customer, 'query($n: String!) { getOrder(orderNumber: $n) { orderNumber refunds { amount } suborders { items { name } } } }', { n: orderNumber })],
  ['one order (an admin)', () => as(admin, 'query($n: String!) { getOrder(orderNumber: $n) { orderNumber payment { status } } }', { n: orderNumber })],
  ["a customer's addresses and carts", () => as(customer, 'query($u: ID!) { getUserLocations(userId: $u) { id } getCarts { categoryEnum } }', { u: customer.user.id })],
  ["a customer's messages", () => as(customer, '{ getNotifications(limit: 20) { count notifications { id } } }')],
  ['the orders console, newest first', () => as(admin, '{ getOrders(limit: 20) { count orders { orderNumber } } }')],
  ['the console by status', () => as(admin, '{ getOrders(limit: 20, filter: { status: NEW }) { count orders { orderNumber } } }')],
  ['the console by payment status', () => as(admin, '{ getOrders(limit: 20, filter: { paymentStatus: pending }) { count orders { orderNumber } } }')],
  ['the console by delivery day', () => as(admin, '{ getOrders(limit: 20, filter: { deliveryDate: "2026-12-01" }) { count orders { orderNumber } } }')],
  ['the console by days placed', () => as(admin, '{ getOrders(limit: 20, filter: { fromDate: "2026-11-01", toDate: "2026-11-30" }) { count orders { orderNumber } } }')],
  ["one customer's orders (admin)", () => as(admin, 'query($u: ID!) { getOrders(limit: 20, filter: { userId: $u }) { count } }', { u: customer.user.id })],
  ['the customer list', () => as(admin, '{ getUsers(limit: 20) { count users { id totalOrders payMentDue } } }')],
  ['the admin dashboard', () => as(admin, '{ getDashboard(from: "2026-09-01", to: "2026-11-30") { today { orders revenueInvoiced deliveries paymentsWaiting refundsDue } revenuePerDay { revenue } ordersPerDay { orders } activeSubscriptions { subscriptions } upcoming { portions capacity } cancellations { cause count } endingSoon { suborderNo } } }')],
  ["the date picker's capacity", () => as({ cookie: '' }, '{ getCapacity(from: "2026-12-01", to: "2026-12-31") { date categoryEnum booked max } }')],
  ["a day's dispatch", () => as(admin, '{ getDispatch(date: "2026-12-01") { cookSheet { name quantity } stops { orderNumber } } }')],
  ['log out of all devices', async () => as(await loginAs('9876500304'), 'mutation { logoutAllDevices { ended } }')],
  // Pages that call their service directly, and the timed jobs.
  ['payments to review (admin page)', () => listPaymentsToReview(adminViewer(), { limit: 20 })],
  // a UTR, an order number and amounts: every way a line finds its payment, and the applied lines
  [
    'a bank statement matched (admin page)',
    () =>
      previewBankStatement(adminViewer(), {
        base64: Buffer.from(`Date,Narration,Credit,UTR\n20/11/2026,UPI/CR/Order DM261120-K7Q2M,312.50,612345678901\n21/11/2026,NEFT CR-SOMEONE,4179.00,\n`).toString('base64'),
        fileName: 'statement.csv',
      }),
  ],
  ["a customer's page (admin)", () => getCustomerOverview(adminViewer(), customer.user.id)],
  ['messages whose hand-over was lost (every minute)', () => findLostNotifications(new Date())],
  ["tomorrow's delivery reminders (19:00)", () => sendDeliveryReminders(new Date('2026-11-30T13:30:00Z'))],
  ['renewal reminders (10:00)', () => sendRenewalReminders(new Date('2026-11-28T04:30:00Z'))],
  ['the audit log', () => as(admin, 'query($u: ID!) { getAuditLog(limit: 30) { count } byCustomer: getAuditLog(limit: 30, userId: $u) { count } }', { u: customer.user.id })],
];

beforeAll(async () => {
  admin = await loginAs(ADMIN_PHONE);
  customer = await loginAs('9876500301');
  const order = await createTestOrder(t.db(), { userId: customer.user.id, paymentStatus: 'pending' });
  orderNumber = order.orderNumber;
  // with a fingerprinted screenshot, so the queue looks for the same file on other payments
  const screenshot = await t.db().uploadedImage.create({ data: { ownerId: customer.user.id, kind: 'payments', storageKey: `${customer.user.id}/payments/1.jpg`, contentType: 'image/jpeg', byteSize: 100, contentHash: 'a'.repeat(64) } });
  await t.db().payment.update({ where: { orderId: order.id }, data: { screenshotId: screenshot.id } });
});

async function explain(q: SentStatement): Promise<string> {
  // SET LOCAL and EXPLAIN on one connection: an interactive transaction holds one.
  return t.db().$transaction(async (tx) => {
    await tx.$executeRawUnsafe('SET LOCAL enable_seqscan = off');
    const rows = await tx.$queryRawUnsafe<{ 'QUERY PLAN': string }[]>(`EXPLAIN ${q.query}`, ...q.params);
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}

function seqScans(plan: string): string[] {
  return [...plan.matchAll(/Seq Scan on "?(\w+)"?/g)].map((m) => m[1]).filter((table) => !SMALL_TABLES.has(table));
}

const isRead = (q: SentStatement) => /^\s*(WITH|SELECT)\b/i.test(q.query) && !/pg_advisory|pg_try_advisory/i.test(q.query);

async function unindexedReads(run: () => Promise<unknown>) {
  recording.clear();
  await run();
  const reads = recording.sent().filter(isRead);
  expect(reads.length).toBeGreaterThan(0);
  const unindexed: { query: string; tables: string[] }[] = [];
  for (const q of reads) {
    const tables = seqScans(await explain(q));
    if (tables.length) unindexed.push({ query: q.query, tables });
  }
  return unindexed;
}

test.each(JOURNEYS)('%s: every query it sends uses an index', async (_name, run) => {
  expect(await unindexedReads(run)).toEqual([]);
});

test('the check can fail: without its index, reading a customer\'s messages is caught', async () => {
  const messages = JOURNEYS.find(([name]) => name === "a customer's messages")![1];
  await t.db().$executeRawUnsafe('DROP INDEX "Notification_userId_createdAt_idx"');
  expect((await unindexedReads(messages)).flatMap((u) => u.tables)).toContain('Notification');
});

