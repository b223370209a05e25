// Checks one suborder of a saveOrders request against the database and the delivery rules: its
// category, dates, address and items, with the database's prices and rates. The suborders of a
// request are then priced together (price-order.ts). Nothing here trusts the browser's numbers.
// What the checks read is read for every suborder at once (readSuborderFacts: a fixed number of
// statements however many carts), then each suborder is checked in turn, so the first problem
// refused is the same one a suborder-by-suborder read would meet first.
import 'server-only';
import type { Address, Category, MenuItem, Prisma, Variant } from '@/lib/generated/prisma/client';
import type { SuborderInput } from '@/lib/domain/inputs/order-input';
import { badInput } from '@/lib/errors';
import { addressServes } from '@/lib/addresses/assert-address-serves';
import type { CheckoutSettings } from '@/lib/carts/checkout-context';
import type { CategoryCode } from '@/lib/domain/categories';
import { dateToDay, formatDay, type IsoDay } from '@/lib/domain/calendar';
import { soldOutProblem } from '@/lib/domain/menu-item-rules';
import { stateByName } from '@/lib/domain/gst-states';
import { subscriptionDates, subscriptionFirstDeliveryError, subscriptionStartDate, subscriptionStartError, validateDeliveryDates } from '@/lib/domain/delivery-dates';
import { parseRepeatInfo, purchaseModeOf, type PurchaseMode } from '@/lib/domain/repeat';
import type { UnitType } from '@/lib/domain/units';
import { capitalizeFirst, MAX_QTY_PER_VARIANT } from '@/lib/domain/cart';

type Tx = Prisma.TransactionClient;

export type CheckedSuborder = {
  kind: CategoryCode;
  categoryId: string;
  /** the category's title, for messages */
  title: string;
  mode: PurchaseMode;
  repeatType: SuborderInput['repeatType'];
  repeatInfo: string;
  dates: IsoDay[];
  address: Address;
  /** the GST state code of the address: the place of supply */
  placeOfSupply: string;
  dropNote: string | null;
  /** a variant's price in the payload is not today's */
  pricesChanged: boolean;
  items: {
    menuItemId: string;
    name: string;
    unitType: UnitType;
    specialInstructions: string | null;
    price: number;
    /** the item's own GST rate (tenths of a percent) and HSN code, stored on each line */
    variants: { variantId: string; price: number; quantity: number; unit: number; gstRate: number; hsn: string }[];
  }[];
};

/** The rows every suborder of a request is checked against, each read once for all of them. */
export type SuborderFacts = {
  categories: Map<string, Category>;
  addresses: Map<string, Address>;
  /** enabled menu items named by any suborder, with their enabled sizes */
  menuItems: Map<string, MenuItem & { variants: Variant[] }>;
};

export async function readSuborderFacts(tx: Tx, inputs: readonly SuborderInput[]): Promise<SuborderFacts> {
  const ids = (pick: (i: SuborderInput) => string[]) => [...new Set(inputs.flatMap(pick))];
  // Inside the order's transaction: one connection, so these run one after another anyway.
  const categories = await tx.category.findMany({ where: { id: { in: ids((i) => [i.category.id]) } } });
  const addresses = await tx.address.findMany({ where: { id: { in: ids((i) => [i.location.id]) } } });
  const menuItems = await tx.menuItem.findMany({
    where: { id: { in: ids((i) => i.items.map((x) => x.menuItem.id)) }, enabled: true },
    include: { variants: { where: { enabled: true } } },
  });
  return {
    categories: new Map(categories.map((c) => [c.id, c])),
    addresses: new Map(addresses.map((a) => [a.id, a])),
    menuItems: new Map(menuItems.map((m) => [m.id, m])),
  };
}

