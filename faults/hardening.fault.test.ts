// The attack run's findings against a production build (`next start`), where they were found:
// large anonymous bodies slowing everyone (measured: another customer's getOrders under four
// parallel anonymous 6.9 MB posts), a slow body held open, GET answering 500, someone else's order
// page answering 200, and a production server starting without an SMS sender; and the later run's,
// tried from outside as an attacker would: someone else's order on the payment and invoice pages, a
// change from another website, a loopback push address, a customer's bad input to an admin
// operation, the UPI id in the export, and a statement XLSX that lies about its size.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import { createInterface } from 'node:readline';
import { useTestDatabase } from '@/testing/test-database';
import { createCustomer } from '@/testing/checkout';
import { createTestOrder } from '@/testing/order-factory';
import { startServer } from '@/scripts/bench/server';
import { junkPdf, tinyPdf } from '@/testing/images';
import { summarise } from '@/scripts/bench/stats';
import { DIST_DIR, getAt, graphqlAt, loginAt, startApp, type App } from './support/app';
import { deflatedZeros, lyingZip } from '@/testing/lying-zip';
import { ADMIN_PHONE } from '@/prisma/seed-data';

const t = useTestDatabase();
jest.setTimeout(300_000);

let app: App;
let cookieA = '';
let orderOfB = '';
let orderOfA = '';

beforeAll(async () => {
  const db = t.db();
  const [a, b] = [await createCustomer(db, { firstName: 'Probe' }), await createCustomer(db, { firstName: 'Other' })];
  for (let i = 0; i < 8; i++) {
    const order = await createTestOrder(db, { userId: a.viewer.id, suborders: [{ kind: 'PDM', status: 'SUBSCRIBED', repeatType: 'WEEKLY', repeatInfo: 'MON', deliveries: [{ date: '2026-12-07' }, { date: '2026-12-14' }] }] });
    orderOfA = order.orderNumber;
  }
  orderOfB = (await createTestOrder(db, { userId: b.viewer.id, suborders: [{ kind: 'TREATS', deliveries: [{ date: '2026-12-03' }] }] })).orderNumber;
  app = await startApp('hardening', t.url());
  cookieA = await loginAt(app.baseUrl, a.phoneNumber.replace(/^\+91/, ''), '10.61.0.1');
});
afterAll(async () => {
  await app?.stop();
});

const ORDERS = 'query { getOrders(limit: 20) { count orders { orderNumber totalPrice payment { status amount } suborders { suborderNo status deliveries { deliveryDate status } items { name variants { quantity price unit } } } } } }';

async function probe(runs: number): Promise<number[]> {
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const r = await graphqlAt(app.baseUrl, ORDERS, {}, { cookie: cookieA, ip: '10.61.0.1' });
    ms.push(performance.now() - start);
    if (r.status !== 200 || r.json?.errors) throw new Error(`probe failed: ${r.status} ${r.text.slice(0, 200)}`);
  }
  return ms;
}

async function pageProbe(runs: number): Promise<number[]> {
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await getAt(app.baseUrl, '/privacy-policy');
    ms.push(performance.now() - start);
  }
  return ms;
}

