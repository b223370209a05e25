// UTR on every proof, through the real GraphQL route: stored as its 12 digits, one payment per UTR
// (CONFLICT, naming the other order to an admin and not to a customer, also when two arrive at
// once), submitPaymentProof by payment id, and the same screenshot file on two payments flagged in
// the review queue (content hashes taken at upload, and backfilled for older uploads).
import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { useTestDatabase } from '@/testing/test-database';
import { graphqlRequest, type GraphQLResult } from '@/testing/graphql-request';
import { loginAs } from '@/testing/login';
import { createTestOrder } from '@/testing/order-factory';
import { solidPng, toDataUrl } from '@/testing/images';
import { ADMIN_PHONE } from '@/prisma/seed-data';
import { UTR_MESSAGES, utrInUseForAdmin } from '@/lib/domain/utr';
import { listPaymentsToReview } from '@/lib/payments/list-payments-to-review';
import { backfillContentHashes } from '@/lib/uploads/backfill-content-hashes';
import { contentHash } from '@/lib/uploads/content-hash';
import { getStorage } from '@/lib/uploads/storage';
import type { Viewer } from '@/lib/auth/viewer';

const t = useTestDatabase();

const UPDATE = `mutation($order: ID!, $screenshot: ID!, $utr: String) {
  updatePaymentScreenshot(order: $order, screenshot: $screenshot, utr: $utr) { id status utr screenshot { id } }
}`;
const SUBMIT = `mutation($paymentId: ID!, $screenshot: ID!, $utr: String!) {
  submitPaymentProof(paymentId: $paymentId, screenshot: $screenshot, utr: $utr) { id status utr amount screenshot { id } }
}`;
const UPLOAD = 'mutation($b: String!, $n: String!) { uploadImage(base64: $b, fileName: $n, kind: payments) { id url } }';

type Session = Awaited<ReturnType<typeof loginAs>>;
type Proof = { id: string; status: string; utr: string | null; screenshot: { id: string } };

const code = (res: GraphQLResult) => res.errors?.[0]?.extensions?.code;
const attach = (session: Session, order: string, screenshot: string, utr?: string | null) =>
  graphqlRequest<{ updatePaymentScreenshot: Proof }>(UPDATE, { order, screenshot, utr }, { cookie: session.cookie });
const submit = (session: Session | null, paymentId: string, screenshot: string, utr: string) =>
  graphqlRequest<{ submitPaymentProof: Proof & { amount: number } }>(SUBMIT, { paymentId, screenshot, utr }, { cookie: session?.cookie });

let seq = 0;
/** An upload row as uploadImage records it (tests of who may attach what need no bytes). */
const imageRow = (ownerId: string) =>
  t.db().uploadedImage.create({ data: { ownerId, kind: 'payments', storageKey: `${ownerId}/payments/${Date.now()}${++seq}.jpg`, contentType: 'image/jpeg', byteSize: 1000 } });

/** A real upload through the API: re-encoded, stored, and fingerprinted. */
async function upload(session: Session, png: Buffer): Promise<string> {
  const res = await graphqlRequest<{ uploadImage: { id: string } }>(UPLOAD, { b: toDataUrl(png, 'image/png'), n: 'gpay.png' }, { cookie: session.cookie });
  expect(res.errors).toBeUndefined();
  return res.data!.uploadImage.id;
}

let dir: string;
let customer: Session;
let other: Session;
let admin: Session;
const adminViewer = (): Viewer => ({ id: admin.user.id, roleId: 1, firstName: 'Admin' });

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'utr-db-'));
  process.env.UPLOAD_DIR = dir;
  [customer, other, admin] = [await loginAs('9876500501'), await loginAs('9876500502'), await loginAs(ADMIN_PHONE)];
}, 60_000);
afterAll(async () => {
  delete process.env.UPLOAD_DIR;
  await rm(dir, { recursive: true, force: true });
});

