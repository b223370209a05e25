// changeDeliveryItems: a delivery, or it and every later one of its suborder, brings other
// quantities of the suborder's variants or another item of the same category. The day's items
// become DeliveryItem rows (architecture.md "Per-delivery items"); the kitchen's capacity is taken
// for added portions (freed ones need nothing: capacity is counted from the deliveries); the price
// difference (lib/domain/order-charges.ts itemChangeLines) is settled like every change's money
// (lib/payments/apply-settlement.ts): more from the wallet first, less off what is due by UPI first,
// a paid order's difference by supplementary invoice or credit note. A paid order's extra the wallet
// cannot pay is held (held-change.ts): nothing changes, a top-up for the rest by UPI is recorded,
// and the change is made (makeHeldItemsChange) when that top-up is confirmed.
// Quantity 0 for everything is a skip (skipDelivery), never an empty delivery.
import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import { db } from '@/lib/database/db';
import { changeTransaction } from './change-transaction';
import { clock } from '@/lib/clock';
import { badInput, notFound } from '@/lib/errors';
import { requireViewer } from '@/lib/auth/guards';
import { isAdmin, type Viewer } from '@/lib/auth/viewer';
import { dateToDay, formatDay } from '@/lib/domain/calendar';
import { changeTargets, deliveryItemsError, isSkipRequest, type ItemChoice, type VariantOption } from '@/lib/domain/delivery-items';
import { portionsOf } from '@/lib/domain/capacity';
import { itemChangeLines, sumLines } from '@/lib/domain/order-charges';
import { formatPaise } from '@/lib/domain/money';
import { paymentStatusOf } from '@/lib/domain/payment-status';
import { payExtraWords } from '@/lib/domain/settlement';
import { moneyBackText, type RefundDestination } from '@/lib/domain/wallet';
import { chargeBasis, loadOrderCharges } from '@/lib/invoices/load-order-charges';
import { readTaxSettings } from '@/lib/invoices/read-tax-settings';
import { applySettlement } from '@/lib/payments/apply-settlement';
import { readStoreStatus } from '@/lib/store/read-store-status';
import { takeCapacity } from '@/lib/capacity/take-capacity';
import { planFactsOf, planFactsSelect } from './delivery-facts';
import { lockOrder } from './lock-order';
import { suborderInclude } from './order-include';
import { suborderView } from './order-view';
import { recordPlanChange } from './plan-change-effects';
import { skipDelivery, type SuborderChange } from './skip-delivery';
import { holdWhenPaidByUpi, markHoldPoint, type HeldTopUp, type HoldMode, type MaybeHeld } from './held-change';
import { heldTopUpView } from '@/lib/wallet/top-up-wallet';

type Tx = Prisma.TransactionClient;

export type ChangeDeliveryItemsInput = {
  deliveryId: string;
  items: ItemChoice[];
  applyToLaterDeliveries: boolean;
  /** where money given back for a paid order goes (the wallet by default) */
  refundTo?: RefundDestination;
};

/** The change's answer; `payByUpi`: the change is held until this top-up is paid and confirmed. */
export type ItemsChange = MaybeHeld<SuborderChange>;

export async function changeDeliveryItems(viewer: Viewer | null, input: ChangeDeliveryItemsInput): Promise<ItemsChange> {
  const v = requireViewer(viewer);
  const now = clock().now();
  const asked = await readRequest(db, v, input);
  if ('skip' in asked) return { ...(await skipDelivery(v, input.deliveryId, input.refundTo)), payByUpi: null };
  const done = await changeTransaction((tx) => writeChange(tx, v, input, asked, now, 'hold'));
  const suborder = await db.suborder.findUniqueOrThrow({ where: { id: asked.target.suborderId }, include: suborderInclude });
  return { message: done.message, suborder: suborderView(suborder), payByUpi: await heldTopUpView(done.payByUpi, asked.order.orderNumber) };
}

/**
 * A held change made now, in the caller's transaction (a top-up's confirmation), as `v` asked for
 * it. Refused (AppError) when it cannot be made any more, or when the wallet no longer pays it all.
 */
export async function makeHeldItemsChange(tx: Tx, v: Viewer, input: ChangeDeliveryItemsInput): Promise<{ message: string }> {
  const asked = await readRequest(tx, v, input);
  if ('skip' in asked) throw badInput('A held change never skips a day.', 'items');
  return writeChange(tx, v, input, asked, clock().now(), 'replay');
}

type Request = Exclude<Awaited<ReturnType<typeof readRequest>>, { skip: true }>;

