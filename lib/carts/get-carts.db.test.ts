// The cart page hands a logged-in customer's carts to the browser with the page (CartView.cart):
// they must be what the browser makes of the same carts fetched with getCarts, or the page would
// show one cart and then another.
import { useTestDatabase } from '@/testing/test-database';
import { graphqlRequest } from '@/testing/graphql-request';
import { loginAs } from '@/testing/login';
import { cartsFromServer, CART_FIELDS } from '@/lib/client/cart-store';
import type { Viewer } from '@/lib/auth/viewer';
import { getCarts } from './get-carts';

const t = useTestDatabase();

test('the page’s carts are the browser’s carts from getCarts, default address and instructions included', async () => {
  const { cookie, user } = await loginAs('9876500731');
  const db = t.db();
  await db.address.create({ data: { title: 'Home', lineOne: '12, 4th Cross', city: 'Bengaluru', state: 'Karnataka', zipCode: '560038', userId: user.id } });
  const item = await db.menuItem.findFirstOrThrow({ where: { category: { categoryEnum: 'PDM' } }, include: { variants: { orderBy: { price: 'asc' } } } });
  const saved = await graphqlRequest(
    'mutation($c: CartInput!) { saveCart(cart: $c) { categoryEnum } }',
    { c: { kind: 'PDM', buyOrSubscribe: 'SUBSCRIBE', deliveryDates: [], deliveryDays: ['MONDAY', 'THURSDAY'], additionalNotes: 'Ring twice', items: [{ menuItemId: item.id, specialInstructions: 'less rice', variants: [{ variantId: item.variants[0].id, qty: 2 }] }] } },
    { cookie },
  );
  expect(saved.errors).toBeUndefined();

  const fetched = await graphqlRequest<{ getCarts: Parameters<typeof cartsFromServer>[0] }>(`query { getCarts { ...CartFields } } ${String(CART_FIELDS)}`, {}, { cookie });
  expect(fetched.errors).toBeUndefined();
  const viewer: Viewer = { id: user.id, roleId: 2, firstName: user.firstName };
  const handedOver = (await getCarts(viewer)).map((v) => v.cart);

  expect(handedOver).toEqual(cartsFromServer(fetched.data!.getCarts));
  const pdm = handedOver.find((c) => c.kind === 'PDM')!;
  expect(pdm.addressId).not.toBeNull();
  expect(pdm.items[0]).toMatchObject({ menuItemId: item.id, specialInstructions: 'Less rice', variants: [{ variantId: item.variants[0].id, qty: 2 }] });
});
