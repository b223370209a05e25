// changeDeliveryItems ("Change what comes"): a delivery, or it and every later one of its
// suborder, brings other quantities of the suborder's variants or another item of the same
// category. The day's items become DeliveryItem rows (architecture.md "Per-delivery items"); the
// kitchen's capacity is taken for added portions (freed ones need nothing: capacity is counted from
// the deliveries); the price difference (lib/domain/order-charges.ts itemChangeLines) moves money:
//   costs more, not paid yet: the wallet pays what it can, the rest is added to the amount due;
//   costs more, paid: the wallet pays the extra (refused, nothing written, when it holds less) and a
//     supplementary invoice is issued for the change's lines; being checked: refused until confirmed;
//   costs less, not paid yet: off the amount due by UPI first, past that back to the wallet;
//   costs less, paid: a credit note against the invoice, the money to the wallet or a UPI refund.
// Quantity 0 for everything is a skip (skipDelivery), never an empty delivery.
import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import { db } from '@/lib/database/db';
import { clock } from '@/lib/clock';
import { badInput, notFound } from '@/lib/errors';
import { requireViewer } from '@/lib/auth/guards';
import { isAdmin, type Viewer } from '@/lib/auth/viewer';
import { dateToDay, formatDay } from '@/lib/domain/calendar';
import { changeTargets, deliveryItemsError, isSkipRequest, type ItemChoice, type VariantOption } from '@/lib/domain/delivery-items';
import { portionsOf } from '@/lib/domain/capacity';
import { itemChangeLines, negatedLines, sumLines } from '@/lib/domain/order-charges';
import { formatPaise } from '@/lib/domain/money';
import { isPaid, paymentStatusOf } from '@/lib/domain/payment-status';
import { moneyBackText, type RefundDestination } from '@/lib/domain/wallet';
import { chargeBasis, loadOrderCharges } from '@/lib/invoices/load-order-charges';
import { issueCreditNote } from '@/lib/invoices/issue-credit-note';
import { issueSupplementaryInvoice } from '@/lib/invoices/issue-invoices';
import { readTaxSettings } from '@/lib/invoices/read-tax-settings';
import { NO_UPI_ID_MESSAGE } from '@/lib/payments/credit-deliveries';
import { transitionPayment } from '@/lib/payments/transition-payment';
import { readStoreStatus } from '@/lib/store/read-store-status';
import { takeCapacity } from '@/lib/capacity/take-capacity';
import { lockWallet, postWalletEntry } from '@/lib/wallet/post-wallet-entry';
import { planFactsOf, planFactsSelect } from './delivery-facts';
import { lockOrder } from './lock-order';
import { suborderInclude } from './order-include';
import { suborderView } from './order-view';
import { recordPlanChange } from './plan-change-effects';
import { skipDelivery, type SuborderChange } from './skip-delivery';

type Tx = Prisma.TransactionClient;

export type ChangeDeliveryItemsInput = {
  deliveryId: string;
  items: ItemChoice[];
  applyToLaterDeliveries: boolean;
  /** where money given back for a paid order goes (the wallet by default) */
  refundTo?: RefundDestination;
};

/** What changing items did to the money, paise. */
type ItemsMoney = { charged: number; fromWallet: number; offDue: number; toWallet: number; refunded: number; creditNote: string | null; invoice: string | null };

