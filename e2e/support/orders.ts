// Placing an order over the API, for tests that need one but are about something else (the payment
// page's accessibility). The payload is built by the same domain functions the cart page uses, so
// the server's recomputation agrees with it.
import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { emptyCart, type Cart } from '@/lib/domain/cart';
import { cartDeliveryDates, cartPricingOf, orderPayload } from '@/lib/domain/cart-checkout';
import { defaultTaxFromConfig, pricingSettingsFromConfig } from '@/lib/domain/charges';
import { firstAllowedDeliveryDate, subscriptionMonthsFromConfig } from '@/lib/domain/delivery-dates';
import type { CategoryCode } from '@/lib/domain/categories';
import type { DeliveryDay } from '@/lib/domain/repeat';
import type { IsoDay } from '@/lib/domain/calendar';
import { graphql } from './login';

type Variant = { id: string; price: number; unit: number; unitType: 'GRAMS' | 'ML' | 'PIECES' };
type MenuItem = { id: string; name: string; unitType: 'GRAMS' | 'ML' | 'PIECES'; gstRate: number; hsn: string; variants: Variant[] };

/** Saves a Bengaluru address for the logged-in user and returns its id. */
export async function addAddressByApi(request: APIRequestContext, title = 'Home'): Promise<string> {
  const saved = await graphql<{ addOrUpdateUserLocation: { id: string } }>(
    request,
    `mutation($l: LocationInput!) { addOrUpdateUserLocation(location: $l) { id } }`,
    { l: { title, lineOne: '12, 4th Cross, Indiranagar', city: 'Bengaluru', state: 'Karnataka', zipCode: '560038' } },
  );
  return saved.addOrUpdateUserLocation.id;
}

export type ApiOrder = {
  kind: CategoryCode;
  /** sizes of the category's first menu item (by the menu's order) and how many of each: [[500, 2]] */
  sizes?: [unit: number, qty: number][];
  /** buy once on this day; the first allowed day when left out */
  date?: IsoDay;
  notes?: string;
  /** this item of the category instead of its first */
  item?: string;
};

/**
 * Places one order of one cart for the logged-in user, to a new address, priced by the same domain
 * functions the cart page uses. Returns the order number, its total and its delivery day.
 */
export async function placeOrderByApi(request: APIRequestContext, spec: ApiOrder): Promise<{ orderNumber: string; totalPrice: number; date: IsoDay; itemName: string }> {
  const { getCategories, getConfigurations } = await graphql<{
    getCategories: { id: string; categoryEnum: string }[];
    getConfigurations: { configurations: { key: string; value: string }[] };
  }>(request, `{ getCategories { id categoryEnum } getConfigurations { configurations { key value } } }`);
  const { getMenuItems } = await graphql<{ getMenuItems: MenuItem[] }>(
    request,
    `query($c: ID) { getMenuItems(category: $c) { id name unitType gstRate hsn variants { id price unit unitType } } }`,
    { c: spec.kind },
  );
  const item = spec.item ? getMenuItems.find((i) => i.name === spec.item) : getMenuItems[0];
  if (!item) throw new Error(`${spec.item} is not on the ${spec.kind} menu`);
  const sizes = spec.sizes ?? [[item.variants[0].unit, 1]];
  const category = getCategories.find((c) => c.categoryEnum === spec.kind)!;
  const addressId = await addAddressByApi(request);
  const config = Object.fromEntries(getConfigurations.configurations.map((c) => [c.key, c.value]));
  // the API's addresses are in Bengaluru: the seller's state
  const pricing = cartPricingOf(pricingSettingsFromConfig(config), defaultTaxFromConfig(config), [item], [{ id: addressId, stateCode: pricingSettingsFromConfig(config).sellerStateCode }]);
  const date = spec.date ?? firstAllowedDeliveryDate(spec.kind, 'BUY', new Date());
  const cart: Cart = {
    ...emptyCart(spec.kind),
    addressId,
    deliveryDates: [date],
    additionalNotes: spec.notes ?? '',
    items: [
      {
        menuItemId: item.id,
        name: item.name,
        image: null,
        unitType: item.unitType,
        specialInstructions: null,
        variants: sizes.map(([unit, qty]) => {
          const v = item.variants.find((x) => x.unit === unit);
          if (!v) throw new Error(`${item.name} has no ${unit} size`);
          return { variantId: v.id, price: v.price, unit: v.unit, unitType: v.unitType, qty };
        }),
      },
    ],
  };
  const saved = await graphql<{ saveOrders: { data: { orderNumber: string; totalPrice: number } } }>(
    request,
    `mutation($o: [SuborderInput!]!, $k: String!) { saveOrders(orders: $o, idempotencyKey: $k) { data { orderNumber totalPrice } } }`,
    { o: orderPayload([{ cart, categoryId: category.id, dates: [date] }], pricing), k: randomUUID() },
  );
  return { ...saved.saveOrders.data, date, itemName: item.name };
}

