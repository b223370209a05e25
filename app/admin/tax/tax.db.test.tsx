// The admin's tax page and its downloads on a real database: a month's totals from the documents
// issued in it, the GSTR-1 files in the offline tool's layouts, the sales register; admins only.
import { NextRequest } from 'next/server';
import { renderToStaticMarkup } from 'react-dom/server';
import { useTestDatabase } from '@/testing/test-database';
import { loginAs } from '@/testing/login';
import { setRequestCookies } from '@/testing/request-cookies';
import { graphqlRequest } from '@/testing/graphql-request';
import { addAddress, createCustomer, placeTestOrder } from '@/testing/checkout';
import { ADMIN_PHONE } from '@/prisma/seed-data';
import { setClock } from '@/lib/clock';
import { formatPaise } from '@/lib/domain/money';
import { confirmPayment } from '@/lib/payments/confirm-payment';
import { skipDelivery } from '@/lib/orders/skip-delivery';
import { GET } from './csv/route';
import TaxPage from './page';

jest.mock('next/headers', () => jest.requireActual('@/testing/request-cookies').nextHeadersMock);
jest.mock('next/navigation', () => ({
  redirect: (url: string) => {
    throw Object.assign(new Error('NEXT_REDIRECT'), { url });
  },
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND');
  },
  forbidden: () => {
    throw new Error('NEXT_FORBIDDEN');
  },
}));
jest.mock('next/server', () => ({ ...jest.requireActual('next/server'), connection: async () => undefined }));

const t = useTestDatabase();
let admin: Awaited<ReturnType<typeof loginAs>>;
let customerSession: Awaited<ReturnType<typeof loginAs>>;
const csv = (query: string, cookie?: string) => GET(new NextRequest(`http://localhost:3000/admin/tax/csv?${query}`, { headers: cookie ? { cookie } : {} }));

beforeAll(async () => {
  admin = await loginAs(ADMIN_PHONE);
  customerSession = await loginAs('9876500901');
  const restore = setClock(new Date('2026-11-20T04:30:00Z'));
  try {
    const customer = await createCustomer(t.db(), { firstName: 'Tax', lastName: 'Payer' });
    const mumbai = await addAddress(t.db(), customer, 'Maharashtra', '400001', 'Mumbai');
    const order = await placeTestOrder(t.db(), customer, [
      { kind: 'PDM', items: { 'Chicken & Pumpkin Bowl': [[250, 1]] }, dates: ['2026-11-23', '2026-11-24'] },
      { kind: 'TREATS', items: { 'Chicken Jerky': [[100, 2]] }, dates: ['2026-12-01'], addressId: mumbai },
    ]);
    await confirmPayment({ id: admin.user.id, roleId: 1, firstName: 'Asha' }, order.id);
    await skipDelivery(customer.viewer, order.suborders[0].deliveries[0].id);
  } finally {
    restore();
  }
}, 60_000);

