import { useTestDatabase } from '@/testing/test-database';
import { graphqlRequest } from '@/testing/graphql-request';
import { loginAs } from '@/testing/login';
import { ADMIN_PHONE } from '@/prisma/seed-data';
import { AppError } from '@/lib/errors';
import { INVALID_PIN_MESSAGE } from '@/lib/domain/pincodes';
import { MAX_SAVED_ADDRESSES, TOO_MANY_ADDRESSES_MESSAGE } from './save-address';
import { assertAddressServes } from './assert-address-serves';

const t = useTestDatabase();

const FIELDS = 'id title lineOne linetwo city state zipCode latitude longitude dropNote image { id url } createdAt';
const SAVE = `mutation($l: LocationInput!) { addOrUpdateUserLocation(location: $l) { ${FIELDS} } }`;
const LIST = `query($u: ID!) { getUserLocations(userId: $u) { ${FIELDS} } }`;
const REMOVE = 'mutation($id: ID!) { removeUserLocation(id: $id) { status } }';

type Address = { id: string; title: string; lineOne: string; linetwo: string | null; zipCode: string; latitude: number | null; longitude: number | null; dropNote: string | null };

const home = { title: 'Home', lineOne: '12, 4th Cross, Indiranagar', linetwo: 'Near the park', city: 'Bengaluru', state: 'Karnataka', zipCode: '560038', dropNote: 'Gate 2' };

async function save(cookie: string, l: Record<string, unknown>) {
  return graphqlRequest<{ addOrUpdateUserLocation: Address }>(SAVE, { l }, { cookie });
}
async function list(cookie: string, userId: string) {
  return graphqlRequest<{ getUserLocations: Address[] }>(LIST, { u: userId }, { cookie });
}
const code = (res: { errors?: { extensions?: { code?: string } }[] }) => res.errors?.[0]?.extensions?.code;

test('an owner adds, lists, updates and removes an address', async () => {
  const { cookie, user } = await loginAs('9876500123');
  const added = await save(cookie, { ...home, latitude: 12.9716, longitude: 77.5946 });
  expect(added.errors).toBeUndefined();
  expect(added.data!.addOrUpdateUserLocation).toMatchObject({ ...home, latitude: 12.9716, longitude: 77.5946 });
  const id = added.data!.addOrUpdateUserLocation.id;

  expect((await list(cookie, user.id)).data!.getUserLocations.map((a) => a.id)).toEqual([id]);

  const updated = await save(cookie, { ...home, id, title: 'Office', linetwo: '', dropNote: null });
  expect(updated.errors).toBeUndefined();
  // '' and null clear a field; an omitted one (the map pin here) keeps its value.
  expect(updated.data!.addOrUpdateUserLocation).toMatchObject({ id, title: 'Office', linetwo: null, dropNote: null, latitude: 12.9716, longitude: 77.5946 });
  const unpinned = await save(cookie, { ...home, id, latitude: null, longitude: null });
  expect(unpinned.data!.addOrUpdateUserLocation).toMatchObject({ latitude: null, longitude: null, dropNote: 'Gate 2' });

  const removed = await graphqlRequest<{ removeUserLocation: { status: boolean } }>(REMOVE, { id }, { cookie });
  expect(removed.data!.removeUserLocation).toEqual({ status: true });
  expect((await list(cookie, user.id)).data!.getUserLocations).toEqual([]);
  // Past orders still point at it.
  expect((await t.db().address.findUniqueOrThrow({ where: { id } })).deletedAt).not.toBeNull();
  // A removed address can be neither edited nor removed again.
  expect(code(await save(cookie, { ...home, id }))).toBe('NOT_FOUND');
  expect(code(await graphqlRequest(REMOVE, { id }, { cookie }))).toBe('NOT_FOUND');
});

test('an unknown address id is NOT_FOUND; logged out is UNAUTHENTICATED', async () => {
  const { cookie, user } = await loginAs('9876500124');
  expect(code(await save(cookie, { ...home, id: 'no-such-address' }))).toBe('NOT_FOUND');
  expect(code(await graphqlRequest(REMOVE, { id: 'no-such-address' }, { cookie }))).toBe('NOT_FOUND');
  expect(code(await graphqlRequest(SAVE, { l: home }))).toBe('UNAUTHENTICATED');
  expect(code(await graphqlRequest(LIST, { u: user.id }))).toBe('UNAUTHENTICATED');
});

