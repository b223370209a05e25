// resumeSubscription: ends a pause early (lib/domain/plan-changes.ts resumePlan). Every paused day
// that may come back (before its cutoff, the kitchen open, the plan still running) does and its
// make-up day at the end goes; the other paused days stay paused and keep their make-up days. A
// paused day that was not made up (its money taken off what is due or given back) is charged again,
// settled like every change that costs more (lib/payments/apply-settlement.ts); a paid order's extra
// the wallet cannot pay is held (held-change.ts): nothing changes, a top-up for the rest by UPI is
// recorded, and the resume is made (makeHeldResume) when that top-up is confirmed.
import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import { db } from '@/lib/database/db';
import { changeTransaction } from './change-transaction';
import { clock } from '@/lib/clock';
import { badInput, notFound } from '@/lib/errors';
import { requireViewer } from '@/lib/auth/guards';
import { isAdmin, type Viewer } from '@/lib/auth/viewer';
import { formatDay } from '@/lib/domain/calendar';
import { paymentStatusOf } from '@/lib/domain/payment-status';
import { initialStatus, isFinalStatus, type OrderStatus } from '@/lib/domain/order-status';
import { resumePlan } from '@/lib/domain/plan-changes';
import { purchaseModeOf, type RepeatType } from '@/lib/domain/repeat';
import type { CategoryCode } from '@/lib/domain/categories';
import { retakeCapacity } from '@/lib/capacity/take-capacity';
import { readStoreStatus } from '@/lib/store/read-store-status';
import { deliveryFactsOf, deliveryFactsSelect, planFactsOf } from './delivery-facts';
import { lockOrder } from './lock-order';
import { takeBackFromMakeUps } from './make-up-skipped-deliveries';
import { suborderInclude } from './order-include';
import { suborderView } from './order-view';
import { recordPlanChange } from './plan-change-effects';
import type { SuborderChange } from './skip-delivery';
import { creditLines, negatedLines, sumLines } from '@/lib/domain/order-charges';
import { payExtraWords } from '@/lib/domain/settlement';
import { chargeBasis, loadOrderCharges } from '@/lib/invoices/load-order-charges';
import { readTaxSettings } from '@/lib/invoices/read-tax-settings';
import { applySettlement } from '@/lib/payments/apply-settlement';
import { heldTopUpView } from '@/lib/wallet/top-up-wallet';
import { holdWhenPaidByUpi, markHoldPoint, type HeldTopUp, type HoldMode, type MaybeHeld } from './held-change';
import { chargedAgainWords } from './unskip-delivery';

type Tx = Prisma.TransactionClient;
type Target = Awaited<ReturnType<typeof readTarget>>;

export async function resumeSubscription(viewer: Viewer | null, suborderId: string): Promise<MaybeHeld<SuborderChange>> {
  const v = requireViewer(viewer);
  const now = clock().now();
  const target = await readTarget(db, v, suborderId);
  const done = await changeTransaction((tx) => writeResume(tx, v, target, suborderId, now, 'hold'));
  const suborder = await db.suborder.findUniqueOrThrow({ where: { id: suborderId }, include: suborderInclude });
  return { message: done.message, suborder: suborderView(suborder), payByUpi: await heldTopUpView(done.payByUpi, target.order.orderNumber) };
}

/**
 * A held resume made now, in the caller's transaction (a top-up's confirmation), as `v` asked for
 * it: the days that may still come back then. Refused (AppError) when none may, or when the wallet
 * no longer pays it all.
 */
export async function makeHeldResume(tx: Tx, v: Viewer, suborderId: string): Promise<{ message: string }> {
  return writeResume(tx, v, await readTarget(tx, v, suborderId), suborderId, clock().now(), 'replay');
}

async function readTarget(client: Tx, v: Viewer, suborderId: string) {
  const target = await client.suborder.findUnique({ where: { id: suborderId }, select: { order: { select: { id: true, userId: true, orderNumber: true } } } });
  if (!target || (target.order.userId !== v.id && !isAdmin(v))) throw notFound('Subscription');
  return target;
}

