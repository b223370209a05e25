// /invoice rendered on the server with real sessions and orders: who may see it, that it prints the
// stored tax invoice only (nothing recomputed, whatever happens to the order afterwards), a pro forma
// before payment, its credit notes, each on its own page; and that the order page, the invoice and
// the credit notes reconcile.
import { renderToStaticMarkup } from 'react-dom/server';
import { useTestDatabase } from '@/testing/test-database';
import { loginAs } from '@/testing/login';
import { setRequestCookies } from '@/testing/request-cookies';
import { placeTestOrder, type TestCustomer } from '@/testing/checkout';
import { ADMIN_PHONE } from '@/prisma/seed-data';
import { setClock } from '@/lib/clock';
import { formatPaise } from '@/lib/domain/money';
import { orderMoney } from '@/lib/domain/order-money';
import type { Viewer } from '@/lib/auth/viewer';
import { confirmPayment } from '@/lib/payments/confirm-payment';
import { skipDelivery } from '@/lib/orders/skip-delivery';
import { pauseSubscription } from '@/lib/orders/pause-subscription';
import { getOrder } from '@/lib/orders/get-order';
import { getInvoices } from '@/lib/invoices/get-invoices';
import InvoicePage from './page';
import CreditNotePage from './credit-note/page';

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

async function invoicePage(cookie: string | null, searchParams: Record<string, string>) {
  setRequestCookies(cookie);
  return renderToStaticMarkup(await InvoicePage({ searchParams: Promise.resolve(searchParams) }));
}
async function creditNotePage(cookie: string | null, number: string) {
  setRequestCookies(cookie);
  return renderToStaticMarkup(await CreditNotePage({ searchParams: Promise.resolve({ number }) }));
}
const thrown = (p: Promise<unknown>) => p.then(() => null, (e: Error & { url?: string }) => e);
const row = (label: string, paise: number) => new RegExp(`<dt>${label}</dt><dd[^>]*>${formatPaise(paise).replace(/[.]/g, '\\.')}</dd>`);

let owner: Awaited<ReturnType<typeof loginAs>>;
let stranger: Awaited<ReturnType<typeof loginAs>>;
let adminSession: Awaited<ReturnType<typeof loginAs>>;
let admin: Viewer;
let customer: TestCustomer;
let restore: () => void = () => {};
afterEach(() => restore());

const WEEKDAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'] as const;

beforeAll(async () => {
  [owner, stranger, adminSession] = [await loginAs('9876500601'), await loginAs('9876500602'), await loginAs(ADMIN_PHONE)];
  await t.db().user.update({ where: { id: owner.user.id }, data: { firstName: 'Meera', lastName: 'Rao' } });
  const address = await t.db().address.create({ data: { userId: owner.user.id, title: 'Home', lineOne: '12, 4th Cross', city: 'Bengaluru', state: 'Karnataka', stateCode: '29', zipCode: '560038' } });
  customer = { viewer: { id: owner.user.id, roleId: 2, firstName: 'Meera' }, addressId: address.id, phoneNumber: '+919876500601' };
  admin = { id: adminSession.user.id, roleId: 1, firstName: 'Asha' };
}, 60_000);

test('logged out: log in first, then come back to the invoice', async () => {
  expect((await thrown(invoicePage(null, { order: 'DM261120-INV01' })))?.url).toBe('/log-in?next=%2Finvoice%3Forder%3DDM261120-INV01');
});

test('before payment: a pro forma of the order, labelled as not a tax invoice; getInvoice is null', async () => {
  restore = setClock(new Date('2026-11-20T04:30:00Z'));
  const order = await placeTestOrder(t.db(), customer, [{ kind: 'PDM', items: { 'Chicken & Pumpkin Bowl': [[250, 1]] }, dates: ['2026-11-23'] }]);
  const html = await invoicePage(owner.cookie, { order: order.orderNumber });
  expect(html).toContain('Pro forma: not a tax invoice');
  expect(html).toContain('issued when the order is paid');
  expect(html).not.toContain('data-testid="tax-invoice"');
  expect(html).toMatch(row('Order total', order.totalPrice));
  expect(await getInvoices(customer.viewer, order.orderNumber)).toEqual([]);
});