test(`at most ${MAX_SAVED_ADDRESSES} saved addresses; removed ones do not count`, async () => {
  const { cookie, user } = await loginAs('9876500125');
  await t.db().address.createMany({ data: Array.from({ length: MAX_SAVED_ADDRESSES }, (_, i) => ({ ...home, title: `A${i}`, userId: user.id })) });
  const refused = await save(cookie, home);
  expect(code(refused)).toBe('BAD_USER_INPUT');
  expect(refused.errors![0].message).toBe(TOO_MANY_ADDRESSES_MESSAGE);
  // Editing one of the twenty is still allowed.
  const first = (await list(cookie, user.id)).data!.getUserLocations[0];
  expect((await save(cookie, { ...home, id: first.id, title: 'Edited' })).errors).toBeUndefined();

  await graphqlRequest(REMOVE, { id: first.id }, { cookie });
  expect((await save(cookie, home)).errors).toBeUndefined();
  expect(code(await save(cookie, home))).toBe('BAD_USER_INPUT');
});

test('concurrent adds cannot pass the limit together', async () => {
  const { cookie, user } = await loginAs('9876500126');
  await t.db().address.createMany({ data: Array.from({ length: MAX_SAVED_ADDRESSES - 1 }, (_, i) => ({ ...home, title: `A${i}`, userId: user.id })) });
  const results = await Promise.all([save(cookie, home), save(cookie, home), save(cookie, home)]);
  expect(results.filter((r) => !r.errors).length).toBe(1);
  expect(await t.db().address.count({ where: { userId: user.id, deletedAt: null } })).toBe(MAX_SAVED_ADDRESSES);
});

describe('validation', () => {
  const long = (n: number) => 'x'.repeat(n);
  const rows: [string, Record<string, unknown>, string, string | null][] = [
    ['title empty', { title: '   ' }, 'location.title', null],
    ['title 41 chars', { title: long(41) }, 'location.title', null],
    ['lineOne 121 chars', { lineOne: long(121) }, 'location.lineOne', null],
    ['linetwo 121 chars', { linetwo: long(121) }, 'location.linetwo', null],
    ['city empty', { city: '' }, 'location.city', null],
    ['city 61 chars', { city: long(61) }, 'location.city', null],
    ['state empty', { state: '' }, 'location.state', null],
    ['state 61 chars', { state: long(61) }, 'location.state', null],
    ['a state that is not one of India\'s', { state: 'Atlantis' }, 'location.state', 'Choose a state or union territory of India.'],
    ['PIN of 5 digits', { zipCode: '56003' }, 'location.zipCode', INVALID_PIN_MESSAGE],
    ['PIN starting with 0', { zipCode: '060038' }, 'location.zipCode', INVALID_PIN_MESSAGE],
    ['PIN with letters', { zipCode: '56A038' }, 'location.zipCode', INVALID_PIN_MESSAGE],
    ['latitude above 90', { latitude: 90.5, longitude: 77 }, 'location.latitude', null],
    ['latitude below -90', { latitude: -91, longitude: 77 }, 'location.latitude', null],
    ['longitude above 180', { latitude: 12, longitude: 180.1 }, 'location.longitude', null],
    ['longitude below -180', { latitude: 12, longitude: -181 }, 'location.longitude', null],
    ['latitude without longitude', { latitude: 12 }, 'location.longitude', null],
    ['longitude without latitude', { longitude: 77 }, 'location.longitude', null],
    ['drop note 301 chars', { dropNote: long(301) }, 'location.dropNote', null],
    ['image not uploaded', { image: 'no-such-image' }, 'image', null],
  ];
  let cookie = '';
  beforeAll(async () => {
    cookie = (await loginAs('9876500127')).cookie;
  });
  test.each(rows)('%s is refused', async (_name, patch, field, message) => {
    const res = await save(cookie, { ...home, ...patch });
    expect(code(res)).toBe('BAD_USER_INPUT');
    expect(res.errors![0].extensions!.field).toBe(field);
    if (message) expect(res.errors![0].message).toContain(message);
  });
  // Required in the SDL (String!), so GraphQL itself refuses them before any resolver runs.
  test.each([
    ['title missing', { title: null }, 'title'],
    ['lineOne missing', { lineOne: undefined }, 'lineOne'],
    ['PIN missing', { zipCode: null }, 'zipCode'],
  ])('%s is refused by the schema, naming the field', async (_name, patch, name) => {
    const res = await save(cookie, { ...home, ...patch });
    expect(code(res)).toBe('BAD_USER_INPUT');
    expect(res.errors![0].message).toMatch(new RegExp(`"(l\\.)?${name}"`));
  });
  test('the limits themselves are accepted, and a PIN outside Bengaluru may be saved (treats go anywhere)', async () => {
    const res = await save(cookie, { title: long(40), lineOne: long(120), linetwo: long(120), city: long(60), state: 'Delhi', zipCode: '110001', latitude: -90, longitude: 180, dropNote: long(300) });
    expect(res.errors).toBeUndefined();
  });

  test('the state is stored under its official name with its GST state code (the place of supply)', async () => {
    const res = await save(cookie, { ...home, state: ' maharashtra ', city: 'Mumbai', zipCode: '400001' });
    expect(res.errors).toBeUndefined();
    const row = await t.db().address.findUniqueOrThrow({ where: { id: res.data!.addOrUpdateUserLocation.id } });
    expect(row).toMatchObject({ state: 'Maharashtra', stateCode: '27' });
  });
});

