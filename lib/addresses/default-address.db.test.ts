// A cart without an address arrives with the customer's default one that serves it (the
// marked default, else the newest), and the mark is one per customer, set by its owner or an admin.
import { useTestDatabase } from '@/testing/test-database';
import { cookieHeader, graphqlRequest } from '@/testing/graphql-request';
import { loginAs } from '@/testing/login';
import { ADMIN_PHONE } from '@/prisma/seed-data';

const t = useTestDatabase();

const home = { title: 'Home', lineOne: '12, 4th Cross', city: 'Bengaluru', state: 'Karnataka', zipCode: '560038' };
const CARTS = 'query { getCarts { categoryEnum deliveryAddress { id isDefault } } }';
const SET_DEFAULT = 'mutation($id: ID!) { setDefaultAddress(id: $id) { id isDefault } }';

type Carts = { getCarts: { categoryEnum: string; deliveryAddress: { id: string; isDefault: boolean } | null }[] };
const addressOf = async (cookie: string) => {
  const res = await graphqlRequest<Carts>(CARTS, {}, { cookie });
  expect(res.errors).toBeUndefined();
  return Object.fromEntries(res.data!.getCarts.map((c) => [c.categoryEnum, c.deliveryAddress?.id ?? null]));
};
const code = (res: { errors?: { extensions?: { code?: string } }[] }) => res.errors?.[0]?.extensions?.code;

test('a fresh cart has the newest serving address; a marked default wins; treats go anywhere', async () => {
  const { cookie, user } = await loginAs('9876500701');
  expect(await addressOf(cookie)).toEqual({ CDM: null, PDM: null, TREATS: null, ADON: null });

  const a = t.db().address;
  const first = await a.create({ data: { ...home, userId: user.id, createdAt: new Date('2026-01-01') } });
  const chennai = await a.create({ data: { ...home, title: 'Parents', city: 'Chennai', state: 'Tamil Nadu', zipCode: '600001', userId: user.id, createdAt: new Date('2026-02-01') } });
  // Meals cannot reach Chennai: the Bengaluru address; treats: the newest, Chennai.
  expect(await addressOf(cookie)).toEqual({ CDM: first.id, PDM: first.id, TREATS: chennai.id, ADON: first.id });

  const office = await a.create({ data: { ...home, title: 'Office', userId: user.id, createdAt: new Date('2026-03-01') } });
  expect(await addressOf(cookie)).toMatchObject({ PDM: office.id, TREATS: office.id });

  const set = await graphqlRequest<{ setDefaultAddress: { id: string; isDefault: boolean } }>(SET_DEFAULT, { id: first.id }, { cookie });
  expect(set.data?.setDefaultAddress).toEqual({ id: first.id, isDefault: true });
  expect(await addressOf(cookie)).toEqual({ CDM: first.id, PDM: first.id, TREATS: first.id, ADON: first.id });

  // One default per customer: marking another clears the first.
  await graphqlRequest(SET_DEFAULT, { id: chennai.id }, { cookie });
  const marked = await a.findMany({ where: { userId: user.id, isDefault: true }, select: { id: true } });
  expect(marked).toEqual([{ id: chennai.id }]);
  // The marked default cannot take meals: they go to the newest Bengaluru address.
  expect(await addressOf(cookie)).toEqual({ CDM: office.id, PDM: office.id, TREATS: chennai.id, ADON: office.id });
}, 30_000);

test("someone else's or a removed address is NOT_FOUND; an admin may mark a customer's", async () => {
  const owner = await loginAs('9876500702');
  const other = await loginAs('9876500703');
  const mine = await t.db().address.create({ data: { ...home, userId: owner.user.id } });
  const gone = await t.db().address.create({ data: { ...home, userId: owner.user.id, deletedAt: new Date() } });

  expect(code(await graphqlRequest(SET_DEFAULT, { id: mine.id }, { cookie: other.cookie }))).toBe('NOT_FOUND');
  expect(code(await graphqlRequest(SET_DEFAULT, { id: gone.id }, { cookie: owner.cookie }))).toBe('NOT_FOUND');
  expect((await t.db().address.findUniqueOrThrow({ where: { id: mine.id } })).isDefault).toBe(false);

  const admin = await loginAs(ADMIN_PHONE);
  const res = await graphqlRequest<{ setDefaultAddress: { isDefault: boolean } }>(SET_DEFAULT, { id: mine.id }, { cookie: admin.cookie });
  expect(res.data?.setDefaultAddress.isDefault).toBe(true);
  expect(await t.db().auditLog.count({ where: { action: 'setDefaultAddress', entityId: mine.id } })).toBe(1);
}, 30_000);

test("an admin ordering for a customer gets the customer's default address in their carts", async () => {
  const customer = await loginAs('9876500704');
  const addr = await t.db().address.create({ data: { ...home, userId: customer.user.id } });
  const admin = await loginAs(ADMIN_PHONE);
  const selected = await graphqlRequest('mutation($id: ID!) { selectCustomer(userId: $id) { __typename } }', { id: customer.user.id }, { cookie: admin.cookie });
  expect(selected.errors).toBeUndefined();
  const acting = cookieHeader(selected.setCookies) || admin.cookie;
  expect(await addressOf(acting)).toMatchObject({ PDM: addr.id });
}, 30_000);
