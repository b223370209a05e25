// deleteMyAccount end to end through the GraphQL route, on a real database and real files: what is
// erased, what is kept (and anonymised), that every session ends, that admins see it, that the
// number is free again, and when the store refuses.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { renderToStaticMarkup } from 'react-dom/server';
import { useTestDatabase } from '@/testing/test-database';
import { graphqlRequest } from '@/testing/graphql-request';
import { loginAs } from '@/testing/login';
import { createTestOrder } from '@/testing/order-factory';
import { databaseFingerprint } from '@/testing/database-fingerprint';
import { setRequestCookies } from '@/testing/request-cookies';
import { setClock } from '@/lib/clock';
import { getStorage } from '@/lib/uploads/storage';
import { listAuditLog } from '@/lib/audit/list-audit-log';
import { listUsers } from '@/lib/users/list-users';
import { selectCustomer } from '@/lib/users/select-customer';
import { ROLE_ADMIN, type Viewer } from '@/lib/auth/viewer';
import { ADMIN_PHONE } from '@/prisma/seed-data';
import { DELETED_CUSTOMER_NAME, REMOVED_ADDRESS_LINE } from '@/lib/domain/account-deletion';
import { readAddressSnapshot } from '@/lib/domain/address-snapshot';
import { ACCOUNT_DELETED_MESSAGE, WRONG_PHONE_MESSAGE } from './delete-my-account';
import InvoicePage from '@/app/invoice/page';
import { postWalletEntry } from '@/lib/wallet/post-wallet-entry';

jest.mock('next/headers', () => jest.requireActual('@/testing/request-cookies').nextHeadersMock);
jest.mock('next/navigation', () => ({
  redirect: (url: string) => {
    throw Object.assign(new Error('NEXT_REDIRECT'), { url });
  },
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND');
  },
}));

const t = useTestDatabase();
const DELETE = 'mutation($p: String!) { deleteMyAccount(confirmPhoneNumber: $p) { statusCode message } }';
const ME = '{ me { id } }';

let dir: string;
let restoreClock = () => {};
let admin: Awaited<ReturnType<typeof loginAs>>;
let adminViewer: Viewer;
let phone = 9876540100;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'delete-account-'));
  process.env.UPLOAD_DIR = dir;
  // Thursday 26 November 2026, 11:30 in Bengaluru
  restoreClock = setClock(new Date('2026-11-26T06:00:00Z'));
  admin = await loginAs(ADMIN_PHONE);
  adminViewer = { id: admin.user.id, roleId: ROLE_ADMIN, firstName: 'Asha' };
});
afterAll(async () => {
  restoreClock();
  delete process.env.UPLOAD_DIR;
  await rm(dir, { recursive: true, force: true });
});

/** A new customer with a profile, logged in on two devices. */
async function newCustomer(firstName = 'Kavya') {
  const mobile = String(++phone);
  const first = await loginAs(mobile);
  const second = await loginAs(mobile);
  const user = await t.db().user.update({ where: { id: first.user.id }, data: { firstName, lastName: 'Menon', email: `${firstName.toLowerCase()}@example.in` } });
  return { user, mobile, cookie: first.cookie, otherDevice: second.cookie };
}

async function upload(ownerId: string, kind: 'profile' | 'locations' | 'payments') {
  const storageKey = `${ownerId}/${kind}/${randomUUID()}.png`;
  await getStorage().put(storageKey, Buffer.from(`bytes of ${kind}`), 'image/png');
  return t.db().uploadedImage.create({ data: { ownerId, kind, storageKey, contentType: 'image/png', byteSize: 20 } });
}
const fileExists = (key: string) => readFile(path.join(dir, key)).then(() => true, () => false);

