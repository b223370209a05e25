// What an order is charged for after it was placed, and what a reduction gives back: the lines of
// its tax invoice (issued when it is paid) and of each credit note (a paid delivery skipped or
// cancelled), or what comes off the amount due before it is paid.
//
// An order keeps the drops it was placed with (order-pricing.ts planDrops on its placed dates): who
// carries each drop's charge, and at which rate, never changes afterwards. A subscription day that
// is moved (skip with a make-up day) keeps its placed slot, so nothing is charged or given back.
// A delivery whose share is given back stops being charged; a drop stops being charged when none of
// its deliveries is charged any more. Each credit is the difference between the lines before and
// after it (deliveryCredit), so the credits of every delivery add up exactly to what was charged.
//
// An order placed before one charge per drop (legacy) was charged per cart per date, its goods
// taxed on the whole at the order's rate and its delivery without tax: its parts come with one
// goods line each, and each part is its own drops at rate 0.
import type { IsoDay } from './calendar';
import { DEFAULT_HSN } from './gst';
import { uqcOf, type Uqc } from './gstr1';
import { deliveryCredit, deliveryLines, goodsLines, planDrops, type Drop, type GoodsLineInput, type PricingPart, type PricingSettings, type SupplyLine } from './order-pricing';
import type { UnitType } from './units';

export type PlacedPart = PricingPart & {
  /** the placed dates still charged (a subset of `dates`) */
  charged: readonly IsoDay[];
  /**
   * The slots whose items were changed after checkout (changeDeliveryItems): per placed date, each
   * line's quantity that day (a line missing from a changed day is not brought). `lines` then
   * holds every line any day brings, a swapped-in one with its placed quantity 0.
   */
  quantitiesOn?: Readonly<Record<IsoDay, Readonly<Record<string, number>>>>;
};

/** How many of a line a slot brings: its changed quantity, or the placed one. */
function quantityOn(part: PlacedPart, date: IsoDay, line: GoodsLineInput): number {
  const changed = part.quantitiesOn?.[date];
  return changed ? (changed[line.key] ?? 0) : line.quantity;
}

/**
 * The goods a part supplies on some of its slots: each line's units over those dates, taxed on the
 * whole (as goodsLines does for the same quantity every day).
 */
export function goodsLinesOn(part: PlacedPart, dates: Iterable<IsoDay>, sellerStateCode: string): SupplyLine[] {
  const list = [...dates];
  const lines = part.lines.map((l) => ({ ...l, quantity: list.reduce((n, d) => n + quantityOn(part, d, l), 0) }));
  return goodsLines({ lines, placeOfSupply: part.placeOfSupply }, 1, sellerStateCode);
}

/** a - b, line by line (by key); lines equal in both are left out. */
function goodsDifference(a: readonly SupplyLine[], b: readonly SupplyLine[]): SupplyLine[] {
  const keys = [...new Set([...a, ...b].map((l) => l.key))];
  return keys.flatMap((key) => {
    const x = a.find((l) => l.key === key);
    const y = b.find((l) => l.key === key);
    const base = (x ?? y)!;
    const d = {
      ...base,
      quantity: (x?.quantity ?? 0) - (y?.quantity ?? 0),
      taxableValue: (x?.taxableValue ?? 0) - (y?.taxableValue ?? 0),
      cgst: (x?.cgst ?? 0) - (y?.cgst ?? 0),
      sgst: (x?.sgst ?? 0) - (y?.sgst ?? 0),
      igst: (x?.igst ?? 0) - (y?.igst ?? 0),
      total: (x?.total ?? 0) - (y?.total ?? 0),
    };
    return d.quantity === 0 && d.total === 0 ? [] : [d];
  });
}

export type ChargeBasis = PricingSettings & {
  /** placed before one charge per drop: each part its own drops, delivery untaxed */
  legacy: boolean;
};

