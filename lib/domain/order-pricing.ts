// What an order costs, part by part (a part is one cart, later one suborder), and the lines its tax
// invoice will carry. The browser prices carts with it; saveOrders prices the order again with it on
// database prices and refuses a payload priced otherwise; invoices and credit notes are written
// from its lines. docs/decisions.md, "Money that adds up", explains each rule:
//
// - Goods: price x quantity on every delivery date, taxed at the item's own rate, one invoice line
//   per variant, each rounded once.
// - Delivery: one charge per drop, a drop being one address on one date, however many carts of the
//   order go there. The configured charge is what the customer pays: it is read as GST-inclusive.
//   Delivered with the goods it is a composite supply, taxed as its principal supply (CGST Act
//   s.8(a)): the drop's line of highest value gives the rate and the HSN code. Each drop is split
//   into taxable value and tax on its own, so a line of n drops is n times one drop (quantity x
//   unit price = taxable value). Orders placed before this rule keep theirs (HIGHEST_RATE: the
//   highest rate of the drop, the drops of a line split together).
// - A shared drop's charge is carried by one part, the first of meals, then add-ons, then treats
//   (DROP_CARRIER_ORDER): the other carts ride along and say so ("shared with Pet Dog Meals").
// - A place of supply in the seller's state is taxed CGST + SGST, another state IGST.
import type { IsoDay } from './calendar';
import type { CategoryCode } from './categories';
import { DEFAULT_HSN, difference, isInterState, splitInclusive, sumTaxed, taxOnTaxable, type TaxedAmount } from './gst';
import { formatUnit, type UnitType } from './units';

export const DROP_CARRIER_ORDER: readonly CategoryCode[] = ['PDM', 'CDM', 'ADON', 'TREATS'];

export type GoodsLineInput = {
  /** the variant's id: one invoice line per variant */
  key: string;
  /** the menu item's name */
  name: string;
  unit: number;
  unitType: UnitType;
  /** paise per unit, before tax */
  unitPrice: number;
  /** per delivery */
  quantity: number;
  /** total GST, tenths of a percent */
  gstRate: number;
  hsn: string;
};

export type PricingPart = {
  key: string;
  kind: CategoryCode;
  /** the delivery address (an address id): parts with the same one share drops; null while none is chosen */
  addressKey: string | null;
  /** the GST state code of that address; null while unknown (priced as within the seller's state) */
  placeOfSupply: string | null;
  dates: readonly IsoDay[];
  lines: readonly GoodsLineInput[];
};

/**
 * How a drop's charge is taxed: PRINCIPAL_SUPPLY (every order placed now) takes the rate and HSN of
 * the drop's line of highest value and splits each drop on its own; HIGHEST_RATE (orders placed
 * before it, kept so their invoices and credit notes agree) took the highest rate of the drop and
 * split a line's drops together.
 */
export type DeliveryTaxRule = 'PRINCIPAL_SUPPLY' | 'HIGHEST_RATE';
export const CURRENT_DELIVERY_TAX_RULE: DeliveryTaxRule = 'PRINCIPAL_SUPPLY';

export type PricingSettings = {
  /** the seller's GST state code (configuration seller.stateCode) */
  sellerStateCode: string;
  /** paise per drop, GST included (configuration deliveryCharge) */
  dropCharge: number;
  /** the order's rule (Order.deliveryTaxRule); a new order's when left out */
  deliveryTaxRule?: DeliveryTaxRule;
};

export type SupplyLine = TaxedAmount & {
  key: string;
  kind: 'GOODS' | 'DELIVERY';
  description: string;
  hsn: string;
  /** GOODS: units supplied over all dates; DELIVERY: drops */
  quantity: number;
  /** "250 g", or "drop" */
  unit: string;
  /** paise per unit before tax (a drop: its taxable value rounded per drop) */
  unitPrice: number;
  gstRate: number;
};

/** One address on one date, and the part that carries its charge. */
export type Drop = { addressKey: string; date: IsoDay; carrier: string; parts: string[]; gstRate: number; hsn: string };

