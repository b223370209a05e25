// Credit notes: whatever lowers what a paid order owes issues one in the same transaction, against
// the invoice, with a refund that names it; a subscription day that is only moved issues nothing.
import { useTestDatabase } from '@/testing/test-database';
import { pinClockForEachTest } from '@/testing/clock';
import { seededAdminViewer } from '@/testing/admin';
import { createCustomer, placeTestOrder } from '@/testing/checkout';
import type { Viewer } from '@/lib/auth/viewer';
import { confirmPayment } from './confirm-payment';
import { skipDelivery } from '@/lib/orders/skip-delivery';
import { updateOrderStatus } from '@/lib/orders/update-order-status';
import { updateDeliveriesStatus } from '@/lib/orders/update-deliveries-status';

const t = useTestDatabase();
let admin: Viewer;
pinClockForEachTest(new Date('2026-11-20T04:30:00Z'));

beforeAll(async () => {
  admin = await seededAdminViewer(t.db());
});

const bowl = (dates: string[]) => ({ kind: 'PDM' as const, items: { 'Chicken & Pumpkin Bowl': [[250, 1]] as [number, number][] }, dates });
const broth = (dates: string[]) => ({ kind: 'ADON' as const, items: { 'Chicken Bone Broth': [[250, 1]] as [number, number][] }, dates });
const notesOf = (orderId: string) =>
  t.db().creditNote.findMany({ where: { invoice: { orderId } }, include: { lines: { orderBy: { position: 'asc' } }, refund: true, walletEntry: true, invoice: true }, orderBy: { serial: 'asc' } });

async function paidOrder(carts: Parameters<typeof placeTestOrder>[2]) {
  const customer = await createCustomer(t.db(), { firstName: 'Paid' });
  const order = await placeTestOrder(t.db(), customer, carts);
  await confirmPayment(admin, order.id);
  // where a refund to UPI goes (the customer cannot choose one without it)
  await t.db().user.update({ where: { id: customer.viewer.id }, data: { upiId: 'paid@okaxis' } });
  const invoice = await t.db().invoice.findFirstOrThrow({ where: { orderId: order.id } });
  return { customer, order, invoice };
}

test('a skipped paid one-time day refunded to UPI: a credit note against the invoice, its refund naming it; the rest still adds up to the invoice', async () => {
  const { customer, order, invoice } = await paidOrder([bowl(['2026-11-23', '2026-11-24', '2026-11-25'])]);
  const day = order.suborders[0].deliveries[1];
  await skipDelivery(customer.viewer, day.id, 'UPI');
  const [note] = await notesOf(order.id);
  expect(note).toMatchObject({ invoiceId: invoice.id, deliveryId: day.id, reason: `Skipped delivery of Tue, 24 Nov 2026 (${order.suborders[0].suborderNo})` });
  expect(note.number).toMatch(/^CN\/26-27\/\d{6}$/);
  expect(note.refund).toMatchObject({ amount: note.total, deliveryId: day.id, status: 'DUE' });
  // its goods, and its drop's charge (nothing else came that day)
  expect(note.lines.map((l) => [l.kind, l.quantity])).toEqual([
    ['GOODS', 1],
    ['DELIVERY', 1],
  ]);
  expect(note.lines.reduce((s, l) => s + l.total, 0)).toBe(note.total);
  expect(note.total).toBe(Math.round(invoice.total / 3));
  // skipping the rest gives back exactly what was invoiced
  await skipDelivery(customer.viewer, order.suborders[0].deliveries[0].id, 'UPI');
  await skipDelivery(customer.viewer, order.suborders[0].deliveries[2].id);
  const notes = await notesOf(order.id);
  expect(notes).toHaveLength(3);
  for (const figure of ['taxableValue', 'cgst', 'sgst', 'igst', 'total'] as const) expect(notes.reduce((s, n) => s + n[figure], 0)).toBe(invoice[figure]);
  // and the payment stays what was paid
  expect((await t.db().payment.findUniqueOrThrow({ where: { orderId: order.id } })).amount).toBe(invoice.total);
});