/** A line as a tax document stores it: with the part it belongs to and GSTR-1's unit quantity code. */
export type DocumentLine = SupplyLine & { partKey: string; uqc: Uqc; quantityMilli: number };

/** The drops of the order as placed: who carries each and at which rate. */
function placedDrops(parts: readonly PlacedPart[], legacy: boolean, rule: ChargeBasis['deliveryTaxRule']): Drop[] {
  if (!legacy) return planDrops(parts, rule);
  return parts.flatMap((p) => [...new Set(p.dates)].map((date) => ({ addressKey: `part:${p.key}`, date, carrier: p.key, parts: [p.key], gstRate: 0, hsn: DEFAULT_HSN })));
}

const dropOf = (drops: readonly Drop[], part: PlacedPart, date: IsoDay) => drops.find((d) => d.date === date && d.parts.includes(part.key));
const alive = (drop: Drop, charged: Map<string, Set<IsoDay>>) => drop.parts.some((k) => charged.get(k)?.has(drop.date));

function withUqc(line: SupplyLine, partKey: string, part: PlacedPart): DocumentLine {
  const goods = line.kind === 'GOODS' ? part.lines.find((l) => l.key === line.key) : undefined;
  const { uqc, quantityMilli } = goods ? uqcOf(goods.unitType as UnitType, goods.unit, line.quantity) : { uqc: 'OTH' as const, quantityMilli: line.quantity * 1000 };
  return { ...line, partKey, uqc, quantityMilli };
}

/** The lines each part is charged for now: its goods on its charged dates, and the charged drops it carries at their placed rates. */
export function chargedLines(parts: readonly PlacedPart[], basis: ChargeBasis): Record<string, DocumentLine[]> {
  const drops = placedDrops(parts, basis.legacy, basis.deliveryTaxRule);
  const charged = new Map(parts.map((p) => [p.key, new Set(p.charged)]));
  const out: Record<string, DocumentLine[]> = {};
  for (const part of parts) {
    const goods = goodsLinesOn(part, charged.get(part.key)!, basis.sellerStateCode).filter((l) => l.quantity > 0);
    const carried = drops.filter((d) => d.carrier === part.key && alive(d, charged));
    const interState = Boolean(part.placeOfSupply) && part.placeOfSupply !== basis.sellerStateCode;
    const delivery = deliveryLines(carried, basis.dropCharge, interState, basis.deliveryTaxRule);
    out[part.key] = [...goods, ...delivery].map((l) => withUqc(l, part.key, part));
  }
  return out;
}

/**
 * What giving back `going` (placed slots: a part and a placed date still charged) is worth, one
 * delivery after another: each delivery's goods, and a drop's charge when it was the drop's last
 * delivery still charged. Lines of the same part, kind and key are added together. Slots not
 * charged (already given back) give nothing.
 */