export type PartPrice = {
  /** goods before tax */
  subtotal: number;
  /** every line's tax: the goods' and the delivery's, as the invoice charges them */
  cgst: number;
  sgst: number;
  igst: number;
  /** what this part's drops cost before tax (deliveryCharge less its tax) */
  deliveryTaxableValue: number;
  /** what this part's drops cost, GST included */
  deliveryCharge: number;
  /** the drop charge (paise) */
  perDeliveryCharge: number;
  /** drops this part carries the charge of */
  drops: number;
  /** dates whose drop another part carries */
  ridingAlong: number;
  /** the other parts that share a drop with this one */
  sharedWith: CategoryCode[];
  totalPrice: number;
  itemCount: number;
  lines: SupplyLine[];
};

const orderOf = (kind: CategoryCode) => DROP_CARRIER_ORDER.indexOf(kind);

/** Every drop of the order: parts with an address share a drop when they deliver there on the same date. */
export function planDrops(parts: readonly PricingPart[], rule: DeliveryTaxRule = CURRENT_DELIVERY_TAX_RULE): Drop[] {
  const drops = new Map<string, { addressKey: string; date: IsoDay; members: PricingPart[] }>();
  for (const part of parts) {
    if (part.lines.every((l) => l.quantity <= 0)) continue;
    for (const date of new Set(part.dates)) {
      // A part without an address yet shares nothing: its own key stands in for the address.
      const addressKey = part.addressKey ?? `part:${part.key}`;
      const k = `${addressKey}|${date}`;
      const drop = drops.get(k) ?? { addressKey, date, members: [] };
      drop.members.push(part);
      drops.set(k, drop);
    }
  }
  return [...drops.values()].map(({ addressKey, date, members }) => {
    const sorted = [...members].sort((a, b) => orderOf(a.kind) - orderOf(b.kind) || a.key.localeCompare(b.key));
    const goods = members.flatMap((m) => m.lines.filter((l) => l.quantity > 0));
    const principal = rule === 'HIGHEST_RATE' ? highestRateGoods(goods) : principalSupply(goods);
    return { addressKey, date, carrier: sorted[0].key, parts: sorted.map((m) => m.key), gstRate: principal.gstRate, hsn: principal.hsn };
  });
}

/**
 * The principal supply of a drop (CGST Act s.2(90), s.8(a)): its line of highest value (price x
 * quantity of one delivery); of equal values the higher rate, then the lower HSN code, so the
 * choice never depends on the order the lines come in.
 */
export function principalSupply(lines: readonly GoodsLineInput[]): { gstRate: number; hsn: string } {
  let best: GoodsLineInput | null = null;
  const value = (l: GoodsLineInput) => l.unitPrice * l.quantity;
  for (const l of lines) {
    if (!best || value(l) > value(best) || (value(l) === value(best) && (l.gstRate > best.gstRate || (l.gstRate === best.gstRate && l.hsn < best.hsn)))) best = l;
  }
  return best ? { gstRate: best.gstRate, hsn: best.hsn } : { gstRate: 0, hsn: DEFAULT_HSN };
}

/** The rule of orders placed before the principal supply's: the highest rate, and of those the dearest line's HSN. */
function highestRateGoods(lines: readonly GoodsLineInput[]): { gstRate: number; hsn: string } {
  let best: GoodsLineInput | null = null;
  for (const l of lines) {
    if (!best || l.gstRate > best.gstRate || (l.gstRate === best.gstRate && l.unitPrice * l.quantity > best.unitPrice * best.quantity)) best = l;
  }
  return best ? { gstRate: best.gstRate, hsn: best.hsn } : { gstRate: 0, hsn: DEFAULT_HSN };
}

/** A part's goods lines when delivered on `deliveries` dates. */
export function goodsLines(part: Pick<PricingPart, 'lines' | 'placeOfSupply'>, deliveries: number, sellerStateCode: string): SupplyLine[] {
  const interState = isInterState(sellerStateCode, part.placeOfSupply);
  return part.lines
    .filter((l) => l.quantity > 0)
    .map((l) => {
      const quantity = l.quantity * Math.max(0, deliveries);
      return {
        ...taxOnTaxable(l.unitPrice * quantity, l.gstRate, interState),
        key: l.key,
        kind: 'GOODS' as const,
        description: `${l.name} (${formatUnit(l.unit, l.unitType)})`,
        hsn: l.hsn,
        quantity,
        unit: formatUnit(l.unit, l.unitType),
        unitPrice: l.unitPrice,
        gstRate: l.gstRate,
      };
    });
}