export async function changeDeliveryItems(viewer: Viewer | null, input: ChangeDeliveryItemsInput): Promise<SuborderChange> {
  const v = requireViewer(viewer);
  const now = clock().now();
  const target = await db.delivery.findUnique({
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
    return skipDelivery(v, input.deliveryId, input.refundTo);
  }

  // The variants asked for, with what they would be charged at.
  const placed = new Map(target.suborder.items.flatMap((i) => i.variants.map((x) => [x.variantId, x] as const)));
  const variants = await db.variant.findMany({
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
  const portions = portionsOf([{ variants: rows }]);

  const message = await db.$transaction(async (tx) => {
    // The lock order of every change: the order, then the suborder.
    await lockOrder(tx, order.id);
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

    const money: ItemsMoney = { charged: 0, fromWallet: 0, offDue: 0, toWallet: 0, refunded: 0, creditNote: null, invoice: null };
    if (difference < 0) {
      const extra = -difference;
      if (isPaid(status)) {
        Object.assign(money, await chargePaidDifference(tx, { charges: after, lines, extra, reason, byId: v.id, deliveryId: input.deliveryId, now }));
      } else if (status !== 'required') {
        throw badInput('Your payment for this order is being checked, so a change that costs more has to wait until it is confirmed.', 'items');
      } else {
        Object.assign(money, await chargeUnpaidDifference(tx, { userId: order.userId, orderId: order.id, orderNumber: order.orderNumber, extra, reason, byId: v.id }));
      }
    } else if (difference > 0 && !isPaid(status)) {
      // Off what is due by UPI first; past that, off the wallet's part, which goes back to the wallet.
      const lowered = await transitionPayment(tx, order.id, 'lowerAmountDue', {
        field: 'items',
        changes: (p) => {
          const offUpi = Math.min(p.amount, difference);
          return { amount: p.amount - offUpi, walletAmount: p.walletAmount - Math.min(p.walletAmount, difference - offUpi) };
        },
      });
      money.offDue = lowered.before.amount - lowered.payment.amount;
      money.toWallet = lowered.before.walletAmount - lowered.payment.walletAmount;
      if (money.toWallet > 0) {
        await postWalletEntry(tx, { userId: order.userId, kind: 'CANCEL_CREDIT', amount: money.toWallet, orderId: order.id, createdById: v.id, note: `${reason} before payment (${order.orderNumber})` });
      }
    } else if (difference > 0) {
      Object.assign(money, await creditPaidDifference(tx, { charges: after, invoices, lines, total: difference, reason, byId: v.id, refundTo: input.refundTo ?? 'WALLET', deliveryId: input.deliveryId, prefix: settings.creditNotePrefix, now }));
    }

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
    return parts.join(' ');
  });
  const suborder = await db.suborder.findUniqueOrThrow({ where: { id: target.suborderId }, include: suborderInclude });
  return { message, suborder: suborderView(suborder) };
}

/** An unpaid order's goods went up: credit first, as at checkout; the rest is added to what is due. */
async function chargeUnpaidDifference(
  tx: Tx,
  c: { userId: string; orderId: string; orderNumber: string; extra: number; reason: string; byId: string },
): Promise<Pick<ItemsMoney, 'fromWallet' | 'charged'>> {
  const balance = await lockWallet(tx, c.userId);
  const fromWallet = Math.min(balance, c.extra);
  if (fromWallet > 0) {
    await postWalletEntry(tx, { userId: c.userId, kind: 'ORDER_DEBIT', amount: fromWallet, orderId: c.orderId, createdById: c.byId, note: `${c.reason}, ${c.orderNumber}` });
  }
  const charged = c.extra - fromWallet;
  await transitionPayment(tx, c.orderId, 'raiseAmountDue', { field: 'items', changes: (p) => ({ amount: p.amount + charged, walletAmount: p.walletAmount + fromWallet }) });
  return { fromWallet, charged };
}

/**
 * A paid order's goods went up: the wallet pays all of the extra (a paid order has no second UPI
 * payment; the wallet is topped up by UPI like any payment), the payment records it, and the extra
 * supply gets its own invoice. Less in the wallet than the extra is refused; the caller's
 * transaction then writes nothing.
 */
async function chargePaidDifference(
  tx: Tx,
  c: { charges: Awaited<ReturnType<typeof loadOrderCharges>>; lines: ReturnType<typeof itemChangeLines>; extra: number; reason: string; byId: string; deliveryId: string; now: Date },
): Promise<Pick<ItemsMoney, 'fromWallet' | 'invoice'>> {
  const { charges } = c;
  const balance = await lockWallet(tx, charges.userId);
  if (balance < c.extra) {
    throw badInput(
      `This order is already paid: the change costs ${formatPaise(c.extra)} more and your wallet has ${formatPaise(balance)}. Add ${formatPaise(c.extra - balance)} to your wallet (Profile → Wallet), then make the change.`,
      'items',
    );
  }
  await postWalletEntry(tx, { userId: charges.userId, kind: 'ORDER_DEBIT', amount: c.extra, orderId: charges.orderId, deliveryId: c.deliveryId, createdById: c.byId, note: `${c.reason}, ${charges.orderNumber}` });
  await transitionPayment(tx, charges.orderId, 'addWalletPayment', { field: 'items', changes: (p) => ({ walletAmount: p.walletAmount + c.extra }) });
  const invoice = await issueSupplementaryInvoice(tx, charges, { lines: negatedLines(c.lines), issuedAt: c.now });
  if (invoice.total !== c.extra) throw new Error(`Order ${charges.orderNumber}: the supplementary invoice comes to ${invoice.total} paise but ${c.extra} was paid.`);
  return { fromWallet: c.extra, invoice: invoice.number };
}

/** A paid order's goods went down: one credit note against the invoice, the money to the wallet or UPI. */
async function creditPaidDifference(
  tx: Tx,
  c: {
    charges: Awaited<ReturnType<typeof loadOrderCharges>>;
    invoices: { id: string; placeOfSupply: string }[];
    lines: ReturnType<typeof itemChangeLines>;
    total: number;
    reason: string;
    byId: string;
    refundTo: RefundDestination;
    deliveryId: string;
    prefix: string;
    now: Date;
  },
): Promise<Pick<ItemsMoney, 'toWallet' | 'refunded' | 'creditNote'>> {
  const { charges } = c;
  if (c.invoices.length === 0) throw new Error(`Order ${charges.orderNumber} is paid but has no invoice to credit.`);
  const part = charges.suborders.get(c.lines[0]?.partKey ?? '');
  const invoice = c.invoices.find((i) => i.placeOfSupply === part?.placeOfSupply) ?? c.invoices[0];
  let to: { walletEntryId: string } | { refundId: string };
  if (c.refundTo === 'WALLET') {
    const entry = await postWalletEntry(tx, { userId: charges.userId, kind: 'CANCEL_CREDIT', amount: c.total, orderId: charges.orderId, deliveryId: c.deliveryId, createdById: c.byId, note: c.reason });
    to = { walletEntryId: entry.id };
  } else {
    if (c.byId === charges.userId) {
      const owner = await tx.user.findUnique({ where: { id: charges.userId }, select: { upiId: true } });
      if (!owner?.upiId) throw badInput(NO_UPI_ID_MESSAGE, 'refundTo');
    }
    const refund = await tx.refund.create({ data: { orderId: charges.orderId, amount: c.total, reason: c.reason, createdById: c.byId, createdAt: c.now }, select: { id: true } });
    to = { refundId: refund.id };
  }
  const note = await issueCreditNote(tx, charges, { invoice, lines: c.lines, reason: c.reason, issuedAt: c.now, prefix: c.prefix, ...to });
  return c.refundTo === 'WALLET' ? { toWallet: c.total, refunded: 0, creditNote: note.number } : { toWallet: 0, refunded: c.total, creditNote: note.number };
}
