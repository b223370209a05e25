// An order as its tax documents see it (lib/domain/order-charges.ts): each suborder a part with
// its placed dates and the ones still charged, its lines at the prices and rates it was placed
// with, and which placed slot each delivery fills (a make-up day fills the slot of the day it
// replaces, so moving a day changes nothing).
import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import { notFound } from '@/lib/errors';
import type { IsoDay } from '@/lib/domain/calendar';
import type { UnitType } from '@/lib/domain/units';
import type { CategoryCode } from '@/lib/domain/categories';
import { DEFAULT_HSN } from '@/lib/domain/gst';
import type { ChargeBasis, DocumentLine, PlacedPart } from '@/lib/domain/order-charges';
import type { DeliveryTaxRule, GoodsLineInput } from '@/lib/domain/order-pricing';

type Tx = Prisma.TransactionClient;

export type OrderCharges = {
  orderId: string;
  orderNumber: string;
  userId: string;
  totalPrice: number;
  /** placed before one charge per drop: charged per cart per date, goods taxed on the whole */
  legacy: boolean;
  /** the drop charge it was placed with (paise, GST included) */
  dropCharge: number;
  /** how its drops' charge is taxed (fixed when it was placed) */
  deliveryTaxRule: DeliveryTaxRule;
  /** one per suborder, keyed by the suborder's id */
  parts: PlacedPart[];
  suborders: Map<string, { suborderNo: string; title: string; kind: CategoryCode; placeOfSupply: string | null }>;
  /** each delivery's placed slot: its suborder and the date it was placed for */
  slotOf: Map<string, { part: string; date: IsoDay }>;
};

type DeliveryItemRow = { variantId: string; name: string; unitType: UnitType; unit: number; price: number; quantity: number; gstRate: number; hsn: string };

type Row = {
  id: string;
  orderNumber: string;
  userId: string;
  totalPrice: number;
  cgstRate: number;
  sgstRate: number;
  perDeliveryCharge: number;
  deliveryTaxRule: DeliveryTaxRule;
  suborders: {
    id: string;
    suborderNo: string;
    categoryEnum: CategoryCode;
    placeOfSupply: string | null;
    deliveryDrops: number | null;
    locationId: string | null;
    title: string;
    items: { name: string; unitType: UnitType; variants: { id: string; variantId: string; price: number; quantity: number; unit: number; gstRate: number; hsn: string }[] }[];
    deliveries: { id: string; deliveryDate: string; replacesDeliveryId: string | null; creditedAt: string | null; items: DeliveryItemRow[] | null }[];
  }[];
};

/** The order and everything its documents need, in one query (it runs inside skips, cancellations and payments). */
async function readOrder(tx: Tx, orderId: string): Promise<Row | null> {
  const [row] = await tx.$queryRaw<Row[]>`
    SELECT o.id, o."orderNumber", o."userId", o."totalPrice", o."cgstRate", o."sgstRate", o."perDeliveryCharge", o."deliveryTaxRule",
      COALESCE((
        SELECT json_agg(json_build_object(
          'id', s.id, 'suborderNo', s."suborderNo", 'categoryEnum', s."categoryEnum", 'placeOfSupply', s."placeOfSupply",
          'deliveryDrops', s."deliveryDrops", 'locationId', s."locationId", 'title', c.title,
          'items', COALESCE((
            SELECT json_agg(json_build_object('name', i.name, 'unitType', i."unitType", 'variants', COALESCE((
              SELECT json_agg(json_build_object('id', v.id, 'variantId', v."variantId", 'price', v.price, 'quantity', v.quantity, 'unit', v.unit, 'gstRate', v."gstRate", 'hsn', v.hsn) ORDER BY v.id)
              FROM "OrderItemVariant" v WHERE v."orderItemId" = i.id), '[]'::json)) ORDER BY i.id)
            FROM "OrderItem" i WHERE i."suborderId" = s.id), '[]'::json),
          'deliveries', COALESCE((
            SELECT json_agg(json_build_object('id', d.id, 'deliveryDate', d."deliveryDate", 'replacesDeliveryId', d."replacesDeliveryId", 'creditedAt', d."creditedAt",
              'items', (SELECT json_agg(json_build_object('variantId', di."variantId", 'name', di.name, 'unitType', di."unitType", 'unit', di.unit, 'price', di.price, 'quantity', di.quantity, 'gstRate', di."gstRate", 'hsn', di.hsn) ORDER BY di."variantId")
                FROM "DeliveryItem" di WHERE di."deliveryId" = d.id)) ORDER BY d."deliveryDate")
            FROM "Delivery" d WHERE d."suborderId" = s.id), '[]'::json)
        ) ORDER BY s."suborderNo")
        FROM "Suborder" s JOIN "Category" c ON c.id = s."categoryId" WHERE s."orderId" = o.id), '[]'::json) AS suborders
    FROM "Order" o WHERE o.id = ${orderId}`;
  return row ?? null;
}

