// getDispatch on orders placed the way customers place them (placeOrder): the cook sheet adds up
// every delivery of the day across customers, buys and subscriptions and sizes, and leaves out
// cancelled and skipped deliveries and other days; the route sheet has one stop per delivery.
import { useTestDatabase } from '@/testing/test-database';
import { pinClockForEachTest } from '@/testing/clock';
import { loginAsAdmin } from '@/testing/admin';
import { graphqlRequest } from '@/testing/graphql-request';
import { loginAs } from '@/testing/login';
import { createCustomer, placeTestOrder } from '@/testing/checkout';
import type { Viewer } from '@/lib/auth/viewer';
import { AppError } from '@/lib/errors';
import { describeCookLine } from '@/lib/domain/dispatch';
import { updateDeliveryStatus } from '@/lib/orders/update-delivery-status';
import { getDispatch } from './get-dispatch';
import { cookSheetCsv, routeSheetCsv } from './dispatch-csv';

const t = useTestDatabase();
// Friday 2026-11-20, 10:00 in Bengaluru; the dispatch is for Monday 2026-11-23.
const MORNING = new Date('2026-11-20T04:30:00Z');
const DAY = '2026-11-23';
const BOWL = 'Chicken & Pumpkin Bowl';

let admin: Viewer;
let adminCookie: string;
let customerCookie: string;
beforeAll(async () => {
  ({ viewer: admin, cookie: adminCookie } = await loginAsAdmin(t.db()));
  customerCookie = (await loginAs('9876500411')).cookie;
}, 30_000);

pinClockForEachTest(MORNING);

async function setUp() {
  const db = t.db();
  const asha = await createCustomer(db, { firstName: 'Asha', lastName: 'Rao', zipCode: '560038', dropNote: 'Blue gate' });
  const bala = await createCustomer(db, { firstName: 'Bala', zipCode: '560001', latitude: 12.97, longitude: 77.59 });
  const chitra = await createCustomer(db, { firstName: 'Chitra', zipCode: '560100' });
  const dev = await createCustomer(db, { firstName: 'Dev', zipCode: '560002' });
  const esha = await createCustomer(db, { firstName: 'Esha', zipCode: '560003' });

  // Two sizes of one item in one buy, with a note for the driver.
  await placeTestOrder(db, asha, [{ kind: 'PDM', items: { [BOWL]: [[250, 2], [500, 1]] }, dates: [DAY], notes: 'Ring twice' }]);
  // A subscription every day: one of its deliveries is on the day.
  await placeTestOrder(db, bala, [{ kind: 'PDM', items: { [BOWL]: [[250, 3]] }, days: ['EVERYDAY'] }]);
  // Two carts in one order (two stops), one of them on two days.
  await placeTestOrder(db, chitra, [
    { kind: 'CDM', items: { 'Chicken Rice Community Meal': [[1000, 4]] }, dates: [DAY, '2026-11-24'] },
    { kind: 'ADON', items: { 'Boiled Eggs': [[6, 2]] }, dates: [DAY] },
  ]);
  // Cancelled by an admin, and skipped by the customer: neither is cooked.
  const cancelled = await placeTestOrder(db, dev, [{ kind: 'PDM', items: { [BOWL]: [[250, 5]] }, dates: [DAY, '2026-11-25'] }]);
  await updateDeliveryStatus(admin, cancelled.suborders[0].deliveries[0].id, 'CANCELLED');
  const skipped = await placeTestOrder(db, esha, [{ kind: 'PDM', items: { [BOWL]: [[500, 7]] }, days: ['MONDAY', 'TUESDAY'] }]);
  const skippedDelivery = skipped.suborders[0].deliveries.find((d) => d.deliveryDate.toISOString().startsWith(DAY))!;
  await db.delivery.update({ where: { id: skippedDelivery.id }, data: { status: 'CANCELLED', skippedAt: MORNING, skippedById: esha.viewer.id } });
  // Another day only.
  await placeTestOrder(db, esha, [{ kind: 'CDM', items: { 'Egg & Rice Community Meal': [[500, 9]] }, dates: ['2026-11-24'] }]);
  return { asha, bala, chitra };
}

