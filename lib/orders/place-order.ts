// saveOrders: one order with a suborder per cart, placed in a single transaction. Idempotent on
// the client's key: the same key and contents return the first order (a double click, a retry after
// a dropped response); the same key with other contents is a CONFLICT.
import 'server-only';
import { createHash } from 'node:crypto';
import { db } from '@/lib/database/db';
import { clock } from '@/lib/clock';
import { badInput, conflict, forbidden, notFound } from '@/lib/errors';
import { requireViewer } from '@/lib/auth/guards';
import { customerIdFor, isAdmin, type Viewer } from '@/lib/auth/viewer';
import { recordAudit } from '@/lib/audit/record-audit';
import { checkoutConfig } from '@/lib/carts/checkout-context';
import { sumCharges } from '@/lib/domain/charges';
import { dayToDate, formatTimestamp } from '@/lib/domain/calendar';
import { initialStatus } from '@/lib/domain/order-status';
import { INITIAL_PAYMENT_STATUS } from '@/lib/domain/payment-status';
import { addressSnapshotOf } from '@/lib/domain/address-snapshot';
import { orderingClosedError } from '@/lib/domain/store-status';
import { paymentDueAt } from '@/lib/domain/payment-deadline';
import { dedupeKeys } from '@/lib/domain/notifications';
import { notify } from '@/lib/notifications/notify';
import { walletSplit } from '@/lib/domain/wallet';
import { lockWallet, postWalletEntry } from '@/lib/wallet/post-wallet-entry';
import { transitionPayment } from '@/lib/payments/transition-payment';
import type { SaveOrdersInput, SuborderInput } from '@/lib/domain/inputs/order-input';
import { newOrderNumber } from './order-number';
import { checkSuborder, readSuborderFacts } from './check-suborder';
import { fillDeliveryItems } from './fill-delivery-items';
import { priceOrder } from './price-order';
import { takeCapacity } from '@/lib/capacity/take-capacity';
import { readStoreStatusForOrder } from '@/lib/store/read-store-status';
import { portionsOf } from '@/lib/domain/capacity';

/** Whose order this is: the viewer's, or the customer an admin names or has selected. */
async function resolveCustomer(viewer: Viewer, userId?: string | null): Promise<string> {
  if (!userId || userId === viewer.id) return customerIdFor(viewer);
  if (!isAdmin(viewer)) throw forbidden('You can only place orders for yourself.');
  const customer = await db.user.findUnique({ where: { id: userId }, select: { id: true, status: true } });
  if (!customer) throw notFound('Customer');
  return customer.id;
}

function requestHash(customerId: string, orders: SuborderInput[]): string {
  return createHash('sha256').update(JSON.stringify({ customerId, orders })).digest('hex');
}

