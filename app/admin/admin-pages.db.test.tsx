// The admin's daily pages rendered on the server, and their CSV downloads: who gets them, and
// what reaches the HTML (the sheets, the queue with its screenshot, the audit sentences).
import { renderToStaticMarkup } from 'react-dom/server';
import { NextRequest } from 'next/server';
import Papa from 'papaparse';
import { useTestDatabase } from '@/testing/test-database';
import { loginAs } from '@/testing/login';
import { setRequestCookies } from '@/testing/request-cookies';
import { createTestOrder } from '@/testing/order-factory';
import { ADMIN_PHONE } from '@/prisma/seed-data';
import { ROLE_ADMIN } from '@/lib/auth/viewer';
import { confirmPayment } from '@/lib/payments/confirm-payment';
import { addDays, kolkataToday } from '@/lib/domain/calendar';
import DispatchPage from './dispatch/page';
import PaymentsPage from './payments/page';
import AuditPage from './audit/page';
import { GET as dispatchCsv } from './dispatch/csv/route';
import { GET as ordersCsv } from './orders/csv/route';

jest.mock('next/headers', () => jest.requireActual('@/testing/request-cookies').nextHeadersMock);
jest.mock('next/navigation', () => ({
  useRouter: () => ({ refresh: jest.fn() }),
  redirect: (url: string) => {
    throw Object.assign(new Error('NEXT_REDIRECT'), { url });
  },
  forbidden: () => {
    throw new Error('NEXT_FORBIDDEN');
  },
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND');
  },
}));

const t = useTestDatabase();
type Session = Awaited<ReturnType<typeof loginAs>>;
let admin: Session;
let customer: Session;
const PHONE = '+919876500911';
const tomorrow = addDays(kolkataToday(new Date()), 1);

beforeAll(async () => {
  [admin, customer] = [await loginAs(ADMIN_PHONE), await loginAs('9876500911')];
  await t.db().user.update({ where: { id: customer.user.id }, data: { firstName: 'Lakshmi', lastName: 'Rao, Jr.' } });
}, 30_000);

async function render(page: (p: { searchParams: Promise<Record<string, string>> }) => Promise<React.ReactElement>, cookie: string | null, searchParams: Record<string, string> = {}) {
  setRequestCookies(cookie);
  return renderToStaticMarkup(await page({ searchParams: Promise.resolve(searchParams) }));
}
const thrown = (p: Promise<unknown>) => p.then(() => null, (e: Error & { url?: string }) => e);
const get = (handler: (req: NextRequest) => Promise<Response>, url: string, cookie?: string) =>
  handler(new NextRequest(`http://localhost:3000${url}`, { headers: cookie ? { cookie } : {} }));

const PAGES = [
  ['/admin/dispatch', DispatchPage],
  ['/admin/payments', PaymentsPage],
  ['/admin/audit', AuditPage],
] as const;

test.each(PAGES)('%s: a visitor is sent to log in and back, a customer is forbidden', async (path, page) => {
  expect((await thrown(render(page as never, null)))?.url).toBe(`/log-in?next=${encodeURIComponent(path)}`);
  expect((await thrown(render(page as never, customer.cookie)))?.message).toBe('NEXT_FORBIDDEN');
});

test("the dispatch page shows tomorrow's cook sheet and route sheet, with the admin navigation", async () => {
  await createTestOrder(t.db(), { userId: customer.user.id, suborders: [{ kind: 'PDM', deliveries: [{ date: tomorrow }] }] });
  const html = await render(DispatchPage as never, admin.cookie);
  expect(html).toContain('aria-label="Admin tools"');
  expect(html).toMatch(/<a [^>]*aria-current="page"[^>]*href="\/admin\/dispatch"|href="\/admin\/dispatch"[^>]*aria-current="page"/);
  expect(html).toContain('(tomorrow)');
  expect(html).toContain('Cook sheet');
  expect(html).toMatch(/Chicken &amp; Pumpkin Bowl|Mutton|Fish|Paneer/);
  expect(html).toContain('Lakshmi Rao, Jr.');
  expect(html).toContain(`href="tel:${PHONE}"`);
  expect(html).toContain('https://www.google.com/maps/search/?api=1&amp;query=');
  expect(html).toContain(`/admin/dispatch/csv?date=${tomorrow}&amp;sheet=route`);
  expect(html).toContain('print:break-after-page');

  // Another day by the date picker's parameter; a day that is not a day falls back to tomorrow.
  expect(await render(DispatchPage as never, admin.cookie, { date: '2027-01-05' })).toContain('Dispatch for Tuesday, 5 January 2027');
  expect(await render(DispatchPage as never, admin.cookie, { date: 'soon' })).toContain('(tomorrow)');
});

