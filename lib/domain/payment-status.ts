// The payment of an order, as one state machine: every page, service and job asks this file what a
// payment may do next instead of comparing status strings itself.
//
//   required --upload proof--> pending --admin confirms--> success
//   required --admin confirms (cash, bank statement)--> success
//   pending  --admin rejects, with a reason--> required   (the customer uploads again)
//   pending  --a new upload replaces the proof--> pending
//   required / pending --order cancelled or expired--> cancelled
//   required / pending --an admin extends the deadline, or a skipped delivery lowers the amount--> unchanged
//   success --a change of items that costs more, paid from the wallet--> success (more was paid)
//   success and cancelled are final: money received is refunded outside the app, never un-paid.
//
// The services apply this table in one place, lib/payments/transition-payment.ts: a new event is a
// row in NEXT and REFUSALS here (and in the table test), then a transitionPayment call.
export const PAYMENT_STATUSES = ['success', 'pending', 'required', 'cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Every order is placed owing its total. */
export const INITIAL_PAYMENT_STATUS: PaymentStatus = 'required';

export const PAYMENT_EVENTS = ['uploadProof', 'confirm', 'reject', 'cancel', 'extendDeadline', 'lowerAmountDue', 'raiseAmountDue', 'addWalletPayment'] as const;
export type PaymentEvent = (typeof PAYMENT_EVENTS)[number];

/** Where a cancelled order's payment goes (from any state that may be cancelled). */
export const CANCELLED_PAYMENT: PaymentStatus = 'cancelled';

const NEXT: Record<PaymentEvent, Partial<Record<PaymentStatus, PaymentStatus>>> = {
  uploadProof: { required: 'pending', pending: 'pending' },
  confirm: { required: 'success', pending: 'success' },
  reject: { pending: 'required' },
  cancel: { required: 'cancelled', pending: 'cancelled' },
  // while money is owed: more time to pay, or less to pay (a skipped one-time delivery)
  extendDeadline: { required: 'required', pending: 'pending' },
  lowerAmountDue: { required: 'required', pending: 'pending' },
  // an undone skip charges its day again: only before any proof was sent for the lower amount
  raiseAmountDue: { required: 'required' },
  // a paid order's change of items that costs more: the wallet pays the extra, the order stays paid
  addWalletPayment: { success: 'success' },
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  success: 'Paid',
  pending: 'Payment being verified',
  required: 'Payment required',
  cancelled: 'Payment cancelled',
};

export function isPaymentStatus(value: string): value is PaymentStatus {
  return (PAYMENT_STATUSES as readonly string[]).includes(value);
}

/** The status of an order's payment; an order without a payment row still has to be paid. */
export function paymentStatusOf(payment: { status: PaymentStatus } | null | undefined): PaymentStatus {
  return payment?.status ?? INITIAL_PAYMENT_STATUS;
}

/** Where the payment goes on `event`, or null when the event is not allowed from `from`. */
export function paymentAfter(from: PaymentStatus, event: PaymentEvent): PaymentStatus | null {
  return NEXT[event][from] ?? null;
}

/** Money is still owed: the customer sees how to pay and may upload proof; an admin may confirm. */
export function isPayable(status: PaymentStatus): boolean {
  return paymentAfter(status, 'confirm') !== null;
}

/**
 * The money was received (an admin confirmed it). A skipped delivery of a paid order is refunded;
 * of an order not paid yet, it comes off the amount due.
 */
export function isPaid(status: PaymentStatus): boolean {
  return status === 'success';
}

/** The customer still has to pay: nothing uploaded yet, or the proof was rejected. */
export function awaitsCustomerPayment(status: PaymentStatus): boolean {
  return status === 'required';
}

/** Proof is uploaded and waits for an admin to confirm or reject it. */
export function awaitsReview(status: PaymentStatus): boolean {
  return status === 'pending';
}

/** The longest reason an admin may give for rejecting a payment proof (it is sent by SMS, so: short). */
export const MAX_REJECTION_REASON = 200;

/**
 * Why the last proof was rejected, while the customer still has to answer it by paying or uploading
 * again; null otherwise (a new upload clears the reason, a confirmed payment needs no answer).
 */
export function rejectionToShow(payment: { status: PaymentStatus; rejectionReason: string | null }): string | null {
  return awaitsCustomerPayment(payment.status) && payment.rejectionReason?.trim() ? payment.rejectionReason.trim() : null;
}

/** A final payment's status never changes again (a paid one may still have more paid towards it). */
export function isFinalPayment(status: PaymentStatus): boolean {
  return PAYMENT_EVENTS.every((event) => [null, status].includes(paymentAfter(status, event)));
}

/** Statuses whose amount counts as due (the "payment due" of a customer). */
export const OUTSTANDING_PAYMENT_STATUSES: readonly PaymentStatus[] = PAYMENT_STATUSES.filter(isPayable);

const REFUSALS: Record<PaymentEvent, Partial<Record<PaymentStatus, string>>> = {
  uploadProof: { success: 'This order is already paid.', cancelled: 'This order was cancelled.' },
  confirm: { success: 'This payment is already confirmed.', cancelled: 'This order was cancelled; its payment cannot be confirmed.' },
  reject: {
    required: 'There is no payment proof to reject: the customer has not uploaded one.',
    success: 'This payment is already confirmed and cannot be rejected.',
    cancelled: 'This order was cancelled.',
  },
  cancel: { success: 'A paid order cannot have its payment cancelled.', cancelled: 'This payment is already cancelled.' },
  extendDeadline: { success: 'This order is already paid.', cancelled: 'This order was cancelled.' },
  lowerAmountDue: { success: 'This order is already paid: a skipped delivery is refunded instead.', cancelled: 'This order was cancelled.' },
  raiseAmountDue: {
    pending: 'The payment for this order is being checked; the amount cannot go up now.',
    success: 'This order is already paid.',
    cancelled: 'This order was cancelled.',
  },
  addWalletPayment: {
    required: 'This order is not paid yet: the extra is added to the amount to pay instead.',
    pending: 'Your payment for this order is being checked, so a change that costs more has to wait until it is confirmed.',
    cancelled: 'This order was cancelled.',
  },
};

/** null when `event` may happen to a payment in `from`; otherwise why not, fit to show the user. */
export function paymentEventError(from: PaymentStatus, event: PaymentEvent): string | null {
  if (paymentAfter(from, event) !== null) return null;
  return REFUSALS[event][from] ?? 'This payment cannot be changed.';
}
