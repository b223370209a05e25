// Riders through the API as the owner, two riders and customers use it: adding riders, assigning a
// day's drops (route order from the kitchen, a stop's drops together), a route seen only by its
// rider, nothing delivered before its day, the code and rider on the customer's order, and on the
// day: start, a wrong code refused, five locking the code, the right code or a photo delivering
// with proof, a missed drop in the owner's queue, undo within ten seconds, a courier's AWB.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { useTestDatabase } from '@/testing/test-database';
import { graphqlRequest, type GraphQLResult } from '@/testing/graphql-request';
import { loginAs } from '@/testing/login';
import { loginAsAdmin } from '@/testing/admin';
import { createTestOrder } from '@/testing/order-factory';
import { pinClockForEachTest } from '@/testing/clock';
import { solidPng, toBase64 } from '@/testing/images';

const t = useTestDatabase();
// Tuesday 1 December 2026, 09:00 in Bengaluru: today's drops go out, tomorrow's wait.
const TODAY = '2026-12-01';
const TOMORROW = '2026-12-02';
const moveClock = pinClockForEachTest(new Date('2026-12-01T09:00:00+05:30'));

type Session = { cookie: string; user: { id: string } };
let admin: { cookie: string };
let uploadDir: string;

async function call<T = Record<string, unknown>>(who: { cookie: string } | null, query: string, variables: Record<string, unknown> = {}): Promise<GraphQLResult<T>> {
  return graphqlRequest<T>(query, variables, who ? { cookie: who.cookie } : {});
}
async function ok<T = Record<string, unknown>>(who: { cookie: string }, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await call<T>(who, query, variables);
  if (res.errors?.length) throw new Error(`${query}: ${JSON.stringify(res.errors)}`);
  return res.data!;
}
const codeOf = (res: GraphQLResult) => res.errors?.[0]?.extensions?.code;

const ADD_RIDER = 'mutation($p: String!, $f: String!) { addRider(countryCode: "+91", phoneNumber: $p, firstName: $f, lastName: "R") { id firstName role { id } } }';
const ASSIGN = 'mutation($ids: [ID!]!, $r: ID) { assignDeliveries(deliveryIds: $ids, riderId: $r) { statusCode message count } }';
const ROUTE = `query($d: String, $r: ID) { getRoute(date: $d, riderId: $r) { date started rider { id firstName } stops {
  position stopKey delivery { id status deliveryDate } orderNumber customerName phoneNumber address latitude longitude mapUrl dropNote paid codeLocked
  items { name variants { quantity unit } } proof { kind photoUrl at } failure { reason note at photoUrl } } } }`;
const DELIVER = 'mutation($id: ID!, $c: String, $p: ID) { markDelivered(deliveryId: $id, code: $c, photoId: $p) { id status deliveryCode proof { kind photoUrl at } } }';
const MISS = 'mutation($id: ID!, $r: NotDeliveredReason!, $n: String, $p: ID) { markNotDelivered(deliveryId: $id, reason: $r, note: $n, photoId: $p) { id status failure { reason note at photoUrl } } }';
const UNDO = 'mutation($id: ID!) { undoDropOutcome(deliveryId: $id) { id status proof { kind } failure { reason } } }';
const ORDER = 'query($n: String!) { getOrder(orderNumber: $n) { suborders { deliveries { id deliveryDate status deliveryCode rider { firstName } proof { kind photoUrl at } failure { reason } shipment { courier awb trackingUrl } routePosition } } } }';

let riderNo = 0;
async function newRider(name: string): Promise<Session> {
  const phone = `98450${String(Date.now()).slice(-3)}${String(++riderNo).padStart(2, '0')}`;
  await ok(admin, ADD_RIDER, { p: phone, f: name });
  return loginAs(phone);
}