export function checkSuborder(
  facts: SuborderFacts,
  input: SuborderInput,
  ctx: { customerId: string; now: Date; settings: CheckoutSettings; index: number },
): CheckedSuborder {
  const field = `orders.${ctx.index}`;
  const category = facts.categories.get(input.category.id);
  if (!category) throw badInput('That category does not exist.', `${field}.category`);
  const kind = category.categoryEnum;

  const mode: PurchaseMode = purchaseModeOf(input.repeatType);
  const days = parseRepeatInfo(input);
  if (!days) throw badInput(`repeatType ${input.repeatType} does not go with repeatInfo ${input.repeatInfo}.`, `${field}.repeatInfo`);

  const requested = input.deliveries.map((d) => d.deliveryDate);
  const closedDates = ctx.settings.store.closedDates;
  let dates: IsoDay[];
  if (mode === 'SUBSCRIBE' && days.length > 0) {
    // The same schedule the cart showed: from the first allowed date or a renewal's later start,
    // closed dates left out (lib/domain/cart-checkout.ts cartDeliveryDates).
    const startProblem = subscriptionStartError(input.subscriptionStartsOn, ctx.now);
    if (startProblem) throw badInput(`${category.title}: ${startProblem}`, `${field}.subscriptionStartsOn`);
    const start = subscriptionStartDate(kind, ctx.now, input.subscriptionStartsOn);
    dates = subscriptionDates({ days, start, months: ctx.settings.subscriptionMonths, closedDates });
    if (dates.length === 0) throw badInput('This subscription has no delivery dates.', `${field}.deliveries`);
    const tooSoon = requested.length > 0 ? subscriptionFirstDeliveryError(kind, [...requested].sort()[0], ctx.now) : null;
    if (tooSoon) throw badInput(`${category.title}: ${tooSoon}`, `${field}.deliveries`);
    if (requested.length !== dates.length || requested.some((d, i) => d !== dates[i])) {
      throw badInput(
        `Your ${category.title} delivery schedule has changed: the first delivery is now ${formatDay(dates[0])}. Please review your cart.`,
        `${field}.deliveries`,
      );
    }
  } else {
    const problem = validateDeliveryDates({ kind, mode, dates: requested, now: ctx.now, months: ctx.settings.subscriptionMonths, closedDates });
    if (problem) throw badInput(`${category.title}: ${problem}`, `${field}.deliveries`);
    dates = [...requested].sort();
  }

  const address = addressServes(facts.addresses.get(input.location.id) ?? null, ctx.customerId, kind, { field: `${field}.location`, servicePins: ctx.settings.pincodes });
  // The place of supply decides the tax: an old address whose state is not recognised is corrected first.
  const placeOfSupply = address.stateCode ?? stateByName(address.state)?.code;
  if (!placeOfSupply) throw badInput(`Please edit the address "${address.title}" and choose its state: the tax depends on it.`, `${field}.location`);

  if (input.items.length === 0) throw badInput(`Your ${category.title} cart is empty.`, `${field}.items`);
  let pricesChanged = false;
  const items: CheckedSuborder['items'] = [];
  const seenItems = new Set<string>();
  for (const item of input.items) {
    const found = facts.menuItems.get(item.menuItem.id);
    // an item of another category is not this cart's, as if it did not exist
    const menuItem = found?.categoryId === category.id ? found : undefined;
    if (!menuItem) throw badInput(`An item in your ${category.title} cart is no longer available. Please remove it.`, `${field}.items`);
    if (seenItems.has(menuItem.id)) throw badInput(`${menuItem.name} appears twice.`, `${field}.items`);
    seenItems.add(menuItem.id);
    const soldOut = soldOutProblem({ name: menuItem.name, available: menuItem.available, soldOutDates: menuItem.soldOutDates.map(dateToDay) }, dates);
    if (soldOut) throw badInput(soldOut, `${field}.items`);
    const variants: CheckedSuborder['items'][number]['variants'] = [];
    for (const v of item.variants) {
      const variant = menuItem.variants.find((mv) => mv.id === v.itemVariant.id);
      if (!variant) throw badInput(`A size of ${menuItem.name} is no longer available. Please remove it.`, `${field}.items`);
      if (!Number.isInteger(v.quantity) || v.quantity < 1 || v.quantity > MAX_QTY_PER_VARIANT) {
        throw badInput(`Quantity of ${menuItem.name} must be between 1 and ${MAX_QTY_PER_VARIANT}.`, `${field}.items`);
      }
      if (variants.some((x) => x.variantId === variant.id)) throw badInput(`A size of ${menuItem.name} appears twice.`, `${field}.items`);
      if (v.price !== variant.price) pricesChanged = true;
      variants.push({ variantId: variant.id, price: variant.price, quantity: v.quantity, unit: variant.unit, gstRate: menuItem.gstRate, hsn: menuItem.hsn });
    }
    if (variants.length === 0) throw badInput(`Choose a quantity for ${menuItem.name}.`, `${field}.items`);
    items.push({
      menuItemId: menuItem.id,
      name: menuItem.name,
      unitType: menuItem.unitType,
      specialInstructions: item.specialInstructions?.trim() ? capitalizeFirst(item.specialInstructions) : null,
      price: Math.min(...variants.map((x) => x.price)),
      variants,
    });
  }

  return {
    kind,
    categoryId: category.id,
    title: category.title,
    mode,
    repeatType: input.repeatType,
    repeatInfo: input.repeatInfo,
    dates,
    address,
    placeOfSupply,
    dropNote: input.dropNote?.trim() || null,
    pricesChanged,
    items,
  };
}
