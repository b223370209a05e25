// /invoice rendered on the server with real sessions and orders: who may see it, and that it prints
// the figures stored on the order.
import { renderToStaticMarkup } from 'react-dom/server';
import { useTestDatabase } from '@/testing/test-database';
import { loginAs } from '@/testing/login';
import { setRequestCookies } from '@/testing/request-cookies';
import { createTestOrder } from '@/testing/order-factory';
import { ADMIN_PHONE } from '@/prisma/seed-data';
import { formatPaise } from '@/lib/domain/money';
import { addDays } from '@/lib/domain/calendar';
import InvoicePage from './page';

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

async function invoice(cookie: string | null, searchParams: Record<string, string>) {
  setRequestCookies(cookie);
  return renderToStaticMarkup(await InvoicePage({ searchParams: Promise.resolve(searchParams) }));
}
const thrown = (p: Promise<unknown>) => p.then(() => null, (e: Error & { url?: string }) => e);
// React escapes text; the amounts and names below have nothing to escape
const row = (label: string, paise: number) => new RegExp(`<dt>${label.replace(/[()]/g, '\\$&')}</dt><dd[^>]*>${formatPaise(paise).replace(/[.]/g, '\\.')}</dd>`);

let owner: Awaited<ReturnType<typeof loginAs>>;
let stranger: Awaited<ReturnType<typeof loginAs>>;
let admin: Awaited<ReturnType<typeof loginAs>>;
let order: Awaited<ReturnType<typeof createTestOrder>>;

beforeAll(async () => {
  [owner, stranger, admin] = [await loginAs('9876500601'), await loginAs('9876500602'), await loginAs(ADMIN_PHONE)];
  await t.db().user.update({ where: { id: owner.user.id }, data: { firstName: 'Meera', lastName: 'Rao' } });
  const month = Array.from({ length: 30 }, (_, i) => ({ date: addDays('2026-12-01', i) }));
  order = await createTestOrder(t.db(), {
    userId: owner.user.id,
    orderNumber: 'DM261120-INV01',
    // 20 Nov 2026, 20:00 UTC is already 21 Nov in Bengaluru
    createdAt: new Date('2026-11-20T20:00:00Z'),
    paymentStatus: 'success',
    suborders: [
      { kind: 'PDM', deliveries: [{ date: '2026-11-24' }, { date: '2026-11-26' }] },
      { kind: 'CDM', status: 'SUBSCRIBED', repeatType: 'DAILY', repeatInfo: 'EVERYDAY', deliveries: month },
    ],
  });
}, 60_000);

test('logged out: log in first, then come back to the invoice', async () => {
  expect((await thrown(invoice(null, { order: order.orderNumber })))?.url).toBe('/log-in?next=%2Finvoice%3Forder%3DDM261120-INV01');
});

test.each<[string, () => string, Record<string, string>]>([
  ["someone else's order", () => stranger.cookie, { order: 'DM261120-INV01' }],
  ['an unknown order', () => owner.cookie, { order: 'DM000000-NOPE1' }],
  ['no order', () => owner.cookie, {}],
])('%s: not found', async (_, cookie, params) => {
  expect((await thrown(invoice(cookie(), params)))?.message).toBe('NEXT_NOT_FOUND');
});