async function writeResume(tx: Tx, v: Viewer, target: Target, suborderId: string, now: Date, mode: HoldMode): Promise<{ message: string; payByUpi: HeldTopUp | null }> {
  const order = target.order;
  await lockOrder(tx, order.id);
  // what the rows below are undone to when the resume is held for a UPI payment
  await markHoldPoint(tx);
  const [suborder] = await tx.$queryRaw<{ status: OrderStatus; repeatType: RepeatType; categoryEnum: CategoryCode; cancelledFrom: Date | null }[]>`
    SELECT status::text AS status, "repeatType"::text AS "repeatType", "categoryEnum"::text AS "categoryEnum", "cancelledFrom" FROM "Suborder" WHERE id = ${suborderId} FOR UPDATE`;
  if (purchaseModeOf(suborder.repeatType) !== 'SUBSCRIBE') throw badInput('Only a subscription can be paused or resumed.', 'suborderId');
  const rows = await tx.delivery.findMany({ where: { suborderId }, orderBy: { deliveryDate: 'asc' }, select: { ...deliveryFactsSelect, portions: true } });
  const payment = await tx.payment.findUnique({ where: { orderId: order.id }, select: { status: true } });
  const { closedDates } = await readStoreStatus(now, tx);
  const plan = resumePlan(rows.map(deliveryFactsOf), { plan: planFactsOf(suborder), payment: paymentStatusOf(payment), who: isAdmin(v) ? 'admin' : 'customer', now, closedDates });
  if ('error' in plan) throw badInput(plan.error, 'suborderId');
  const ids = plan.resume.map((d) => d.id);
  const madeUp = plan.resume.flatMap((d) => (d.madeUpBy ? [d.madeUpBy.id] : []));
  // each paused day takes its slot back with what its make-up day brings (changed items included)
  const portionsOf = await takeBackFromMakeUps(
    tx,
    plan.resume.flatMap((d) => (d.madeUpBy ? [d.id] : [])),
  );
  for (const d of rows) if (!portionsOf.has(d.id)) portionsOf.set(d.id, d.portions);
  await tx.delivery.deleteMany({ where: { id: { in: madeUp } } });
  // The paused days are cooked again: they need room in the kitchen (their make-up days' is free now).
  await retakeCapacity(tx, { id: suborderId, categoryEnum: suborder.categoryEnum }, plan.resume.map((d) => ({ day: d.deliveryDate, portions: portionsOf.get(d.id) ?? null })), closedDates, 'suborderId');
  const status = isFinalStatus(suborder.status) ? initialStatus('SUBSCRIBE') : suborder.status;
  if (status !== suborder.status) await tx.suborder.update({ where: { id: suborderId }, data: { status } });
  await tx.delivery.updateMany({ where: { id: { in: ids } }, data: { status, skippedAt: null, skippedById: null, pausedAt: null, creditedAt: null } });
  const first = plan.resume[0].deliveryDate;

  let raised = 0;
  let money = { fromWallet: 0, byUpi: 0, invoice: null as string | null, paid: false };
  if (plan.chargeAgain.length > 0) {
    // The days whose money went back are charged again: their share, worked out now they are charged.
    const [charges, settings] = await Promise.all([loadOrderCharges(tx, order.id), readTaxSettings(tx)]);
    const slots = plan.chargeAgain.flatMap((d) => charges.slotOf.get(d.id) ?? []);
    const lines = creditLines(charges.parts, slots, chargeBasis(charges, settings.seller.stateCode));
    raised = sumLines(lines).total;
    const outcome = await applySettlement(tx, { orderId: order.id, kind: 'RESUME', delta: raised, lines: negatedLines(lines), byId: v.id, field: 'suborderId', reason: `Pause ended from ${formatDay(first)}`, now, charges, holdsForUpi: true });
    const held = await holdWhenPaidByUpi(tx, outcome, { mode, field: 'suborderId', userId: order.userId, orderId: order.id, now }, { kind: 'RESUME', suborderId, byId: v.id });
    if (held) return { message: payExtraWords(outcome), payByUpi: held };
    money = { fromWallet: outcome.fromWallet, byUpi: outcome.byUpi, invoice: outcome.invoice, paid: outcome.confirmed };
  }
  await recordPlanChange(tx, v, {
    action: 'resumeSubscription',
    suborderId,
    order,
    note: { change: 'RESUMED', day: first },
    data: { deliveryIds: ids, removedReplacementIds: madeUp, raised, ...money },
  });
  const n = ids.length;
  const words = [`Your pause has ended: ${n} ${n === 1 ? 'delivery comes' : 'deliveries come'} back from ${formatDay(first)}`];
  if (madeUp.length > 0) words[0] += `, and the make-up ${madeUp.length === 1 ? 'day at the end is' : 'days at the end are'} removed`;
  return { message: [`${words[0]}.`, ...chargedAgainWords(money)].join(' '), payByUpi: null };
}