export function creditLines(parts: readonly PlacedPart[], going: readonly { part: string; date: IsoDay }[], basis: ChargeBasis): DocumentLine[] {
  const drops = placedDrops(parts, basis.legacy, basis.deliveryTaxRule);
  const charged = new Map(parts.map((p) => [p.key, new Set(p.charged)]));
  const byKey = new Map<string, DocumentLine>();
  const add = (line: DocumentLine) => {
    const k = `${line.partKey}|${line.kind}|${line.key}`;
    const seen = byKey.get(k);
    if (!seen) return void byKey.set(k, line);
    byKey.set(k, {
      ...seen,
      quantity: seen.quantity + line.quantity,
      quantityMilli: seen.quantityMilli + line.quantityMilli,
      taxableValue: seen.taxableValue + line.taxableValue,
      cgst: seen.cgst + line.cgst,
      sgst: seen.sgst + line.sgst,
      igst: seen.igst + line.igst,
      total: seen.total + line.total,
      description: seen.kind === 'DELIVERY' ? `Delivery charges (${seen.quantity + line.quantity} drops)` : seen.description,
    });
  };

  for (const { part: key, date } of going) {
    const part = parts.find((p) => p.key === key);
    const mine = charged.get(key);
    if (!part || !mine?.has(date)) continue;
    const before = mine.size;
    const goodsBefore = goodsLinesOn(part, mine, basis.sellerStateCode);
    mine.delete(date);
    const goods = goodsDifference(goodsBefore, goodsLinesOn(part, mine, basis.sellerStateCode));
    const drop = dropOf(drops, part, date);
    let carrier: Parameters<typeof deliveryCredit>[3] = null;
    if (drop && !alive(drop, charged)) {
      const carrierPart = parts.find((p) => p.key === drop.carrier)!;
      // The drops of the carrier charged at this rate, this one still counted.
      const sameRate = drops.filter((d) => d.carrier === drop.carrier && d.gstRate === drop.gstRate && d.hsn === drop.hsn && (d === drop || alive(d, charged)));
      carrier = { placeOfSupply: carrierPart.placeOfSupply, chargedDrops: sameRate.length, gstRate: drop.gstRate, hsn: drop.hsn };
    }
    // The goods from the day's own quantities; the drop from the placed drops (no goods lines).
    for (const line of [...goods, ...deliveryCredit({ lines: [], placeOfSupply: part.placeOfSupply }, before, basis, carrier)]) {
      const owner = line.kind === 'DELIVERY' && drop ? drop.carrier : key;
      const ownerPart = parts.find((p) => p.key === owner)!;
      const keyed = line.kind === 'DELIVERY' ? { ...line, key: `delivery:${line.gstRate}` } : line;
      if (keyed.total !== 0 || keyed.quantity !== 0) add(withUqc(keyed, owner, ownerPart));
    }
  }
  return [...byKey.values()];
}

/**
 * What a change of items on some slots (changeDeliveryItems) does to the goods charged: the goods
 * lines before minus after, per part (positive: given back; negative: charged more). Delivery
 * charges do not move: the drop still goes. Its total is the price difference, GST included.
 */
export function itemChangeLines(before: readonly PlacedPart[], after: readonly PlacedPart[], basis: ChargeBasis): DocumentLine[] {
  return before.flatMap((b) => {
    const a = after.find((p) => p.key === b.key);
    if (!a) return [];
    const was = goodsLinesOn(b, b.charged, basis.sellerStateCode);
    const now = goodsLinesOn(a, a.charged, basis.sellerStateCode);
    return goodsDifference(was, now).map((l) => withUqc(l, b.key, a));
  });
}

/** Lines the other way round (a price difference charged rather than given back): every figure negated. */
export function negatedLines(lines: readonly DocumentLine[]): DocumentLine[] {
  return lines.map((l) => ({ ...l, quantity: -l.quantity, quantityMilli: -l.quantityMilli, taxableValue: -l.taxableValue, cgst: -l.cgst, sgst: -l.sgst, igst: -l.igst, total: -l.total }));
}

/** The parts once `going` is given back: those slots are no longer charged. */
export function afterCredit(parts: readonly PlacedPart[], going: readonly { part: string; date: IsoDay }[]): PlacedPart[] {
  return parts.map((p) => {
    const leaving = new Set(going.filter((g) => g.part === p.key).map((g) => g.date));
    return leaving.size ? { ...p, charged: p.charged.filter((d) => !leaving.has(d)) } : p;
  });
}

/** The sums of some lines: what a document's totals are. */
export function sumLines(lines: readonly Pick<DocumentLine, 'taxableValue' | 'cgst' | 'sgst' | 'igst' | 'total'>[]) {
  return lines.reduce(
    (s, l) => ({ taxableValue: s.taxableValue + l.taxableValue, cgst: s.cgst + l.cgst, sgst: s.sgst + l.sgst, igst: s.igst + l.igst, total: s.total + l.total }),
    { taxableValue: 0, cgst: 0, sgst: 0, igst: 0, total: 0 },
  );
}
