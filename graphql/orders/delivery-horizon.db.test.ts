// Delivery dates beyond the horizon (first allowed day + subscription.months) are refused by
// saveOrders through the real route; the last allowed day is accepted.
import { useTestDatabase } from '@/testing/test-database';
import { pinClockForEachTest } from '@/testing/clock';
import { graphqlRequest } from '@/testing/graphql-request';
import { loginAs } from '@/testing/login';
import { addDays } from '@/lib/domain/calendar';
import { lastAllowedDeliveryDate } from '@/lib/domain/delivery-dates';

const t = useTestDatabase();
const NOW = new Date('2026-11-20T04:30:00Z');
pinClockForEachTest(NOW);

const SAVE_ORDERS = `mutation($o: [SuborderInput!]!, $k: String!) { saveOrders(orders: $o, idempotencyKey: $k) { statusCode data { suborders { deliveries { deliveryDate } } } } }`;

async function orderFor(phone: string, deliveryDate: string) {
  const { cookie, user } = await loginAs(phone);
  const item = await t.db().menuItem.findFirstOrThrow({ where: { category: { categoryEnum: 'PDM' } }, include: { variants: { orderBy: { price: 'asc' } } } });
  const address = await t.db().address.create({ data: { userId: user.id, title: 'Home', lineOne: '1 Main', city: 'Bengaluru', state: 'Karnataka', zipCode: '560038' } });
  const price = item.variants[0].price;
  const tax = Math.floor((price * 25 + 500) / 1000);
  const order = {
    totalPrice: price + 2 * tax + 5000,
    subtotal: price,
    deliveryCharge: 5000,
    location: { id: address.id },
    deliveries: [{ deliveryDate }],
    category: { id: item.categoryId },
    repeatType: 'NONE',
    repeatInfo: 'CUSTOM',
    items: [{ name: item.name, price, menuItem: { id: item.id }, unitType: item.unitType, variants: [{ price, quantity: 1, unit: item.variants[0].unit, itemVariant: { id: item.variants[0].id } }] }],
  };
  return graphqlRequest<{ saveOrders: { statusCode: number; data: { suborders: { deliveries: { deliveryDate: string }[] }[] } } }>(SAVE_ORDERS, { o: [order], k: `horizon-${phone}` }, { cookie });
}

// subscription.months is 1 in the seed data.
const last = lastAllowedDeliveryDate('PDM', 'BUY', NOW, 1);

test('the horizon in the seed configuration is a month after the first allowed day', () => {
  expect(last).toBe('2026-12-21');
});

test.each([
  ['9999-12-31', '9812400001'],
  [addDays(last, 1), '9812400002'],
  ['2027-11-20', '9812400003'],
])('a delivery on %s is refused with the last allowed day named', async (date, phone) => {
  const res = await orderFor(phone, date);
  expect(res.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'orders.0.deliveries' });
  expect(res.errors?.[0].message).toMatch(/The last delivery date you can choose is Mon, 21 Dec 2026\./);
  expect(await t.db().order.count({ where: { user: { phoneNumber: `+91${phone}` } } })).toBe(0);
});

test('the last allowed day is accepted', async () => {
  const res = await orderFor('9812400004', last);
  expect(res.errors).toBeUndefined();
  expect(res.data!.saveOrders.statusCode).toBe(201);
  expect(res.data!.saveOrders.data.suborders[0].deliveries).toEqual([{ deliveryDate: last }]);
});
