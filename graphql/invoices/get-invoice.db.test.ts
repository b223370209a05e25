// getInvoice / getInvoices through the API: null (and []) until the order is paid, then the stored
// documents with the contract's fields; two places of supply, two invoices.
import { useTestDatabase } from '@/testing/test-database';
import { graphqlRequest } from '@/testing/graphql-request';
import { loginAs } from '@/testing/login';
import { addAddress, placeTestOrder, type TestCustomer } from '@/testing/checkout';
import { ADMIN_PHONE } from '@/prisma/seed-data';
import { setClock } from '@/lib/clock';
import { confirmPayment } from '@/lib/payments/confirm-payment';
import { skipDelivery } from '@/lib/orders/skip-delivery';

const t = useTestDatabase();
const FIELDS = `number issuedAt financialYear seller { legalName gstin stateCode address } buyer { name phoneNumber } placeOfSupply { state stateCode }
  lines { description hsn quantity unit unitPrice taxableValue gstRate cgst sgst igst total } taxableValue cgst sgst igst total
  creditNotes { number issuedAt reason taxableValue cgst sgst igst total }`;
const ONE = `query($n: String!) { getInvoice(orderNumber: $n) { ${FIELDS} } }`;
const ALL = `query($n: String!) { getInvoices(orderNumber: $n) { number placeOfSupply { state stateCode } igst total } }`;

test('null until paid; then the invoices as issued, with their credit notes', async () => {
  const owner = await loginAs('9876500801');
  const admin = await loginAs(ADMIN_PHONE);
  const restore = setClock(new Date('2026-11-20T04:30:00Z'));
  try {
    const home = await t.db().address.create({ data: { userId: owner.user.id, title: 'Home', lineOne: '1 Road', city: 'Bengaluru', state: 'Karnataka', stateCode: '29', zipCode: '560038' } });
    const customer: TestCustomer = { viewer: { id: owner.user.id, roleId: 2, firstName: null }, addressId: home.id, phoneNumber: '+919876500801' };
    const mumbai = await addAddress(t.db(), customer, 'Maharashtra', '400001', 'Mumbai');
    const order = await placeTestOrder(t.db(), customer, [
      { kind: 'PDM', items: { 'Chicken & Pumpkin Bowl': [[250, 1]] }, dates: ['2026-11-23', '2026-11-24'] },
      { kind: 'TREATS', items: { 'Chicken Jerky': [[100, 2]] }, dates: ['2026-12-01'], addressId: mumbai },
    ]);
    const before = await graphqlRequest(ONE, { n: order.orderNumber }, { cookie: owner.cookie });
    expect(before).toMatchObject({ data: { getInvoice: null } });
    expect(await graphqlRequest(ALL, { n: order.orderNumber }, { cookie: owner.cookie })).toMatchObject({ data: { getInvoices: [] } });

    await confirmPayment({ id: admin.user.id, roleId: 1, firstName: 'Asha' }, order.id);
    await skipDelivery(customer.viewer, order.suborders[0].deliveries[0].id);
    const res = await graphqlRequest<{ getInvoice: Record<string, unknown> & { creditNotes: { total: number }[]; lines: unknown[] } }>(ONE, { n: order.orderNumber }, { cookie: owner.cookie });
    expect(res.errors).toBeUndefined();
    expect(res.data!.getInvoice).toMatchObject({
      number: 'GDK/26-27/000001',
      financialYear: '2026-27',
      seller: { legalName: 'Good Dog Kitchen Private Limited', gstin: '29AAGCG4321K1ZH', stateCode: '29' },
      buyer: { name: 'Customer', phoneNumber: '+919876500801' },
      placeOfSupply: { state: 'Karnataka', stateCode: '29' },
      igst: 0,
    });
    expect(res.data!.getInvoice.lines).toHaveLength(2);
    expect(res.data!.getInvoice.creditNotes).toHaveLength(1);

    const all = await graphqlRequest<{ getInvoices: { placeOfSupply: { state: string }; igst: number; total: number }[] }>(ALL, { n: order.orderNumber }, { cookie: admin.cookie });
    expect(all.data!.getInvoices.map((i) => [i.placeOfSupply.state, i.igst > 0])).toEqual([
      ['Karnataka', false],
      ['Maharashtra', true],
    ]);
    expect(all.data!.getInvoices.reduce((s, i) => s + i.total, 0)).toBe(order.totalPrice);
  } finally {
    restore();
  }
});