/** Everything a customer leaves behind in a year of ordering, all of it finished and paid. */
async function lifeOf(customer: Awaited<ReturnType<typeof newCustomer>>) {
  const db = t.db();
  const id = customer.user.id;
  const picture = await upload(id, 'profile');
  const gatePhoto = await upload(id, 'locations');
  const proof = await upload(id, 'payments');
  const stray = await upload(id, 'payments');
  await db.user.update({ where: { id }, data: { profilePicId: picture.id, settings: { update: { enableSMSNotifications: false } } } });
  const home = await db.address.create({
    data: { userId: id, title: 'Home', lineOne: '42, Lavelle Road', linetwo: 'Near the blue gate', city: 'Bengaluru', state: 'Karnataka', zipCode: '560001', latitude: 12.97, longitude: 77.6, dropNote: 'Ask for Kavya', imageId: gatePhoto.id },
  });
  await db.address.create({ data: { userId: id, title: 'Old flat', lineOne: '7, MG Road', city: 'Bengaluru', state: 'Karnataka', zipCode: '560025', deletedAt: new Date('2026-06-01T00:00:00Z') } });
  const order = await createTestOrder(db, {
    userId: id,
    paymentStatus: 'success',
    suborders: [{ kind: 'PDM', status: 'DELIVERED', deliveries: [{ date: '2026-11-10', status: 'DELIVERED' }, { date: '2026-11-11', status: 'CANCELLED' }] }],
  });
  await db.suborder.updateMany({ where: { orderId: order.id }, data: { dropNote: 'Leave it with Kavya at 42 Lavelle Road' } });
  await db.orderItem.updateMany({ where: { suborder: { orderId: order.id } }, data: { specialInstructions: 'Kavya’s dog is allergic to chicken' } });
  await db.payment.update({ where: { orderId: order.id }, data: { screenshotId: proof.id, confirmedAt: new Date('2026-11-09T10:00:00Z') } });
  await db.cart.create({ data: { userId: id, kind: 'TREATS', addressId: home.id } });
  await db.idempotencyKey.create({ data: { userId: id, key: randomUUID(), requestHash: 'x', orderId: order.id } });
  await db.notification.create({ data: { userId: id, kind: 'PAYMENT_CONFIRMED', channel: 'SMS', status: 'SENT', body: 'Hi Kavya, we received ₹500 for your order.', orderId: order.id } });
  return { order, picture, gatePhoto, proof, stray, home };
}

test('the person is erased, their orders are kept with the buyer anonymised, and every session ends', async () => {
  const db = t.db();
  const customer = await newCustomer();
  const id = customer.user.id;
  const life = await lifeOf(customer);
  expect(await db.otpChallenge.count({ where: { phoneNumber: `+91${customer.mobile}` } })).toBeGreaterThan(0);

  const res = await graphqlRequest<{ deleteMyAccount: { statusCode: number; message: string } }>(DELETE, { p: customer.mobile }, { cookie: customer.cookie });
  expect(res.errors).toBeUndefined();
  expect(res.data?.deleteMyAccount).toEqual({ statusCode: 200, message: ACCOUNT_DELETED_MESSAGE });
  // this browser's cookie is cleared
  expect(res.setCookies.join('\n')).toMatch(/authjs\.session-token=;/);

  // The person: nothing that names or reaches them.
  const user = await db.user.findUniqueOrThrow({ where: { id }, include: { settings: true } });
  expect(user).toMatchObject({ firstName: DELETED_CUSTOMER_NAME, lastName: null, email: null, phoneNumber: `deleted:${id}`, profilePicId: null, settings: null });
  expect(user.deletedAt?.toISOString()).toBe('2026-11-26T06:00:00.000Z');
  expect(await db.address.count({ where: { userId: id } })).toBe(0);
  expect(await db.cart.count({ where: { userId: id } })).toBe(0);
  expect(await db.idempotencyKey.count({ where: { userId: id } })).toBe(0);
  expect(await db.notification.count({ where: { userId: id } })).toBe(0);
  expect(await db.session.count({ where: { userId: id } })).toBe(0);
  expect(await db.otpChallenge.count({ where: { phoneNumber: `+91${customer.mobile}` } })).toBe(0);
  expect(await db.loginGuard.count({ where: { phoneNumber: `+91${customer.mobile}` } })).toBe(0);
  // Pictures: rows and files gone, except the proof of payment, which stays with its order.
  for (const gone of [life.picture, life.gatePhoto, life.stray]) {
    expect(await db.uploadedImage.findUnique({ where: { id: gone.id } })).toBeNull();
    expect(await fileExists(gone.storageKey)).toBe(false);
  }
  expect(await db.uploadedImage.findUnique({ where: { id: life.proof.id } })).not.toBeNull();
  expect(await fileExists(life.proof.storageKey)).toBe(true);

  // Both devices are logged out.
  for (const cookie of [customer.cookie, customer.otherDevice]) {
    expect((await graphqlRequest<{ me: unknown }>(ME, {}, { cookie })).data?.me).toBeNull();
  }

  // The order stays for the tax records: figures, payment, deliveries; the address copy keeps the
  // place of supply only, and no note names anyone.
  const kept = await db.order.findUniqueOrThrow({ where: { id: life.order.id }, include: { payment: true, suborders: { include: { deliveries: true, items: true } } } });
  expect(kept.totalPrice).toBe(life.order.totalPrice);
  expect(kept.payment).toMatchObject({ status: 'success', screenshotId: life.proof.id });
  const part = kept.suborders[0];
  expect(part.deliveries).toHaveLength(2);
  expect(part.dropNote).toBeNull();
  expect(part.locationId).toBeNull();
  expect(part.items.every((i) => i.specialInstructions === null)).toBe(true);
  expect(readAddressSnapshot(part.locationSnapshot)).toEqual({ id: null, title: null, lineOne: REMOVED_ADDRESS_LINE, linetwo: null, city: 'Bengaluru', state: 'Karnataka', zipCode: '560001', country: 'India', latitude: null, longitude: null, dropNote: null });
  expect(JSON.stringify(kept)).not.toMatch(/Kavya|Menon|Lavelle|blue gate/);

  // The invoices keep no name, number or address of theirs (the state of the place of supply stays).
  const invoices = await db.invoice.findMany({ where: { orderId: life.order.id } });
  expect(invoices.map((i) => [i.buyerName, i.buyerPhone, i.buyerAddress ?? '', i.deliveryAddress ?? ''])).toEqual(invoices.map(() => [DELETED_CUSTOMER_NAME, '', '', '']));
  // The invoice still prints, to "Deleted customer".
  setRequestCookies(admin.cookie);
  const invoice = renderToStaticMarkup(await InvoicePage({ searchParams: Promise.resolve({ order: life.order.orderNumber }) }));
  expect(invoice).toContain(DELETED_CUSTOMER_NAME);
  expect(invoice).not.toMatch(/Kavya|Menon|Lavelle|blue gate|deleted:/);
  expect(invoice).not.toContain(customer.mobile);

  // Admins: an audit entry in words, and the account is no longer a customer to list or order for.
  const audit = await listAuditLog(adminViewer, { userId: id });
  expect(audit.entries.map((e) => [e.action, e.detail, e.actor.id])).toEqual([['deleteMyAccount', 'The customer deleted their account; 1 order is kept with the buyer anonymised', id]]);
  expect((await listUsers(adminViewer, { limit: 100 })).users.map((u) => u.id)).not.toContain(id);
  await expect(selectCustomer(adminViewer, id)).rejects.toMatchObject({ code: 'NOT_FOUND' });

  // The number is free: logging in with it starts a new customer.
  const again = await loginAs(customer.mobile);
  expect(again.typeOfUser).toBe('NEW');
  expect(again.user.id).not.toBe(id);
});

