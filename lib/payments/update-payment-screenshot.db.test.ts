// updatePaymentScreenshot through the real GraphQL route with real sessions: who may attach which
// upload to which order, and the payment states that refuse it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { useTestDatabase } from '@/testing/test-database';
import { graphqlRequest, type GraphQLResult } from '@/testing/graphql-request';
import { loginAs } from '@/testing/login';
import { createTestOrder } from '@/testing/order-factory';
import type { PaymentStatus } from '@/lib/domain/payment-status';
import type { ImageKind } from '@/lib/generated/prisma/enums';
import { ADMIN_PHONE } from '@/prisma/seed-data';
import { solidPng, tinyPdf, toDataUrl } from '@/testing/images';
import { SCREENSHOT_NOT_FOUND } from './attach-payment-proof';
import { paymentEventError } from '@/lib/domain/payment-status';

const t = useTestDatabase();

const UPDATE = `mutation($order: ID!, $screenshot: ID!) {
  updatePaymentScreenshot(order: $order, screenshot: $screenshot) { id status amount screenshot { id url } }
}`;
const UPLOAD = 'mutation($b: String!, $n: String!, $k: ImageKind) { uploadImage(base64: $b, fileName: $n, kind: $k) { id url } }';
const GET_ORDER = 'query($n: String!) { getOrder(orderNumber: $n) { orderNumber payment { id status screenshot { id url } } } }';

type Paid = { updatePaymentScreenshot: { id: string; status: string; amount: number; screenshot: { id: string; url: string } } };
type Session = Awaited<ReturnType<typeof loginAs>>;

const code = (res: GraphQLResult) => res.errors?.[0]?.extensions?.code;
const attach = (order: string, screenshot: string, session?: Session) => graphqlRequest<Paid>(UPDATE, { order, screenshot }, { cookie: session?.cookie });
const paymentOf = (orderId: string) => t.db().payment.findUniqueOrThrow({ where: { orderId } });
const auditRows = (entityId: string) => t.db().auditLog.findMany({ where: { action: 'updatePaymentScreenshot', entityId } });

let seq = 0;
/** An upload row as uploadImage records it; the bytes do not matter to this service. */
function imageRow(ownerId: string | null, kind: ImageKind = 'payments') {
  seq += 1;
  return t.db().uploadedImage.create({
    data: { ownerId, kind, storageKey: `${ownerId ?? 'nobody'}/${kind}/${Date.now()}${seq}.jpg`, contentType: 'image/jpeg', byteSize: 1000 },
  });
}

let dir: string;
let customer: Session;
let stranger: Session;
let admin: Session;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'payments-db-'));
  process.env.UPLOAD_DIR = dir;
  [customer, stranger, admin] = [await loginAs('9876500401'), await loginAs('9876500402'), await loginAs(ADMIN_PHONE)];
  // the first request compiles the whole GraphQL route; on a busy machine that takes a while
}, 60_000);
afterAll(async () => {
  delete process.env.UPLOAD_DIR;
  await rm(dir, { recursive: true, force: true });
});

