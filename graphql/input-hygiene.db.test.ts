// NUL bytes, other control characters and lone surrogates, inline or in variables, through the
// real /api/graphql route: always BAD_USER_INPUT naming the field, never INTERNAL_SERVER_ERROR,
// and nothing written.
import { useTestDatabase } from '@/testing/test-database';
import { graphqlRequest, type GraphQLResult } from '@/testing/graphql-request';
import { loginAs } from '@/testing/login';
import { DEMO_CUSTOMER_PHONE } from '@/prisma/seed-data';

const t = useTestDatabase();

let cookie = '';
beforeAll(async () => {
  ({ cookie } = await loginAs(DEMO_CUSTOMER_PHONE));
});

const NUL = '\u0000';
const LONE = '\ud800';

function expectRefused(res: GraphQLResult, field: string) {
  expect(res.errors).toHaveLength(1);
  expect(res.errors![0].extensions?.code).toBe('BAD_USER_INPUT');
  expect(res.errors![0].extensions?.field).toBe(field);
  expect(res.errors![0].message).toMatch(new RegExp(`^${field.replace(/\./g, '\\.')}: `));
}

const cart = (over: Record<string, unknown> = {}) => ({
  kind: 'TREATS',
  buyOrSubscribe: 'BUY',
  deliveryDates: [],
  deliveryDays: [],
  items: [],
  ...over,
});

const location = (over: Record<string, unknown> = {}) => ({
  title: 'Home',
  lineOne: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  zipCode: '560001',
  ...over,
});

const suborder = (over: Record<string, unknown> = {}) => ({
  totalPrice: 0,
  subtotal: 0,
  deliveryCharge: 0,
  location: { id: 'x' },
  deliveries: [{ deliveryDate: '2026-12-01' }],
  category: { id: 'x' },
  items: [],
  repeatType: 'NONE',
  repeatInfo: 'NONE',
  ...over,
});

const GET_MENU = 'query($c: ID) { getMenuItems(category: $c) { id } }';
const SEND = 'mutation($p: String!, $cc: String) { sendOtp(phoneNumber: $p, countryCode: $cc) { id } }';
const SAVE_CART = 'mutation($cart: CartInput!) { saveCart(cart: $cart) { categoryEnum } }';
const SAVE_ORDERS = 'mutation($o: [SuborderInput!]!, $k: String!) { saveOrders(orders: $o, idempotencyKey: $k) { message } }';
const SAVE_LOCATION = 'mutation($l: LocationInput!) { addOrUpdateUserLocation(location: $l) { id } }';

