// GET /api/me/export through the real route handler on a real database: what a customer's copy of
// their data holds (JSON and the CSV zip), that it never holds anyone else's, who may ask, and how
// often.
import { randomUUID } from 'node:crypto';
import { NextRequest } from 'next/server';
import { strFromU8, unzipSync } from 'fflate';
import Papa from 'papaparse';
import { useTestDatabase } from '@/testing/test-database';
import { loginAs } from '@/testing/login';
import { createTestOrder } from '@/testing/order-factory';
import { graphqlRequest, cookieHeader } from '@/testing/graphql-request';
import { setClock } from '@/lib/clock';
import { PRIVACY_POLICY_VERSION } from '@/lib/legal/privacy-policy';
import { EXPORT_RATE, PERSONAL_DATA_SECTIONS } from '@/lib/domain/personal-data';
import { ADMIN_PHONE } from '@/prisma/seed-data';
import { GET } from '@/app/api/me/export/route';
import { postWalletEntry } from '@/lib/wallet/post-wallet-entry';

const t = useTestDatabase();

async function exportAs(cookie: string | undefined, format?: string) {
  const url = `http://localhost:3000/api/me/export${format === undefined ? '' : `?format=${format}`}`;
  const res = await GET(new NextRequest(url, { headers: cookie ? { cookie } : {} }));
  return res;
}
const json = async (cookie: string) => (await (await exportAs(cookie, 'json')).json()) as Record<string, unknown> & { profile: Record<string, unknown>; orders: Record<string, unknown>[] };

let restoreClock = () => {};
let asha: Awaited<ReturnType<typeof loginAs>>;
let bala: Awaited<ReturnType<typeof loginAs>>;
let admin: Awaited<ReturnType<typeof loginAs>>;
let ashaOrder: Awaited<ReturnType<typeof createTestOrder>>;
let balaOrder: Awaited<ReturnType<typeof createTestOrder>>;

beforeAll(async () => {
  restoreClock = setClock(new Date('2026-11-26T06:00:00Z'));
  const db = t.db();
  [asha, bala, admin] = [await loginAs('9876540201'), await loginAs('9876540202'), await loginAs(ADMIN_PHONE)];
  // Asha signs up on the page: her name and her consent, through updateUser as the page sends it.
  const signUp = await graphqlRequest(
    'mutation($id: ID!, $v: String) { updateUser(id: $id, firstName: "Asha", lastName: "Pillai", email: "asha@example.in", privacyPolicyVersion: $v) { id } }',
    { id: asha.user.id, v: PRIVACY_POLICY_VERSION },
    { cookie: asha.cookie },
  );
  expect(signUp.errors).toBeUndefined();
  await db.user.update({ where: { id: bala.user.id }, data: { firstName: 'Balachandra', lastName: 'Rao', email: 'bala@example.in' } });
  await db.$transaction((tx) => postWalletEntry(tx, { userId: asha.user.id, kind: 'ADMIN_CREDIT', amount: 12_345, note: 'Late delivery' }));
  await db.address.create({ data: { userId: asha.user.id, title: 'Home', lineOne: '9, Church Street', city: 'Bengaluru', state: 'Karnataka', zipCode: '560001', dropNote: 'Blue gate' } });
  await db.address.create({ data: { userId: asha.user.id, title: 'Old flat', lineOne: '5, Brigade Road', city: 'Bengaluru', state: 'Karnataka', zipCode: '560025', deletedAt: new Date('2026-06-01T00:00:00Z') } });
  await db.address.create({ data: { userId: bala.user.id, title: 'Bala home', lineOne: '77, Residency Road', city: 'Bengaluru', state: 'Karnataka', zipCode: '560025' } });
  ashaOrder = await createTestOrder(db, { userId: asha.user.id, paymentStatus: 'success', suborders: [{ kind: 'PDM', deliveries: [{ date: '2026-12-01' }, { date: '2026-12-02', status: 'CANCELLED' }] }] });
  balaOrder = await createTestOrder(db, { userId: bala.user.id, suborders: [{ kind: 'CDM' }] });
  await db.notification.create({ data: { userId: asha.user.id, kind: 'ORDER_PLACED', channel: 'SMS', status: 'SENT', body: 'Asha, your order is placed.', orderId: ashaOrder.id } });
  await db.notification.create({ data: { userId: bala.user.id, kind: 'ORDER_PLACED', channel: 'SMS', status: 'SENT', body: 'Bala, your order is placed.', orderId: balaOrder.id } });
  // "Tell me when you deliver here", left without logging in: once with her number, once with her
  // email (stored in lower case, as the form's input keeps it), and by Bala for another PIN.
  await db.deliveryAreaRequest.createMany({
    data: [
      { pinCode: '560035', contact: '+919876540201', createdAt: new Date('2026-11-20T05:00:00Z') },
      { pinCode: '560087', contact: 'asha@example.in', createdAt: new Date('2026-11-21T05:00:00Z') },
      { pinCode: '560099', contact: '+919876540202', createdAt: new Date('2026-11-22T05:00:00Z') },
      { pinCode: '560099', contact: 'someone.else@example.in', createdAt: new Date('2026-11-22T05:00:00Z') },
    ],
  });
}, 60_000);
afterAll(() => restoreClock());