test('the cook sheet adds up the day by category, item and size; the route sheet has a stop per delivery', async () => {
  const { asha, bala, chitra } = await setUp();
  const dispatch = await getDispatch(admin, DAY);

  expect(dispatch.date).toBe(DAY);
  expect(dispatch.cookSheet.map(describeCookLine)).toEqual([
    'Chicken Rice Community Meal 1 kg × 4 = 4 kg',
    'Chicken & Pumpkin Bowl 250 g × 5 = 1.25 kg',
    'Chicken & Pumpkin Bowl 500 g × 1 = 500 g',
    'Boiled Eggs 6 pcs × 2 = 12 pcs',
  ]);
  expect(dispatch.cookSheet[1]).toMatchObject({ categoryEnum: 'PDM', unit: 250, unitType: 'GRAMS', quantity: 5, totalAmount: 1250 });

  // Sorted by PIN code: 560001 (Bala), 560038 (Asha), 560100 (Chitra's two parts).
  expect(dispatch.stops.map((s) => [s.customer.name, s.location?.zipCode, s.categoryEnum])).toEqual([
    ['Bala', '560001', 'PDM'],
    ['Asha Rao', '560038', 'PDM'],
    ['Chitra', '560100', 'CDM'],
    ['Chitra', '560100', 'ADON'],
  ]);
  const ashaStop = dispatch.stops[1];
  expect(ashaStop).toMatchObject({
    status: 'NEW',
    paymentStatus: 'required',
    customer: { id: asha.viewer.id, firstName: 'Asha', lastName: 'Rao', phoneNumber: asha.phoneNumber },
    dropNote: 'Ring twice · Blue gate',
  });
  expect(ashaStop.orderNumber).toMatch(/^DM261120-/);
  expect(ashaStop.suborderNo).toBe(`${ashaStop.orderNumber}-1`);
  expect(ashaStop.items[0].variants.map((v) => [v.unit, v.quantity])).toEqual([
    [250, 2],
    [500, 1],
  ]);
  expect(dispatch.stops[0]).toMatchObject({ status: 'SUBSCRIBED', location: { latitude: 12.97, longitude: 77.59 } });
  expect(dispatch.stops.filter((s) => s.customer.id === chitra.viewer.id)).toHaveLength(2);
  expect(dispatch.stops.some((s) => s.customer.id === bala.viewer.id)).toBe(true);

  // Another day has its own sheet; a day without deliveries is empty.
  expect((await getDispatch(admin, '2026-11-24')).cookSheet.map(describeCookLine)).toEqual([
    'Chicken Rice Community Meal 1 kg × 4 = 4 kg',
    'Egg & Rice Community Meal 500 g × 9 = 4.5 kg',
    'Chicken & Pumpkin Bowl 250 g × 3 = 750 g',
    'Chicken & Pumpkin Bowl 500 g × 7 = 3.5 kg',
  ]);
  expect(await getDispatch(admin, '2027-06-01')).toEqual({ date: '2027-06-01', cookSheet: [], cookUnpaid: true, uncookedUnpaid: 0, stops: [], capacity: [] });

  // The CSV files carry the same lines.
  const route = routeSheetCsv(DAY, dispatch.stops);
  expect(route.split('\r\n')).toHaveLength(5);
  expect(route).toContain('"Chicken & Pumpkin Bowl 250 g × 2, 500 g × 1"');
  expect(route).toContain('Ring twice · Blue gate');
  expect(cookSheetCsv(dispatch).split('\r\n')[2]).toBe(`${DAY},Pet Dog Meals,Chicken & Pumpkin Bowl,250 g,5,1.25 kg,1250,GRAMS`);
});

const GET_DISPATCH = `query($d: String!) { getDispatch(date: $d) { date cookSheet { categoryEnum menuItemId name unit unitType quantity totalAmount }
  stops { deliveryId orderNumber suborderNo status customer { id firstName lastName phoneNumber } location { zipCode lineOne latitude longitude } dropNote items { name variants { unit quantity } } } } }`;