describe("the owner's invoice", () => {
  let html: string;
  beforeAll(async () => {
    html = await invoice(owner.cookie, { order: order.orderNumber });
  });

  test('seller, title, number, Bengaluru date, buyer and payment status', async () => {
    for (const text of ['Good Dog Kitchen', '12, 4th Cross, Indiranagar, Bengaluru, Karnataka 560038', 'GSTIN: 29ABCDE1234F1Z5', '+919000000100', 'hello@gooddogkitchen.in'])
      expect(html).toContain(text);
    expect(html).toMatch(/<h1[^>]*>Tax invoice<\/h1>/);
    expect(html).toMatch(/Invoice number: <\/dt><dd[^>]*>DM261120-INV01</);
    expect(html).toMatch(/Date: <\/dt><dd[^>]*>Sat, 21 Nov 2026</);
    expect(html).toMatch(/Payment: <\/dt><dd[^>]*>Paid</);
    expect(html).toContain('Meera Rao');
    expect(html).toContain('+919876500601');
  });

  test('each suborder: number, category, repeat, dates, address, its lines and its stored totals', async () => {
    const [pdm, cdm] = order.suborders;
    const stored = await t.db().suborder.findMany({ where: { orderId: order.id }, orderBy: { suborderNo: 'asc' }, include: { items: { include: { variants: true } } } });
    expect(html).toContain('DM261120-INV01-1');
    expect(html).toContain('DM261120-INV01-2');
    expect(html).toContain('One-time order');
    expect(html).toContain('Tue, 24 Nov 2026; Thu, 26 Nov 2026');
    expect(html).toContain('Every day');
    expect(html).toContain('Deliveries: </span>30 deliveries from Tue, 1 Dec 2026 to Wed, 30 Dec 2026');
    expect(html).toContain('Delivery dates (2): </span>Tue, 24 Nov 2026');
    expect(html).toContain('12, 4th Cross');
    // a line's amount is price x quantity x dates
    const pdmLine = stored[0].items[0].variants[0];
    expect(html).toContain(formatPaise(pdmLine.price * pdmLine.quantity * 2));
    const cdmLine = stored[1].items[0].variants[0];
    expect(html).toContain(formatPaise(cdmLine.price * cdmLine.quantity * 30));
    expect(html).toContain('(× 30 dates)');
    for (const s of [pdm, cdm]) {
      expect(html).toMatch(row('Subtotal', s.subtotal));
      expect(html).toMatch(row('CGST (2.5 %)', s.cgst));
      expect(html).toMatch(row('SGST (2.5 %)', s.sgst));
      expect(html).toMatch(row('Delivery charges', s.deliveryCharge));
      expect(html).toMatch(row('Total', s.totalPrice));
    }
  });

  test('order totals are the stored ones, not recomputed', async () => {
    // make the stored figures deliberately differ from anything the lines would add up to
    await t.db().order.update({ where: { id: order.id }, data: { subtotal: 111111, cgst: 2222, sgst: 3333, deliveryCharge: 4444, totalPrice: 121110 } });
    const fresh = await invoice(owner.cookie, { order: order.orderNumber });
    expect(fresh).toMatch(row('Subtotal', 111111));
    expect(fresh).toMatch(row('CGST (2.5 %)', 2222));
    expect(fresh).toMatch(row('SGST (2.5 %)', 3333));
    expect(fresh).toMatch(row('Delivery charges', 4444));
    expect(fresh).toMatch(row('Grand total', 121110));
  });

  test('a print button, hidden in print along with the back link', async () => {
    expect(html).toMatch(/<div class="[^"]*print:hidden[^"]*"><a [^>]*>Back to order/);
    expect(html).toContain('>Print invoice</button>');
  });
});

test('an admin may open any invoice', async () => {
  expect(await invoice(admin.cookie, { order: order.orderNumber })).toContain('Tax invoice');
});

test('the tax rates shown are the ones stored with the order, not today\'s configuration', async () => {
  await t.db().order.update({ where: { id: order.id }, data: { cgstRate: 90, sgstRate: 90 } });
  await t.db().configuration.update({ where: { key: 'cgst' }, data: { value: '60' } });
  try {
    const html = await invoice(owner.cookie, { order: order.orderNumber });
    expect(html).toContain('CGST (9 %)');
    expect(html).toContain('SGST (9 %)');
    expect(html).not.toContain('6 %');
  } finally {
    await t.db().configuration.update({ where: { key: 'cgst' }, data: { value: '25' } });
    await t.db().order.update({ where: { id: order.id }, data: { cgstRate: 25, sgstRate: 25 } });
  }
});