describe('another customer', () => {
  test('cannot read, add to, update or remove someone else\'s addresses', async () => {
    const owner = await loginAs('9876500130');
    const other = await loginAs('9876500131');
    const id = (await save(owner.cookie, home)).data!.addOrUpdateUserLocation.id;

    expect(code(await list(other.cookie, owner.user.id))).toBe('FORBIDDEN');
    expect(code(await save(other.cookie, { ...home, userId: owner.user.id }))).toBe('FORBIDDEN');
    // Their address answers like one that does not exist (it used to be FORBIDDEN: a way to tell
    // a real id from a made-up one).
    expect(code(await save(other.cookie, { ...home, id, title: 'Mine now' }))).toBe('NOT_FOUND');
    expect(code(await save(other.cookie, { ...home, id, userId: other.user.id }))).toBe('NOT_FOUND');
    expect(code(await graphqlRequest(REMOVE, { id }, { cookie: other.cookie }))).toBe('NOT_FOUND');
    const madeUp = 'cknotarealaddress00000000';
    expect(code(await save(other.cookie, { ...home, id: madeUp, title: 'Mine now' }))).toBe('NOT_FOUND');
    expect(code(await graphqlRequest(REMOVE, { id: madeUp }, { cookie: other.cookie }))).toBe('NOT_FOUND');

    const row = await t.db().address.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ title: 'Home', userId: owner.user.id, deletedAt: null });
  });
});

test('an admin acting for a customer manages their addresses, and every write is audited', async () => {
  const customer = await loginAs('9876500140');
  const admin = await loginAs(ADMIN_PHONE);
  const added = await save(admin.cookie, { ...home, userId: customer.user.id });
  expect(added.errors).toBeUndefined();
  const id = added.data!.addOrUpdateUserLocation.id;
  expect((await t.db().address.findUniqueOrThrow({ where: { id } })).userId).toBe(customer.user.id);
  expect((await list(admin.cookie, customer.user.id)).data!.getUserLocations.map((a) => a.id)).toEqual([id]);

  expect((await save(admin.cookie, { ...home, id, title: 'Work' })).errors).toBeUndefined();
  // Moving an address to another customer would rewrite history.
  expect(code(await save(admin.cookie, { ...home, id, userId: admin.user.id }))).toBe('BAD_USER_INPUT');
  expect((await graphqlRequest(REMOVE, { id }, { cookie: admin.cookie })).errors).toBeUndefined();

  const audit = await t.db().auditLog.findMany({ where: { entityId: id }, orderBy: { createdAt: 'asc' } });
  expect(audit.map((a) => [a.action, a.actorId, a.subjectUserId])).toEqual([
    ['addAddress', admin.user.id, customer.user.id],
    ['updateAddress', admin.user.id, customer.user.id],
    ['removeAddress', admin.user.id, customer.user.id],
  ]);
  // The customer's own writes are not audit entries.
  const own = (await save(customer.cookie, home)).data!.addOrUpdateUserLocation.id;
  expect(await t.db().auditLog.count({ where: { entityId: own } })).toBe(0);
  expect(code(await save(admin.cookie, { ...home, userId: 'no-such-user' }))).toBe('NOT_FOUND');
});