/** A customer with an address at a point (east of the kitchen by `kmEast` along its latitude). */
async function customerAt(phone: string, kmEast: number | null) {
  const session = await loginAs(phone);
  await t.db().address.create({
    data: {
      userId: session.user.id,
      title: 'Home',
      lineOne: `${Math.round((kmEast ?? 9) * 10)}, 5th Main`,
      city: 'Bengaluru',
      state: 'Karnataka',
      stateCode: '29',
      zipCode: '560038',
      latitude: kmEast === null ? null : 12.9784,
      longitude: kmEast === null ? null : 77.6408 + kmEast * 0.0092,
      dropNote: 'Blue gate',
    },
  });
  return session;
}

const todayDelivery = async (userId: string, opts: { kind?: 'CDM' | 'TREATS'; paid?: boolean } = {}) => {
  const order = await createTestOrder(t.db(), {
    userId,
    paymentStatus: opts.paid ? 'success' : 'required',
    suborders: [{ kind: opts.kind ?? 'CDM', deliveries: [{ date: TODAY }, { date: TOMORROW }] }],
  });
  const [today, tomorrow] = order.suborders[0].deliveries;
  return { order, today, tomorrow };
};

beforeAll(async () => {
  uploadDir = await mkdtemp(path.join(tmpdir(), 'riders-db-'));
  process.env.UPLOAD_DIR = uploadDir;
  admin = await loginAsAdmin(t.db());
  await t.db().configuration.upsert({ where: { key: 'kitchen.location' }, create: { key: 'kitchen.location', value: '12.9784, 77.6408' }, update: { value: '12.9784, 77.6408' } });
}, 60_000);
afterAll(async () => {
  delete process.env.UPLOAD_DIR;
  await rm(uploadDir, { recursive: true, force: true });
});

describe('riders', () => {
  test('the admin adds and lists riders; a customer’s number is refused; only admins may', async () => {
    const customer = await loginAs('9876512001');
    expect(codeOf(await call(admin, ADD_RIDER, { p: '9876512001', f: 'Nope' }))).toBe('CONFLICT');
    expect(codeOf(await call(customer, ADD_RIDER, { p: '9845012002', f: 'Nope' }))).toBe('FORBIDDEN');
    const added = await ok<{ addRider: { id: string; role: { id: number } } }>(admin, ADD_RIDER, { p: '9845012003', f: 'Suresh' });
    expect(added.addRider.role.id).toBe(3);
    const { getRiders } = await ok<{ getRiders: { id: string; firstName: string; active: boolean; stopsToday: number }[] }>(admin, '{ getRiders { id firstName phoneNumber active stopsToday } }');
    expect(getRiders).toContainEqual(expect.objectContaining({ id: added.addRider.id, firstName: 'Suresh', active: true, stopsToday: 0 }));
    expect(codeOf(await call(customer, '{ getRiders { id } }'))).toBe('FORBIDDEN');
  });

  test('a switched-off rider cannot log in, loses their session and cannot be given drops', async () => {
    const rider = await newRider('Mohan');
    const { user } = await loginAs('9876512011');
    const { today } = await todayDelivery(user.id);
    await ok(admin, 'mutation($r: ID!) { setRiderActive(riderId: $r, active: false) { id active } }', { r: rider.user.id });
    expect(codeOf(await call(rider, ROUTE))).toBe('UNAUTHENTICATED');
    await expect(loginAs((await t.db().user.findUniqueOrThrow({ where: { id: rider.user.id } })).phoneNumber)).rejects.toThrow('This rider account is switched off');
    const refused = await call(admin, ASSIGN, { ids: [today.id], r: rider.user.id });
    expect(refused.errors?.[0]?.message).toBe('Mohan is switched off: switch them on first, or choose another rider.');
  });
});