test("getGstReport: the month's totals are its invoices less its credit notes; B2CS by place of supply and rate; admins only", async () => {
  const Q = 'query($m: String!) { getGstReport(month: $m) { month b2cs { placeOfSupply rate taxableValue igst cgst sgst } exemp { description nilRated exempted nonGst } hsn { hsn uqc quantity } documents { nature from to total cancelled } totals { taxableValue igst cgst sgst total } } }';
  const res = await graphqlRequest<{ getGstReport: { totals: { total: number }; b2cs: { placeOfSupply: string }[]; exemp: { description: string; nilRated: number }[]; documents: { nature: string; total: number }[] } }>(Q, { m: '2026-11' }, { cookie: admin.cookie });
  expect(res.errors).toBeUndefined();
  const [inv] = await t.db().$queryRaw<{ total: number }[]>`SELECT sum(total)::int AS total FROM "Invoice"`;
  const [cn] = await t.db().$queryRaw<{ total: number }[]>`SELECT sum(total)::int AS total FROM "CreditNote"`;
  expect(res.data!.getGstReport.totals.total).toBe(inv.total - cn.total);
  expect(res.data!.getGstReport.b2cs.map((r) => r.placeOfSupply)).toEqual(['27-Maharashtra', '29-Karnataka']);
  // table 8's four rows, through the API too (nothing at 0 % this month)
  expect(res.data!.getGstReport.exemp.map((r) => [r.description, r.nilRated])).toEqual([
    ['Inter-State supplies to registered persons', 0],
    ['Intra-State supplies to registered persons', 0],
    ['Inter-State supplies to unregistered persons', 0],
    ['Intra-State supplies to unregistered persons', 0],
  ]);
  expect(res.data!.getGstReport.documents.map((d) => [d.nature, d.total])).toEqual([
    ['Invoices for outward supply', 2],
    ['Credit Note', 1],
  ]);
  expect((await graphqlRequest(Q, { m: '2026-11' }, { cookie: customerSession.cookie })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  expect((await graphqlRequest(Q, { m: '2026-13' }, { cookie: admin.cookie })).errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'month' });
});

test('the GSTR-1 files in the offline tool layouts, and the sales register with every invoice and credit note', async () => {
  const b2cs = await csv('month=2026-11&file=b2cs', admin.cookie);
  expect(b2cs.status).toBe(200);
  expect(b2cs.headers.get('content-disposition')).toBe('attachment; filename="b2cs-2026-11.csv"');
  const lines = (await b2cs.text()).split('\r\n');
  expect(lines[0]).toBe('Type,Place Of Supply,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount,E-Commerce GSTIN');
  expect(lines.slice(1).map((l) => l.split(',').slice(0, 4).join(','))).toEqual(['OE,27-Maharashtra,,5', 'OE,29-Karnataka,,5']);
  for (const file of ['b2cl', 'cdnur', 'exemp', 'hsn', 'docs']) expect((await csv(`month=2026-11&file=${file}`, admin.cookie)).status).toBe(200);
  const hsn = await csv('month=2026-11&file=hsn', admin.cookie);
  expect(hsn.headers.get('content-disposition')).toBe('attachment; filename="hsn(b2c)-2026-11.csv"');
  const workbook = await csv('month=2026-11&file=workbook', admin.cookie);
  expect(workbook.status).toBe(200);
  expect(workbook.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  expect(Buffer.from(await workbook.arrayBuffer()).subarray(0, 2).toString()).toBe('PK');

  const register = (await (await csv('month=2026-11&file=sales-register', admin.cookie)).text()).replace(/^\uFEFF/, '').split('\r\n');
  expect(register[0]).toBe('Document,Number,Date,Buyer,Phone,Place of supply,Taxable value,CGST,SGST,IGST,Total,Against invoice,Order');
  expect(register.slice(1).map((r) => r.split(',')[0])).toEqual(['Invoice', 'Invoice', 'Credit note']);
  expect(register[3]).toContain('Tax Payer');

  expect((await csv('month=2026-11&file=b2cs', customerSession.cookie)).status).toBe(403);
  expect((await csv('month=2026-11&file=nope', admin.cookie)).status).toBe(400);
});

test("the tax page shows the month's totals and the downloads", async () => {
  setRequestCookies(admin.cookie);
  const html = renderToStaticMarkup(await TaxPage({ searchParams: Promise.resolve({ month: '2026-11' }) }));
  const [inv] = await t.db().$queryRaw<{ total: number }[]>`SELECT sum(total)::int AS total FROM "Invoice"`;
  const [cn] = await t.db().$queryRaw<{ total: number }[]>`SELECT sum(total)::int AS total FROM "CreditNote"`;
  expect(html).toContain('GST for 2026-11');
  expect(html).toContain(formatPaise(inv.total - cn.total));
  expect(html).toContain('href="/admin/tax/csv?month=2026-11&amp;file=b2cs"');
  expect(html).toContain('href="/admin/tax/csv?month=2026-11&amp;file=sales-register"');
  expect(html).toContain('href="/admin/tax/csv?month=2026-11&amp;file=exemp"');
  expect(html).toContain('href="/admin/tax/csv?month=2026-11&amp;file=workbook"');
  // every document of the month was issued with the buyer's address: no notice about older ones
  expect(html).not.toContain('data-testid="older-documents"');
});

test('a month with a document issued before the buyer’s address was kept says it stays as issued', async () => {
  const [one] = await t.db().invoice.findMany({ take: 1, orderBy: { serial: 'asc' } });
  // a document as it was issued before the columns existed (the finality trigger is stepped over for this test row only)
  await t.db().$transaction([
    t.db().$executeRaw`ALTER TABLE "Invoice" DISABLE TRIGGER "Invoice_final"`,
    t.db().$executeRaw`UPDATE "Invoice" SET "buyerAddress" = NULL, "deliveryAddress" = NULL, "buyerStateName" = NULL, "buyerStateCode" = NULL, "reverseCharge" = NULL, signatory = NULL WHERE id = ${one.id}`,
    t.db().$executeRaw`ALTER TABLE "Invoice" ENABLE TRIGGER "Invoice_final"`,
  ]);
  setRequestCookies(admin.cookie);
  const html = renderToStaticMarkup(await TaxPage({ searchParams: Promise.resolve({ month: '2026-11' }) }));
  expect(html).toContain('1 document of this month was issued before invoices and credit notes carried the buyer’s address');
});
