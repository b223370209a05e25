// pauseSubscription against a real database: a range of deliveries skipped and made up after the
// last one (and after the pause), all or nothing.
import { useTestDatabase } from '@/testing/test-database';
import { graphqlRequest } from '@/testing/graphql-request';
import { loginAs } from '@/testing/login';
import { createTestOrder, type TestSuborder } from '@/testing/order-factory';
import { ADMIN_PHONE } from '@/prisma/seed-data';
import { setClock } from '@/lib/clock';
import { ROLE_CUSTOMER, type Viewer } from '@/lib/auth/viewer';
import { dateToDay, dayToDate } from '@/lib/domain/calendar';
import { skipDelivery } from './skip-delivery';

const t = useTestDatabase();

let restore: () => void = () => {};
const at = (instant: string) => {
  restore();
  restore = setClock(new Date(instant));
};
beforeEach(() => at('2026-12-01T10:00:00+05:30'));
afterEach(() => restore());

let admin: Awaited<ReturnType<typeof loginAs>>;
let customer: Awaited<ReturnType<typeof loginAs>>;
let other: Awaited<ReturnType<typeof loginAs>>;
let customerViewer: Viewer;
beforeAll(async () => {
  admin = await loginAs(ADMIN_PHONE);
  customer = await loginAs('9876500421');
  other = await loginAs('9876500422');
  customerViewer = { id: customer.user.id, roleId: ROLE_CUSTOMER, firstName: 'C' };
}, 30_000);

const PAUSE = `mutation($id: ID!, $from: String!, $to: String!) { pauseSubscription(suborderId: $id, from: $from, to: $to) {
  statusCode message suborder { id endDate deliveries { id deliveryDate status skippedAt replacesDeliveryId } } } }`;
type PauseResult = {
  pauseSubscription: { statusCode: number; message: string; suborder: { id: string; endDate: string; deliveries: { id: string; deliveryDate: string; status: string; skippedAt: string | null; replacesDeliveryId: string | null }[] } };
};

const MON_THU = ['2026-12-03', '2026-12-07', '2026-12-10', '2026-12-14', '2026-12-17', '2026-12-21', '2026-12-24', '2026-12-28', '2026-12-31'];
const weekly: TestSuborder = { status: 'SUBSCRIBED', repeatType: 'WEEKLY', repeatInfo: 'MONDAY,THURSDAY', deliveries: MON_THU.map((date) => ({ date })) };

async function subscription(userId = customer.user.id, suborder: TestSuborder = weekly) {
  const order = await createTestOrder(t.db(), { userId, suborders: [suborder] });
  return order.suborders[0];
}
const states = async (suborderId: string) =>
  (await t.db().delivery.findMany({ where: { suborderId }, orderBy: { deliveryDate: 'asc' } })).map((d) => [dateToDay(d.deliveryDate), d.status, d.skippedAt ? 'skipped' : '']);
const pause = (cookie: string | undefined, id: string, from: string, to: string) => graphqlRequest<PauseResult>(PAUSE, { id, from, to }, { cookie });

test('the owner pauses a week: both deliveries skipped, made up after the last one, the end date moves', async () => {
  const sub = await subscription();
  const res = await pause(customer.cookie, sub.id, '2026-12-07', '2026-12-13');
  expect(res.errors).toBeUndefined();
  expect(res.data!.pauseSubscription.message).toBe(
    'Paused 2 deliveries from Mon, 7 Dec 2026 to Sun, 13 Dec 2026. They are made up after your last delivery, which is now Thu, 7 Jan 2027.',
  );
  const { deliveries, endDate } = res.data!.pauseSubscription.suborder;
  expect(endDate).toBe('2027-01-07');
  const skipped = deliveries.filter((d) => d.skippedAt);
  expect(skipped.map((d) => d.deliveryDate)).toEqual(['2026-12-07', '2026-12-10']);
  expect(deliveries.filter((d) => d.replacesDeliveryId).map((d) => [d.deliveryDate, d.replacesDeliveryId])).toEqual([
    ['2027-01-04', skipped[0].id],
    ['2027-01-07', skipped[1].id],
  ]);
});

test('a pause covering the last delivery: the replacements come after the pause, not inside it', async () => {
  const sub = await subscription();
  const res = await pause(customer.cookie, sub.id, '2026-12-26', '2027-01-10');
  expect(res.errors).toBeUndefined();
  expect((await states(sub.id)).slice(-4)).toEqual([
    ['2026-12-28', 'CANCELLED', 'skipped'],
    ['2026-12-31', 'CANCELLED', 'skipped'],
    ['2027-01-11', 'SUBSCRIBED', ''],
    ['2027-01-14', 'SUBSCRIBED', ''],
  ]);
  expect(res.data!.pauseSubscription.suborder.endDate).toBe('2027-01-14');
});