test.each<[string, string, Record<string, unknown>, string, boolean]>([
  // [label, query, variables, field, needs a session]
  ['getMenuItems, NUL in the category (public)', GET_MENU, { c: `CDM${NUL}` }, 'category', false],
  ['getMenuItems, lone surrogate in the category', GET_MENU, { c: LONE }, 'category', false],
  ['getMenuItems, escape sequence in the category', GET_MENU, { c: 'CDM\u001b[2J' }, 'category', false],
  ['sendOtp, NUL in the phone number', SEND, { p: `98765${NUL}43210` }, 'phoneNumber', false],
  ['sendOtp, lone surrogate in the country code', SEND, { p: '9876543210', cc: `+91${LONE}` }, 'countryCode', false],
  ['sendOtp, C1 control in the phone number', SEND, { p: '9876543210\u0085' }, 'phoneNumber', false],
  ['saveCart, NUL in a delivery date', SAVE_CART, { cart: cart({ deliveryDates: ['2026-12-01', `2026-12-02${NUL}`] }) }, 'cart.deliveryDates.1', true],
  ['saveCart, lone surrogate in the notes', SAVE_CART, { cart: cart({ additionalNotes: `Leave at gate ${LONE}` }) }, 'cart.additionalNotes', true],
  ['saveCart, NUL in special instructions', SAVE_CART, { cart: cart({ items: [{ menuItemId: 'x', specialInstructions: `a${NUL}`, variants: [] }] }) }, 'cart.items.0.specialInstructions', true],
  ['saveCart, NUL in the address id', SAVE_CART, { cart: cart({ addressId: NUL }) }, 'cart.addressId', true],
  ['saveOrders, NUL in the drop note', SAVE_ORDERS, { o: [suborder({ dropNote: `Gate 2${NUL}` })], k: 'k1' }, 'orders.0.dropNote', true],
  ['saveOrders, lone surrogate in a delivery date', SAVE_ORDERS, { o: [suborder({ deliveries: [{ deliveryDate: LONE }] })], k: 'k2' }, 'orders.0.deliveries.0.deliveryDate', true],
  ['saveOrders, NUL in the idempotency key', SAVE_ORDERS, { o: [suborder()], k: `k${NUL}` }, 'idempotencyKey', true],
  ['saveOrders, NUL in a nested id', SAVE_ORDERS, { o: [suborder({ location: { id: NUL } })], k: 'k3' }, 'orders.0.location.id', true],
  ['addOrUpdateUserLocation, NUL in a line', SAVE_LOCATION, { l: location({ lineOne: `12 MG Road${NUL}` }) }, 'location.lineOne', true],
  ['addOrUpdateUserLocation, lone surrogate in the city', SAVE_LOCATION, { l: location({ city: `Bengaluru${LONE}` }) }, 'location.city', true],
  ['addOrUpdateUserLocation, newline in a one-line field', SAVE_LOCATION, { l: location({ title: 'Home\nOffice' }) }, 'location.title', true],
])('%s: BAD_USER_INPUT naming the field', async (_label, query, variables, field, session) => {
  const before = { carts: await t.db().cart.count(), addresses: await t.db().address.count(), orders: await t.db().order.count(), codes: await t.db().otpChallenge.count() };
  const res = await graphqlRequest(query, variables, session ? { cookie } : {});
  expectRefused(res, field);
  expect({ carts: await t.db().cart.count(), addresses: await t.db().address.count(), orders: await t.db().order.count(), codes: await t.db().otpChallenge.count() }).toEqual(before);
});

test.each<[string, string, string]>([
  // The same strings written into the query text itself (GraphQL's \u escapes).
  ['getMenuItems inline', '{ getMenuItems(category: "CDM\\u0000") { id } }', 'category'],
  ['sendOtp inline', 'mutation { sendOtp(phoneNumber: "98765\\u000043210") { id } }', 'phoneNumber'],
  ['addOrUpdateUserLocation inline', 'mutation { addOrUpdateUserLocation(location: { title: "Home", lineOne: "a\\u0000", city: "Bengaluru", state: "Karnataka", zipCode: "560001" }) { id } }', 'location.lineOne'],
  ['saveCart inline', 'mutation { saveCart(cart: { kind: TREATS, buyOrSubscribe: BUY, deliveryDates: ["2026-12-01\\u0007"], deliveryDays: [], items: [] }) { categoryEnum } }', 'cart.deliveryDates.0'],
])('%s: BAD_USER_INPUT naming the field', async (_label, query, field) => {
  expectRefused(await graphqlRequest(query, {}, { cookie }), field);
});

test('an inline lone surrogate escape is a syntax error (400), not a server error', async () => {
  const res = await graphqlRequest('{ getMenuItems(category: "\\uD800") { id } }');
  expect(res.status).toBe(400);
  expect(res.errors![0].extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
});

test('clean strings are trimmed before the resolver sees them; line breaks stay in free text', async () => {
  const res = await graphqlRequest<{ addOrUpdateUserLocation: { id: string } }>(SAVE_LOCATION, { l: location({ title: '  Home  ', dropNote: ' Gate 2\nRing twice \n' }) }, { cookie });
  expect(res.errors).toBeUndefined();
  const saved = await t.db().address.findUniqueOrThrow({ where: { id: res.data!.addOrUpdateUserLocation.id } });
  expect(saved.title).toBe('Home');
  expect(saved.dropNote).toBe('Gate 2\nRing twice');
});