describe('the owner', () => {
  test('uploads a screenshot and attaches it by order number: the payment becomes pending with it', async () => {
    const order = await createTestOrder(t.db(), { userId: customer.user.id });
    const uploaded = await graphqlRequest<{ uploadImage: { id: string; url: string } }>(
      UPLOAD,
      { b: toDataUrl(await solidPng(), 'image/png'), n: 'gpay.png', k: 'payments' },
      { cookie: customer.cookie },
    );
    expect(uploaded.errors).toBeUndefined();
    const image = uploaded.data!.uploadImage;

    const res = await attach(order.orderNumber, image.id, customer);
    expect(res.errors).toBeUndefined();
    expect(res.data!.updatePaymentScreenshot).toEqual({ id: order.payment!.id, status: 'pending', amount: order.totalPrice, screenshot: { id: image.id, url: image.url } });
    expect(await paymentOf(order.id)).toMatchObject({ status: 'pending', screenshotId: image.id });
    // the owner acting on their own order is not an admin write
    expect(await auditRows(order.payment!.id)).toHaveLength(0);

    const read = await graphqlRequest<{ getOrder: { payment: { status: string; screenshot: { url: string } } } }>(GET_ORDER, { n: order.orderNumber }, { cookie: customer.cookie });
    expect(read.data!.getOrder.payment).toMatchObject({ status: 'pending', screenshot: { id: image.id, url: image.url } });
  });

  test('a PDF receipt is accepted as proof', async () => {
    const order = await createTestOrder(t.db(), { userId: customer.user.id });
    const uploaded = await graphqlRequest<{ uploadImage: { id: string } }>(UPLOAD, { b: toDataUrl(await tinyPdf(), 'application/pdf'), n: 'receipt.pdf', k: 'payments' }, { cookie: customer.cookie });
    expect(uploaded.errors).toBeUndefined();
    const res = await attach(order.orderNumber, uploaded.data!.uploadImage.id, customer);
    expect(res.errors).toBeUndefined();
    expect(res.data!.updatePaymentScreenshot.screenshot.url).toMatch(/\.pdf$/);
  });

  test("the order's id works as well as its number", async () => {
    const order = await createTestOrder(t.db(), { userId: customer.user.id });
    const image = await imageRow(customer.user.id);
    const res = await attach(order.id, image.id, customer);
    expect(res.errors).toBeUndefined();
    expect(await paymentOf(order.id)).toMatchObject({ status: 'pending', screenshotId: image.id });
  });

  test('a re-upload while pending replaces the screenshot', async () => {
    const order = await createTestOrder(t.db(), { userId: customer.user.id });
    const [first, second] = [await imageRow(customer.user.id), await imageRow(customer.user.id)];
    expect((await attach(order.orderNumber, first.id, customer)).errors).toBeUndefined();
    const res = await attach(order.orderNumber, second.id, customer);
    expect(res.errors).toBeUndefined();
    expect(res.data!.updatePaymentScreenshot.screenshot.id).toBe(second.id);
    expect(await paymentOf(order.id)).toMatchObject({ status: 'pending', screenshotId: second.id });
  });
});

describe('who is refused', () => {
  test('logged out: UNAUTHENTICATED', async () => {
    const order = await createTestOrder(t.db(), { userId: customer.user.id });
    const image = await imageRow(customer.user.id);
    expect(code(await attach(order.orderNumber, image.id))).toBe('UNAUTHENTICATED');
  });

  test("another customer gets NOT_FOUND for someone else's order, by number or id, and nothing changes", async () => {
    const order = await createTestOrder(t.db(), { userId: customer.user.id });
    const theirs = await imageRow(stranger.user.id);
    for (const ref of [order.orderNumber, order.id]) {
      const res = await attach(ref, theirs.id, stranger);
      expect(code(res)).toBe('NOT_FOUND');
      expect(res.errors![0].message).toBe('Order was not found.');
    }
    expect(await paymentOf(order.id)).toMatchObject({ status: 'required', screenshotId: null });
  });

  test('an order that does not exist: NOT_FOUND', async () => {
    const image = await imageRow(customer.user.id);
    expect(code(await attach('DM000000-NOPE1', image.id, customer))).toBe('NOT_FOUND');
  });
});

describe('which uploads are refused', () => {
  test.each<[string, () => Promise<{ id: string }>]>([
    ["another customer's payment screenshot", () => imageRow(stranger.user.id)],
    ['an admin-owned screenshot, for a customer', () => imageRow(admin.user.id)],
    ['an upload with no owner', () => imageRow(null)],
    ['your own profile picture', () => imageRow(customer.user.id, 'profile')],
    ['your own location photo', () => imageRow(customer.user.id, 'locations')],
    ['an id that is no upload', async () => ({ id: 'no-such-image' })],
  ])('%s: BAD_USER_INPUT on screenshot, payment unchanged', async (_, make) => {
    const order = await createTestOrder(t.db(), { userId: customer.user.id });
    const image = await make();
    const res = await attach(order.orderNumber, image.id, customer);
    expect(code(res)).toBe('BAD_USER_INPUT');
    expect(res.errors![0]).toMatchObject({ message: SCREENSHOT_NOT_FOUND, extensions: { field: 'screenshot' } });
    expect(await paymentOf(order.id)).toMatchObject({ status: 'required', screenshotId: null });
  });

  test('empty arguments are refused before any lookup', async () => {
    const res = await attach('', 'x', customer);
    expect(code(res)).toBe('BAD_USER_INPUT');
    expect(res.errors![0].extensions?.field).toBe('order');
  });
});