describe('the UTR with the proof', () => {
  test('typed with spaces, it is stored as its 12 digits and answered on the payment', async () => {
    const order = await createTestOrder(t.db(), { userId: customer.user.id });
    const res = await attach(customer, order.orderNumber, (await imageRow(customer.user.id)).id, ' 6120 0000 0001 ');
    expect(res.errors).toBeUndefined();
    expect(res.data!.updatePaymentScreenshot).toMatchObject({ status: 'pending', utr: '612000000001' });
    expect(await t.db().payment.findUniqueOrThrow({ where: { orderId: order.id } })).toMatchObject({ utr: '612000000001', status: 'pending' });
  });

  test.each([
    ['61200000000', UTR_MESSAGES.invalid],
    ['612 000 000 00x', UTR_MESSAGES.invalid],
    ['   ', UTR_MESSAGES.required],
  ])('%p is refused on the utr field and nothing changes', async (utr, message) => {
    const order = await createTestOrder(t.db(), { userId: customer.user.id });
    const res = await attach(customer, order.orderNumber, (await imageRow(customer.user.id)).id, utr);
    expect(code(res)).toBe('BAD_USER_INPUT');
    expect(res.errors![0]).toMatchObject({ message: `utr: ${message}`, extensions: { field: 'utr' } });
    expect(await t.db().payment.findUniqueOrThrow({ where: { orderId: order.id } })).toMatchObject({ status: 'required', utr: null, screenshotId: null });
  });

  test('left out (an older client), the payment keeps the UTR it has', async () => {
    const order = await createTestOrder(t.db(), { userId: customer.user.id });
    expect((await attach(customer, order.orderNumber, (await imageRow(customer.user.id)).id, '612000000002')).errors).toBeUndefined();
    const res = await attach(customer, order.orderNumber, (await imageRow(customer.user.id)).id);
    expect(res.data!.updatePaymentScreenshot.utr).toBe('612000000002');
  });

  test('the same UTR again on the same payment is fine: a new screenshot of the same payment', async () => {
    const order = await createTestOrder(t.db(), { userId: customer.user.id });
    expect((await attach(customer, order.orderNumber, (await imageRow(customer.user.id)).id, '612000000003')).errors).toBeUndefined();
    expect((await attach(customer, order.orderNumber, (await imageRow(customer.user.id)).id, '612000000003')).errors).toBeUndefined();
  });

  test('a UTR on another payment: CONFLICT; the customer is not told whose, the admin is told which order', async () => {
    const first = await createTestOrder(t.db(), { userId: customer.user.id });
    const second = await createTestOrder(t.db(), { userId: other.user.id });
    expect((await attach(customer, first.orderNumber, (await imageRow(customer.user.id)).id, '612000000004')).errors).toBeUndefined();

    const asCustomer = await attach(other, second.orderNumber, (await imageRow(other.user.id)).id, '612000000004');
    expect(code(asCustomer)).toBe('CONFLICT');
    expect(asCustomer.errors![0].message).toBe(UTR_MESSAGES.inUse);
    expect(asCustomer.errors![0].message).not.toContain(first.orderNumber);

    const asAdmin = await attach(admin, second.orderNumber, (await imageRow(other.user.id)).id, '6120-0000-0004');
    expect(code(asAdmin)).toBe('CONFLICT');
    expect(asAdmin.errors![0].message).toBe(utrInUseForAdmin('612000000004', first.orderNumber));
    // nothing was attached either time
    expect(await t.db().payment.findUniqueOrThrow({ where: { orderId: second.id } })).toMatchObject({ status: 'required', utr: null, screenshotId: null });
  });

  test('two payments given one UTR at the same moment: one gets it, the other is refused', async () => {
    const orders = await Promise.all([createTestOrder(t.db(), { userId: customer.user.id }), createTestOrder(t.db(), { userId: customer.user.id })]);
    const images = await Promise.all(orders.map(() => imageRow(customer.user.id)));
    const results = await Promise.all(orders.map((o, i) => attach(customer, o.orderNumber, images[i].id, '612000000005')));
    expect(results.map(code).sort()).toEqual(['CONFLICT', undefined]);
    expect(await t.db().payment.count({ where: { utr: '612000000005' } })).toBe(1);
  });
});

