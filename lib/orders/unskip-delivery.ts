// unskipDelivery: a skipped delivery comes back when lib/domain/delivery-actions.ts allows it (before
// its cutoff, on a day the kitchen is open, before a cancelled plan's end; lib/domain/plan-changes.ts
// unskipPlan says what it does): a subscription's make-up day goes; a day whose money was taken off
// what is due or given back is charged again, settled like every change that costs more
// (lib/payments/apply-settlement.ts). A paid order's extra the wallet cannot pay is held
// (held-change.ts): nothing changes, a top-up for the rest by UPI is recorded, and the undo is made
// (makeHeldUnskip) when that top-up is confirmed.
import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import { db } from '@/lib/database/db';
import { changeTransaction } from './change-transaction';
import { clock } from '@/lib/clock';
import { badInput, notFound } from '@/lib/errors';
import { requireViewer } from '@/lib/auth/guards';
import { isAdmin, type Viewer } from '@/lib/auth/viewer';
import { formatDay } from '@/lib/domain/calendar';
import { creditLines, negatedLines, sumLines } from '@/lib/domain/order-charges';
import { initialStatus, isFinalStatus, type OrderStatus } from '@/lib/domain/order-status';
import { paymentStatusOf } from '@/lib/domain/payment-status';
import { unskipPlan } from '@/lib/domain/plan-changes';
import { purchaseModeOf, type RepeatType } from '@/lib/domain/repeat';
import { deliveryFactsOf, deliveryFactsSelect, planFactsOf } from './delivery-facts';
import { formatPaise } from '@/lib/domain/money';
import { chargeBasis, loadOrderCharges } from '@/lib/invoices/load-order-charges';
import { readTaxSettings } from '@/lib/invoices/read-tax-settings';
import { applySettlement } from '@/lib/payments/apply-settlement';
import type { CategoryCode } from '@/lib/domain/categories';
import { retakeCapacity } from '@/lib/capacity/take-capacity';
import { readStoreStatus } from '@/lib/store/read-store-status';
import { lockOrder } from './lock-order';
import { takeBackFromMakeUps } from './make-up-skipped-deliveries';
import { suborderInclude } from './order-include';
import { suborderView } from './order-view';
import { recordPlanChange } from './plan-change-effects';
import type { SuborderChange } from './skip-delivery';
import { payExtraWords } from '@/lib/domain/settlement';
import { heldTopUpView } from '@/lib/wallet/top-up-wallet';
import { holdWhenPaidByUpi, markHoldPoint, type HeldTopUp, type HoldMode, type MaybeHeld } from './held-change';

type Tx = Prisma.TransactionClient;
type Target = Awaited<ReturnType<typeof readTarget>>;

export async function unskipDelivery(viewer: Viewer | null, deliveryId: string): Promise<MaybeHeld<SuborderChange>> {
  const v = requireViewer(viewer);
  const now = clock().now();
  const target = await readTarget(db, v, deliveryId);
  const done = await changeTransaction((tx) => writeUnskip(tx, v, target, deliveryId, now, 'hold'));
  const suborder = await db.suborder.findUniqueOrThrow({ where: { id: target.suborderId }, include: suborderInclude });
  return { message: done.message, suborder: suborderView(suborder), payByUpi: await heldTopUpView(done.payByUpi, target.suborder.order.orderNumber) };
}

/**
 * A held undo made now, in the caller's transaction (a top-up's confirmation), as `v` asked for
 * it. Refused (AppError) when it cannot be made any more, or when the wallet no longer pays it all.
 */
export async function makeHeldUnskip(tx: Tx, v: Viewer, deliveryId: string): Promise<{ message: string }> {
  return writeUnskip(tx, v, await readTarget(tx, v, deliveryId), deliveryId, clock().now(), 'replay');
}

async function readTarget(client: Tx, v: Viewer, deliveryId: string) {
  const target = await client.delivery.findUnique({
    where: { id: deliveryId },
    select: { suborderId: true, suborder: { select: { orderId: true, order: { select: { id: true, userId: true, orderNumber: true } } } } },
  });
  // Someone else's delivery is "not found": ids must not be probeable.
  if (!target || (target.suborder.order.userId !== v.id && !isAdmin(v))) throw notFound('Delivery');
  return target;
}