/** Four lanes of anonymous 6.9 MB posts in a process of their own, until stopped. */
async function attack(): Promise<{ stop: () => Promise<Record<string, number>> }> {
  const child = spawn(process.execPath, ['faults/support/body-attack.mjs', app.baseUrl, '4', String(Math.round(6.9 * 1024 * 1024))], { stdio: ['ignore', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  await lines.next(); // "attacking"
  return {
    stop: async () => {
      child.kill('SIGTERM');
      const { value } = await lines.next();
      return JSON.parse(value ?? '{}') as Record<string, number>;
    },
  };
}

test("another customer's getOrders stays within 2x its quiet latency under four parallel anonymous 6.9 MB posts", async () => {
  await probe(10); // warm: connections, plans, JIT
  await pageProbe(5);
  const quiet = summarise(await probe(40), 0);
  const quietPage = summarise(await pageProbe(20), 0);
  const attacker = await attack();
  await new Promise((r) => setTimeout(r, 1_000));
  const loaded = summarise(await probe(40), 0);
  const loadedPage = summarise(await pageProbe(20), 0);
  const answers = await attacker.stop();
  console.log(
    `[body limits, ${DIST_DIR}] getOrders p50 ${quiet.p50Ms} ms quiet -> ${loaded.p50Ms} ms under attack (p95 ${quiet.p95Ms} -> ${loaded.p95Ms}); ` +
      `/privacy-policy p50 ${quietPage.p50Ms} -> ${loadedPage.p50Ms} ms; the attack's answers ${JSON.stringify(answers)}`,
  );
  expect(answers['200'] ?? 0).toBe(0);
  expect(loaded.p50Ms).toBeLessThanOrEqual(2 * quiet.p50Ms);
});

test('on the production build, a real PDF receipt is accepted and "%PDF-1.4 + 4.9 MB of random bytes" refused naming the file', async () => {
  const UPLOAD = 'mutation($b: String!, $f: String!) { uploadImage(base64: $b, fileName: $f) { url } }';
  const good = await graphqlAt(app.baseUrl, UPLOAD, { b: tinyPdf().toString('base64'), f: 'receipt.pdf' }, { cookie: cookieA, ip: '10.61.0.1' });
  expect(good.json?.errors).toBeUndefined();
  expect((good.json?.data?.uploadImage as { url: string }).url).toMatch(/\.pdf$/);
  const junk = await graphqlAt(app.baseUrl, UPLOAD, { b: junkPdf(Math.round(4.9 * 1024 * 1024)).toString('base64'), f: 'junk.pdf' }, { cookie: cookieA, ip: '10.61.0.1', timeoutMs: 60_000 });
  expect(junk.json?.errors?.[0]).toMatchObject({ message: 'junk.pdf is not a readable PDF. Please upload the receipt again, or a screenshot.', extensions: { code: 'BAD_USER_INPUT', field: 'base64' } });
});

test('a GET with a JSON content type answers 405 with Allow: POST, never a 500', async () => {
  for (const type of ['application/json', 'text/plain', '']) {
    const res = await fetch(`${app.baseUrl}/api/graphql?query=%7B__typename%7D`, { headers: type ? { 'content-type': type } : {} });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    expect(((await res.json()) as { errors: { extensions: { code: string } }[] }).errors[0].extensions.code).toBe('METHOD_NOT_ALLOWED');
  }
});

test("someone else's order page answers 404; one's own 200", async () => {
  expect((await getAt(app.baseUrl, `/orders/${encodeURIComponent(orderOfB)}`, { cookie: cookieA })).status).toBe(404);
  expect((await getAt(app.baseUrl, `/orders/${encodeURIComponent('DM000000-NOSUCH')}`, { cookie: cookieA })).status).toBe(404);
  expect((await getAt(app.baseUrl, `/orders/${encodeURIComponent(orderOfA)}`, { cookie: cookieA })).status).toBe(200);
});

test('an anonymous body that trickles is cut off at its deadline (408), not held open', async () => {
  const { hostname, port } = new URL(app.baseUrl);
  const started = Date.now();
  const firstLine = await new Promise<string>((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => {
      socket.write(`POST /api/graphql HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"query":`);
    });
    socket.setTimeout(40_000, () => reject(new Error('no answer in 40 s')));
    socket.once('data', (chunk) => {
      resolve(chunk.toString('latin1').split('\r\n')[0]);
      socket.destroy();
    });
    socket.once('error', reject);
  });
  expect(firstLine).toBe('HTTP/1.1 408 Request Timeout');
  expect(Date.now() - started).toBeLessThan(20_000);
});

test('a production server without an SMS sender does not start, and says which variables to set', async () => {
  const logFile = '.data/faults/hardening-no-sms.log';
  const noTwilio = { TWILIO_ACCOUNT_SID: '', TWILIO_AUTH_TOKEN: '', TWILIO_VERIFY_SERVICE_SID: '', TWILIO_FROM: '', TWILIO_MESSAGING_SERVICE_SID: '' };
  const started = await startServer({ distDir: DIST_DIR, databaseUrl: t.url(), uploadDir: '.data/faults/hardening-no-sms-uploads', logFile, readyTimeoutMs: 60_000, env: { APP_ENV: 'production', ...noTwilio } }).catch((e: Error) => e);
  if (!(started instanceof Error)) await started.stop();
  expect(started).toBeInstanceOf(Error);
  expect((started as Error).message).toMatch(/exited early/);
  expect(readFileSync(logFile, 'utf8')).toMatch(/The store cannot start: SMS is not configured.*TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN/);
});

test("someone else's order on the invoice, payment and upload pages answers 404; one's own 200", async () => {
  for (const page of ['/invoice', '/payment', '/payment/upload-screenshot']) {
    expect([page, (await getAt(app.baseUrl, `${page}?order=${encodeURIComponent(orderOfB)}`, { cookie: cookieA })).status]).toEqual([page, 404]);
    expect([page, (await getAt(app.baseUrl, `${page}?order=DM000000-NOSUCH`, { cookie: cookieA })).status]).toEqual([page, 404]);
    expect([page, (await getAt(app.baseUrl, `${page}?order=${encodeURIComponent(orderOfA)}`, { cookie: cookieA })).status]).toEqual([page, 200]);
  }
});

test('a change sent from another website is refused with 403, whatever its content type says', async () => {
  const me = (await graphqlAt(app.baseUrl, '{ me { id firstName } }', {}, { cookie: cookieA, ip: '10.61.0.1' })).json?.data?.me as { id: string; firstName: string };
  const rename = JSON.stringify({ query: 'mutation($id: ID!, $f: String) { updateUser(id: $id, firstName: $f) { firstName } }', variables: { id: me.id, f: 'Hacked' } });
  for (const type of ['application/json; charset=utf-8, text/plain', 'application/json']) {
    const res = await fetch(`${app.baseUrl}/api/graphql`, { method: 'POST', headers: { 'content-type': type, origin: 'https://evil.example', cookie: cookieA }, body: rename });
    expect([type, res.status]).toEqual([type, 403]);
  }
  const after = (await graphqlAt(app.baseUrl, '{ me { firstName } }', {}, { cookie: cookieA, ip: '10.61.0.1' })).json?.data?.me as { firstName: string };
  expect(after.firstName).toBe(me.firstName);
});

test('a push address with an IPv4 loopback inside IPv6 is refused', async () => {
  const SAVE = 'mutation($e: String!) { savePushSubscription(endpoint: $e, p256dh: "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM", auth: "tBHItJI5svbpez7KI4CCXg") { message } }';
  for (const endpoint of ['https://[::127.0.0.1]/x', 'https://[::ffff:127.0.0.1]/x', 'https://[::ffff:7f00:1]/x']) {
    const res = await graphqlAt(app.baseUrl, SAVE, { e: endpoint }, { cookie: cookieA, ip: '10.61.0.1' });
    expect([endpoint, res.json?.errors?.[0]?.extensions?.code]).toEqual([endpoint, 'BAD_USER_INPUT']);
  }
});

test("a customer's bad input to an admin operation is FORBIDDEN, not a description of its rules", async () => {
  const res = await graphqlAt(app.baseUrl, 'mutation($i: MenuItemInput!) { createMenuItem(input: $i) { id } }', { i: { name: '', categoryId: 'x', hsn: 'no', gstRate: -1, variants: [] } }, { cookie: cookieA, ip: '10.61.0.1' });
  expect(res.json?.errors?.map((e) => e.extensions?.code)).toEqual(['FORBIDDEN']);
});

test('the data export holds the UPI id', async () => {
  const set = await graphqlAt(app.baseUrl, 'mutation { updateUpiId(upiId: "probe.refunds@okaxis") { message } }', {}, { cookie: cookieA, ip: '10.61.0.1' });
  expect(set.json?.errors).toBeUndefined();
  const exported = await getAt(app.baseUrl, '/api/me/export?format=json', { cookie: cookieA });
  expect(exported.status).toBe(200);
  expect(exported.text).toContain('probe.refunds@okaxis');
});

test("a statement XLSX that unpacks to 1 GB while claiming 1,000 bytes is refused within 3 s, and another customer's orders stay within 2x", async () => {
  const admin = await loginAt(app.baseUrl, ADMIN_PHONE.replace(/^\+91/, ''), '10.61.0.2');
  const bomb = lyingZip('xl/worksheets/sheet1.xml', deflatedZeros(1), 1_000).toString('base64');
  await probe(10);
  const quiet = summarise(await probe(20), 0);
  const PREVIEW = 'mutation($b: String!, $f: String!) { previewBankStatement(base64: $b, fileName: $f) { __typename } }';
  const started = performance.now();
  const refused = graphqlAt(app.baseUrl, PREVIEW, { b: bomb, f: 'statement.xlsx' }, { cookie: admin, ip: '10.61.0.2', timeoutMs: 60_000 }).then((r) => ({ r, ms: performance.now() - started }));
  const during = summarise(await probe(10), 0);
  const { r, ms } = await refused;
  // the quiet reference measured on both sides of the attack: a machine that gets busier for
  // another reason meanwhile (a bench beside CI took it from 27 to 54.4 ms) raises both, a stall
  // of the server only the probes during it
  const after = summarise(await probe(20), 0);
  const reference = Math.max(quiet.p50Ms, after.p50Ms);
  console.log(`[lying xlsx, ${DIST_DIR}] refused in ${Math.round(ms)} ms; getOrders p50 ${quiet.p50Ms} ms quiet -> ${during.p50Ms} ms meanwhile -> ${after.p50Ms} ms after`);
  expect(r.json?.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  expect(ms).toBeLessThan(3_000);
  expect(during.p50Ms).toBeLessThanOrEqual(2 * reference);
});
