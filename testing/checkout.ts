// Places real orders through placeOrder (the service behind saveOrders), for tests that need orders
// priced and scheduled by the store's own rules: customers, their addresses, carts by item name and
// size. Pin the clock (setClock) first: delivery dates are checked against it.
import { randomUUID } from 'node:crypto';
import type { Db } from '@/lib/database/db';
import { ROLE_CUSTOMER, type Viewer } from '@/lib/auth/viewer';
import { clock } from '@/lib/clock';
import { placeOrder } from '@/lib/orders/place-order';
import { emptyCart, type Cart } from '@/lib/domain/cart';
import { cartDeliveryDates, cartPricingOf, orderPayload, priceCarts, type CartPricing } from '@/lib/domain/cart-checkout';
import { defaultTaxFromConfig, pricingSettingsFromConfig } from '@/lib/domain/charges';
import type { SuborderInput } from '@/lib/domain/inputs/order-input';
import type { CategoryCode } from '@/lib/domain/categories';
import type { IsoDay } from '@/lib/domain/calendar';
import type { DeliveryDay } from '@/lib/domain/repeat';
import { stateByName } from '@/lib/domain/gst-states';

let n = 0;

export type TestCustomer = { viewer: Viewer; addressId: string; phoneNumber: string };

/** A new customer with one Bengaluru address (its PIN and a drop note as given). */
export async function createCustomer(
  db: Db,
  person: { firstName: string; lastName?: string; zipCode?: string; dropNote?: string; latitude?: number; longitude?: number; city?: string; state?: string } = { firstName: 'Test' },
): Promise<TestCustomer> {
  const phoneNumber = `+9196${String(process.pid % 1000).padStart(3, '0')}${String(++n).padStart(5, '0')}`;
  const user = await db.user.create({ data: { phoneNumber, firstName: person.firstName, lastName: person.lastName ?? null, roleId: ROLE_CUSTOMER } });
  const address = await db.address.create({
    data: {
      userId: user.id,
      title: 'Home',
      lineOne: `${n}, 4th Cross, Indiranagar`,
      city: person.city ?? 'Bengaluru',
      state: stateByName(person.state ?? 'Karnataka')!.name,
      stateCode: stateByName(person.state ?? 'Karnataka')!.code,
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
  /** another address of the customer's (addAddress); the customer's first by default */
  addressId?: string;
};

/** Another address for the customer, in `state` (a treats address in Mumbai: addAddress(db, c, 'Maharashtra', '400001')). */
export async function addAddress(db: Db, customer: TestCustomer, state: string, zipCode: string, city = 'City'): Promise<string> {
  const s = stateByName(state);
  if (!s) throw new Error(`${state} is not a state`);
  const a = await db.address.create({ data: { userId: customer.viewer.id, title: `${city} home`, lineOne: '1, Main Road', city, state: s.name, stateCode: s.code, zipCode } });
  return a.id;
}

/** What the cart page prices carts with, read from the test database: settings, the items' rates, the addresses' states. */
export async function pricingFrom(db: Db, carts: readonly Cart[]): Promise<CartPricing> {
  const config = Object.fromEntries((await db.configuration.findMany()).map((r) => [r.key, r.value]));
  const items = await db.menuItem.findMany({ where: { id: { in: carts.flatMap((c) => c.items.map((i) => i.menuItemId)) } }, select: { id: true, gstRate: true, hsn: true } });
  const addresses = await db.address.findMany({ where: { id: { in: carts.flatMap((c) => (c.addressId ? [c.addressId] : [])) } }, select: { id: true, stateCode: true } });
  return cartPricingOf(pricingSettingsFromConfig(config), defaultTaxFromConfig(config), items, addresses);
}

/** The saveOrders payload of these carts, priced together as the cart page prices them. */
export async function payloadFor(db: Db, carts: { cart: Cart; categoryId: string; dates: IsoDay[] }[]): Promise<SuborderInput[]> {
  return orderPayload(carts, await pricingFrom(db, carts.map((c) => c.cart)));
}

/** The carts of a saveOrders payload, priced together and dated as the cart page would (the seeded store's settings). */
export async function ordersInputFor(db: Db, customer: TestCustomer, carts: TestCart[]): Promise<SuborderInput[]> {
  const built = [];
  for (const c of carts) built.push(await testCart(db, customer, c));
  return payloadFor(db, built);
}

/** What the cart page shows for these carts: each priced together with the others, as the browser prices them (priceCarts). */
export async function cartChargesFor(db: Db, customer: TestCustomer, carts: TestCart[]) {
  const built = [];
  for (const c of carts) built.push(await testCart(db, customer, c));
  return priceCarts(built, await pricingFrom(db, built.map((b) => b.cart)));
}

/** One suborder of a saveOrders payload (a checkout of that one cart). */
export async function suborderInputFor(db: Db, customer: TestCustomer, c: TestCart): Promise<SuborderInput> {
  return (await ordersInputFor(db, customer, [c]))[0];
}

async function testCart(db: Db, customer: TestCustomer, c: TestCart) {
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
    addressId: c.addressId ?? customer.addressId,
    buyOrSubscribe: c.days ? 'SUBSCRIBE' : 'BUY',
    deliveryDates: c.dates ?? [],
    deliveryDays: c.days ?? [],
    additionalNotes: c.notes ?? '',
    items,
  };
  return { cart, categoryId: category.id, dates: cartDeliveryDates(cart, clock().now(), 1, []) };
}

/** One order of one or more carts for the customer, placed as they would place it. Returns its rows. */
export async function placeTestOrder(db: Db, customer: TestCustomer, carts: TestCart[], by: Viewer = customer.viewer) {
  const orders = await ordersInputFor(db, customer, carts);
  const { orderId } = await placeOrder(by, { orders, idempotencyKey: randomUUID(), ...(by.id !== customer.viewer.id ? { userId: customer.viewer.id } : {}) });
  return db.order.findUniqueOrThrow({
    where: { id: orderId },
    include: { payment: true, suborders: { orderBy: { suborderNo: 'asc' }, include: { deliveries: { orderBy: { deliveryDate: 'asc' } } } } },
  });
}