async function writeUnskip(tx: Tx, v: Viewer, target: Target, deliveryId: string, now: Date, mode: HoldMode): Promise<{ message: string; payByUpi: HeldTopUp | null }> {
  const order = target.suborder.order;
  // The lock order of every change: the order, then the suborder.
  await lockOrder(tx, order.id);
  // what the rows below are undone to when the undo is held for a UPI payment
  await markHoldPoint(tx);
  const [suborder] = await tx.$queryRaw<{ status: OrderStatus; repeatType: RepeatType; categoryEnum: CategoryCode; cancelledFrom: Date | null }[]>`
    SELECT status::text AS status, "repeatType"::text AS "repeatType", "categoryEnum"::text AS "categoryEnum", "cancelledFrom" FROM "Suborder" WHERE id = ${target.suborderId} FOR UPDATE`;
  const d = await tx.delivery.findUniqueOrThrow({ where: { id: deliveryId }, select: { ...deliveryFactsSelect, portions: true } });
  const payment = await tx.payment.findUnique({ where: { orderId: order.id }, select: { status: true } });
  const { closedDates } = await readStoreStatus(now, tx);
  const facts = deliveryFactsOf(d);
  const day = facts.deliveryDate;
  const r = facts.madeUpBy;
  const plan = unskipPlan(facts, { plan: planFactsOf(suborder), payment: paymentStatusOf(payment), who: isAdmin(v) ? 'admin' : 'customer', now, closedDates });
  if ('error' in plan) throw badInput(plan.error, 'deliveryId');

  let portions = d.portions;
  if (plan.removeReplacement && r) {
    // the day takes its slot back with what its make-up day brings (changed items included)
    portions = (await takeBackFromMakeUps(tx, [deliveryId])).get(deliveryId) ?? null;
    await tx.delivery.delete({ where: { id: r.id } });
  }
  // The day is cooked again: it needs room in the kitchen that day (its make-up day's is free now).
  await retakeCapacity(tx, { id: target.suborderId, categoryEnum: suborder.categoryEnum }, [{ day, portions }], closedDates, 'deliveryId');
  // A skip that finished the suborder (its last open day) is undone with it.
  const status = isFinalStatus(suborder.status) ? initialStatus(purchaseModeOf(suborder.repeatType)) : suborder.status;
  if (status !== suborder.status) await tx.suborder.update({ where: { id: target.suborderId }, data: { status } });
  await tx.delivery.update({ where: { id: deliveryId }, data: { status, skippedAt: null, skippedById: null, pausedAt: null, creditedAt: null } });

  let raised = 0;
  let money = { fromWallet: 0, byUpi: 0, invoice: null as string | null, paid: false };
  if (plan.chargeAgain) {
    // The day is charged again as it was taken off: its share, worked out now it is charged.
    const [charges, settings] = await Promise.all([loadOrderCharges(tx, order.id), readTaxSettings(tx)]);
    const slot = charges.slotOf.get(deliveryId);
    const lines = slot ? creditLines(charges.parts, [slot], chargeBasis(charges, settings.seller.stateCode)) : [];
    raised = sumLines(lines).total;
    const outcome = await applySettlement(tx, { orderId: order.id, kind: 'UNSKIP', delta: raised, lines: negatedLines(lines), byId: v.id, field: 'deliveryId', reason: `Skip undone for ${formatDay(day)}`, deliveryId, now, charges, holdsForUpi: true });
    const held = await holdWhenPaidByUpi(tx, outcome, { mode, field: 'deliveryId', userId: order.userId, orderId: order.id, now }, { kind: 'UNSKIP', deliveryId, byId: v.id });
    if (held) return { message: payExtraWords(outcome), payByUpi: held };
    money = { fromWallet: outcome.fromWallet, byUpi: outcome.byUpi, invoice: outcome.invoice, paid: outcome.confirmed };
  }
  await recordPlanChange(tx, v, {
    action: 'unskipDelivery',
    suborderId: target.suborderId,
    order,
    note: { change: 'UNSKIPPED', day },
    data: { deliveryId, day, removedReplacement: r && plan.removeReplacement ? r.deliveryDate : null, raised, ...money },
  });
  const back = `The delivery of ${formatDay(day)} is back on.`;
  if (r && plan.removeReplacement) return { message: `${back} Its make-up day, ${formatDay(r.deliveryDate)}, is removed.`, payByUpi: null };
  return { message: [back, ...chargedAgainWords(money)].join(' '), payByUpi: null };
}

/** What charging days again did, in the customer's words (the undo's and the resume's answer). */
export function chargedAgainWords(m: { fromWallet: number; byUpi: number; invoice: string | null; paid: boolean }): string[] {
  const parts: string[] = [];
  if (m.fromWallet > 0 && m.byUpi > 0) parts.push(`${formatPaise(m.fromWallet)} is paid from your wallet and ${formatPaise(m.byUpi)} is added back to the amount to pay.`);
  else if (m.fromWallet > 0) parts.push(`${formatPaise(m.fromWallet)} is paid from your wallet.`);
  else if (m.byUpi > 0) parts.push(`${formatPaise(m.byUpi)} is added back to the amount to pay.`);
  if (m.invoice) parts.push(`Its invoice is ${m.invoice}.`);
  if (m.paid) parts.push('Your wallet now pays for the whole order: it is paid.');
  return parts;
}