test('an address photo an admin uploaded for the customer goes too; a picture another customer uses stays', async () => {
  const db = t.db();
  const customer = await newCustomer('Ira');
  const neighbour = await newCustomer('Om');
  const byAdmin = await upload(admin.user.id, 'locations');
  const shared = await upload(admin.user.id, 'locations');
  await db.address.create({ data: { userId: customer.user.id, title: 'Home', lineOne: '1, A Road', city: 'Bengaluru', state: 'Karnataka', zipCode: '560001', imageId: byAdmin.id } });
  await db.address.create({ data: { userId: customer.user.id, title: 'Work', lineOne: '2, B Road', city: 'Bengaluru', state: 'Karnataka', zipCode: '560001', imageId: shared.id } });
  await db.address.create({ data: { userId: neighbour.user.id, title: 'Home', lineOne: '3, C Road', city: 'Bengaluru', state: 'Karnataka', zipCode: '560001', imageId: shared.id } });

  const res = await graphqlRequest(DELETE, { p: customer.mobile }, { cookie: customer.cookie });
  expect(res.errors).toBeUndefined();
  expect(await db.uploadedImage.findUnique({ where: { id: byAdmin.id } })).toBeNull();
  expect(await fileExists(byAdmin.storageKey)).toBe(false);
  expect(await db.uploadedImage.findUnique({ where: { id: shared.id } })).not.toBeNull();
  expect((await db.address.findFirstOrThrow({ where: { userId: neighbour.user.id } })).imageId).toBe(shared.id);
});

test('"tell me when you deliver here" left with their number or email goes; another person\'s for the same PIN stays', async () => {
  const db = t.db();
  const customer = await newCustomer('Ira');
  const neighbour = await newCustomer('Om');
  // the account's email as they typed it; the request keeps the lower-case form the form stores
  await db.user.update({ where: { id: customer.user.id }, data: { email: 'Ira.Menon@Example.in' } });
  await db.deliveryAreaRequest.createMany({
    data: [
      { pinCode: '560035', contact: `+91${customer.mobile}` },
      { pinCode: '560087', contact: 'ira.menon@example.in' },
      { pinCode: '560035', contact: `+91${neighbour.mobile}` },
      { pinCode: '560035', contact: 'om@example.in' },
    ],
  });

  const res = await graphqlRequest(DELETE, { p: customer.mobile }, { cookie: customer.cookie });
  expect(res.errors).toBeUndefined();
  const left = await db.deliveryAreaRequest.findMany({ where: { pinCode: { in: ['560035', '560087'] } }, select: { pinCode: true, contact: true }, orderBy: { contact: 'asc' } });
  expect(left).toEqual([
    { pinCode: '560035', contact: `+91${neighbour.mobile}` },
    { pinCode: '560035', contact: 'om@example.in' },
  ]);
});

