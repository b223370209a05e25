// The checkout through the real /api/graphql route: carts saved on the server, guest carts merged
// at login, and saveOrders placing, replaying and refusing orders.
import { useTestDatabase } from '@/testing/test-database';
import { pinClockForEachTest } from '@/testing/clock';
import { graphqlRequest } from '@/testing/graphql-request';
import { loginAs } from '@/testing/login';

const t = useTestDatabase();
pinClockForEachTest(new Date('2026-11-20T04:30:00Z'));

const CARTS = `categoryEnum buyOrSubscribe convertedDateStringArr deliveryRange categoryTitle
  menuItem { id name variants { id price qty } } chargesData { subTotal cGST sGST deliveryCharges total totalNumberOfItem }`;
const SAVE_CART = `mutation($c: CartInput!) { saveCart(cart: $c) { ${CARTS} } }`;
const SAVE_ORDERS = `mutation($o: [SuborderInput!]!, $k: String!) { saveOrders(orders: $o, idempotencyKey: $k) {
  statusCode message data { id orderNumber totalPrice subtotal cgst sgst payment { status amount }
  suborders { suborderNo status repeatType repeatInfo totalPrice deliveries { deliveryDate status } items { name variants { quantity price } } } } } }`;

async function pdmItem() {
  return t.db().menuItem.findFirstOrThrow({ where: { category: { categoryEnum: 'PDM' } }, include: { variants: { orderBy: { price: 'asc' } }, category: true } });
}

test('a saved cart comes back with server prices and charges; a price typed in by the browser is ignored', async () => {
  const { cookie } = await loginAs('9812300001');
  const item = await pdmItem();
  const res = await graphqlRequest<{ saveCart: { categoryEnum: string; deliveryRange: string; chargesData: { subTotal: number; total: number }; menuItem: { variants: { price: number; qty: number }[] }[] }[] }>(
    SAVE_CART,
    { c: { kind: 'PDM', buyOrSubscribe: 'BUY', deliveryDates: ['2026-11-23', '2026-11-24'], deliveryDays: [], items: [{ menuItemId: item.id, variants: [{ variantId: item.variants[0].id, qty: 3 }] }] } },
    { cookie },
  );
  expect(res.errors).toBeUndefined();
  const pdm = res.data!.saveCart.find((c) => c.categoryEnum === 'PDM')!;
  expect(pdm.deliveryRange).toBe('Delivery only in Bengaluru');
  expect(pdm.menuItem[0].variants[0]).toMatchObject({ price: item.variants[0].price, qty: 3 });
  expect(pdm.chargesData.subTotal).toBe(item.variants[0].price * 3 * 2);
  expect(res.data!.saveCart.find((c) => c.categoryEnum === 'TREATS')!.deliveryRange).toBe('Delivered across India');
});

test('carts are private: logged out gets UNAUTHENTICATED', async () => {
  const res = await graphqlRequest('{ getCarts { categoryEnum } }');
  expect(res.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
});

test('guest carts merge into the account at login, adding quantities', async () => {
  const { cookie } = await loginAs('9812300002');
  const item = await pdmItem();
  const v = item.variants[0].id;
  await graphqlRequest(SAVE_CART, { c: { kind: 'PDM', buyOrSubscribe: 'BUY', deliveryDates: [], deliveryDays: [], items: [{ menuItemId: item.id, variants: [{ variantId: v, qty: 2 }] }] } }, { cookie });
  const merged = await graphqlRequest<{ mergeGuestCarts: { categoryEnum: string; menuItem: { variants: { qty: number }[] }[] }[] }>(
    `mutation($c: [CartInput!]!) { mergeGuestCarts(carts: $c) { ${CARTS} } }`,
    { c: [{ kind: 'PDM', buyOrSubscribe: 'BUY', deliveryDates: [], deliveryDays: [], items: [{ menuItemId: item.id, variants: [{ variantId: v, qty: 5 }] }, { menuItemId: 'gone', variants: [{ variantId: 'x', qty: 1 }] }] }] },
    { cookie },
  );
  expect(merged.errors).toBeUndefined();
  const pdm = merged.data!.mergeGuestCarts.find((c) => c.categoryEnum === 'PDM')!;
  expect(pdm.menuItem).toHaveLength(1);
  expect(pdm.menuItem[0].variants[0].qty).toBe(7);
});

test('saveOrders places the order (201), replays it (200), and empties the cart', async () => {
  const { cookie, user } = await loginAs('9812300003');
  const item = await pdmItem();
  const address = await t.db().address.create({ data: { userId: user.id, title: 'Home', lineOne: '1 Main', city: 'Bengaluru', state: 'Karnataka', zipCode: '560038' } });
  await graphqlRequest(SAVE_CART, { c: { kind: 'PDM', buyOrSubscribe: 'BUY', deliveryDates: ['2026-11-23'], deliveryDays: [], addressId: address.id, items: [{ menuItemId: item.id, variants: [{ variantId: item.variants[0].id, qty: 1 }] }] } }, { cookie });
  const price = item.variants[0].price;
  const tax = Math.floor((price * 25 + 500) / 1000);
  const order = {
    totalPrice: price + 2 * tax + 5000,
    subtotal: price,
    deliveryCharge: 5000,
    location: { id: address.id },
    deliveries: [{ deliveryDate: '2026-11-23' }],
    category: { id: item.categoryId },
    dropNote: 'ring twice',
    repeatType: 'NONE',
    repeatInfo: 'CUSTOM',
    items: [{ name: item.name, price, menuItem: { id: item.id }, unitType: item.unitType, variants: [{ price, quantity: 1, unit: item.variants[0].unit, itemVariant: { id: item.variants[0].id } }] }],
  };
  type Result = { saveOrders: { statusCode: number; message: string; data: { orderNumber: string; totalPrice: number; payment: { status: string; amount: number }; suborders: { status: string; deliveries: { deliveryDate: string; status: string }[] }[] } } };
  const first = await graphqlRequest<Result>(SAVE_ORDERS, { o: [order], k: 'checkout-0001' }, { cookie });
  expect(first.errors).toBeUndefined();
  expect(first.data!.saveOrders.statusCode).toBe(201);
  expect(first.data!.saveOrders.data).toMatchObject({ totalPrice: order.totalPrice, payment: { status: 'required', amount: order.totalPrice } });
  expect(first.data!.saveOrders.data.suborders[0]).toMatchObject({ status: 'NEW', deliveries: [{ deliveryDate: '2026-11-23', status: 'NEW' }] });
  const again = await graphqlRequest<Result>(SAVE_ORDERS, { o: [order], k: 'checkout-0001' }, { cookie });
  expect(again.data!.saveOrders.statusCode).toBe(200);
  expect(again.data!.saveOrders.data.orderNumber).toBe(first.data!.saveOrders.data.orderNumber);
  const carts = await graphqlRequest<{ getCarts: { categoryEnum: string; menuItem: unknown[] }[] }>('{ getCarts { categoryEnum menuItem { id } } }', {}, { cookie });
  expect(carts.data!.getCarts.find((c) => c.categoryEnum === 'PDM')!.menuItem).toEqual([]);

  const tampered = await graphqlRequest(SAVE_ORDERS, { o: [{ ...order, totalPrice: 100 }], k: 'checkout-0002' }, { cookie });
  expect(tampered.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', currentTotal: order.totalPrice });
  const logout = await graphqlRequest(SAVE_ORDERS, { o: [order], k: 'checkout-0003' });
  expect(logout.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
});