describe('a Mon–Fri subscription for a month (about 20 deliveries), paid, then a skip and a pause', () => {
  let order: Awaited<ReturnType<typeof placeTestOrder>>;
  let issued: Awaited<ReturnType<typeof getInvoices>>;
  beforeAll(async () => {
    restore = setClock(new Date('2026-11-20T04:30:00Z'));
    order = await placeTestOrder(t.db(), customer, [{ kind: 'PDM', items: { 'Chicken & Pumpkin Bowl': [[250, 1]] }, days: [...WEEKDAYS] }]);
    await confirmPayment(admin, order.id);
    issued = await getInvoices(customer.viewer, order.orderNumber);
    const deliveries = order.suborders[0].deliveries;
    await skipDelivery(customer.viewer, deliveries[3].id);
    await pauseSubscription(customer.viewer, order.suborders[0].id, deliveries[6].deliveryDate.toISOString().slice(0, 10), deliveries[8].deliveryDate.toISOString().slice(0, 10));
    restore();
  });

  test('it has as many deliveries as it was placed with and more rows now (the make-up days)', async () => {
    const rows = await t.db().delivery.count({ where: { suborderId: order.suborders[0].id } });
    expect(rows).toBe(order.suborders[0].deliveries.length + 4);
  });

  test('the invoice shows the figures it was issued with, once: no "× dates" recomputed from today\'s deliveries', async () => {
    const html = await invoicePage(owner.cookie, { order: order.orderNumber });
    const [invoice] = issued;
    expect(await getInvoices(customer.viewer, order.orderNumber)).toEqual(issued);
    expect(invoice.total).toBe(order.totalPrice);
    expect(html).toContain(`Invoice number: </dt><dd class="inline font-medium">${invoice.number}</dd>`);
    expect(html).toContain('Place of supply: </dt><dd class="inline">29-Karnataka</dd>');
    expect(html).toContain('GSTIN: 29AAGCG4321K1ZH');
    expect(html).toContain('Meera Rao');
    const days = order.suborders[0].deliveries.length;
    expect(html).toContain(`${days} <span class="text-stone-700">× 250 g</span>`);
    expect(html).toContain(`${days} <span class="text-stone-700">× drop</span>`);
    expect(html).toMatch(row('Taxable value', invoice.taxableValue));
    // Rule 46(l): each tax with its rate
    expect(html).toMatch(row('CGST 2\\.5 %', invoice.cgst));
    expect(html).toMatch(row('SGST 2\\.5 %', invoice.sgst));
    expect(html).toContain('Tax payable on reverse charge: No');
    expect(html).toContain('For Good Dog Kitchen Private Limited — Authorised signatory');
    expect(html).toMatch(row('Total', invoice.total));
    expect(html).not.toContain('dates)');
    // nothing was given back: moving days is no money and no document
    expect(html).not.toContain('Credit notes');
  });

  test('the order\'s stored figures may change later; the invoice does not', async () => {
    await t.db().order.update({ where: { id: order.id }, data: { subtotal: 1, totalPrice: 2 } });
    const html = await invoicePage(owner.cookie, { order: order.orderNumber });
    expect(html).toMatch(row('Total', issued[0].total));
  });
});

test('a paid one-time order with a skipped day: its credit note listed, printable on its own; the order page, invoice and credit notes reconcile', async () => {
  restore = setClock(new Date('2026-11-20T04:30:00Z'));
  const order = await placeTestOrder(t.db(), customer, [
    { kind: 'PDM', items: { 'Chicken & Pumpkin Bowl': [[250, 1]] }, dates: ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26'] },
    { kind: 'ADON', items: { 'Chicken Bone Broth': [[250, 1]] }, dates: ['2026-11-23', '2026-11-24'] },
  ]);
  // one day skipped before paying (off the amount due), one after (a credit note, refunded to UPI)
  await skipDelivery(customer.viewer, order.suborders[0].deliveries[3].id);
  await confirmPayment(admin, order.id);
  await t.db().user.update({ where: { id: customer.viewer.id }, data: { upiId: 'pia@okicici' } });
  await skipDelivery(customer.viewer, order.suborders[0].deliveries[2].id, 'UPI');

  const html = await invoicePage(owner.cookie, { order: order.orderNumber });
  const [invoice] = await getInvoices(customer.viewer, order.orderNumber);
  const [note] = invoice.creditNotes;
  expect(html).toContain(`href="/invoice/credit-note?number=${encodeURIComponent(note.number)}"`);
  expect(html).toContain(`/invoice/pdf?invoice=${encodeURIComponent(invoice.number)}`);
  expect(html).toContain(`/invoice/pdf?creditNote=${encodeURIComponent(note.number)}`);

  const page = await creditNotePage(owner.cookie, note.number);
  expect(page).toContain('Credit note');
  expect(page).toContain(`Against invoice: </dt><dd class="inline">${invoice.number}</dd>`);
  expect(page).toContain('Reason: Skipped delivery of Wed, 25 Nov 2026');
  expect(page).toMatch(row('Credit total', note.total));

  // the order page's money: paid = the invoice; refunds = the credit notes; what was taken off
  // before payment = what the invoice does not charge
  const view = await getOrder(customer.viewer, order.orderNumber);
  const money = orderMoney(view);
  expect(money.paid).toBe(invoice.total);
  expect(money.refundsDue).toBe(note.total);
  expect(view.totalPrice - invoice.total).toBeGreaterThan(0);
  const given = await t.db().delivery.findMany({ where: { suborder: { orderId: order.id }, creditedAt: { not: null } } });
  expect(given).toHaveLength(2);
  // the invoice's lines add up to its totals, the credit note's to its own
  for (const doc of [invoice, note]) expect(doc.lines.reduce((s, l) => s + l.total, 0)).toBe(doc.total);
});

test.each<[string, () => string, Record<string, string>]>([
  ["someone else's order", () => stranger.cookie, { order: 'DM261120-INV01' }],
  ['an unknown order', () => owner.cookie, { order: 'DM000000-NOPE1' }],
  ['no order', () => owner.cookie, {}],
])('%s: not found', async (_, cookie, params) => {
  expect((await thrown(invoicePage(cookie(), params)))?.message).toBe('NEXT_NOT_FOUND');
});

test("someone else's credit note is not found; an admin may open any", async () => {
  const note = await t.db().creditNote.findFirstOrThrow({ where: { invoice: { order: { userId: owner.user.id } } } });
  expect((await thrown(creditNotePage(stranger.cookie, note.number)))?.message).toBe('NEXT_NOT_FOUND');
  expect(await creditNotePage(adminSession.cookie, note.number)).toContain(note.number);
});

test('an admin may open any invoice', async () => {
  const invoice = await t.db().invoice.findFirstOrThrow({ where: { order: { userId: owner.user.id } }, include: { order: true } });
  expect(await invoicePage(adminSession.cookie, { order: invoice.order.orderNumber })).toContain(invoice.number);
});