/**
 * The delivery line of `count` drops charged at one rate (GST-inclusive `dropCharge` each). Under
 * the current rule one drop is split and the line is `count` of it, so its taxable value is exactly
 * quantity x unit price and it still adds up to count x dropCharge; the old rule split the sum.
 */
export function deliveryLine(count: number, rate: { gstRate: number; hsn: string }, dropCharge: number, interState: boolean, rule: DeliveryTaxRule = CURRENT_DELIVERY_TAX_RULE): SupplyLine {
  const one = splitInclusive(dropCharge, rate.gstRate, interState);
  const taxed: TaxedAmount =
    rule === 'HIGHEST_RATE'
      ? splitInclusive(dropCharge * count, rate.gstRate, interState)
      : { taxableValue: one.taxableValue * count, cgst: one.cgst * count, sgst: one.sgst * count, igst: one.igst * count, total: one.total * count };
  return {
    ...taxed,
    key: `delivery:${rate.gstRate}`,
    kind: 'DELIVERY',
    description: count === 1 ? 'Delivery charge (1 drop)' : `Delivery charges (${count} drops)`,
    hsn: rate.hsn,
    quantity: count,
    unit: 'drop',
    unitPrice: rule === 'HIGHEST_RATE' ? (count > 0 ? Math.round(taxed.taxableValue / count) : 0) : one.taxableValue,
    gstRate: rate.gstRate,
  };
}

/** A part's delivery lines: the drops it carries, one line per rate they are taxed at. */
export function deliveryLines(carried: readonly Pick<Drop, 'gstRate' | 'hsn'>[], dropCharge: number, interState: boolean, rule: DeliveryTaxRule = CURRENT_DELIVERY_TAX_RULE): SupplyLine[] {
  const byRate = new Map<string, { gstRate: number; hsn: string; count: number }>();
  for (const d of carried) {
    const k = `${d.gstRate}|${d.hsn}`;
    byRate.set(k, { gstRate: d.gstRate, hsn: d.hsn, count: (byRate.get(k)?.count ?? 0) + 1 });
  }
  return [...byRate.values()].sort((a, b) => b.gstRate - a.gstRate || a.hsn.localeCompare(b.hsn)).map((r) => deliveryLine(r.count, r, dropCharge, interState, rule));
}

/** What a set of lines comes to, as the cart, the order page and the invoice show it. */
export type LineSummary = { goodsTaxableValue: number; deliveryTaxableValue: number; cgst: number; sgst: number; igst: number; total: number };
export function summarizeLines(lines: readonly Pick<SupplyLine, 'kind' | 'taxableValue' | 'cgst' | 'sgst' | 'igst' | 'total'>[]): LineSummary {
  const out: LineSummary = { goodsTaxableValue: 0, deliveryTaxableValue: 0, cgst: 0, sgst: 0, igst: 0, total: 0 };
  for (const l of lines) {
    if (l.kind === 'GOODS') out.goodsTaxableValue += l.taxableValue;
    else out.deliveryTaxableValue += l.taxableValue;
    out.cgst += l.cgst;
    out.sgst += l.sgst;
    out.igst += l.igst;
    out.total += l.total;
  }
  return out;
}

/**
 * Every part of an order priced together (they share drops), by part key: the one computation of
 * an order's lines and tax. The cart shows it, saveOrders checks the payload against it and stores
 * it, and the invoice is written from the same lines (order-charges.ts chargedLines).
 */
export function priceParts(parts: readonly PricingPart[], settings: PricingSettings): Record<string, PartPrice> {
  const rule = settings.deliveryTaxRule ?? CURRENT_DELIVERY_TAX_RULE;
  const drops = planDrops(parts, rule);
  const out: Record<string, PartPrice> = {};
  for (const part of parts) {
    const interState = isInterState(settings.sellerStateCode, part.placeOfSupply);
    const goods = goodsLines(part, new Set(part.dates).size, settings.sellerStateCode);
    const mine = drops.filter((d) => d.parts.includes(part.key));
    const carried = mine.filter((d) => d.carrier === part.key);
    const delivery = deliveryLines(carried, settings.dropCharge, interState, rule);
    const g = sumTaxed(goods);
    const all = summarizeLines([...goods, ...delivery]);
    const deliveryCharge = carried.length * settings.dropCharge;
    const sharedWith = [...new Set(mine.flatMap((d) => d.parts).filter((k) => k !== part.key))]
      .map((k) => parts.find((p) => p.key === k)!.kind)
      .sort((a, b) => orderOf(a) - orderOf(b));
    out[part.key] = {
      subtotal: g.taxableValue,
      cgst: all.cgst,
      sgst: all.sgst,
      igst: all.igst,
      deliveryTaxableValue: all.deliveryTaxableValue,
      deliveryCharge,
      perDeliveryCharge: settings.dropCharge,
      drops: carried.length,
      ridingAlong: mine.length - carried.length,
      sharedWith,
      totalPrice: g.total + deliveryCharge,
      itemCount: part.lines.reduce((s, l) => s + Math.max(0, l.quantity), 0),
      lines: [...goods, ...delivery],
    };
  }
  return out;
}