export async function placeOrder(viewer: Viewer | null, input: SaveOrdersInput): Promise<{ orderId: string; orderNumber: string; replayed: boolean }> {
  const v = requireViewer(viewer);
  if (input.orders.length === 0) throw badInput('Your cart is empty.', 'orders');
  const categories = input.orders.map((o) => o.category.id);
  if (new Set(categories).size !== categories.length) throw badInput('Each category can appear only once in an order.', 'orders');
  const customerId = await resolveCustomer(v, input.userId);
  const hash = requestHash(customerId, input.orders);
  const read = await checkoutConfig();
  const now = clock().now();

  return db.$transaction(
    async (tx) => {
      // Identical submits wait for each other here; the first one in writes, the rest find its key.
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`order:${customerId}:${input.idempotencyKey}`}))`;
      const seen = await tx.idempotencyKey.findUnique({ where: { userId_key: { userId: customerId, key: input.idempotencyKey } } });
      if (seen) {
        if (seen.requestHash !== hash || !seen.orderId) throw conflict('This order was already submitted with different contents. Please refresh and try again.');
        const first = await tx.order.findUniqueOrThrow({ where: { id: seen.orderId }, select: { orderNumber: true } });
        return { orderId: seen.orderId, orderNumber: first.orderNumber, replayed: true };
      }
      // The store's switch and closed dates again, under its row's lock: an admin closing a day
      // while this order is placed either goes first (and this sees it) or finds this order booked.
      const settings = { ...read, store: await readStoreStatusForOrder(now, tx) };
      // A closed store takes no orders at all (a replay of one placed before it closed still answers).
      const closed = orderingClosedError(settings.store);
      if (closed) throw badInput(closed, 'orders');

      const facts = await readSuborderFacts(tx, input.orders);
      const checked = input.orders.map((suborder, index) => checkSuborder(facts, suborder, { customerId, now, settings, index }));
      // The kitchen's capacity, counted under a lock per limited category and day (take-capacity.ts):
      // a full day is refused with the next date that has room.
      await takeCapacity(
        tx,
        checked.map((c, i) => ({ categoryEnum: c.kind, days: c.dates, portions: portionsOf(c.items), field: `orders.${i}.deliveries` })),
        settings.store.closedDates,
      );
      // Priced together: the suborders share the drops they deliver to together.
      const priced = priceOrder(checked, input.orders, settings.pricing);
      const totals = sumCharges(priced.map((p) => p.price));
      const orderNumber = await newOrderNumber(tx, now);
      // Unpaid orders expire (lib/payments/process-payment-deadlines.ts): the customer is told when.
      const dueAt = paymentDueAt(now, settings.paymentExpiryHours);
      // The wallet pays first, as far as it goes, worked out under its row lock (concurrent orders
      // spending one balance queue there); the rest is due by UPI.
      const balance = input.useWallet === false ? 0 : await lockWallet(tx, customerId);
      const { walletAmount, upiAmount } = walletSplit(totals.totalPrice, balance, input.useWallet !== false);

      // One INSERT per table (createMany), not Prisma's nested create, which writes row by row: each
      // statement of an interactive transaction is a round trip (docs/decisions.md, "saveOrders
      // writes a table at a time"). Children find their parents' generated ids by natural keys.
      const order = await tx.order.create({
        data: {
          orderNumber,
          userId: customerId,
          placedById: v.id !== customerId ? v.id : null,
          subtotal: totals.subtotal,
          cgst: totals.cgst,
          sgst: totals.sgst,
          igst: totals.igst,
          deliveryCharge: totals.deliveryCharge,
          totalPrice: totals.totalPrice,
          perDeliveryCharge: settings.pricing.dropCharge,
          createdAt: now,
        },
        select: { id: true },
      });
      await tx.payment.createMany({ data: [{ orderId: order.id, status: INITIAL_PAYMENT_STATUS, amount: upiAmount, walletAmount, dueAt }] });
      const rows = priced.map((p, i) => ({ p, status: initialStatus(p.mode), suborderNo: `${orderNumber}-${i + 1}`, portions: portionsOf(p.items) }));
      const suborders = await tx.suborder.createManyAndReturn({
        data: rows.map(({ p, status, suborderNo, portions }) => ({
          suborderNo,
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
          locationSnapshot: addressSnapshotOf(p.address),
        })),
        select: { id: true, suborderNo: true },
      });
      const suborderIds = new Map(suborders.map((s) => [s.suborderNo, s.id]));
      const placed = rows.map((r) => ({ ...r, suborderId: suborderIds.get(r.suborderNo)! }));
      await tx.delivery.createMany({
        // each delivery keeps its own copy of where it goes (changeDeliveryAddress moves them later),
        // and carries its suborder's portions, as capacity counts them
        data: placed.flatMap(({ p, status, suborderId, portions }) =>
          p.dates.map((d) => ({ suborderId, deliveryDate: dayToDate(d), status, locationId: p.address.id, locationSnapshot: addressSnapshotOf(p.address), portions })),
        ),
      });
      const items = await tx.orderItem.createManyAndReturn({
        data: placed.flatMap(({ p, suborderId }) =>
          p.items.map((item) => ({ suborderId, menuItemId: item.menuItemId, name: item.name, price: item.price, unitType: item.unitType, specialInstructions: item.specialInstructions })),
        ),
        select: { id: true, suborderId: true, menuItemId: true },
      });
      // a menu item appears once per suborder (checkSuborder refuses it twice)
      const itemIds = new Map(items.map((x) => [`${x.suborderId}|${x.menuItemId}`, x.id]));
      await tx.orderItemVariant.createMany({
        data: placed.flatMap(({ p, suborderId }) =>
          p.items.flatMap((item) => {
            const orderItemId = itemIds.get(`${suborderId}|${item.menuItemId}`)!;
            return item.variants.map((x) => ({ orderItemId, variantId: x.variantId, price: x.price, quantity: x.quantity, unit: x.unit, gstRate: x.gstRate, hsn: x.hsn }));
          }),
        ),
      });
      await fillDeliveryItems(tx, order.id);
      if (walletAmount > 0) {
        await postWalletEntry(tx, { userId: customerId, kind: 'ORDER_DEBIT', amount: walletAmount, orderId: order.id, createdById: v.id, note: `Order ${orderNumber}` });
      }
      if (upiAmount === 0) {
        // Covered by the wallet: paid now, through the one payment transition (which issues the
        // invoice); the customer gets the "paid" message rather than "please pay".
        await transitionPayment(tx, order.id, 'confirm', { field: 'useWallet', changes: { confirmedAt: now } });
        await notify(tx, {
          userId: customerId,
          kind: 'PAYMENT_CONFIRMED',
          facts: { orderNumber, amount: walletAmount },
          orderId: order.id,
          dedupeKey: dedupeKeys.paymentConfirmed(order.id),
        });
      } else {
        await notify(tx, {
          userId: customerId,
          kind: 'ORDER_PLACED',
          facts: { orderNumber, amount: upiAmount, deadline: formatTimestamp(dueAt) },
          orderId: order.id,
          dedupeKey: dedupeKeys.orderPlaced(order.id),
        });
      }
      await tx.idempotencyKey.create({ data: { userId: customerId, key: input.idempotencyKey, requestHash: hash, orderId: order.id } });
      // The carts the order came from are emptied in the same transaction: an order never leaves
      // its cart behind, and a failed order never loses one.
      await tx.cart.deleteMany({ where: { userId: v.id, kind: { in: priced.map((p) => p.kind) } } });
      if (v.id !== customerId) {
        await recordAudit(tx, v, { action: 'saveOrders', entity: 'Order', entityId: order.id, subjectUserId: customerId, data: { orderNumber } });
      }
      return { orderId: order.id, orderNumber, replayed: false };
    },
    { timeout: 20_000, maxWait: 15_000 },
  );
}