/** One pet dog meal, bought once for the first allowed day, to a new address. Returns the order number. */
export async function placePetMealOrderByApi(request: APIRequestContext): Promise<{ orderNumber: string; totalPrice: number }> {
  const { orderNumber, totalPrice } = await placeOrderByApi(request, { kind: 'PDM' });
  return { orderNumber, totalPrice };
}

/**
 * A community-meal subscription on `days`, placed over the API the way the cart page places one:
 * the schedule comes from the same domain functions, with the store's closed dates, so the server
 * agrees. Returns the order number and the delivery dates.
 */
export async function placeSubscriptionByApi(request: APIRequestContext, days: DeliveryDay[]): Promise<{ orderNumber: string; dates: IsoDay[] }> {
  const { getCategories, getConfigurations, getStore } = await graphql<{
    getCategories: { id: string; categoryEnum: string }[];
    getConfigurations: { configurations: { key: string; value: string }[] };
    getStore: { closedDates: string[] };
  }>(request, `{ getCategories { id categoryEnum } getConfigurations { configurations { key value } } getStore { closedDates } }`);
  const { getMenuItems } = await graphql<{ getMenuItems: MenuItem[] }>(
    request,
    `query($c: ID) { getMenuItems(category: $c) { id name unitType gstRate hsn variants { id price unit unitType } } }`,
    { c: 'CDM' },
  );
  const item = getMenuItems[0];
  const variant = item.variants[0];
  const category = getCategories.find((c) => c.categoryEnum === 'CDM')!;
  const config = Object.fromEntries(getConfigurations.configurations.map((c) => [c.key, c.value]));
  const addressId = await addAddressByApi(request);
  const cart: Cart = {
    ...emptyCart('CDM'),
    buyOrSubscribe: 'SUBSCRIBE',
    deliveryDays: days,
    addressId,
    items: [{ menuItemId: item.id, name: item.name, image: null, unitType: item.unitType, specialInstructions: null, variants: [{ variantId: variant.id, price: variant.price, unit: variant.unit, unitType: variant.unitType, qty: 1 }] }],
  };
  const dates = cartDeliveryDates(cart, new Date(), subscriptionMonthsFromConfig(config['subscription.months']), getStore.closedDates);
  const saved = await graphql<{ saveOrders: { data: { orderNumber: string } } }>(
    request,
    `mutation($o: [SuborderInput!]!, $k: String!) { saveOrders(orders: $o, idempotencyKey: $k) { data { orderNumber } } }`,
    {
      o: orderPayload([{ cart, categoryId: category.id, dates }], cartPricingOf(pricingSettingsFromConfig(config), defaultTaxFromConfig(config), [item], [{ id: addressId, stateCode: pricingSettingsFromConfig(config).sellerStateCode }])),
      k: randomUUID(),
    },
  );
  return { orderNumber: saved.saveOrders.data.orderNumber, dates };
}

let utrs = 0;
/** A UTR no other test uses (a UTR pays one payment). */
export function newUtr(): string {
  return `6${String(Date.now()).slice(-8)}${String(++utrs % 1000).padStart(3, '0')}`;
}
