// The saveOrders request the bench sends: four carts (CDM, PDM as a one-month daily subscription,
// TREATS, ADON) for one customer, priced and dated by the same lib/domain functions the cart page
// uses, from the store's settings in the database. The payload carries everything saveOrders
// needs, so each request only needs a fresh idempotency key (autocannon's [<id>] replacement):
// no cart has to be refilled between requests, and the mutation alone is measured.
import type pg from 'pg';
import { emptyCart, type Cart } from '@/lib/domain/cart';
import { cartDeliveryDates, cartPricingOf, orderPayload } from '@/lib/domain/cart-checkout';
import { defaultTaxFromConfig, pricingSettingsFromConfig } from '@/lib/domain/charges';
import { dateToDay } from '@/lib/domain/calendar';
import { firstAllowedDeliveryDate, subscriptionMonthsFromConfig } from '@/lib/domain/delivery-dates';
import type { SuborderInput } from '@/lib/domain/inputs/order-input';

export const SAVE_ORDERS = /* GraphQL */ `mutation($orders: [SuborderInput!]!, $key: String!) { saveOrders(orders: $orders, idempotencyKey: $key) { statusCode data { orderNumber totalPrice } } }`;

const KINDS = ['CDM', 'PDM', 'TREATS', 'ADON'] as const;

export async function fourCartOrder(client: pg.ClientBase, customerPhone: string, now: Date): Promise<SuborderInput[]> {
  const config = Object.fromEntries((await client.query<{ key: string; value: string }>('SELECT key, value FROM "Configuration"')).rows.map((r) => [r.key, r.value]));
  const months = subscriptionMonthsFromConfig(config['subscription.months']);
  const store = (await client.query<{ closedDates: Date[] }>('SELECT "closedDates" FROM "Store" LIMIT 1')).rows[0];
  const closedDates = (store?.closedDates ?? []).map(dateToDay);
  const address = (
    await client.query<{ id: string; stateCode: string | null }>(`SELECT a.id, a."stateCode" FROM "Address" a JOIN "User" u ON u.id = a."userId" WHERE u."phoneNumber" = $1 AND a."deletedAt" IS NULL ORDER BY a.id LIMIT 1`, [customerPhone])
  ).rows[0];
  if (!address) throw new Error(`saveOrders payload: ${customerPhone} has no address (run the large seed)`);

  const carts: { cart: Cart; categoryId: string; dates: string[] }[] = [];
  const items: { id: string; gstRate: number; hsn: string }[] = [];
  for (const kind of KINDS) {
    // the first two items of the category with their cheapest size, one or two of each
    const { rows } = await client.query<{ categoryId: string; id: string; name: string; unitType: Cart['items'][number]['unitType']; variantId: string; price: number; unit: number; gstRate: number; hsn: string }>(
      `SELECT DISTINCT ON (m."sortOrder", m.id) c.id AS "categoryId", m.id, m.name, m."unitType", v.id AS "variantId", v.price, v.unit, m."gstRate", m.hsn
       FROM "MenuItem" m JOIN "Category" c ON c.id = m."categoryId" JOIN "Variant" v ON v."menuItemId" = m.id AND v.enabled
       WHERE c."categoryEnum" = $1 AND m.enabled ORDER BY m."sortOrder", m.id, v.price LIMIT 2`,
      [kind],
    );
    if (rows.length === 0) throw new Error(`saveOrders payload: no ${kind} items`);
    const subscribe = kind === 'PDM';
    const cart: Cart = {
      ...emptyCart(kind),
      addressId: address.id,
      buyOrSubscribe: subscribe ? 'SUBSCRIBE' : 'BUY',
      deliveryDays: subscribe ? ['EVERYDAY'] : [],
      deliveryDates: subscribe ? [] : [firstAllowedDeliveryDate(kind, 'BUY', now)],
      items: rows.map((r, i) => ({
        menuItemId: r.id,
        name: r.name,
        image: null,
        unitType: r.unitType,
        specialInstructions: null,
        variants: [{ variantId: r.variantId, price: r.price, unit: r.unit, unitType: r.unitType, qty: i + 1 }],
      })),
    };
    items.push(...rows);
    carts.push({ cart, categoryId: rows[0].categoryId, dates: cartDeliveryDates(cart, now, months, closedDates) });
  }
  // priced together, as the cart page prices them: the four carts share their drops
  return orderPayload(carts, cartPricingOf(pricingSettingsFromConfig(config), defaultTaxFromConfig(config), items, [address]));
}