test('getDispatch answers admins, refuses customers (FORBIDDEN) and visitors (UNAUTHENTICATED), and checks the date', async () => {
  await setUp();
  const asAdmin = await graphqlRequest<{ getDispatch: { cookSheet: unknown[]; stops: { customer: { firstName: string } }[] } }>(GET_DISPATCH, { d: DAY }, { cookie: adminCookie });
  expect(asAdmin.errors).toBeUndefined();
  expect(asAdmin.data!.getDispatch.cookSheet.length).toBeGreaterThanOrEqual(4);
  expect(asAdmin.data!.getDispatch.stops.map((s) => s.customer.firstName)).toContain('Asha');

  const asCustomer = await graphqlRequest(GET_DISPATCH, { d: DAY }, { cookie: customerCookie });
  expect(asCustomer.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  const loggedOut = await graphqlRequest(GET_DISPATCH, { d: DAY });
  expect(loggedOut.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  const badDate = await graphqlRequest(GET_DISPATCH, { d: '2026-02-30' }, { cookie: adminCookie });
  expect(badDate.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'date' });
});

test('the service itself refuses anyone but an admin', async () => {
  await expect(getDispatch(null, DAY)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  const customer: Viewer = { id: 'c', roleId: 2, firstName: 'C' };
  await expect(getDispatch(customer, DAY)).rejects.toBeInstanceOf(AppError);
  await expect(getDispatch(customer, DAY)).rejects.toMatchObject({ code: 'FORBIDDEN' });
});

test('a stop shows the photo on the saved address it goes to, for the driver', async () => {
  const db = t.db();
  const photographed = await createCustomer(db, { firstName: 'Farah', zipCode: '560034' });
  const photo = await db.uploadedImage.create({
    data: { ownerId: photographed.viewer.id, kind: 'locations', storageKey: `${photographed.viewer.id}/locations/1.jpg`, contentType: 'image/jpeg', byteSize: 10 },
  });
  await db.address.update({ where: { id: photographed.addressId }, data: { imageId: photo.id } });
  await placeTestOrder(db, photographed, [{ kind: 'PDM', items: { [BOWL]: [[250, 1]] }, dates: [DAY] }]);
  const res = await graphqlRequest<{ getDispatch: { stops: { customer: { firstName: string }; locationPhoto: { id: string; url: string } | null }[] } }>(
    'query($d: String!) { getDispatch(date: $d) { stops { customer { firstName } locationPhoto { id url } } } }',
    { d: DAY },
    { cookie: adminCookie },
  );
  const stops = res.data!.getDispatch.stops;
  expect(stops.find((s) => s.customer.firstName === 'Farah')?.locationPhoto).toEqual({ id: photo.id, url: `/uploads/${photo.storageKey}` });
  expect(stops.filter((s) => s.customer.firstName !== 'Farah').every((s) => s.locationPhoto === null)).toBe(true);
});

const MUTTON = 'Mutton & Sweet Potato Bowl';

test('paid and unpaid apart: the cook sheet counts them, a rejected or expired payment is flagged, the setting leaves unpaid ones uncooked; booked against capacity', async () => {
  const db = t.db();
  const DAY2 = '2026-11-26';
  const paid = await createCustomer(db, { firstName: 'Gita', zipCode: '560038' });
  const rejected = await createCustomer(db, { firstName: 'Hari', zipCode: '560001' });
  const late = await createCustomer(db, { firstName: 'Indu', zipCode: '560100' });
  const p = await placeTestOrder(db, paid, [{ kind: 'PDM', items: { [MUTTON]: [[250, 2]] }, dates: [DAY2] }]);
  const r = await placeTestOrder(db, rejected, [{ kind: 'PDM', items: { [MUTTON]: [[250, 1]] }, dates: [DAY2] }]);
  const l = await placeTestOrder(db, late, [{ kind: 'PDM', items: { [MUTTON]: [[250, 4]] }, dates: [DAY2] }]);
  await db.payment.update({ where: { orderId: p.id }, data: { status: 'success', confirmedAt: MORNING } });
  await db.payment.update({ where: { orderId: r.id }, data: { status: 'required', rejectedAt: MORNING, rejectionReason: 'Blurred' } });
  await db.payment.update({ where: { orderId: l.id }, data: { dueAt: new Date(MORNING.getTime() - 60_000) } });
  const pdm = await db.category.findUniqueOrThrow({ where: { categoryEnum: 'PDM' } });
  await db.category.update({ where: { id: pdm.id }, data: { maxPortionsPerDay: 8 } });
  try {
    const dispatch = await getDispatch(admin, DAY2);
    const byName = (n: string) => dispatch.stops.find((s) => s.customer.firstName === n)!;
    expect([byName('Gita'), byName('Hari'), byName('Indu')].map((s) => [s.paid, s.paymentFlag])).toEqual([
      [true, null],
      [false, 'rejected'],
      [false, 'expired'],
    ]);
    // (other tests' subscriptions deliver that day too: only this test's item is counted here)
    const mine = (lines: typeof dispatch.cookSheet) => lines.filter((x) => x.name === MUTTON).map((x) => [x.quantity, x.paidQuantity]);
    expect(mine(dispatch.cookSheet)).toEqual([[7, 2]]);
    const pdmCapacity = dispatch.capacity.find((c) => c.categoryEnum === 'PDM')!;
    expect(pdmCapacity).toMatchObject({ title: 'Pet Dog Meals', max: 8 });
    expect(pdmCapacity.booked).toBeGreaterThanOrEqual(7);

    await db.configuration.upsert({ where: { key: 'dispatch.cookUnpaid' }, create: { key: 'dispatch.cookUnpaid', value: 'false' }, update: { value: 'false' } });
    const paidOnly = await getDispatch(admin, DAY2);
    expect(paidOnly.cookUnpaid).toBe(false);
    expect(paidOnly.uncookedUnpaid).toBe(paidOnly.stops.filter((x) => !x.paid).length);
    expect(mine(paidOnly.cookSheet)).toEqual([[2, 2]]);
    // the route sheet still lists every stop, paid or not
    expect(paidOnly.stops.filter((x) => ['Gita', 'Hari', 'Indu'].includes(x.customer.firstName ?? ''))).toHaveLength(3);
  } finally {
    await db.configuration.deleteMany({ where: { key: 'dispatch.cookUnpaid' } });
    await db.category.update({ where: { id: pdm.id }, data: { maxPortionsPerDay: null } });
  }
});
