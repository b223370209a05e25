// Invoices are issued by the payment transition, in the same transaction as the payment becoming
// `success`: numbered consecutively per financial year, one per place of supply, IGST to another
// state, and exactly what was paid.
import { useTestDatabase } from '@/testing/test-database';
import { seededAdminViewer } from '@/testing/admin';
import { addAddress, createCustomer, placeTestOrder, type TestCustomer } from '@/testing/checkout';
import { setClock } from '@/lib/clock';
import type { Viewer } from '@/lib/auth/viewer';
import { confirmPayment } from '@/lib/payments/confirm-payment';
import { skipDelivery } from '@/lib/orders/skip-delivery';
import { serialOf } from '@/lib/domain/tax-documents';
import { kolkataToday } from '@/lib/domain/calendar';

const t = useTestDatabase();
let admin: Viewer;
let restore: () => void = () => {};
afterEach(() => restore());

beforeAll(async () => {
  admin = await seededAdminViewer(t.db());
});

const invoicesOf = (orderId: string) => t.db().invoice.findMany({ where: { orderId }, include: { lines: { orderBy: { position: 'asc' } } }, orderBy: { serial: 'asc' } });
const meals = (dates: string[]) => ({ kind: 'PDM' as const, items: { 'Chicken & Pumpkin Bowl': [[250, 1]] as [number, number][] }, dates });

test('confirming a payment issues the invoice in the same transaction, with the seller, buyer and every figure stored', async () => {
  restore = setClock(new Date('2026-11-20T04:30:00Z'));
  const customer = await createCustomer(t.db(), { firstName: 'Meera', lastName: 'Rao' });
  const order = await placeTestOrder(t.db(), customer, [meals(['2026-11-23', '2026-11-24'])]);
  expect(await invoicesOf(order.id)).toEqual([]);
  await confirmPayment(admin, order.id);
  const [invoice] = await invoicesOf(order.id);
  expect(invoice).toMatchObject({
    number: 'GDK/26-27/000001',
    financialYear: '2026-27',
    placeOfSupply: '29',
    placeOfSupplyLabel: '29-Karnataka',
    sellerLegalName: 'Good Dog Kitchen Private Limited',
    sellerGstin: '29AAGCG4321K1ZH',
    sellerStateCode: '29',
    buyerName: 'Meera Rao',
    buyerPhone: customer.phoneNumber,
    // Rule 46(e), (p), (q): frozen at issue
    buyerAddress: expect.stringMatching(/Karnataka/),
    buyerStateName: 'Karnataka',
    buyerStateCode: '29',
    reverseCharge: false,
    signatory: 'For Good Dog Kitchen Private Limited — Authorised signatory',
    igst: 0,
    total: order.totalPrice,
    legacy: false,
  });
  expect(invoice.lines.map((l) => [l.kind, l.description, l.hsn, l.quantity, l.gstRate])).toEqual([
    ['GOODS', 'Chicken & Pumpkin Bowl (250 g)', '23091000', 2, 50],
    ['DELIVERY', 'Delivery charges (2 drops)', '23091000', 2, 50],
  ]);
  expect(invoice.lines.reduce((s, l) => s + l.total, 0)).toBe(invoice.total);
  expect(invoice.taxableValue + invoice.cgst + invoice.sgst).toBe(invoice.total);
});

test('treats to Maharashtra and meals to Karnataka: two invoices, IGST only on the one with place of supply 27-Maharashtra', async () => {
  restore = setClock(new Date('2026-11-20T04:30:00Z'));
  const customer = await createCustomer(t.db(), { firstName: 'Asha' });
  const mumbai = await addAddress(t.db(), customer, 'Maharashtra', '400001', 'Mumbai');
  const order = await placeTestOrder(t.db(), customer, [meals(['2026-12-01']), { kind: 'TREATS', items: { 'Chicken Jerky': [[100, 2]] }, dates: ['2026-12-01'], addressId: mumbai }]);
  await confirmPayment(admin, order.id);
  const invoices = await invoicesOf(order.id);
  expect(invoices.map((i) => [i.placeOfSupplyLabel, i.cgst > 0, i.sgst > 0, i.igst > 0])).toEqual([
    ['29-Karnataka', true, true, false],
    ['27-Maharashtra', false, false, true],
  ]);
  expect(serialOf(invoices[1].number)).toBe(serialOf(invoices[0].number) + 1);
  // each invoice names the address its goods went to and that state
  expect(invoices.map((i) => [i.buyerStateName, i.buyerStateCode, i.deliveryAddress === i.buyerAddress])).toEqual([
    ['Karnataka', '29', true],
    ['Maharashtra', '27', true],
  ]);
  expect(invoices[1].buyerAddress).toBe('1, Main Road, Mumbai, Maharashtra 400001');
  expect(invoices[1].lines.every((l) => l.cgst === 0 && l.sgst === 0 && l.igst > 0)).toBe(true);
  expect(invoices.reduce((s, i) => s + i.total, 0)).toBe(order.totalPrice);
});

