// Writes a placed order's rows (the order, its payment, suborders, deliveries, items, sizes and
// each delivery's own items) in ONE statement inside the order's transaction: every statement of an
// interactive transaction is a round trip, plus Prisma's planning of a large createMany, and those
// were most of what saveOrders spent beyond the rows themselves (docs/decisions/operations.md,
// "saveOrders writes the order in one statement"). Each table gets one INSERT from a JSON array
// (data-modifying CTEs); foreign keys and the Suborder statuses trigger are checked at the end of
// the statement, when every row exists. Ids are made here as Prisma makes them (lib/database/cuid.ts)
// so the children can name their parents.
import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import { cuid } from '@/lib/database/cuid';
import { addressSnapshotOf } from '@/lib/domain/address-snapshot';
import { initialStatus } from '@/lib/domain/order-status';
import { portionsOf } from '@/lib/domain/capacity';
import type { PaymentStatus } from '@/lib/generated/prisma/enums';
import type { PricedSuborder } from './price-order';

type Tx = Prisma.TransactionClient;

export type NewOrder = {
  orderNumber: string;
  userId: string;
  placedById: string | null;
  totals: { subtotal: number; cgst: number; sgst: number; igst: number; deliveryCharge: number; totalPrice: number };
  perDeliveryCharge: number;
  /** the business clock's now: when the order was placed */
  createdAt: Date;
  payment: { status: PaymentStatus; amount: number; walletAmount: number; dueAt: Date };
  suborders: readonly PricedSuborder[];
};

/** The rows of a new order, with their ids; nothing is written. */
export function orderRows(o: NewOrder, written = new Date()) {
  const order = {
    id: cuid(),
    orderNumber: o.orderNumber,
    userId: o.userId,
    placedById: o.placedById,
    ...o.totals,
    perDeliveryCharge: o.perDeliveryCharge,
    createdAt: o.createdAt,
    // @default(now()) and @updatedAt are Prisma's: the real time of the write, not the business clock
    updatedAt: written,
  };
  const payment = { id: cuid(), orderId: order.id, ...o.payment, createdAt: written, updatedAt: written };
  const suborders = [];
  const deliveries = [];
  const items = [];
  const variants = [];
  const deliveryItems = [];
  for (const [i, p] of o.suborders.entries()) {
    const status = initialStatus(p.mode);
    const portions = portionsOf(p.items);
    const locationSnapshot = addressSnapshotOf(p.address);
    const suborder = {
      id: cuid(),
      suborderNo: `${o.orderNumber}-${i + 1}`,
      orderId: order.id,
      categoryId: p.categoryId,
      categoryEnum: p.kind,
      status,
      dropNote: p.dropNote,
      repeatType: p.repeatType,
      repeatInfo: p.repeatInfo,
      subtotal: p.price.subtotal,
      cgst: p.price.cgst,
      sgst: p.price.sgst,
      igst: p.price.igst,
      deliveryCharge: p.price.deliveryCharge,
      totalPrice: p.price.totalPrice,
      portions,
      placeOfSupply: p.placeOfSupply,
      deliveryDrops: p.price.drops,
      locationId: p.address.id,
      locationSnapshot,
      createdAt: written,
      updatedAt: written,
    };
    suborders.push(suborder);
    const mine = p.items.map((item) => ({
      row: { id: cuid(), suborderId: suborder.id, menuItemId: item.menuItemId, name: item.name, price: item.price, unitType: item.unitType, specialInstructions: item.specialInstructions },
      item,
    }));
    for (const { row, item } of mine) {
      items.push(row);
      for (const x of item.variants) variants.push({ id: cuid(), orderItemId: row.id, variantId: x.variantId, price: x.price, quantity: x.quantity, unit: x.unit, gstRate: x.gstRate, hsn: x.hsn });
    }
    for (const day of p.dates) {
      // each delivery keeps its own copy of where it goes (changeDeliveryAddress moves them later),
      // its suborder's portions (as capacity counts them) and its own item rows: what the day brings.
      // deliveryDate is the 'YYYY-MM-DD' day itself (a date column)
      // (and its category: in this one statement the database cannot read it from the suborder yet)
      const delivery = { id: cuid(), suborderId: suborder.id, categoryEnum: p.kind, deliveryDate: day, status, locationId: p.address.id, locationSnapshot, portions, updatedAt: written };
      deliveries.push(delivery);
      for (const { item } of mine) {
        for (const x of item.variants) {
          deliveryItems.push({ deliveryId: delivery.id, menuItemId: item.menuItemId, variantId: x.variantId, name: item.name, unitType: item.unitType, unit: x.unit, price: x.price, quantity: x.quantity, gstRate: x.gstRate, hsn: x.hsn });
        }
      }
    }
  }
  return { order, payment, suborders, deliveries, items, variants, deliveryItems };
}