/** The delivery and the variants asked for, checked (the viewer's own delivery, the category's items). */
async function readRequest(client: Tx, v: Viewer, input: ChangeDeliveryItemsInput) {
  const target = await client.delivery.findUnique({
    where: { id: input.deliveryId },
    select: {
      suborderId: true,
      suborder: {
        select: {
          categoryEnum: true,
          category: { select: { title: true } },
          items: { select: { variants: { select: { variantId: true, price: true, gstRate: true, hsn: true } } } },
          order: { select: { id: true, userId: true, orderNumber: true } },
        },
      },
    },
  });
  // Someone else's delivery is "not found": ids must not be probeable.
  if (!target || (target.suborder.order.userId !== v.id && !isAdmin(v))) throw notFound('Delivery');
  const { order } = target.suborder;

  if (isSkipRequest(input.items)) {
    if (input.applyToLaterDeliveries) throw badInput('To stop every later delivery, pause or cancel the subscription instead.', 'items');
    return { skip: true as const };
  }

  // The variants asked for, with what they would be charged at.
  const placed = new Map(target.suborder.items.flatMap((i) => i.variants.map((x) => [x.variantId, x] as const)));
  const variants = await client.variant.findMany({
    where: { id: { in: input.items.map((i) => i.variantId) } },
    select: { id: true, price: true, unit: true, unitType: true, enabled: true, menuItem: { select: { id: true, name: true, enabled: true, gstRate: true, hsn: true, category: { select: { categoryEnum: true } } } } },
  });
  const options = new Map<string, VariantOption>(variants.map((x) => [x.id, { variantId: x.id, name: x.menuItem.name, categoryCode: x.menuItem.category.categoryEnum, enabled: x.enabled && x.menuItem.enabled }]));
  const invalid = deliveryItemsError(input.items, options, target.suborder.categoryEnum, target.suborder.category.title, new Set(placed.keys()));
  if (invalid) throw badInput(invalid, 'items');
  const byId = new Map(variants.map((x) => [x.id, x]));
  // The suborder's own variants keep the price and rate they were placed at; a swapped-in one is today's.
  const rows = input.items
    .filter((i) => i.quantity > 0)
    .map((i) => {
      const x = byId.get(i.variantId)!;
      const p = placed.get(i.variantId);
      return {
        menuItemId: x.menuItem.id,
        variantId: x.id,
        name: x.menuItem.name,
        unitType: x.unitType,
        unit: x.unit,
        price: p?.price ?? x.price,
        quantity: i.quantity,
        gstRate: p?.gstRate ?? x.menuItem.gstRate,
        hsn: p?.hsn ?? x.menuItem.hsn,
      };
    });
  return { target, order, rows, portions: portionsOf([{ variants: rows }]) };
}

/**
 * The change's transaction: the day's rows, capacity, and the money. `hold`: a paid order's extra
 * the wallet cannot pay is held for a UPI payment (the rows are undone); `replay`: the held change
 * being made, which the wallet must now pay in full.
 */
