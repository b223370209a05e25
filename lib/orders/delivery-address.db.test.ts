// Where a delivery goes, after checkout ("Change where it goes"), against Postgres: a
// subscription moved to another saved address from a day on, an edited address whose coming
// deliveries follow (yes) or keep the old copy (no), and the dispatch route sheet reading each
// delivery's own copy. Every move messages the customer; an admin's is audited.
import { useTestDatabase } from '@/testing/test-database';
import { pinClockForEachTest } from '@/testing/clock';
import { seededAdminViewer } from '@/testing/admin';
import { createCustomer, placeTestOrder } from '@/testing/checkout';
import { AppError } from '@/lib/errors';
import type { Viewer } from '@/lib/auth/viewer';
import { dateToDay, type IsoDay } from '@/lib/domain/calendar';
import { readAddressSnapshot } from '@/lib/domain/address-snapshot';
import { confirmPayment } from '@/lib/payments/confirm-payment';
import { saveAddress } from '@/lib/addresses/save-address';
import { countComingDeliveries } from '@/lib/addresses/count-coming-deliveries';
import { getDispatch } from '@/lib/dispatch/get-dispatch';
import { routeSheetCsv } from '@/lib/dispatch/dispatch-csv';
import { changeDeliveryAddress, moveAllSubscriptions } from './change-delivery-address';
import { skipDelivery } from './skip-delivery';

const t = useTestDatabase();
let admin: Viewer;
// Friday 20 November 2026, 10:00 Kolkata: the first weekday delivery is Monday 23 November.
const moveClock = pinClockForEachTest(new Date('2026-11-20T04:30:00Z'));
beforeAll(async () => {
  admin = await seededAdminViewer(t.db());
});

const BOWL = 'Chicken & Pumpkin Bowl';
const code = (e: unknown) => (e instanceof AppError ? e.code : String(e));
const setNow = (iso: string) => moveClock(new Date(iso));
const copies = async (suborderId: string) =>
  (await t.db().delivery.findMany({ where: { suborderId }, orderBy: { deliveryDate: 'asc' } })).map((d) => ({ day: dateToDay(d.deliveryDate), locationId: d.locationId, lineOne: readAddressSnapshot(d.locationSnapshot)?.lineOne }));
const routeLine = async (day: IsoDay, deliveryId: string) => (await getDispatch(admin, day)).stops.find((s) => s.deliveryId === deliveryId)?.location?.lineOne;
const planMessages = (userId: string) => t.db().notification.count({ where: { userId, kind: 'PLAN_CHANGED', channel: 'SMS' } });