const json = (rows: unknown) => JSON.stringify(rows);

/** Writes the order's rows in one statement; answers the order's id. */
export async function writeOrder(tx: Tx, o: NewOrder): Promise<{ orderId: string }> {
  const r = orderRows(o);
  await tx.$executeRaw`
    WITH
    o AS (INSERT INTO "Order" (id, "orderNumber", "userId", "placedById", subtotal, cgst, sgst, igst, "deliveryCharge", "totalPrice", "perDeliveryCharge", "createdAt", "updatedAt")
      SELECT id, "orderNumber", "userId", "placedById", subtotal, cgst, sgst, igst, "deliveryCharge", "totalPrice", "perDeliveryCharge", "createdAt", "updatedAt"
      FROM json_populate_recordset(NULL::"Order", ${json([r.order])}::json)),
    p AS (INSERT INTO "Payment" (id, "orderId", status, amount, "walletAmount", "dueAt", "createdAt", "updatedAt")
      SELECT id, "orderId", status, amount, "walletAmount", "dueAt", "createdAt", "updatedAt"
      FROM json_populate_recordset(NULL::"Payment", ${json([r.payment])}::json)),
    s AS (INSERT INTO "Suborder" (id, "suborderNo", "orderId", "categoryId", "categoryEnum", status, "dropNote", "repeatType", "repeatInfo", subtotal, cgst, sgst, igst, "deliveryCharge", "totalPrice", portions, "placeOfSupply", "deliveryDrops", "locationId", "locationSnapshot", "createdAt", "updatedAt")
      SELECT id, "suborderNo", "orderId", "categoryId", "categoryEnum", status, "dropNote", "repeatType", "repeatInfo", subtotal, cgst, sgst, igst, "deliveryCharge", "totalPrice", portions, "placeOfSupply", "deliveryDrops", "locationId", "locationSnapshot", "createdAt", "updatedAt"
      FROM json_populate_recordset(NULL::"Suborder", ${json(r.suborders)}::json)),
    d AS (INSERT INTO "Delivery" (id, "suborderId", "categoryEnum", "deliveryDate", status, "locationId", "locationSnapshot", portions, "updatedAt")
      SELECT id, "suborderId", "categoryEnum", "deliveryDate", status, "locationId", "locationSnapshot", portions, "updatedAt"
      FROM json_populate_recordset(NULL::"Delivery", ${json(r.deliveries)}::json)),
    i AS (INSERT INTO "OrderItem" (id, "suborderId", "menuItemId", name, price, "unitType", "specialInstructions")
      SELECT id, "suborderId", "menuItemId", name, price, "unitType", "specialInstructions"
      FROM json_populate_recordset(NULL::"OrderItem", ${json(r.items)}::json)),
    v AS (INSERT INTO "OrderItemVariant" (id, "orderItemId", "variantId", price, quantity, unit, "gstRate", hsn)
      SELECT id, "orderItemId", "variantId", price, quantity, unit, "gstRate", hsn
      FROM json_populate_recordset(NULL::"OrderItemVariant", ${json(r.variants)}::json))
    INSERT INTO "DeliveryItem" (id, "deliveryId", "menuItemId", "variantId", name, "unitType", unit, price, quantity, "gstRate", hsn)
      SELECT gen_random_uuid()::text, "deliveryId", "menuItemId", "variantId", name, "unitType", unit, price, quantity, "gstRate", hsn
      FROM json_populate_recordset(NULL::"DeliveryItem", ${json(r.deliveryItems)}::json)`;
  return { orderId: r.order.id };
}
