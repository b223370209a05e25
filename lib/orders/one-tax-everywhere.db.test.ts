// One order's tax, wherever it is shown: the cart (priced in the browser by lib/domain/cart-checkout
// priceCarts), the order page and the API (getOrder), the customer's data export and the tax
// invoice issued when it is paid all show the same CGST and SGST, the delivery's included, to the
// paisa. A ₹260 meal at 5 % and ₹150 of fish oil at 18 % to one door for 13 days: the drops go
// with the meal, the line of highest value.
import { useTestDatabase } from '@/testing/test-database';
import { pinClockForEachTest } from '@/testing/clock';
import { seededAdminViewer } from '@/testing/admin';
import { cartChargesFor, createCustomer, placeTestOrder, type TestCart } from '@/testing/checkout';
import { getOrder } from './get-order';
import { confirmPayment } from '@/lib/payments/confirm-payment';
import { getInvoices } from '@/lib/invoices/get-invoices';
import { readMyData } from '@/lib/privacy/export-my-data';
import { chargeFigures, sumCharges } from '@/lib/domain/charges';
import { addDays } from '@/lib/domain/calendar';

const t = useTestDatabase();
pinClockForEachTest(new Date('2026-11-20T04:30:00Z'));

test('the cart, the order page, the export and the invoice show one CGST and SGST, the delivery taxed with the meal', async () => {
  const db = t.db();
  await db.menuItem.updateMany({ where: { name: 'Fish Oil Drizzle' }, data: { gstRate: 180, hsn: '15041020' } });
  const customer = await createCustomer(db, { firstName: 'Meera' });
  const dates = Array.from({ length: 13 }, (_, i) => addDays('2026-11-23', i));
  const carts: TestCart[] = [
    { kind: 'PDM', items: { 'Chicken & Pumpkin Bowl': [[500, 1]] }, dates },
    { kind: 'ADON', items: { 'Fish Oil Drizzle': [[100, 1]] }, dates },
  ];

  // the cart, as the browser prices it
  const cart = chargeFigures(sumCharges(Object.values(await cartChargesFor(db, customer, carts))));
  // ₹260 x 13 at 5 % and ₹150 x 13 at 18 %; 13 drops of ₹50 at the meal's 5 %: 13 x (47.62 + 1.19 + 1.19)
  expect(cart).toEqual({ items: 338000 + 195000, delivery: 13 * 4762, cgst: 8450 + 17550 + 13 * 119, sgst: 8450 + 17550 + 13 * 119, igst: 0, total: 338000 + 195000 + 2 * (8450 + 17550) + 13 * 5000 });

  // placed through the service behind saveOrders, which prices it again and checks the payload
  const order = await placeTestOrder(db, customer, carts);

  // the order page
  const shown = chargeFigures(await getOrder(customer.viewer, order.orderNumber));
  expect(shown).toEqual(cart);

  // the data export
  const exported = (await readMyData(customer.viewer)).orders as { orderNumber: string; cgst: number; sgst: number; deliveryBeforeGst: number; total: number }[];
  expect(exported.find((o) => o.orderNumber === order.orderNumber)).toMatchObject({ cgst: shown.cgst, sgst: shown.sgst, deliveryBeforeGst: shown.delivery, total: shown.total });

  // the invoice
  await confirmPayment(await seededAdminViewer(db), order.id);
  const [invoice] = await getInvoices(customer.viewer, order.orderNumber);
  expect({ cgst: invoice.cgst, sgst: invoice.sgst, igst: invoice.igst, taxableValue: invoice.taxableValue, total: invoice.total }).toEqual({
    cgst: shown.cgst,
    sgst: shown.sgst,
    igst: 0,
    taxableValue: shown.items + shown.delivery,
    total: shown.total,
  });
  const delivery = invoice.lines.find((l) => l.kind === 'DELIVERY')!;
  expect(delivery).toMatchObject({ quantity: 13, unitPrice: 4762, taxableValue: 13 * 4762, gstRate: 50, hsn: '23091000', total: 13 * 5000 });
  expect(delivery.quantity * delivery.unitPrice).toBe(delivery.taxableValue);
});