test('the JSON has the eight sections, with everything held about the customer', async () => {
  const res = await exportAs(asha.cookie, 'json');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(res.headers.get('content-disposition')).toBe('attachment; filename="good-dog-kitchen-my-data-2026-11-26.json"');
  expect(res.headers.get('cache-control')).toBe('private, no-store');
  const data = (await res.json()) as Record<string, never>;
  expect(Object.keys(data)).toEqual([...PERSONAL_DATA_SECTIONS]);
  expect(PERSONAL_DATA_SECTIONS).toEqual(['profile', 'addresses', 'orders', 'invoices', 'messages', 'sessions', 'wallet', 'deliveryAreaRequests']);

  expect(data.profile).toMatchObject({
    id: asha.user.id,
    firstName: 'Asha',
    lastName: 'Pillai',
    phoneNumber: '+919876540201',
    email: 'asha@example.in',
    role: 'CUSTOMER',
    messageSettings: { sms: true, email: true, push: true },
    privacyPolicyConsent: { version: PRIVACY_POLICY_VERSION, acceptedAt: '2026-11-26T06:00:00.000Z' },
  });
  // removed addresses too: we still hold them
  expect((data.addresses as { title: string; removedAt: string | null }[]).map((a) => [a.title, a.removedAt])).toEqual([
    ['Home', null],
    ['Old flat', '2026-06-01T00:00:00.000Z'],
  ]);
  const [order] = data.orders as { orderNumber: string; total: number; payment: { status: string }; parts: { items: { name: string }[]; deliveries: { date: string; status: string }[]; deliveredTo: { lineOne: string } }[] }[];
  expect(data.orders).toHaveLength(1);
  expect(order).toMatchObject({ orderNumber: ashaOrder.orderNumber, total: ashaOrder.totalPrice, payment: { status: 'success' } });
  expect(order.parts[0].deliveries).toEqual([
    { date: '2026-12-01', status: 'NEW', skippedAt: null },
    { date: '2026-12-02', status: 'CANCELLED', skippedAt: null },
  ]);
  expect(order.parts[0].deliveredTo.lineOne).toBe('9, Church Street');
  expect(order.parts[0].items.map((i) => i.name)).toEqual(['Chicken & Pumpkin Bowl']);
  // the order's message, and the link that saving her email sent her
  expect(data.messages).toHaveLength(2);
  expect(data.messages).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ kind: 'ORDER_PLACED', text: 'Asha, your order is placed.', orderNumber: ashaOrder.orderNumber }),
      expect.objectContaining({ kind: 'EMAIL_VERIFICATION', channel: 'EMAIL', orderNumber: null }),
    ]),
  );
  // her login (this test's), without the session id: it is half a login cookie
  expect(data.sessions).toEqual([expect.objectContaining({ endedAt: null, ipAddress: expect.any(String) })]);
  expect(Object.keys((data.sessions as object[])[0])).not.toContain('id');
  // her paid order's tax invoice, as issued (the order factory invoices paid orders)
  const issued = await t.db().invoice.findFirstOrThrow({ where: { orderId: ashaOrder.id } });
  expect(data.invoices).toEqual([
    expect.objectContaining({ number: issued.number, orderNumber: ashaOrder.orderNumber, total: issued.total, buyer: expect.objectContaining({ name: 'Asha Pillai', phoneNumber: '+919876540201' }), creditNotes: [] }),
  ]);
  expect((data.invoices as { lines: unknown[] }[])[0].lines.length).toBeGreaterThan(0);
  // her wallet, as getWallet gives it (paise)
  expect(data.wallet).toEqual({ balance: 12_345, entries: [expect.objectContaining({ kind: 'ADMIN_CREDIT', amount: 12_345, orderNumber: null, note: 'Late delivery' })] });
  // the PINs she asked about, with her number or her email, newest first; nobody else's
  expect(data.deliveryAreaRequests).toEqual([
    { pinCode: '560087', contact: 'asha@example.in', createdAt: '2026-11-21T05:00:00.000Z' },
    { pinCode: '560035', contact: '+919876540201', createdAt: '2026-11-20T05:00:00.000Z' },
  ]);
});