test('the dispatch CSV: a download for admins (BOM, quoted commas), refused otherwise', async () => {
  const res = await get(dispatchCsv, `/admin/dispatch/csv?date=${tomorrow}&sheet=route&sort=customer`, admin.cookie);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(res.headers.get('content-disposition')).toBe(`attachment; filename="route-sheet-${tomorrow}.csv"`);
  expect(res.headers.get('cache-control')).toBe('private, no-store');
  const bytes = new Uint8Array(await res.clone().arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = (await res.text()).replace(/^\uFEFF/, '');
  expect(text).toContain('"Lakshmi Rao, Jr."');
  const rows = Papa.parse<Record<string, string>>(text, { header: true }).data;
  expect(rows[0]).toMatchObject({ Date: tomorrow, Customer: 'Lakshmi Rao, Jr.', 'PIN code': '560038', Status: 'New' });

  const cook = await get(dispatchCsv, `/admin/dispatch/csv?date=${tomorrow}&sheet=cook`, admin.cookie);
  expect(cook.headers.get('content-disposition')).toBe(`attachment; filename="cook-sheet-${tomorrow}.csv"`);
  expect(await cook.text()).toContain('Date,Category,Item,Size,Portions,Total');

  expect((await get(dispatchCsv, `/admin/dispatch/csv?date=${tomorrow}`, customer.cookie)).status).toBe(403);
  expect((await get(dispatchCsv, `/admin/dispatch/csv?date=${tomorrow}`)).status).toBe(401);
  const bad = await get(dispatchCsv, '/admin/dispatch/csv?date=tomorrow', admin.cookie);
  expect(bad.status).toBe(400);
  expect(await bad.text()).toBe('Give the day as YYYY-MM-DD.');
});

test('the orders CSV is what the console filters, for admins only', async () => {
  const mine = await createTestOrder(t.db(), { userId: customer.user.id, paymentStatus: 'pending' });
  const res = await get(ordersCsv, `/admin/orders/csv?customer=${customer.user.id}&payment=pending`, admin.cookie);
  expect(res.status).toBe(200);
  const text = (await res.text()).replace(/^\uFEFF/, '');
  const orders = new Set(Papa.parse<Record<string, string>>(text, { header: true }).data.map((r) => r.Order));
  expect(orders).toEqual(new Set([mine.orderNumber]));
  expect((await get(ordersCsv, '/admin/orders/csv', customer.cookie)).status).toBe(403);
  expect((await get(ordersCsv, '/admin/orders/csv')).status).toBe(401);
});

test('the payments queue shows each screenshot inline (a PDF as a download link), the amount and when; confirmed ones leave it', async () => {
  const image = await createTestOrder(t.db(), { userId: customer.user.id, paymentStatus: 'pending' });
  const pdf = await createTestOrder(t.db(), { userId: customer.user.id, paymentStatus: 'pending' });
  const shot = (contentType: string, ext: string) =>
    t.db().uploadedImage.create({ data: { ownerId: customer.user.id, kind: 'payments', storageKey: `${customer.user.id}/payments/${Date.now()}${ext}`, contentType, byteSize: 10 } });
  const png = await shot('image/png', '1.png');
  const receipt = await shot('application/pdf', '2.pdf');
  await t.db().payment.update({ where: { orderId: image.id }, data: { screenshotId: png.id, submittedAt: new Date('2026-11-20T05:00:00Z') } });
  await t.db().payment.update({ where: { orderId: pdf.id }, data: { screenshotId: receipt.id, submittedAt: new Date('2026-11-21T05:00:00Z') } });

  const html = await render(PaymentsPage as never, admin.cookie);
  expect(html).toContain(`<img src="/uploads/${png.storageKey}" alt="Payment screenshot for order ${image.orderNumber}"`);
  // The upload route serves a PDF as a sandboxed attachment: the admin gets it as a download.
  expect(html).toContain(`href="/uploads/${receipt.storageKey}" download=""`);
  expect(html).toContain('Download the PDF receipt');
  expect(html).not.toMatch(/<(iframe|object|embed)\b/);
  expect(html).toContain('Fri, 20 Nov 2026, 10:30');
  expect(html.indexOf(image.orderNumber)).toBeLessThan(html.indexOf(pdf.orderNumber));
  expect(html).toContain('Confirm<span class="sr-only"> payment of');

  await confirmPayment({ id: admin.user.id, roleId: ROLE_ADMIN, firstName: 'Asha' }, image.id);
  expect(await render(PaymentsPage as never, admin.cookie)).not.toContain(image.orderNumber);
});

test('the queue shows the UTR beside the amount and flags a screenshot file sent for two orders; the statement matcher is there', async () => {
  const [a, b, c] = await Promise.all([0, 1, 2].map(() => createTestOrder(t.db(), { userId: customer.user.id, paymentStatus: 'pending' })));
  const shot = (hash: string, n: number) =>
    t.db().uploadedImage.create({ data: { ownerId: customer.user.id, kind: 'payments', storageKey: `${customer.user.id}/payments/${Date.now()}-${n}.png`, contentType: 'image/png', byteSize: 10, contentHash: hash } });
  const [same1, same2, other] = [await shot('1'.repeat(64), 1), await shot('1'.repeat(64), 2), await shot('2'.repeat(64), 3)];
  await t.db().payment.update({ where: { orderId: a.id }, data: { screenshotId: same1.id, utr: '612000009001', submittedAt: new Date('2026-11-22T05:00:00Z') } });
  await t.db().payment.update({ where: { orderId: b.id }, data: { screenshotId: same2.id, submittedAt: new Date('2026-11-22T05:01:00Z') } });
  await t.db().payment.update({ where: { orderId: c.id }, data: { screenshotId: other.id, utr: '612000009002', submittedAt: new Date('2026-11-22T05:02:00Z') } });

  const html = await render(PaymentsPage as never, admin.cookie);
  expect(html).toContain('Match a bank statement');
  // each card's HTML, found by its heading
  const cards = html.split('data-testid="payment-to-review"');
  const of = (orderNumber: string) => cards.find((x) => x.includes(`Order ${orderNumber}</a>`))!;
  expect(of(a.orderNumber)).toContain('612000009001');
  expect(of(a.orderNumber)).toMatch(new RegExp(`data-testid="same-screenshot">The same screenshot file was sent for order <a [^>]*href="/orders/${b.orderNumber}">${b.orderNumber}</a>: one payment`));
  expect(of(b.orderNumber)).toContain('Not given');
  expect(of(b.orderNumber)).toContain(`href="/orders/${a.orderNumber}"`);
  expect(of(c.orderNumber)).toContain('612000009002');
  expect(of(c.orderNumber)).not.toContain('same-screenshot');
});

test('the audit page tells who did what for whom, filtered by customer phone and by admin', async () => {
  const order = await createTestOrder(t.db(), { userId: customer.user.id, paymentStatus: 'pending' });
  await confirmPayment({ id: admin.user.id, roleId: ROLE_ADMIN, firstName: 'Asha' }, order.id);

  const html = await render(AuditPage as never, admin.cookie, { customer: '98765 00911' });
  expect(html).toContain(`Confirmed payment of ${order.orderNumber}`);
  expect(html).toContain('Lakshmi Rao, Jr.');
  expect(html).toMatch(/<option value="[^"]+" selected="">Asha Admin<\/option>|<option value="[^"]+">Asha Admin<\/option>/);
  expect(await render(AuditPage as never, admin.cookie, { customer: '9999999999' })).toContain('No customer has the number 9999999999.');
  expect(await render(AuditPage as never, admin.cookie, { admin: 'nobody', customer: PHONE })).toContain(`Confirmed payment of ${order.orderNumber}`);
});