async function writeChange(tx: Tx, v: Viewer, input: ChangeDeliveryItemsInput, asked: Request, now: Date, mode: HoldMode): Promise<{ message: string; payByUpi: HeldTopUp | null }> {
  const { target, order, rows, portions } = asked;
  // The lock order of every change: the order, then the suborder.
  await lockOrder(tx, order.id);
  // what the rows below are undone to when the change is held for a UPI payment
  await markHoldPoint(tx);
  await tx.$queryRaw`SELECT id FROM "Suborder" WHERE id = ${target.suborderId} FOR UPDATE`;
  const deliveries = await tx.delivery.findMany({
    where: { suborderId: target.suborderId },
    orderBy: { deliveryDate: 'asc' },
    select: { id: true, deliveryDate: true, status: true, skippedAt: true, portions: true, suborder: { select: { portions: true, ...planFactsSelect } } },
  });
  const payment = await tx.payment.findUnique({ where: { orderId: order.id }, select: { status: true } });
  const status = paymentStatusOf(payment);
  const { closedDates } = await readStoreStatus(now, tx);
  const plan = changeTargets(
    deliveries.map((d) => ({ id: d.id, deliveryDate: dateToDay(d.deliveryDate), status: d.status, skipped: d.skippedAt !== null })),
    input.deliveryId,
    input.applyToLaterDeliveries,
    { plan: planFactsOf(deliveries[0].suborder), payment: status, who: isAdmin(v) ? 'admin' : 'customer', now, closedDates },
  );
  if ('error' in plan) throw badInput(plan.error, 'deliveryId');
  const before = await loadOrderCharges(tx, order.id);
  if (before.legacy) throw badInput('This order was placed before deliveries could be changed one by one. Please call us to change it.', 'deliveryId');

  // Capacity: the portions a day adds over what it brings now (its own rows, or its suborder's).
  const ids = new Set(plan.targets.map((t) => t.id));
  const added = new Map<number, string[]>();
  for (const d of deliveries.filter((x) => ids.has(x.id))) {
    const brings = d.portions ?? d.suborder.portions;
    const more = portions - brings;
    if (more > 0) added.set(more, [...(added.get(more) ?? []), dateToDay(d.deliveryDate)]);
  }
  if (added.size > 0) {
    await takeCapacity(tx, [...added].map(([more, days]) => ({ categoryEnum: target.suborder.categoryEnum, days, portions: more, field: 'items' })), closedDates);
  }

  await tx.deliveryItem.deleteMany({ where: { deliveryId: { in: [...ids] } } });
  await tx.deliveryItem.createMany({ data: [...ids].flatMap((deliveryId) => rows.map((r) => ({ ...r, deliveryId }))) });
  await tx.delivery.updateMany({ where: { id: { in: [...ids] } }, data: { portions } });

  const [after, settings] = await Promise.all([loadOrderCharges(tx, order.id), readTaxSettings(tx)]);
  const invoices = await tx.invoice.findMany({ where: { orderId: order.id }, select: { id: true, placeOfSupply: true, sellerStateCode: true }, orderBy: [{ issuedAt: 'asc' }, { serial: 'asc' }] });
  const basis = chargeBasis(after, invoices[0]?.sellerStateCode ?? settings.seller.stateCode);
  const lines = itemChangeLines(before.parts, after.parts, basis);
  const difference = sumLines(lines).total;
  const days = plan.targets.map((t) => t.deliveryDate);
  const reason = `Items changed for ${days.length === 1 ? formatDay(days[0]) : `${formatDay(days[0])} and ${days.length - 1} later ${days.length === 2 ? 'day' : 'days'}`} (${before.suborders.get(target.suborderId)?.suborderNo ?? ''})`;

  const outcome = await applySettlement(tx, {
    orderId: order.id,
    kind: 'CHANGE_ITEMS',
    delta: -difference,
    lines,
    byId: v.id,
    field: 'items',
    refundTo: input.refundTo,
    reason,
    deliveryId: input.deliveryId,
    now,
    charges: after,
    creditNotePrefix: settings.creditNotePrefix,
    holdsForUpi: true,
  });
  const held = await holdWhenPaidByUpi(
    tx,
    outcome,
    { mode, field: 'items', userId: order.userId, orderId: order.id, now },
    { kind: 'CHANGE_ITEMS', deliveryId: input.deliveryId, items: input.items, applyToLaterDeliveries: input.applyToLaterDeliveries, byId: v.id },
  );
  if (held) return { message: payExtraWords(outcome), payByUpi: held };
  const money = { fromWallet: outcome.fromWallet, charged: outcome.byUpi, offDue: outcome.offUpi, toWallet: outcome.toWallet, refunded: outcome.refunded, creditNote: outcome.creditNotes[0]?.number ?? null, invoice: outcome.invoice, paid: outcome.confirmed };

  await recordPlanChange(tx, v, {
    action: 'changeDeliveryItems',
    suborderId: target.suborderId,
    order,
    note: { change: 'ITEMS_CHANGED', day: days[0], onward: days.length > 1 },
    data: { deliveryIds: [...ids], items: input.items, difference, ...money },
  });
  const what = days.length === 1 ? `The delivery of ${formatDay(days[0])} is changed.` : `The deliveries from ${formatDay(days[0])} on (${days.length}) are changed.`;
  const parts = [what];
  if (money.fromWallet > 0) parts.push(`${formatPaise(money.fromWallet)} is paid from your wallet.`);
  if (money.invoice) parts.push(`Its invoice is ${money.invoice}.`);
  if (money.charged > 0) parts.push(`${formatPaise(money.charged)} is added to the amount to pay.`);
  if (money.offDue > 0) parts.push(`${formatPaise(money.offDue)} is taken off the amount to pay.`);
  if (money.toWallet > 0) parts.push(moneyBackText(money.toWallet, 'WALLET'));
  if (money.refunded > 0) parts.push(moneyBackText(money.refunded, 'UPI'));
  if (money.paid) parts.push('Your wallet now pays for the whole order: it is paid.');
  return { message: parts.join(' '), payByUpi: null };
}