test('never anyone else’s data: not another customer’s, not the customer an admin acts for', async () => {
  const text = JSON.stringify(await json(asha.cookie));
  for (const theirs of [bala.user.id, '9876540202', 'Balachandra', 'Residency Road', balaOrder.orderNumber, 'Bala, your order', '560099']) expect(text).not.toContain(theirs);

  // An admin acting for Asha downloads the admin's own data, never hers.
  const selected = await graphqlRequest('mutation($id: ID!) { selectCustomer(userId: $id) { id } }', { id: asha.user.id }, { cookie: admin.cookie });
  expect(selected.errors).toBeUndefined();
  const adminData = await json(cookieHeader(selected.setCookies));
  expect(adminData.profile).toMatchObject({ id: admin.user.id, role: 'ADMIN' });
  const adminText = JSON.stringify(adminData);
  for (const hers of [asha.user.id, '9876540201', 'Church Street', ashaOrder.orderNumber]) expect(adminText).not.toContain(hers);
});

test('the CSV zip: one file per kind of record, read back as the same data', async () => {
  const res = await exportAs(bala.cookie, 'csv');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/zip');
  expect(res.headers.get('content-disposition')).toBe('attachment; filename="good-dog-kitchen-my-data-2026-11-26.zip"');
  const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
  expect(Object.keys(files).sort()).toEqual(
    ['README.txt', 'addresses.csv', 'delivery-area-requests.csv', 'deliveries.csv', 'invoices.csv', 'messages.csv', 'order-items.csv', 'order-parts.csv', 'orders.csv', 'profile.csv', 'refunds.csv', 'sessions.csv', 'wallet-entries.csv', 'wallet.csv'].sort(),
  );
  const rows = (name: string) => Papa.parse<Record<string, string>>(strFromU8(files[name]).replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: true }).data;
  // a cell starting with + is written '+… so a spreadsheet never reads it as a formula
  expect(rows('profile.csv')).toEqual([expect.objectContaining({ id: bala.user.id, firstName: 'Balachandra', phoneNumber: '+919876540202', privacyPolicyVersion: '' })]);
  expect(rows('orders.csv')).toEqual([expect.objectContaining({ orderNumber: balaOrder.orderNumber, totalRupees: (balaOrder.totalPrice / 100).toFixed(2), paymentStatus: 'required' })]);
  expect(rows('deliveries.csv').map((d) => [d.orderNumber, d.date, d.status])).toEqual([
    [balaOrder.orderNumber, '2026-12-01', 'NEW'],
    [balaOrder.orderNumber, '2026-12-02', 'NEW'],
  ]);
  expect(rows('messages.csv').map((m) => m.text)).toEqual(['Bala, your order is placed.']);
  // Bala's order is not paid: no invoice yet
  expect(rows('invoices.csv')).toEqual([]);
  expect(rows('wallet.csv')).toEqual([{ balanceRupees: '0.00' }]);
  expect(rows('delivery-area-requests.csv')).toEqual([{ createdAt: '2026-11-22T05:00:00.000Z', pinCode: '560099', contact: '+919876540202' }]);
  expect(strFromU8(files['invoices.csv'])).toContain('number,issuedAt,orderNumber');
  for (const file of Object.values(files)) expect(strFromU8(file)).not.toContain('Church Street');
});

test('logged out: 401; a format that is neither json nor csv: 400; json by default', async () => {
  const anonymous = await exportAs(undefined, 'json');
  expect(anonymous.status).toBe(401);
  expect(anonymous.headers.get('cache-control')).toBe('private, no-store');
  const wrong = await exportAs(asha.cookie, 'xml');
  expect(wrong.status).toBe(400);
  expect(await wrong.text()).toBe('Ask for format=json or format=csv.');
  expect((await exportAs(asha.cookie)).headers.get('content-type')).toBe('application/json; charset=utf-8');
});

test(`at most ${EXPORT_RATE.limit} copies an hour per person, then 429 with Retry-After`, async () => {
  const someone = await loginAs(`98765${randomUUID().replace(/\D/g, '').padEnd(5, '7').slice(0, 5)}`);
  for (let i = 0; i < EXPORT_RATE.limit; i++) expect((await exportAs(someone.cookie, i % 2 ? 'csv' : 'json')).status).toBe(200);
  const refused = await exportAs(someone.cookie, 'json');
  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
  expect(await refused.text()).toMatch(/^You have downloaded your data several times in the last hour\. Please try again in 60 minutes\.$/);
  // someone else is not held back by it
  expect((await exportAs(bala.cookie, 'json')).status).toBe(200);
});