test('a delivery skipped before the payment is not on the invoice: it comes to what was paid', async () => {
  restore = setClock(new Date('2026-11-20T04:30:00Z'));
  const customer = await createCustomer(t.db(), { firstName: 'Ravi' });
  const order = await placeTestOrder(t.db(), customer, [meals(['2026-11-23', '2026-11-24', '2026-11-25'])]);
  await skipDelivery(customer.viewer, order.suborders[0].deliveries[1].id);
  const paid = (await t.db().payment.findUniqueOrThrow({ where: { orderId: order.id } })).amount;
  expect(paid).toBeLessThan(order.totalPrice);
  await confirmPayment(admin, order.id);
  const [invoice] = await invoicesOf(order.id);
  expect(invoice.total).toBe(paid);
  expect(invoice.lines.map((l) => [l.kind, l.quantity])).toEqual([
    ['GOODS', 2],
    ['DELIVERY', 2],
  ]);
});

test('an invoice that would not come to what was paid is not issued, and the payment does not change', async () => {
  restore = setClock(new Date('2026-11-20T04:30:00Z'));
  const customer = await createCustomer(t.db(), { firstName: 'Odd' });
  const order = await placeTestOrder(t.db(), customer, [meals(['2026-11-23'])]);
  await t.db().payment.update({ where: { orderId: order.id }, data: { amount: order.totalPrice + 1 } });
  await expect(confirmPayment(admin, order.id)).rejects.toThrow(/no invoice was issued/);
  expect(await invoicesOf(order.id)).toEqual([]);
  expect((await t.db().payment.findUniqueOrThrow({ where: { orderId: order.id } })).status).toBe('required');
});

test('50 payments confirmed at once get 50 consecutive numbers: no gap, no duplicate', async () => {
  restore = setClock(new Date('2026-11-20T04:30:00Z'));
  const customer: TestCustomer = await createCustomer(t.db(), { firstName: 'Many' });
  const orders = [];
  for (let i = 0; i < 50; i++) orders.push(await placeTestOrder(t.db(), customer, [meals(['2026-11-23'])]));
  const before = await t.db().documentCounter.findUnique({ where: { kind_financialYear: { kind: 'INVOICE', financialYear: '2026-27' } } });
  await Promise.all(orders.map((o) => confirmPayment(admin, o.id)));
  const invoices = await t.db().invoice.findMany({ where: { orderId: { in: orders.map((o) => o.id) } }, select: { serial: true, number: true } });
  const serials = invoices.map((i) => i.serial).sort((a, b) => a - b);
  const first = (before?.lastSerial ?? 0) + 1;
  expect(serials).toEqual(Array.from({ length: 50 }, (_, i) => first + i));
  expect(new Set(invoices.map((i) => i.number)).size).toBe(50);
  expect((await t.db().documentCounter.findUniqueOrThrow({ where: { kind_financialYear: { kind: 'INVOICE', financialYear: '2026-27' } } })).lastSerial).toBe(first + 49);
}, 120_000);

test('the financial year turns at midnight on 31 March in Kolkata: 23:59 is the old series, 00:00 starts a new one', async () => {
  restore = setClock(new Date('2027-03-20T04:30:00Z'));
  const customer = await createCustomer(t.db(), { firstName: 'March' });
  const late = await placeTestOrder(t.db(), customer, [meals(['2027-04-05'])]);
  const early = await placeTestOrder(t.db(), customer, [meals(['2027-04-05'])]);
  restore();
  restore = setClock(new Date('2027-03-31T18:29:00Z')); // 31 March 23:59 IST
  await confirmPayment(admin, late.id);
  restore();
  restore = setClock(new Date('2027-03-31T18:30:00Z')); // 1 April 00:00 IST
  await confirmPayment(admin, early.id);
  const [[march], [april]] = [await invoicesOf(late.id), await invoicesOf(early.id)];
  expect(march).toMatchObject({ financialYear: '2026-27' });
  expect(march.number).toMatch(/^GDK\/26-27\/\d{6}$/);
  expect(april).toMatchObject({ financialYear: '2027-28', number: 'GDK/27-28/000001', serial: 1 });
});

test('a burst across a month’s end: serial order is time order, and no higher number carries the earlier month', async () => {
  restore = setClock(new Date('2026-11-25T04:30:00Z'));
  const customer: TestCustomer = await createCustomer(t.db(), { firstName: 'Burst' });
  const orders = [];
  for (let i = 0; i < 21; i++) orders.push(await placeTestOrder(t.db(), customer, [meals(['2026-12-03'])]));
  restore();
  // a clock that moves a millisecond at every reading; one confirmation measures how many readings
  // one takes, so the burst of 20 starts about half its readings before midnight of 30 November (IST)
  let tick = 0;
  let start = new Date('2026-11-20T04:30:00Z').getTime();
  restore = setClock({ now: () => new Date(start + tick++) });
  await confirmPayment(admin, orders[0].id);
  const perConfirmation = tick;
  tick = 0;
  start = new Date('2026-11-30T18:30:00Z').getTime() - 10 * perConfirmation;
  await Promise.all(orders.slice(1).map((o) => confirmPayment(admin, o.id)));
  orders.shift();
  const invoices = await t.db().invoice.findMany({ where: { orderId: { in: orders.map((o) => o.id) } }, select: { serial: true, issuedAt: true }, orderBy: { serial: 'asc' } });
  expect(invoices).toHaveLength(20);
  const times = invoices.map((i) => i.issuedAt.getTime());
  expect(times).toEqual([...times].sort((a, b) => a - b));
  const months = invoices.map((i) => kolkataToday(i.issuedAt).slice(0, 7));
  expect(months).toEqual([...months].sort());
  // the burst did cross the month's end, so the check above could fail
  expect(new Set(months)).toEqual(new Set(['2026-11', '2026-12']));
}, 120_000);