test('removing an address clears it from the owner\'s carts only', async () => {
  const { cookie, user } = await loginAs('9876500150');
  const keep = (await save(cookie, { ...home, title: 'Keep' })).data!.addOrUpdateUserLocation.id;
  const gone = (await save(cookie, { ...home, title: 'Gone' })).data!.addOrUpdateUserLocation.id;
  await t.db().cart.createMany({
    data: [
      { userId: user.id, kind: 'CDM', addressId: gone },
      { userId: user.id, kind: 'TREATS', addressId: gone },
      { userId: user.id, kind: 'PDM', addressId: keep },
    ],
  });
  await graphqlRequest(REMOVE, { id: gone }, { cookie });
  const carts = await t.db().cart.findMany({ where: { userId: user.id }, orderBy: { kind: 'asc' } });
  expect(Object.fromEntries(carts.map((c) => [c.kind, c.addressId]))).toEqual({ CDM: null, PDM: keep, TREATS: null });
  expect((await list(cookie, user.id)).data!.getUserLocations.map((a) => a.title)).toEqual(['Keep']);
});

describe('assertAddressServes', () => {
  const expectError = async (p: Promise<unknown>, errorCode: string, message?: string) => {
    const e = await p.then(() => null, (err: unknown) => err);
    expect(e).toBeInstanceOf(AppError);
    expect((e as AppError).code).toBe(errorCode);
    if (message) expect((e as AppError).message).toBe(message);
  };

  test('meals only inside the configured PINs, treats anywhere in India; only the owner\'s live addresses', async () => {
    const db = t.db();
    const [owner, other] = await Promise.all([
      db.user.create({ data: { phoneNumber: '+919876500160' } }),
      db.user.create({ data: { phoneNumber: '+919876500161' } }),
    ]);
    const bengaluru = await db.address.create({ data: { ...home, userId: owner.id } });
    const delhi = await db.address.create({ data: { ...home, city: 'New Delhi', state: 'Delhi', zipCode: '110001', userId: owner.id } });
    const removed = await db.address.create({ data: { ...home, userId: owner.id, deletedAt: new Date() } });

    for (const kind of ['CDM', 'PDM', 'ADON', 'TREATS'] as const) {
      expect((await assertAddressServes(owner.id, bengaluru.id, kind)).id).toBe(bengaluru.id);
    }
    expect((await assertAddressServes(owner.id, delhi.id, 'TREATS')).id).toBe(delhi.id);
    for (const kind of ['CDM', 'PDM', 'ADON'] as const) {
      await expectError(assertAddressServes(owner.id, delhi.id, kind), 'BAD_USER_INPUT', 'Only treats are delivered to 110001. Meals and add-ons are delivered in Bengaluru only.');
    }
    await expectError(assertAddressServes(other.id, bengaluru.id, 'TREATS'), 'NOT_FOUND');
    await expectError(assertAddressServes(owner.id, removed.id, 'TREATS'), 'NOT_FOUND');
    await expectError(assertAddressServes(owner.id, 'no-such-address', 'TREATS'), 'NOT_FOUND');

    // The served PINs come from configuration, read each time.
    await db.configuration.update({ where: { key: 'pincodes' }, data: { value: '110001' } });
    expect((await assertAddressServes(owner.id, delhi.id, 'CDM')).id).toBe(delhi.id);
    // a Bengaluru PIN not served (any more) is answered as the menu's PIN check answers it
    await expectError(assertAddressServes(owner.id, bengaluru.id, 'CDM'), 'BAD_USER_INPUT', 'Our meals and add-ons don’t reach 560038 yet, but treats do.');
  });
});