export async function loadOrderCharges(tx: Tx, orderId: string): Promise<OrderCharges> {
  const order = await readOrder(tx, orderId);
  if (!order) throw notFound('Order');
  const legacy = order.suborders.some((s) => s.deliveryDrops === null);
  const slotOf = new Map<string, { part: string; date: IsoDay }>();
  const parts: PlacedPart[] = order.suborders.map((s) => {
    // A make-up delivery fills the slot of the one it replaces (chains of make-ups included).
    const byId = new Map(s.deliveries.map((d) => [d.id, d]));
    const rootOf = (d: (typeof s.deliveries)[number]): (typeof s.deliveries)[number] => {
      let cur = d;
      for (let i = 0; cur.replacesDeliveryId && byId.has(cur.replacesDeliveryId) && i < 1000; i++) cur = byId.get(cur.replacesDeliveryId)!;
      return cur;
    };
    const creditedRoots = new Set<string>();
    for (const d of s.deliveries) {
      const root = rootOf(d);
      slotOf.set(d.id, { part: s.id, date: root.deliveryDate });
      if (d.creditedAt) creditedRoots.add(root.id);
    }
    const roots = s.deliveries.filter((d) => !d.replacesDeliveryId || !byId.has(d.replacesDeliveryId));
    const perDelivery = s.items.reduce((sum, i) => sum + i.variants.reduce((v, x) => v + x.price * x.quantity, 0), 0);
    const placedLines: GoodsLineInput[] = s.items.flatMap((i) => i.variants.map((v) => ({ key: v.id, name: i.name, unit: v.unit, unitType: i.unitType, unitPrice: v.price, quantity: v.quantity, gstRate: v.gstRate, hsn: v.hsn })));
    const keyOfVariant = new Map(s.items.flatMap((i) => i.variants.map((v) => [`${v.variantId}|${v.price}|${v.gstRate}`, v.id] as const)));
    const { lines, quantitiesOn } = changedSlots(placedLines, keyOfVariant, s.deliveries.flatMap((d) => (d.items ? [{ date: rootOf(d).deliveryDate, items: d.items }] : [])));
    return {
      key: s.id,
      kind: s.categoryEnum,
      addressKey: s.locationId ?? `suborder:${s.id}`,
      placeOfSupply: s.placeOfSupply,
      dates: roots.map((d) => d.deliveryDate).sort(),
      charged: roots
        .filter((d) => !creditedRoots.has(d.id))
        .map((d) => d.deliveryDate)
        .sort(),
      lines: legacy
        ? // One line of goods: the old rule taxed them on the whole, at the order's rates.
          [{ key: `goods:${s.id}`, name: s.title, unit: 1, unitType: 'PIECES' as const, unitPrice: perDelivery, quantity: 1, gstRate: order.cgstRate + order.sgstRate, hsn: DEFAULT_HSN }]
        : lines,
      // A legacy part is one goods line for the whole day: its days' rows are what it was placed with.
      ...(quantitiesOn && !legacy ? { quantitiesOn } : {}),
    };
  });
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    userId: order.userId,
    totalPrice: order.totalPrice,
    legacy,
    dropCharge: order.perDeliveryCharge,
    deliveryTaxRule: order.deliveryTaxRule,
    parts,
    suborders: new Map(order.suborders.map((s) => [s.id, { suborderNo: s.suborderNo, title: s.title, kind: s.categoryEnum, placeOfSupply: s.placeOfSupply }])),
    slotOf,
  };
}

/**
 * The slots whose items were changed (DeliveryItem rows): each row is the placed line of the same
 * variant, price and rate, or a line of its own (a swapped-in variant, placed quantity 0).
 */
function changedSlots(placed: GoodsLineInput[], keyOfVariant: Map<string, string>, changed: { date: IsoDay; items: DeliveryItemRow[] }[]) {
  if (changed.length === 0) return { lines: placed, quantitiesOn: undefined };
  const lines = [...placed];
  const quantitiesOn: Record<IsoDay, Record<string, number>> = {};
  for (const { date, items } of changed) {
    const day: Record<string, number> = {};
    for (const r of items) {
      const id = `${r.variantId}|${r.price}|${r.gstRate}`;
      let key = keyOfVariant.get(id);
      if (!key) {
        key = `delivery-item:${id}`;
        keyOfVariant.set(id, key);
        lines.push({ key, name: r.name, unit: r.unit, unitType: r.unitType, unitPrice: r.price, quantity: 0, gstRate: r.gstRate, hsn: r.hsn });
      }
      day[key] = (day[key] ?? 0) + r.quantity;
    }
    quantitiesOn[date] = day;
  }
  return { lines, quantitiesOn };
}

/** The basis the order's documents are computed on: its drop charge, its pricing, the seller's state. */
export function chargeBasis(charges: OrderCharges, sellerStateCode: string): ChargeBasis {
  return { sellerStateCode, dropCharge: charges.dropCharge, legacy: charges.legacy, deliveryTaxRule: charges.deliveryTaxRule };
}

/** A line as stored on an invoice or credit note; an old order's lines read as the migration wrote them. */
export function storedLine(charges: OrderCharges, line: DocumentLine, position: number) {
  const suborder = charges.suborders.get(line.partKey);
  const legacy = charges.legacy;
  const description = legacy && suborder ? (line.kind === 'GOODS' ? `${suborder.title} (${suborder.suborderNo})` : `Delivery charges, ${suborder.suborderNo} (${line.quantity} ${line.quantity === 1 ? 'date' : 'dates'})`) : line.description;
  return {
    position,
    kind: line.kind,
    suborderId: line.partKey,
    description,
    hsn: line.hsn,
    quantity: line.quantity,
    unit: legacy ? 'delivery' : line.unit,
    unitPrice: line.unitPrice,
    uqc: legacy ? 'OTH' : line.uqc,
    quantityMilli: legacy ? line.quantity * 1000 : line.quantityMilli,
    gstRate: line.gstRate,
    taxableValue: line.taxableValue,
    cgst: line.cgst,
    sgst: line.sgst,
    igst: line.igst,
    total: line.total,
  };
}
