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
import { formatTimestamp } from '@/lib/domain/calendar';
import { INITIAL_PAYMENT_STATUS } from '@/lib/domain/payment-status';
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
import { writeOrder } from './write-order';
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

      const { orderId } = await writeOrder(tx, {
        orderNumber,
        userId: customerId,
        placedById: v.id !== customerId ? v.id : null,
        totals,
        perDeliveryCharge: settings.pricing.dropCharge,
        createdAt: now,
        payment: { status: INITIAL_PAYMENT_STATUS, amount: upiAmount, walletAmount, dueAt },
        suborders: priced,
      });
      const order = { id: orderId };
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