async function subscriber(name: string) {
  const customer = await createCustomer(t.db(), { firstName: name });
  const order = await placeTestOrder(t.db(), customer, [{ kind: 'PDM', items: { [BOWL]: [[250, 1]] }, days: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'] }]);
  await confirmPayment(admin, order.id);
  const home = await t.db().address.findUniqueOrThrow({ where: { id: customer.addressId } });
  const office = await t.db().address.create({ data: { userId: customer.viewer.id, title: 'Office', lineOne: '7, MG Road', city: 'Bengaluru', state: 'Karnataka', stateCode: '29', zipCode: '560001' } });
  return { customer, order, suborder: order.suborders[0], home, office };
}

const editHome = (viewer: Viewer, home: { id: string; city: string; state: string; zipCode: string }, lineOne: string, moveComingDeliveries: boolean) =>
  saveAddress(viewer, { id: home.id, title: 'Home', lineOne, linetwo: undefined, city: home.city, state: home.state, zipCode: home.zipCode, dropNote: undefined }, { moveComingDeliveries });

test('editing an address used by a subscription, "yes": the coming deliveries follow and the route sheet shows the new address', async () => {
  const { customer, order, suborder, home } = await subscriber('Follow');
  const [first, second] = suborder.deliveries;
  // Sunday 22 November 21:00: Monday's delivery still before its cutoff.
  setNow('2026-11-22T15:30:00Z');
  const coming = await countComingDeliveries(customer.viewer, home.id);
  expect(coming).toBe(suborder.deliveries.length);
  expect(await routeLine(dateToDay(first.deliveryDate), first.id)).toBe(home.lineOne);

  // 22:30: Monday is past its cutoff and keeps the old copy; the rest follow.
  setNow('2026-11-22T17:00:00Z');
  expect(await countComingDeliveries(customer.viewer, home.id)).toBe(suborder.deliveries.length - 1);
  await editHome(customer.viewer, home, '12, 6th Cross, Indiranagar', true);
  const after = await copies(suborder.id);
  expect(after[0]).toMatchObject({ lineOne: home.lineOne, locationId: home.id });
  expect(after.slice(1).every((d) => d.lineOne === '12, 6th Cross, Indiranagar')).toBe(true);
  expect(await routeLine(dateToDay(first.deliveryDate), first.id)).toBe(home.lineOne);
  expect(await routeLine(dateToDay(second.deliveryDate), second.id)).toBe('12, 6th Cross, Indiranagar');
  // The route sheet's CSV is made from the same stops.
  const csv = routeSheetCsv(dateToDay(second.deliveryDate), (await getDispatch(admin, dateToDay(second.deliveryDate))).stops);
  expect(csv).toContain('12, 6th Cross, Indiranagar');
  // The order keeps the address it was placed to (its invoice); the customer is told.
  expect(readAddressSnapshot((await t.db().suborder.findUniqueOrThrow({ where: { id: suborder.id } })).locationSnapshot)?.lineOne).toBe(home.lineOne);
  expect(await planMessages(customer.viewer.id)).toBe(1);
  expect(await t.db().notification.findFirst({ where: { userId: customer.viewer.id, kind: 'PLAN_CHANGED', channel: 'SMS' } })).toMatchObject({ orderId: order.id });
});

test('editing an address used by a subscription, "no": every delivery keeps the old copy', async () => {
  const { customer, suborder, home } = await subscriber('Keep');
  const before = await copies(suborder.id);
  await editHome(customer.viewer, home, '12, 6th Cross, Indiranagar', false);
  expect(await copies(suborder.id)).toEqual(before);
  const second = suborder.deliveries[1];
  expect(await routeLine(dateToDay(second.deliveryDate), second.id)).toBe(home.lineOne);
  expect(await planMessages(customer.viewer.id)).toBe(0);
  // The saved address itself changed.
  expect((await t.db().address.findUniqueOrThrow({ where: { id: home.id } })).lineOne).toBe('12, 6th Cross, Indiranagar');
});

test('"yes" to an edit that takes the address out of the meals area is refused, and nothing is saved', async () => {
  const { customer, suborder, home } = await subscriber('Outside');
  const before = await copies(suborder.id);
  const refused = await saveAddress(customer.viewer, { id: home.id, title: 'Home', lineOne: home.lineOne, linetwo: undefined, city: 'Bengaluru', state: 'Karnataka', zipCode: '560099', dropNote: undefined }, { moveComingDeliveries: true }).catch((e) => e);
  expect(refused).toMatchObject({ code: 'BAD_USER_INPUT', details: { field: 'moveComingDeliveries' } });
  expect((await t.db().address.findUniqueOrThrow({ where: { id: home.id } })).zipCode).toBe('560038');
  expect(await copies(suborder.id)).toEqual(before);
});

test('changeDeliveryAddress moves the deliveries from a day on; the route sheet follows; a make-up day goes to the new address', async () => {
  const { customer, suborder, home, office } = await subscriber('Move');
  const days = suborder.deliveries.map((d) => dateToDay(d.deliveryDate));
  const change = await changeDeliveryAddress(customer.viewer, { suborderId: suborder.id, locationId: office.id, from: days[2] });
  expect(change.message).toBe(`${days.length - 2} deliveries go to Office from Wed, 25 Nov 2026.`);
  const after = await copies(suborder.id);
  expect(after.slice(0, 2).every((d) => d.locationId === home.id)).toBe(true);
  expect(after.slice(2).every((d) => d.locationId === office.id && d.lineOne === '7, MG Road')).toBe(true);
  expect(change.suborder.deliveries[2].location).toMatchObject({ id: office.id, title: 'Office' });
  expect(await routeLine(days[2], suborder.deliveries[2].id)).toBe('7, MG Road');
  expect(await routeLine(days[0], suborder.deliveries[0].id)).toBe(home.lineOne);
  // Editing Home now asks about the two days still going there only.
  expect(await countComingDeliveries(customer.viewer, home.id)).toBe(2);

  // A day skipped at home is made up at the end, where the subscription goes now.
  await skipDelivery(customer.viewer, suborder.deliveries[0].id);
  const last = (await copies(suborder.id)).at(-1)!;
  expect(last).toMatchObject({ locationId: office.id, lineOne: '7, MG Road' });
  // the move, then the skip
  expect(await planMessages(customer.viewer.id)).toBe(2);
});

test('changeDeliveryAddress refuses: an unserved PIN, someone else\'s address, a day past the cutoff; an admin may after it, audited', async () => {
  const { customer, suborder, office } = await subscriber('Refuse');
  const other = await createCustomer(t.db(), { firstName: 'Other' });
  const far = await t.db().address.create({ data: { userId: customer.viewer.id, title: 'Farm', lineOne: '1, Hosur Road', city: 'Bengaluru', state: 'Karnataka', stateCode: '29', zipCode: '560099' } });
  await expect(changeDeliveryAddress(customer.viewer, { suborderId: suborder.id, locationId: far.id, from: null }).catch((e) => e)).resolves.toMatchObject({ code: 'BAD_USER_INPUT', details: { field: 'locationId' } });
  await expect(changeDeliveryAddress(customer.viewer, { suborderId: suborder.id, locationId: other.addressId, from: null }).catch(code)).resolves.toBe('NOT_FOUND');
  await expect(changeDeliveryAddress(other.viewer, { suborderId: suborder.id, locationId: other.addressId, from: null }).catch(code)).resolves.toBe('NOT_FOUND');

  const monday = dateToDay(suborder.deliveries[0].deliveryDate);
  setNow('2026-11-22T17:00:00Z'); // Sunday 22:30
  await expect(changeDeliveryAddress(customer.viewer, { suborderId: suborder.id, locationId: office.id, from: monday }).catch(code)).resolves.toBe('BAD_USER_INPUT');
  // Without a day: from Tuesday, the first still open.
  const moved = await changeDeliveryAddress(customer.viewer, { suborderId: suborder.id, locationId: office.id, from: null });
  expect(moved.message).toContain('from Tue, 24 Nov 2026');
  expect((await copies(suborder.id))[0].locationId).toBe(customer.addressId);
  // An admin may still move Monday (before it is final), and it is audited.
  await changeDeliveryAddress(admin, { suborderId: suborder.id, locationId: office.id, from: monday });
  expect((await copies(suborder.id))[0].locationId).toBe(office.id);
  expect(await t.db().auditLog.count({ where: { action: 'changeDeliveryAddress', entityId: suborder.id } })).toBe(1);
});

test('moveAllSubscriptions moves every subscription the address can take', async () => {
  const { customer, office } = await subscriber('All');
  const second = await placeTestOrder(t.db(), customer, [{ kind: 'PDM', items: { [BOWL]: [[250, 1]] }, days: ['SATURDAY'] }]);
  const result = await moveAllSubscriptions(customer.viewer, { userId: customer.viewer.id, locationId: office.id, from: null });
  expect(result.suborders).toHaveLength(2);
  expect((await copies(second.suborders[0].id)).every((d) => d.locationId === office.id)).toBe(true);
  expect(result.message).toBe(`${result.moved} deliveries go to Office.`);
  // Someone else cannot move them.
  const other = await createCustomer(t.db(), { firstName: 'Stranger' });
  await expect(moveAllSubscriptions(other.viewer, { userId: customer.viewer.id, locationId: office.id, from: null }).catch(code)).resolves.toBe('FORBIDDEN');
});