/** The sum of an order's parts (perDeliveryCharge is a rate: kept, not added). */
export function sumPartPrices(prices: readonly PartPrice[], dropCharge: number) {
  return prices.reduce(
    (s, p) => ({
      subtotal: s.subtotal + p.subtotal,
      cgst: s.cgst + p.cgst,
      sgst: s.sgst + p.sgst,
      igst: s.igst + p.igst,
      deliveryTaxableValue: s.deliveryTaxableValue + p.deliveryTaxableValue,
      deliveryCharge: s.deliveryCharge + p.deliveryCharge,
      perDeliveryCharge: dropCharge,
      totalPrice: s.totalPrice + p.totalPrice,
      itemCount: s.itemCount + p.itemCount,
    }),
    { subtotal: 0, cgst: 0, sgst: 0, igst: 0, deliveryTaxableValue: 0, deliveryCharge: 0, perDeliveryCharge: dropCharge, totalPrice: 0, itemCount: 0 },
  );
}

/**
 * How the cart describes its delivery charge: "₹50 × 20 days", "₹50 × 20 days, shared with Add
 * ons", or "Shared with Pet Dog Meals" when another cart carries every drop.
 */
export function describeDelivery(price: Pick<PartPrice, 'drops' | 'ridingAlong' | 'sharedWith' | 'perDeliveryCharge'>, labels: Record<CategoryCode, string>, money: (paise: number) => string): string {
  const shared = price.sharedWith.map((k) => labels[k]).join(', ');
  if (price.drops === 0) return price.ridingAlong > 0 ? `Shared with ${shared}` : 'No delivery';
  const days = `${money(price.perDeliveryCharge)} × ${price.drops} ${price.drops === 1 ? 'day' : 'days'}`;
  return shared ? `${days}, shared with ${shared}` : days;
}

/**
 * What one delivery of a one-time part is worth when it is skipped or cancelled (the amount due drops
 * by it, or, once paid, a credit note gives it back): its goods on that date, and the drop's charge
 * when no other delivery is left at that drop. Each figure is the difference between the lines
 * with and without it, so the credits of every delivery add up exactly to what was charged.
 *
 * `charged`: deliveries of the part still charged before this one goes; `carrier`: when this
 * delivery was the drop's last, the part that carries the drop's charge and how many of its drops
 * are still charged before this one goes (with the drop's rate).
 */
export function deliveryCredit(
  part: Pick<PricingPart, 'lines' | 'placeOfSupply'>,
  charged: number,
  settings: PricingSettings,
  carrier: { placeOfSupply: string | null; chargedDrops: number; gstRate: number; hsn: string } | null,
): SupplyLine[] {
  const before = goodsLines(part, charged, settings.sellerStateCode);
  const after = goodsLines(part, charged - 1, settings.sellerStateCode);
  const goods = before.map((b, i) => ({ ...b, ...difference(b, after[i]), quantity: b.quantity - after[i].quantity }));
  if (!carrier || carrier.chargedDrops < 1) return goods;
  const interState = isInterState(settings.sellerStateCode, carrier.placeOfSupply);
  const rule = settings.deliveryTaxRule ?? CURRENT_DELIVERY_TAX_RULE;
  const b = deliveryLine(carrier.chargedDrops, carrier, settings.dropCharge, interState, rule);
  const a = deliveryLine(carrier.chargedDrops - 1, carrier, settings.dropCharge, interState, rule);
  return [...goods, { ...b, ...difference(b, a), quantity: 1, description: 'Delivery charge (1 drop)', unitPrice: b.taxableValue - a.taxableValue }];
}

