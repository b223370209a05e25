// The one way a payment changes. Every service that moves a payment (a proof uploaded, confirmed,
// rejected, cancelled with its order, expired, a deadline extended, a skipped delivery taken off the
// amount due) calls transitionPayment inside its transaction: the order lock, the read under it, the
// table of lib/domain/payment-status.ts and the write are here and nowhere else.
//
// A new event: its row in the domain table (NEXT and REFUSALS, and the table test), then
// `transitionPayment(tx, orderId, 'newEvent', { field, changes })` from its service.
//
// A payment that becomes `success` (paid in full) has its order's tax invoices issued here, in the
// same transaction (lib/invoices/issue-invoices.ts): whichever event pays an order, the order is
// invoiced, and a payment whose invoice cannot be issued does not change.
import 'server-only';
import type { Payment, Prisma } from '@/lib/generated/prisma/client';
import { badInput, notFound } from '@/lib/errors';
import { CANCELLED_PAYMENT, INITIAL_PAYMENT_STATUS, isPaid, paymentAfter, paymentEventError, type PaymentEvent, type PaymentStatus } from '@/lib/domain/payment-status';
import { lockOrder } from '@/lib/orders/lock-order';
import { clock } from '@/lib/clock';
import { issueInvoices } from '@/lib/invoices/issue-invoices';
import { postWalletEntry } from '@/lib/wallet/post-wallet-entry';

type Tx = Prisma.TransactionClient;

/** The payment as an event finds it, read under the order lock. */
export type PaymentBefore = {
  /** null for an order placed before payments were recorded: it owes its total, and the event writes its row */
  id: string | null;
  status: PaymentStatus;
  amount: number;
  /** paid from the wallet at checkout */
  walletAmount: number;
  dueAt: Date | null;
  rejectedAt: Date | null;
};

/** What an event may write beside the status: plain values, so they can start a missing row too. */
export type PaymentChanges = Partial<
  Pick<Prisma.PaymentUncheckedCreateInput, 'amount' | 'walletAmount' | 'screenshotId' | 'utr' | 'submittedAt' | 'confirmedById' | 'confirmedAt' | 'dueAt' | 'rejectionReason' | 'rejectedAt' | 'rejectedById'>
>;

/** The columns to write, or how to work them out from the payment as it is under the lock. */
export type PaymentChangesFor = PaymentChanges | ((before: PaymentBefore) => PaymentChanges);

export type PaymentTransition = {
  event: PaymentEvent;
  from: PaymentStatus;
  to: PaymentStatus;
  before: PaymentBefore;
  /** the row as written */
  payment: Payment;
};

/** An event the payment's state does not allow: where it stood, and why not (the domain's words). */
export type PaymentRefusal = { refused: string; from: PaymentStatus };

/**
 * Applies `event` to the order's payment: takes the order's row lock (lockOrder: call it before
 * locking any suborder or delivery, or with the order lock already held), reads the payment, and
 * writes the status the table gives with `changes`. An event the payment's state does not allow is
 * refused as BAD_USER_INPUT on `field` with the domain's reason; nothing is written.
 */
export async function transitionPayment(
  tx: Tx,
  orderId: string,
  event: PaymentEvent,
  opts: { field: string; changes?: PaymentChangesFor },
): Promise<PaymentTransition> {
  const result = await applyPaymentEvent(tx, orderId, event, opts.changes);
  if ('refused' in result) throw badInput(result.refused, opts.field);
  return result;
}

/**
 * The same, for the system's own changes, where a refusal is an answer rather than the user's
 * error (a cancelled order's payment that was already paid stays paid): the refusal is returned.
 */
export async function transitionPaymentIfAllowed(tx: Tx, orderId: string, event: PaymentEvent, changes?: PaymentChangesFor): Promise<PaymentTransition | PaymentRefusal> {
  return applyPaymentEvent(tx, orderId, event, changes);
}

async function applyPaymentEvent(tx: Tx, orderId: string, event: PaymentEvent, changes: PaymentChangesFor | undefined): Promise<PaymentTransition | PaymentRefusal> {
  const before = await lockOrderAndReadPayment(tx, orderId);
  const to = paymentAfter(before.status, event);
  if (to === null) return { refused: paymentEventError(before.status, event)!, from: before.status };

  const data = { ...(typeof changes === 'function' ? changes(before) : changes), status: to };
  const payment = before.id
    ? await tx.payment.update({ where: { orderId }, data })
    : await tx.payment.create({ data: { orderId, amount: before.amount, ...data } });
  if (isPaid(to) && !isPaid(before.status)) {
    // paid: by UPI, and from the wallet at checkout
    await issueInvoices(tx, orderId, { issuedAt: payment.confirmedAt ?? clock().now(), paid: payment.amount + payment.walletAmount });
  }
  if (to === CANCELLED_PAYMENT && before.status !== CANCELLED_PAYMENT && payment.walletAmount > 0) {
    // The credit an unpaid order held goes back to the wallet when it expires or is cancelled.
    const order = await tx.order.findUniqueOrThrow({ where: { id: orderId }, select: { userId: true, orderNumber: true } });
    await postWalletEntry(tx, { userId: order.userId, kind: 'EXPIRY_RETURN', amount: payment.walletAmount, orderId, note: `Order ${order.orderNumber} was not paid` });
  }
  return { event, from: before.status, to, before, payment };
}

/**
 * The order's row lock, then the payment read in a statement of its own: in Postgres's READ
 * COMMITTED a statement that waited for the lock still sees the rows it joined as they were when it
 * started, so a read joined to the lock could miss the change it waited for.
 */
async function lockOrderAndReadPayment(tx: Tx, orderId: string): Promise<PaymentBefore> {
  await lockOrder(tx, orderId);
  const row = await tx.payment.findUnique({ where: { orderId }, select: { id: true, status: true, amount: true, walletAmount: true, dueAt: true, rejectedAt: true } });
  if (row) return row;
  // An order placed before payments were recorded owes its total (paymentStatusOf).
  const order = await tx.order.findUnique({ where: { id: orderId }, select: { totalPrice: true } });
  if (!order) throw notFound('Order');
  return { id: null, status: INITIAL_PAYMENT_STATUS, amount: order.totalPrice, walletAmount: 0, dueAt: null, rejectedAt: null };
}
