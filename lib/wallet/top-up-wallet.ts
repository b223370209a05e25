// topUpWallet: the customer asks to add money to their wallet; they pay it by UPI with the same
// link, QR and proof (screenshot + UTR) as an order, and an admin confirms it (confirm-top-up.ts).
import 'server-only';
import { randomInt } from 'node:crypto';
import { db } from '@/lib/database/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { badInput } from '@/lib/errors';
import { clock } from '@/lib/clock';
import { requireOwnerOrAdmin, requireViewer } from '@/lib/auth/guards';
import { isAdmin, type Viewer } from '@/lib/auth/viewer';
import { monthOfSubscription, topUpAmountError, topUpNumber } from '@/lib/domain/wallet';
import { getConfigurations } from '@/lib/config/get-configurations';
import { paymentDetails } from '@/lib/payments/payment-details';
import { getStoreDetails } from '@/lib/payments/store-details';
import { upiPaymentLink } from '@/lib/payments/upi-link';
import type { PaymentStatus } from '@/lib/domain/payment-status';
import { heldChangeOf, type HeldTopUp } from '@/lib/orders/held-change';

export type TopUpView = {
  id: string;
  number: string;
  amount: number;
  status: PaymentStatus;
  upiLink: string | null;
  createdAt: string;
  /** the paid order whose change it pays for (lib/orders/held-change.ts), if any */
  orderNumber?: string | null;
};

/** The UPI link that pays this top-up (null when the store has no UPI id configured). */
export async function topUpUpiLink(topUp: { number: string; amount: number }): Promise<string | null> {
  const [{ configurations, messages }, store] = await Promise.all([getConfigurations(), getStoreDetails()]);
  const details = paymentDetails(Object.fromEntries(configurations.map((c) => [c.key, c.value])), messages, store);
  return details.upi ? upiPaymentLink({ ...details.upi, amountPaise: topUp.amount, orderNumber: topUp.number }) : null;
}

/** A top-up just recorded to hold a change of order `orderNumber`, as the change's answer carries it (`payByUpi`). */
export async function heldTopUpView(held: HeldTopUp | null, orderNumber: string): Promise<TopUpView | null> {
  return held && { ...held, upiLink: await topUpUpiLink(held), createdAt: held.createdAt.toISOString(), orderNumber };
}

export async function topUpWallet(viewer: Viewer | null, amount: number): Promise<TopUpView> {
  const v = requireViewer(viewer);
  const refused = topUpAmountError(amount);
  if (refused) throw badInput(refused, 'amount');
  // Ten random digits: unguessable enough for a narration to name, and unique by the index.
  const topUp = await db.topUp.create({
    data: { number: topUpNumber(randomInt(1, 2 ** 47) % 10_000_000_000), userId: v.id, amount, createdAt: clock().now() },
  });
  return { id: topUp.id, number: topUp.number, amount: topUp.amount, status: topUp.status, upiLink: await topUpUpiLink(topUp), createdAt: topUp.createdAt.toISOString() };
}

/** The customer's latest top-ups (their wallet page shows the ones still waiting). */
export async function listMyTopUps(viewer: Viewer | null): Promise<TopUpView[]> {
  const v = requireViewer(viewer);
  const rows = await db.topUp.findMany({ where: { userId: v.id }, orderBy: { createdAt: 'desc' }, take: 10, include: { order: { select: { orderNumber: true } } } });
  return Promise.all(
    rows.map(async (t) => ({ id: t.id, number: t.number, amount: t.amount, status: t.status, upiLink: await topUpUpiLink(t), createdAt: t.createdAt.toISOString(), orderNumber: t.order?.orderNumber ?? null })),
  );
}

/** One of the viewer's top-ups (an admin may open anyone's); someone else's is NOT_FOUND. */
export async function getTopUp(
  viewer: Viewer | null,
  id: string,
): Promise<TopUpView & { rejectionReason: string | null; forChange: { orderNumber: string; fromWallet: number; outcome: { made: boolean; message: string } | null } | null }> {
  const v = requireViewer(viewer);
  const t = requireOwnerOrAdmin(v, await db.topUp.findUnique({ where: { id }, include: { order: { select: { orderNumber: true } } } }), (r) => r.userId, 'Top-up');
  // a top-up paying the rest of a paid order's change (lib/orders/held-change.ts)
  const held = heldChangeOf(t.heldChange);
  const forChange = held && t.order ? { orderNumber: t.order.orderNumber, fromWallet: held.fromWallet, outcome: held.outcome ? { made: held.outcome.made, message: held.outcome.message } : null } : null;
  return { id: t.id, number: t.number, amount: t.amount, status: t.status, upiLink: await topUpUpiLink(t), createdAt: t.createdAt.toISOString(), rejectionReason: t.rejectionReason, forChange };
}

/** A held change's top-up still waiting: to pay by UPI, or its proof being checked. */
export type HeldChangeWaiting = { id: string; amount: number; status: PaymentStatus };

/**
 * The top-ups of order `orderId` holding a change (lib/orders/held-change.ts) that still wait for
 * their money: not paid yet, or paid and being checked. The order's customer sees theirs; an admin
 * every one. Oldest first.
 */
export async function heldChangesWaiting(viewer: Viewer | null, orderId: string): Promise<HeldChangeWaiting[]> {
  const v = requireViewer(viewer);
  const rows = await db.topUp.findMany({
    where: { orderId, heldChange: { not: Prisma.AnyNull }, status: { in: ['required', 'pending'] }, ...(isAdmin(v) ? {} : { userId: v.id }) },
    orderBy: { createdAt: 'asc' },
    select: { id: true, amount: true, status: true },
  });
  return rows;
}

/**
 * The "a month of my subscription" amount: the viewer's latest subscription (lib/domain/wallet.ts
 * monthOfSubscription), or null when they have none.
 */
export async function monthOfMySubscription(viewer: Viewer | null): Promise<number | null> {
  const v = requireViewer(viewer);
  const sub = await db.suborder.findFirst({
    where: { order: { userId: v.id }, repeatType: { in: ['DAILY', 'WEEKLY'] } },
    orderBy: { order: { createdAt: 'desc' } },
    select: { totalPrice: true, repeatType: true, repeatInfo: true, _count: { select: { deliveries: true } } },
  });
  return sub ? monthOfSubscription({ totalPrice: sub.totalPrice, deliveries: sub._count.deliveries, repeatType: sub.repeatType, repeatInfo: sub.repeatInfo }) : null;
}
