// Places real orders through placeOrder (the service behind saveOrders), for tests that need orders
// priced and scheduled by the store's own rules: customers, their addresses, carts by item name and
// size. Pin the clock (setClock) first: delivery dates are checked against it.
import { randomUUID } from 'node:crypto';
import type { Db } from '@/lib/database/db';
import { ROLE_CUSTOMER, type Viewer } from '@/lib/auth/viewer';
import { clock } from '@/lib/clock';
import { placeOrder } from '@/lib/orders/place-order';
import { emptyCart, type Cart } from '@/lib/domain/cart';
import { cartDeliveryDates, suborderPayload } from '@/lib/domain/cart-checkout';
import { taxRatesFromConfig } from '@/lib/domain/charges';
import type { CategoryCode } from '@/lib/domain/categories';
import type { IsoDay } from '@/lib/domain/calendar';
import type { DeliveryDay } from '@/lib/domain/repeat';

let n = 0;

export type TestCustomer = { viewer: Viewer; addressId: string; phoneNumber: string };

/** A new customer with one Bengaluru address (its PIN and a drop note as given). */
export async function createCustomer(
  db: Db,
  person: { firstName: string; lastName?: string; zipCode?: string; dropNote?: string; latitude?: number; longitude?: number } = { firstName: 'Test' },
): Promise<TestCustomer> {
  const phoneNumber = `+9196${String(process.pid % 1000).padStart(3, '0')}${String(++n).padStart(5, '0')}`;
  const user = await db.user.create({ data: { phoneNumber, firstName: person.firstName, lastName: person.lastName ?? null, roleId: ROLE_CUSTOMER } });
  const address = await db.address.create({
    data: {
      userId: user.id,
      title: 'Home',
      lineOne: `${n}, 4th Cross, Indiranagar`,
      city: 'Bengaluru',
      state: 'Karnataka',
      zipCode: person.zipCode ?? '560038',
      dropNote: person.dropNote ?? null,
      latitude: person.latitude ?? null,
      longitude: person.longitude ?? null,
    },
  });
  return { viewer: { id: user.id, roleId: ROLE_CUSTOMER, firstName: user.firstName }, addressId: address.id, phoneNumber };
}

export type TestCart = {
  kind: CategoryCode;
  /** item name -> [size, quantity] pairs, e.g. { 'Chicken & Pumpkin Bowl': [[250, 2], [500, 1]] } */
  items: Record<string, [unit: number, qty: number][]>;
  /** a buy on these days */
  dates?: IsoDay[];
  /** a subscription on these days (from the first allowed date, for a month) */
  days?: DeliveryDay[];
  notes?: string;
};

/** One suborder of a saveOrders payload, priced and dated as the cart page would (the seeded store's settings). */
export async function suborderInputFor(db: Db, customer: TestCustomer, c: TestCart) {
  const category = await db.category.findUniqueOrThrow({ where: { categoryEnum: c.kind } });
  const items: Cart['items'] = [];
  for (const [name, sizes] of Object.entries(c.items)) {
    const item = await db.menuItem.findFirstOrThrow({ where: { categoryId: category.id, name }, include: { variants: true } });
    items.push({
      menuItemId: item.id,
      name: item.name,
      image: null,
      unitType: item.unitType,
      specialInstructions: null,
      variants: sizes.map(([unit, qty]) => {
        const v = item.variants.find((x) => x.unit === unit);
        if (!v) throw new Error(`${name} has no ${unit} size`);
        return { variantId: v.id, price: v.price, unit: v.unit, unitType: v.unitType, qty };
      }),
    });
  }
  const cart: Cart = {
    ...emptyCart(c.kind),
    addressId: customer.addressId,
    buyOrSubscribe: c.days ? 'SUBSCRIBE' : 'BUY',
    deliveryDates: c.dates ?? [],
    deliveryDays: c.days ?? [],
    additionalNotes: c.notes ?? '',
    items,
  };
  return suborderPayload(cart, category.id, cartDeliveryDates(cart, clock().now(), 1, []), taxRatesFromConfig({}));
}

/** One order of one or more carts for the customer, placed as they would place it. Returns its rows. */
export async function placeTestOrder(db: Db, customer: TestCustomer, carts: TestCart[], by: Viewer = customer.viewer) {
  const orders = [];
  for (const c of carts) orders.push(await suborderInputFor(db, customer, c));
  const { orderId } = await placeOrder(by, { orders, idempotencyKey: randomUUID(), ...(by.id !== customer.viewer.id ? { userId: customer.viewer.id } : {}) });
  return db.order.findUniqueOrThrow({
    where: { id: orderId },
    include: { payment: true, suborders: { orderBy: { suborderNo: 'asc' }, include: { deliveries: { orderBy: { deliveryDate: 'asc' } } } } },
  });
}