test.each<[string, (userId: string) => Promise<unknown>, RegExp]>([
  [
    'a delivery still to come',
    (userId) => createTestOrder(t.db(), { userId, paymentStatus: 'success', suborders: [{ kind: 'PDM', status: 'SUBSCRIBED', repeatType: 'WEEKLY', repeatInfo: 'TUE', deliveries: [{ date: '2026-11-24', status: 'DELIVERED' }, { date: '2026-12-01' }] }] }),
    /still has a delivery to come \(the next on Tue, 1 Dec 2026\)/,
  ],
  [
    'an order waiting for payment',
    (userId) => createTestOrder(t.db(), { userId, paymentStatus: 'required', suborders: [{ kind: 'PDM', status: 'DELIVERED', deliveries: [{ date: '2026-11-20', status: 'DELIVERED' }] }] }),
    /is still to be paid for order/,
  ],
  [
    'a payment proof waiting for review',
    (userId) => createTestOrder(t.db(), { userId, paymentStatus: 'pending', suborders: [{ kind: 'PDM', status: 'DELIVERED', deliveries: [{ date: '2026-11-20', status: 'DELIVERED' }] }] }),
    /We are still checking your payment for order/,
  ],
  [
    'a refund the store owes',
    async (userId) => {
      const order = await createTestOrder(t.db(), { userId, paymentStatus: 'success', suborders: [{ kind: 'PDM', status: 'DELIVERED', deliveries: [{ date: '2026-11-20', status: 'DELIVERED' }] }] });
      await t.db().refund.create({ data: { orderId: order.id, amount: 25000, reason: 'Skipped delivery', createdById: userId } });
    },
    /We still owe you a refund of ₹250\.00 for order/,
  ],
  [
    'money in the wallet',
    (userId) => t.db().$transaction((tx) => postWalletEntry(tx, { userId, kind: 'ADMIN_CREDIT', amount: 12_000, note: 'Goodwill' })),
    /Your wallet holds ₹120\.00; ask us to pay it out first\./,
  ],
])('refused while there is %s: CONFLICT saying so, nothing written', async (_case, arrange, message) => {
  const customer = await newCustomer();
  await arrange(customer.user.id);
  const before = await databaseFingerprint(t.db());
  const res = await graphqlRequest(DELETE, { p: customer.mobile }, { cookie: customer.cookie });
  expect(res.errors?.map((e) => e.extensions?.code)).toEqual(['CONFLICT']);
  expect(res.errors?.[0].message).toMatch(/^Your account cannot be deleted yet\. /);
  expect(res.errors?.[0].message).toMatch(message);
  expect(await databaseFingerprint(t.db())).toEqual(before);
  expect((await graphqlRequest<{ me: { id: string } }>(ME, {}, { cookie: customer.cookie })).data?.me?.id).toBe(customer.user.id);
});

test('someone else’s number, a number that is no number, an admin, a visitor: refused, nothing written', async () => {
  const customer = await newCustomer();
  const other = await newCustomer('Zoya');
  const before = await databaseFingerprint(t.db());
  for (const typed of [other.mobile, '12345', `+91${customer.mobile}0`]) {
    const res = await graphqlRequest(DELETE, { p: typed }, { cookie: customer.cookie });
    expect(res.errors?.map((e) => [e.extensions?.code, e.extensions?.field, e.message])).toEqual([['BAD_USER_INPUT', 'confirmPhoneNumber', WRONG_PHONE_MESSAGE]]);
  }
  // The number typed as people do: with +91, spaces or a leading 0, it is the account's own.
  expect((await graphqlRequest(DELETE, { p: ' ' }, { cookie: customer.cookie })).errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'confirmPhoneNumber' });
  expect((await graphqlRequest(DELETE, { p: ADMIN_PHONE }, { cookie: admin.cookie })).errors?.map((e) => e.extensions?.code)).toEqual(['FORBIDDEN']);
  expect((await graphqlRequest(DELETE, { p: customer.mobile })).errors?.map((e) => e.extensions?.code)).toEqual(['UNAUTHENTICATED']);
  expect(await databaseFingerprint(t.db())).toEqual(before);

  const spaced = `+91 ${customer.mobile.slice(0, 5)} ${customer.mobile.slice(5)}`;
  expect((await graphqlRequest(DELETE, { p: spaced }, { cookie: customer.cookie })).errors).toBeUndefined();
});