describe('submitPaymentProof', () => {
  test("the owner sends proof and UTR for a payment by its id; an admin for the customer (audited); someone else's payment is not found", async () => {
    const order = await createTestOrder(t.db(), { userId: customer.user.id });
    const paymentId = order.payment!.id;
    const mine = await submit(customer, paymentId, (await imageRow(customer.user.id)).id, '612000000010');
    expect(mine.errors).toBeUndefined();
    expect(mine.data!.submitPaymentProof).toMatchObject({ id: paymentId, status: 'pending', utr: '612000000010', amount: order.totalPrice });

    const byAdmin = await submit(admin, paymentId, (await imageRow(customer.user.id)).id, '612000000011');
    expect(byAdmin.errors).toBeUndefined();
    const audit = await t.db().auditLog.findFirstOrThrow({ where: { action: 'submitPaymentProof', entityId: paymentId } });
    expect(audit).toMatchObject({ actorId: admin.user.id, subjectUserId: customer.user.id, data: expect.objectContaining({ utr: '612000000011', previousStatus: 'pending' }) });

    const theirs = await submit(other, paymentId, (await imageRow(other.user.id)).id, '612000000012');
    expect(code(theirs)).toBe('NOT_FOUND');
    expect(code(await submit(customer, 'no-such-payment', (await imageRow(customer.user.id)).id, '612000000013'))).toBe('NOT_FOUND');
    expect(code(await submit(null, paymentId, (await imageRow(customer.user.id)).id, '612000000014'))).toBe('UNAUTHENTICATED');
    expect((await t.db().payment.findUniqueOrThrow({ where: { id: paymentId } })).utr).toBe('612000000011');
  });

  test('a paid payment takes no more proof', async () => {
    const order = await createTestOrder(t.db(), { userId: customer.user.id, paymentStatus: 'success' });
    const res = await submit(customer, order.payment!.id, (await imageRow(customer.user.id)).id, '612000000015');
    expect(code(res)).toBe('BAD_USER_INPUT');
    expect(res.errors![0].extensions?.field).toBe('paymentId');
  });
});

describe('the same screenshot on two payments', () => {
  test('is flagged in the review queue on both, naming the other order; another file is not', async () => {
    const png = await solidPng(64, 48);
    const [a, b, c] = await Promise.all([0, 1, 2].map(() => createTestOrder(t.db(), { userId: customer.user.id })));
    const first = await upload(customer, png);
    const again = await upload(customer, png);
    const different = await upload(customer, await solidPng(80, 60));
    expect(first).not.toBe(again);
    const hashes = await t.db().uploadedImage.findMany({ where: { id: { in: [first, again, different] } }, select: { id: true, contentHash: true } });
    const hashOf = Object.fromEntries(hashes.map((h) => [h.id, h.contentHash]));
    expect(hashOf[first]).toMatch(/^[0-9a-f]{64}$/);
    expect(hashOf[again]).toBe(hashOf[first]);
    expect(hashOf[different]).not.toBe(hashOf[first]);

    expect((await attach(customer, a.orderNumber, first, '612000000020')).errors).toBeUndefined();
    expect((await attach(customer, b.orderNumber, again, '612000000021')).errors).toBeUndefined();
    expect((await attach(customer, c.orderNumber, different, '612000000022')).errors).toBeUndefined();

    const queue = await listPaymentsToReview(adminViewer(), { limit: 100 });
    expect(queue.sameScreenshotAs[a.id]).toEqual([b.orderNumber]);
    expect(queue.sameScreenshotAs[b.id]).toEqual([a.orderNumber]);
    expect(queue.sameScreenshotAs[c.id]).toBeUndefined();
    expect(queue.orders.find((o) => o.id === a.id)!.payment.utr).toBe('612000000020');
  });

  test('older uploads get their hash from their file after the migration; an unreadable file stays without one', async () => {
    const bytes = Buffer.from(await solidPng(30, 20));
    const key = `${customer.user.id}/payments/old-${Date.now()}.png`;
    await mkdir(path.join(dir, path.dirname(key)), { recursive: true });
    await writeFile(path.join(dir, key), bytes);
    const readable = await t.db().uploadedImage.create({ data: { ownerId: customer.user.id, kind: 'payments', storageKey: key, contentType: 'image/png', byteSize: bytes.length } });
    const gone = await imageRow(customer.user.id);

    const result = await backfillContentHashes(t.db(), getStorage());
    expect(result.hashed).toBeGreaterThanOrEqual(1);
    expect(result.unreadable).toBeGreaterThanOrEqual(1);
    expect((await t.db().uploadedImage.findUniqueOrThrow({ where: { id: readable.id } })).contentHash).toBe(contentHash(bytes));
    expect((await t.db().uploadedImage.findUniqueOrThrow({ where: { id: gone.id } })).contentHash).toBeNull();
  });
});