describe('a day on the road', () => {
  test('assigning orders the route from the kitchen, nearest next; a stop’s drops go together with one code', async () => {
    const rider = await newRider('Raju');
    const far = await customerAt('9876512021', 6);
    const near = await customerAt('9876512022', 1);
    const mid = await customerAt('9876512023', 3);
    const nowhere = await customerAt('9876512024', null);
    const dFar = await todayDelivery(far.user.id);
    const dNear = await todayDelivery(near.user.id);
    const dMid = await todayDelivery(mid.user.id);
    const dMidTreats = await todayDelivery(mid.user.id, { kind: 'TREATS' });
    const dNowhere = await todayDelivery(nowhere.user.id);

    // Mid's treats are not asked for: they come with mid's meal, the same stop.
    const assigned = await ok<{ assignDeliveries: { count: number } }>(admin, ASSIGN, { ids: [dFar.today.id, dNowhere.today.id, dNear.today.id, dMid.today.id], r: rider.user.id });
    expect(assigned.assignDeliveries.count).toBe(5);
    const { getRoute } = await ok<{ getRoute: { stops: { delivery: { id: string }; stopKey: string; position: number }[] } }>(rider, ROUTE);
    const order = getRoute.stops.map((s) => s.delivery.id);
    expect(order.slice(0, 1)).toEqual([dNear.today.id]);
    expect(new Set(order.slice(1, 3))).toEqual(new Set([dMid.today.id, dMidTreats.today.id]));
    expect(order.slice(3)).toEqual([dFar.today.id, dNowhere.today.id]);
    expect(getRoute.stops[1].stopKey).toBe(getRoute.stops[2].stopKey);
    const codes = await t.db().delivery.findMany({ where: { id: { in: [dMid.today.id, dMidTreats.today.id] } }, select: { deliveryCode: true } });
    expect(codes[0].deliveryCode).toMatch(/^\d{4}$/);
    expect(codes[1].deliveryCode).toBe(codes[0].deliveryCode);

    // By hand: far first. The stop of two moves whole.
    const reordered = await ok<{ reorderRoute: { stops: { delivery: { id: string } }[] } }>(
      admin,
      'mutation($d: String!, $r: ID!, $ids: [ID!]!) { reorderRoute(date: $d, riderId: $r, deliveryIds: $ids) { stops { delivery { id } } } }',
      { d: TODAY, r: rider.user.id, ids: [dFar.today.id, dMidTreats.today.id, dNear.today.id] },
    );
    expect(reordered.reorderRoute.stops.map((s) => s.delivery.id)).toEqual([dFar.today.id, dMidTreats.today.id, dMid.today.id, dNear.today.id, dNowhere.today.id]);

    // Taking one back closes the gap.
    await ok(admin, ASSIGN, { ids: [dFar.today.id], r: null });
    const after = await ok<{ getRoute: { stops: { position: number; delivery: { id: string } }[] } }>(rider, ROUTE);
    expect(after.getRoute.stops.map((s) => s.position)).toEqual([1, 2, 3, 4]);
    expect(after.getRoute.stops.map((s) => s.delivery.id)).not.toContain(dFar.today.id);
  });

  test('a route is its rider’s: another rider, a customer and an admin without a rider get nothing of it', async () => {
    const rider = await newRider('Anil');
    const other = await newRider('Babu');
    const customer = await customerAt('9876512031', 2);
    const { today } = await todayDelivery(customer.user.id);
    await ok(admin, ASSIGN, { ids: [today.id], r: rider.user.id });
    expect(codeOf(await call(other, ROUTE, { r: rider.user.id }))).toBe('NOT_FOUND');
    expect((await ok<{ getRoute: { stops: unknown[] } }>(other, ROUTE)).getRoute.stops).toEqual([]);
    expect(codeOf(await call(customer, ROUTE))).toBe('FORBIDDEN');
    expect(codeOf(await call(admin, ROUTE))).toBe('BAD_USER_INPUT');
    expect((await ok<{ getRoute: { stops: unknown[] } }>(admin, ROUTE, { r: rider.user.id })).getRoute.stops).toHaveLength(1);
    // another rider cannot act on it either: as if it did not exist
    expect(codeOf(await call(other, DELIVER, { id: today.id, c: '0000' }))).toBe('NOT_FOUND');
    expect(codeOf(await call(customer, DELIVER, { id: today.id, c: '0000' }))).toBe('NOT_FOUND');
  });

  test('the customer sees the rider and the code; nothing is delivered before its day; on the day a wrong code is refused and the right one delivers with proof', async () => {
    const rider = await newRider('Kiran');
    const customer = await customerAt('9876512041', 2);
    const { order, today, tomorrow } = await todayDelivery(customer.user.id, { paid: true });
    await ok(admin, ASSIGN, { ids: [today.id, tomorrow.id], r: rider.user.id });

    const seen = await ok<{ getOrder: { suborders: { deliveries: { id: string; deliveryCode: string | null; rider: { firstName: string } | null }[] }[] } }>(customer, ORDER, { n: order.orderNumber });
    const mine = seen.getOrder.suborders[0].deliveries.find((d) => d.id === today.id)!;
    expect(mine.rider).toEqual({ firstName: 'Kiran' });
    expect(mine.deliveryCode).toMatch(/^\d{4}$/);
    const code = mine.deliveryCode!;

    const early = await call(rider, DELIVER, { id: tomorrow.id, c: code });
    expect(early.errors?.[0]?.message).toBe('This delivery is not due yet: it can be marked only on its day.');

    const started = await ok<{ startRoute: { started: boolean; stops: { delivery: { status: string } }[] } }>(rider, 'mutation { startRoute { started stops { delivery { status } } } }');
    expect(started.startRoute.started).toBe(true);
    expect(started.startRoute.stops.map((s) => s.delivery.status)).toEqual(['ASSIGNED']);
    const told = await t.db().notification.findFirstOrThrow({ where: { userId: customer.user.id, kind: 'DELIVERY_ASSIGNED', channel: 'SMS' } });
    expect(told.body).toBe(`Good Dog Kitchen: your delivery for order ${order.orderNumber} is on its way with Kiran. Your delivery code is ${code}.`);

    const wrongCode = code === '0000' ? '1111' : '0000';
    const wrong = await call(rider, DELIVER, { id: today.id, c: wrongCode });
    expect(wrong.errors?.[0]).toMatchObject({ message: 'That code is not right. 4 tries left.', extensions: { code: 'BAD_USER_INPUT', field: 'code' } });

    const done = await ok<{ markDelivered: { status: string; deliveryCode: string | null; proof: { kind: string; at: string } } }>(rider, DELIVER, { id: today.id, c: code });
    expect(done.markDelivered).toEqual({ id: today.id, status: 'DELIVERED', deliveryCode: null, proof: { kind: 'CODE', photoUrl: null, at: '2026-12-01T03:30:00.000Z' } });
    const after = await ok<{ getOrder: { suborders: { deliveries: { id: string; deliveryCode: string | null; proof: unknown }[] }[] } }>(customer, ORDER, { n: order.orderNumber });
    expect(after.getOrder.suborders[0].deliveries.find((d) => d.id === today.id)).toMatchObject({ deliveryCode: null, proof: { kind: 'CODE', at: '2026-12-01T03:30:00.000Z' } });
    const audit = await t.db().auditLog.findMany({ where: { entityId: today.id, action: 'markDelivered' }, orderBy: { createdAt: 'asc' }, select: { actorId: true, data: true } });
    expect(audit.map((a) => a.data)).toEqual([{ wrongCode: true, tries: 1 }, expect.objectContaining({ to: 'DELIVERED', proof: 'CODE', riderId: rider.user.id })]);
    expect(audit.every((a) => a.actorId === rider.user.id)).toBe(true);
  });

  test('five wrong codes lock the code; a photo still delivers, and the customer may open it', async () => {
    const rider = await newRider('Latha');
    const customer = await customerAt('9876512051', 2);
    const { order, today } = await todayDelivery(customer.user.id);
    await ok(admin, ASSIGN, { ids: [today.id], r: rider.user.id });
    const { deliveryCode } = await t.db().delivery.findUniqueOrThrow({ where: { id: today.id } });
    const wrongCode = deliveryCode === '0000' ? '1111' : '0000';
    const messages = [];
    for (let i = 0; i < 5; i++) messages.push((await call(rider, DELIVER, { id: today.id, c: wrongCode })).errors?.[0]?.message);
    expect(messages.at(-1)).toBe('That code is not right, and after 5 wrong codes it is locked: take a photo of the handover instead.');
    const locked = await call(rider, DELIVER, { id: today.id, c: deliveryCode });
    expect(locked.errors?.[0]?.message).toBe('The code is locked after 5 wrong tries: take a photo of the handover instead.');
    expect((await ok<{ getRoute: { stops: { codeLocked: boolean }[] } }>(rider, ROUTE)).getRoute.stops[0].codeLocked).toBe(true);

    const photo = await ok<{ uploadImage: { id: string; url: string } }>(rider, 'mutation($b: String!) { uploadImage(base64: $b, fileName: "door.png", kind: DELIVERY_PROOF) { id url } }', { b: toBase64(await solidPng()) });
    const done = await ok<{ markDelivered: { proof: { kind: string; photoUrl: string } } }>(rider, DELIVER, { id: today.id, p: photo.uploadImage.id });
    expect(done.markDelivered.proof).toMatchObject({ kind: 'PHOTO', photoUrl: photo.uploadImage.url });
    const seen = await ok<{ getOrder: { suborders: { deliveries: { id: string; proof: { photoUrl: string } | null }[] }[] } }>(customer, ORDER, { n: order.orderNumber });
    expect(seen.getOrder.suborders[0].deliveries.find((d) => d.id === today.id)!.proof!.photoUrl).toBe(photo.uploadImage.url);
    const { readUpload } = await import('@/lib/uploads/read-upload');
    const key = photo.uploadImage.url.replace('/uploads/', '');
    await expect(readUpload({ id: customer.user.id, roleId: 2, firstName: null }, key)).resolves.toMatchObject({ contentType: 'image/jpeg' });
    const stranger = await loginAs('9876512052');
    await expect(readUpload({ id: stranger.user.id, roleId: 2, firstName: null }, key)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    // a customer cannot take drop photos
    const refused = await call(customer, 'mutation($b: String!) { uploadImage(base64: $b, fileName: "x.png", kind: DELIVERY_PROOF) { id } }', { b: toBase64(await solidPng()) });
    expect(codeOf(refused)).toBe('FORBIDDEN');
  });

  test('a missed drop goes to the owner’s queue with its reason and photo; it can be undone for ten seconds only', async () => {
    const rider = await newRider('Meena');
    const customer = await customerAt('9876512061', 2);
    const { order, today } = await todayDelivery(customer.user.id);
    await ok(admin, ASSIGN, { ids: [today.id], r: rider.user.id });
    const door = await ok<{ uploadImage: { id: string; url: string } }>(rider, 'mutation($b: String!) { uploadImage(base64: $b, fileName: "door.png", kind: DELIVERY_PROOF) { id url } }', { b: toBase64(await solidPng()) });

    const missed = await ok<{ markNotDelivered: { failure: unknown } }>(rider, MISS, { id: today.id, r: 'NOT_HOME', n: 'Gate locked', p: door.uploadImage.id });
    expect(missed.markNotDelivered.failure).toEqual({ reason: 'NOT_HOME', note: 'Gate locked', at: '2026-12-01T03:30:00.000Z', photoUrl: door.uploadImage.url });
    const queue = await ok<{ getMissedDeliveries: { count: number; deliveries: { id: string; orderNumber: string; failure: { reason: string } }[] } }>(
      admin,
      'query($d: String) { getMissedDeliveries(date: $d) { count deliveries { id orderNumber customerName failure { reason } } } }',
      { d: TODAY },
    );
    expect(queue.getMissedDeliveries.deliveries).toContainEqual(expect.objectContaining({ id: today.id, orderNumber: order.orderNumber, failure: { reason: 'NOT_HOME' } }));

    // undone at once: off the queue, and the customer's message (held back) withdrawn
    moveClock(new Date('2026-12-01T09:00:08+05:30'));
    const undone = await ok<{ undoDropOutcome: { failure: unknown } }>(rider, UNDO, { id: today.id });
    expect(undone.undoDropOutcome.failure).toBeNull();
    expect(await t.db().notification.count({ where: { userId: customer.user.id, kind: 'DELIVERY_MISSED' } })).toBe(0);

    // marked again, and too late to undo
    await ok(rider, MISS, { id: today.id, r: 'NO_ACCESS' });
    moveClock(new Date('2026-12-01T09:00:20+05:30'));
    const late = await call(rider, UNDO, { id: today.id });
    expect(late.errors?.[0]?.message).toBe('It can be undone for 10 seconds only: ask the kitchen to correct it.');
    const sms = await t.db().notification.findFirstOrThrow({ where: { userId: customer.user.id, kind: 'DELIVERY_MISSED', channel: 'SMS' } });
    expect(sms.body).toBe(`Good Dog Kitchen: we could not deliver order ${order.orderNumber} on Tue, 1 Dec 2026: our rider could not get in. We will make it up or credit you; see the order page.`);
  });

  test('a Delivered undone within ten seconds is open again, its suborder too, with no message', async () => {
    const rider = await newRider('Nisha');
    const customer = await customerAt('9876512071', 2);
    const order = await createTestOrder(t.db(), { userId: customer.user.id, suborders: [{ deliveries: [{ date: TODAY }] }] });
    const [today] = order.suborders[0].deliveries;
    await ok(admin, ASSIGN, { ids: [today.id], r: rider.user.id });
    await ok(rider, 'mutation { startRoute { started } }');
    const { deliveryCode } = await t.db().delivery.findUniqueOrThrow({ where: { id: today.id } });
    await ok(rider, DELIVER, { id: today.id, c: deliveryCode });
    expect((await t.db().suborder.findUniqueOrThrow({ where: { id: order.suborders[0].id } })).status).toBe('DELIVERED');
    const undone = await ok<{ undoDropOutcome: { status: string; proof: unknown } }>(rider, UNDO, { id: today.id });
    expect(undone.undoDropOutcome).toMatchObject({ status: 'ASSIGNED', proof: null });
    expect((await t.db().suborder.findUniqueOrThrow({ where: { id: order.suborders[0].id } })).status).toBe('NEW');
    expect(await t.db().notification.count({ where: { userId: customer.user.id, kind: 'DELIVERY_DELIVERED' } })).toBe(0);
  });

  test('a courier: the admin records the AWB from the couriers setting; the customer gets the tracking link', async () => {
    await t.db().configuration.upsert({
      where: { key: 'couriers' },
      create: { key: 'couriers', value: JSON.stringify([{ name: 'Delhivery', trackingUrl: 'https://www.delhivery.com/track/package/{awb}' }]) },
      update: {},
    });
    const customer = await customerAt('9876512081', 2);
    const order = await createTestOrder(t.db(), { userId: customer.user.id, suborders: [{ kind: 'TREATS', deliveries: [{ date: TOMORROW }] }] });
    const [drop] = order.suborders[0].deliveries;
    const SHIP = 'mutation($id: ID!, $c: String!, $a: String!) { setShipment(deliveryId: $id, courier: $c, awb: $a) { id status shipment { courier awb trackingUrl } } }';
    expect((await call(admin, SHIP, { id: drop.id, c: 'Blue Dart', a: '1234567890' })).errors?.[0]?.message).toBe('Choose one of the couriers in the settings: Delhivery.');
    expect(codeOf(await call(customer, SHIP, { id: drop.id, c: 'Delhivery', a: '1234567890' }))).toBe('FORBIDDEN');
    const shipped = await ok<{ setShipment: unknown }>(admin, SHIP, { id: drop.id, c: 'delhivery', a: '1234567890' });
    expect(shipped.setShipment).toEqual({ id: drop.id, status: 'ASSIGNED', shipment: { courier: 'Delhivery', awb: '1234567890', trackingUrl: 'https://www.delhivery.com/track/package/1234567890' } });
    const sms = await t.db().notification.findFirstOrThrow({ where: { userId: customer.user.id, kind: 'SHIPMENT_SENT', channel: 'SMS' } });
    expect(sms.body).toBe(`Good Dog Kitchen: your delivery for order ${order.orderNumber} went with Delhivery (AWB 1234567890). Track it from the order page.`);
  });
});