describe('payment states', () => {
  test.each<[PaymentStatus, string]>([
    ['success', paymentEventError('success', 'uploadProof')!],
    ['cancelled', paymentEventError('cancelled', 'uploadProof')!],
  ])('%s: refused with "%s" and nothing changes', async (status, message) => {
    const order = await createTestOrder(t.db(), { userId: customer.user.id, paymentStatus: status });
    const image = await imageRow(customer.user.id);
    const res = await attach(order.orderNumber, image.id, customer);
    expect(code(res)).toBe('BAD_USER_INPUT');
    expect(res.errors![0]).toMatchObject({ message, extensions: { field: 'order' } });
    expect(await paymentOf(order.id)).toMatchObject({ status, screenshotId: null });
  });

  test('after an admin confirms a pending payment, a new screenshot is refused', async () => {
    const order = await createTestOrder(t.db(), { userId: customer.user.id });
    expect((await attach(order.orderNumber, (await imageRow(customer.user.id)).id, customer)).errors).toBeUndefined();
    const confirmed = await graphqlRequest('mutation($id: ID!) { confirmPayment(orderId: $id) { statusCode } }', { id: order.id }, { cookie: admin.cookie });
    expect(confirmed.errors).toBeUndefined();
    const res = await attach(order.orderNumber, (await imageRow(customer.user.id)).id, customer);
    expect(res.errors![0].message).toBe(paymentEventError('success', 'uploadProof'));
  });

  test('an order without a payment row gets one, pending, for its total', async () => {
    const order = await createTestOrder(t.db(), { userId: customer.user.id });
    await t.db().payment.delete({ where: { orderId: order.id } });
    const image = await imageRow(customer.user.id);
    const res = await attach(order.orderNumber, image.id, customer);
    expect(res.errors).toBeUndefined();
    expect(await paymentOf(order.id)).toMatchObject({ status: 'pending', amount: order.totalPrice, screenshotId: image.id });
  });
});

describe('an admin', () => {
  test("attaches the customer's screenshot to the customer's order; the write is audited", async () => {
    const order = await createTestOrder(t.db(), { userId: customer.user.id });
    const image = await imageRow(customer.user.id);
    const res = await attach(order.orderNumber, image.id, admin);
    expect(res.errors).toBeUndefined();
    expect(await paymentOf(order.id)).toMatchObject({ status: 'pending', screenshotId: image.id });
    const audits = await auditRows(order.payment!.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorId: admin.user.id, subjectUserId: customer.user.id, entity: 'Payment' });
    expect(audits[0].data).toMatchObject({ orderNumber: order.orderNumber, screenshotId: image.id, previousStatus: 'required' });
  });

  test('may attach a screenshot an admin uploaded', async () => {
    const order = await createTestOrder(t.db(), { userId: customer.user.id });
    const image = await imageRow(admin.user.id);
    const res = await attach(order.orderNumber, image.id, admin);
    expect(res.errors).toBeUndefined();
    expect(await paymentOf(order.id)).toMatchObject({ status: 'pending', screenshotId: image.id });
  });

  test("may not attach another customer's screenshot", async () => {
    const order = await createTestOrder(t.db(), { userId: customer.user.id });
    const res = await attach(order.orderNumber, (await imageRow(stranger.user.id)).id, admin);
    expect(code(res)).toBe('BAD_USER_INPUT');
  });

  test('is refused on a paid order like anyone else', async () => {
    const order = await createTestOrder(t.db(), { userId: customer.user.id, paymentStatus: 'success' });
    const res = await attach(order.orderNumber, (await imageRow(customer.user.id)).id, admin);
    expect(res.errors![0].message).toBe(paymentEventError('success', 'uploadProof'));
    expect(await auditRows(order.payment!.id)).toHaveLength(0);
  });
});
