// GET /invoice/pdf with real sessions: the PDF of an issued invoice or credit note for its owner or
// an admin, its text (read back with a PDF text extractor) the stored document's; nobody else's.
import { NextRequest } from 'next/server';
import { useTestDatabase } from '@/testing/test-database';
import { pdfText } from '@/testing/pdf-text';
import { loginAs } from '@/testing/login';
import { addAddress, placeTestOrder, type TestCustomer } from '@/testing/checkout';
import { ADMIN_PHONE } from '@/prisma/seed-data';
import { setClock } from '@/lib/clock';
import { formatPaise } from '@/lib/domain/money';
import { formatInstantDay } from '@/lib/domain/calendar';
import { confirmPayment } from '@/lib/payments/confirm-payment';
import { skipDelivery } from '@/lib/orders/skip-delivery';
import { GET } from './route';

const t = useTestDatabase();
let owner: Awaited<ReturnType<typeof loginAs>>;
let stranger: Awaited<ReturnType<typeof loginAs>>;
let admin: Awaited<ReturnType<typeof loginAs>>;
let invoices: { number: string; total: number; placeOfSupplyLabel: string; igst: number }[];
let creditNote: { number: string; total: number; invoice: { number: string; issuedAt: Date } };

const get = (query: string, cookie?: string) => GET(new NextRequest(`http://localhost:3000/invoice/pdf?${query}`, { headers: cookie ? { cookie } : {} }));
const textOf = async (res: Response) => pdfText(new Uint8Array(await res.arrayBuffer()));

beforeAll(async () => {
  [owner, stranger, admin] = [await loginAs('9876500701'), await loginAs('9876500702'), await loginAs(ADMIN_PHONE)];
  await t.db().user.update({ where: { id: owner.user.id }, data: { firstName: 'Meera', lastName: 'Rao' } });
  const restore = setClock(new Date('2026-11-20T04:30:00Z'));
  try {
    const home = await t.db().address.create({ data: { userId: owner.user.id, title: 'Home', lineOne: '12, 4th Cross', city: 'Bengaluru', state: 'Karnataka', stateCode: '29', zipCode: '560038' } });
    const customer: TestCustomer = { viewer: { id: owner.user.id, roleId: 2, firstName: 'Meera' }, addressId: home.id, phoneNumber: '+919876500701' };
    const mumbai = await addAddress(t.db(), customer, 'Maharashtra', '400001', 'Mumbai');
    const order = await placeTestOrder(t.db(), customer, [
      { kind: 'PDM', items: { 'Chicken & Pumpkin Bowl': [[250, 1]] }, dates: ['2026-11-23', '2026-11-24'] },
      { kind: 'TREATS', items: { 'Chicken Jerky': [[100, 2]] }, dates: ['2026-12-01'], addressId: mumbai },
    ]);
    await confirmPayment({ id: admin.user.id, roleId: 1, firstName: 'Asha' }, order.id);
    await skipDelivery(customer.viewer, order.suborders[0].deliveries[1].id);
    invoices = await t.db().invoice.findMany({ where: { orderId: order.id }, orderBy: { serial: 'asc' } });
    creditNote = await t.db().creditNote.findFirstOrThrow({ where: { invoice: { orderId: order.id } }, include: { invoice: true } });
  } finally {
    restore();
  }
}, 60_000);

test('an invoice as a PDF download: number, seller, buyer, place of supply, lines and the total in rupees', async () => {
  const res = await get(`invoice=${encodeURIComponent(invoices[0].number)}`, owner.cookie);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${invoices[0].number.replace(/\//g, '-')}.pdf"`);
  expect(res.headers.get('cache-control')).toBe('private, no-store');
  const text = await textOf(res);
  for (const expected of ['TAX INVOICE', `Invoice number: ${invoices[0].number}`, 'Good Dog Kitchen Private Limited', 'GSTIN: 29AAGCG4321K1ZH', 'Meera Rao', 'Place of supply: 29-Karnataka', 'Chicken & Pumpkin Bowl', '2 × 250 g', '23091000', 'CGST', formatPaise(invoices[0].total)]) {
    expect(text).toContain(expected);
  }
});

test('Rule 46: the buyer with their address and state, the delivery address, each tax with its rate, reverse charge, the signatory', async () => {
  const text = await textOf(await get(`invoice=${encodeURIComponent(invoices[0].number)}`, owner.cookie));
  const squash = (s: string) => s.replace(/\s+/g, ' ');
  for (const expected of [
    'Billed to',
    '12, 4th Cross, Bengaluru, Karnataka 560038',
    'State: Karnataka (code 29)',
    'Delivered to',
    'CGST 2.5 %',
    'SGST 2.5 %',
    'Tax payable on reverse charge: No',
    'For Good Dog Kitchen Private Limited — Authorised signatory',
  ]) {
    expect(squash(text)).toContain(expected);
  }
});

test('the Maharashtra invoice prints IGST at its rate, not CGST and SGST, and Maharashtra as the buyer’s state', async () => {
  const text = await textOf(await get(`invoice=${encodeURIComponent(invoices[1].number)}`, owner.cookie));
  expect(text).toContain('Place of supply: 27-Maharashtra');
  expect(text).toContain('IGST 5 %');
  expect(text).toContain('State: Maharashtra (code 27)');
  expect(text).toContain('1, Main Road, Mumbai, Maharashtra 400001');
  expect(text).not.toContain('CGST');
  expect(text).toContain(formatPaise(invoices[1].igst));
});

test('a credit note as a PDF (Rule 53(1A)): its number, the invoice it reduces and that invoice’s date, the buyer’s address, its reason and total', async () => {
  const text = await textOf(await get(`creditNote=${encodeURIComponent(creditNote.number)}`, owner.cookie));
  for (const expected of [
    'CREDIT NOTE',
    `Credit note number: ${creditNote.number}`,
    `Against invoice: ${creditNote.invoice.number}`,
    `Invoice date: ${formatInstantDay(creditNote.invoice.issuedAt)}`,
    'Meera Rao',
    '12, 4th Cross, Bengaluru, Karnataka 560038',
    'Tax payable on reverse charge: No',
    'For Good Dog Kitchen Private Limited — Authorised signatory',
    'Reason: Skipped delivery of Tue, 24 Nov 2026',
    formatPaise(creditNote.total),
  ]) {
    expect(text).toContain(expected);
  }
});

test('an admin may download any; another customer gets 404, a stranger 401, no number 400', async () => {
  expect((await get(`invoice=${encodeURIComponent(invoices[0].number)}`, admin.cookie)).status).toBe(200);
  expect((await get(`invoice=${encodeURIComponent(invoices[0].number)}`, stranger.cookie)).status).toBe(404);
  expect((await get(`creditNote=${encodeURIComponent(creditNote.number)}`, stranger.cookie)).status).toBe(404);
  expect((await get(`invoice=${encodeURIComponent(invoices[0].number)}`)).status).toBe(401);
  expect((await get('invoice=GDK%2F00-00%2F999999', owner.cookie)).status).toBe(404);
  expect((await get('', owner.cookie)).status).toBe(400);
});