test('a closed date after the pause is stepped over', async () => {
  await t.db().store.updateMany({ data: { closedDates: [dayToDate('2027-01-04')] } });
  try {
    const sub = await subscription();
    await pause(customer.cookie, sub.id, '2026-12-28', '2027-01-03');
    expect((await states(sub.id)).slice(-2)).toEqual([
      ['2027-01-07', 'SUBSCRIBED', ''],
      ['2027-01-11', 'SUBSCRIBED', ''],
    ]);
  } finally {
    await t.db().store.updateMany({ data: { closedDates: [] } });
  }
});

test('all or nothing: a customer whose range reaches a delivery past its cutoff changes nothing, and is told which one', async () => {
  const sub = await subscription();
  const before = await states(sub.id);
  at('2026-12-02T22:00:00+05:30');
  const res = await pause(customer.cookie, sub.id, '2026-12-03', '2026-12-10');
  expect(res.errors?.[0]).toMatchObject({
    message: 'Nothing was paused. Changes to the delivery of Thu, 3 Dec 2026 closed at 10 pm on Wed, 2 Dec 2026. Please call us if you need help with it.',
    extensions: { code: 'BAD_USER_INPUT', field: 'from' },
  });
  expect(await states(sub.id)).toEqual(before);
  // A minute earlier the same pause goes through.
  at('2026-12-02T21:59:00+05:30');
  expect((await pause(customer.cookie, sub.id, '2026-12-03', '2026-12-10')).errors).toBeUndefined();
});

test('an admin may pause past the cutoff, and it is audited', async () => {
  const sub = await subscription();
  at('2026-12-03T08:00:00+05:30');
  const res = await pause(admin.cookie, sub.id, '2026-12-03', '2026-12-07');
  expect(res.errors).toBeUndefined();
  const audit = await t.db().auditLog.findFirstOrThrow({ where: { entityId: sub.id } });
  expect(audit).toMatchObject({ action: 'pauseSubscription', actorId: admin.user.id, subjectUserId: customer.user.id });
  expect(audit.data).toMatchObject({ skipped: ['2026-12-03', '2026-12-07'], replacements: ['2027-01-04', '2027-01-07'] });
});

test('deliveries already skipped in the range stay as they are', async () => {
  const sub = await subscription();
  const dec10 = sub.deliveries.find((d) => dateToDay(d.deliveryDate) === '2026-12-10')!;
  await skipDelivery(customerViewer, dec10.id);
  const res = await pause(customer.cookie, sub.id, '2026-12-07', '2026-12-14');
  expect(res.errors).toBeUndefined();
  expect(res.data!.pauseSubscription.message).toMatch(/^Paused 2 deliveries/);
  const replacements = res.data!.pauseSubscription.suborder.deliveries.filter((d) => d.replacesDeliveryId).map((d) => d.deliveryDate);
  expect(replacements).toEqual(['2027-01-04', '2027-01-07', '2027-01-11']);
});

test.each([
  ['nothing in the range', '2026-12-11', '2026-12-13', 'There are no deliveries to pause from Fri, 11 Dec 2026 to Sun, 13 Dec 2026.', 'from'],
  ['ends before it starts', '2026-12-13', '2026-12-11', 'The pause must end on or after the day it starts.', 'to'],
  ['longer than 92 days', '2026-12-03', '2027-03-05', 'A pause can last at most 92 days. For longer, please contact us.', 'to'],
  ['not a date', '2026-12-03', '2026-13-01', 'to: Use a date as YYYY-MM-DD.', 'to'],
])('refused: %s', async (_case, from, to, message, field) => {
  const sub = await subscription();
  const res = await pause(customer.cookie, sub.id, from, to);
  expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
});

test('a one-time order cannot be paused', async () => {
  const sub = await subscription(customer.user.id, { status: 'NEW', repeatType: 'NONE', repeatInfo: 'CUSTOM', deliveries: [{ date: '2026-12-05' }] });
  const res = await pause(customer.cookie, sub.id, '2026-12-05', '2026-12-05');
  expect(res.errors?.[0]).toMatchObject({ message: 'Only a subscription can be paused. You can skip a single delivery instead.', extensions: { code: 'BAD_USER_INPUT' } });
});

test("another customer's subscription is NOT_FOUND; logged out is UNAUTHENTICATED; nothing changes", async () => {
  const sub = await subscription();
  const before = await states(sub.id);
  expect((await pause(other.cookie, sub.id, '2026-12-07', '2026-12-13')).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  expect((await pause(undefined, sub.id, '2026-12-07', '2026-12-13')).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  expect(await states(sub.id)).toEqual(before);
});