test('a meal and an add-on sharing a drop: skipping the meal gives back its goods; the add-on of that day then gives back the drop too', async () => {
  const { customer, order } = await paidOrder([bowl(['2026-11-23', '2026-11-24']), broth(['2026-11-23', '2026-11-24'])]);
  const [meals, addOn] = order.suborders;
  await skipDelivery(customer.viewer, meals.deliveries[0].id);
  await skipDelivery(customer.viewer, addOn.deliveries[0].id);
  const [first, second] = await notesOf(order.id);
  expect(first.lines.map((l) => [l.kind, l.suborderId])).toEqual([['GOODS', meals.id]]);
  // the drop's charge was carried by the meals
  expect(second.lines.map((l) => [l.kind, l.suborderId])).toEqual([
    ['GOODS', addOn.id],
    ['DELIVERY', meals.id],
  ]);
});

test('an admin cancelling a paid suborder: one credit note for the deliveries not yet delivered', async () => {
  const { order, invoice } = await paidOrder([bowl(['2026-11-23', '2026-11-24'])]);
  await updateOrderStatus(admin, order.suborders[0].id, 'CANCELLED');
  const notes = await notesOf(order.id);
  expect(notes.map((n) => n.reason)).toEqual([expect.stringMatching(/^Cancelled delivery of Mon, 23 Nov 2026 and 1 later day \(/)]);
  expect(notes.reduce((s, n) => s + n.total, 0)).toBe(invoice.total);
  // the money goes to the customer's wallet (an admin's cancellation: the default destination)
  expect(notes.every((n) => n.refund === null && n.walletEntry!.kind === 'CANCEL_CREDIT' && n.walletEntry!.createdById === admin.id)).toBe(true);
  // the payment stays paid: the money is given back
  expect((await t.db().payment.findUniqueOrThrow({ where: { orderId: order.id } })).status).toBe('success');
});

test('an admin cancelling deliveries of two paid orders at once: each order credited against its own invoice', async () => {
  const a = await paidOrder([bowl(['2026-11-23', '2026-11-24'])]);
  const b = await paidOrder([bowl(['2026-11-23', '2026-11-25'])]);
  await updateDeliveriesStatus(admin, [a.order.suborders[0].deliveries[0].id, b.order.suborders[0].deliveries[0].id], 'CANCELLED');
  expect((await notesOf(a.order.id)).map((n) => n.invoiceId)).toEqual([a.invoice.id]);
  expect((await notesOf(b.order.id)).map((n) => n.invoiceId)).toEqual([b.invoice.id]);
});

test('an unpaid order cancelled by an admin issues nothing (there is no invoice yet)', async () => {
  const customer = await createCustomer(t.db(), { firstName: 'Unpaid' });
  const order = await placeTestOrder(t.db(), customer, [bowl(['2026-11-23'])]);
  await updateOrderStatus(admin, order.suborders[0].id, 'CANCELLED');
  expect(await t.db().creditNote.count({ where: { invoice: { orderId: order.id } } })).toBe(0);
  expect(await t.db().refund.count({ where: { orderId: order.id } })).toBe(0);
});

test('a paid subscription day skipped is moved to the end: no money changes, no document', async () => {
  const customer = await createCustomer(t.db(), { firstName: 'Subscriber' });
  const order = await placeTestOrder(t.db(), customer, [{ kind: 'PDM', items: { 'Chicken & Pumpkin Bowl': [[250, 1]] }, days: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'] }]);
  await confirmPayment(admin, order.id);
  await skipDelivery(customer.viewer, order.suborders[0].deliveries[2].id);
  expect(await t.db().creditNote.count({ where: { invoice: { orderId: order.id } } })).toBe(0);
  expect(await t.db().refund.count({ where: { orderId: order.id } })).toBe(0);
});
