// The payment-status map (lib/domain/payment-status.ts) written out by hand, rather than read from
// the code under test: the rule's own unit test and transitionPayment's db test both check
// against it, so the two cannot drift apart from each other.
import type { PaymentEvent, PaymentStatus } from '@/lib/domain/payment-status';

/** One row per (status, event): where the payment goes, or null when it may not. */
export const EXPECTED_PAYMENT_TRANSITIONS: readonly [PaymentStatus, PaymentEvent, PaymentStatus | null][] = [
  ['required', 'uploadProof', 'pending'],
  ['pending', 'uploadProof', 'pending'],
  ['success', 'uploadProof', null],
  ['cancelled', 'uploadProof', null],
  ['required', 'confirm', 'success'],
  ['pending', 'confirm', 'success'],
  ['success', 'confirm', null],
  ['cancelled', 'confirm', null],
  ['required', 'reject', null],
  ['pending', 'reject', 'required'],
  ['success', 'reject', null],
  ['cancelled', 'reject', null],
  ['required', 'cancel', 'cancelled'],
  ['pending', 'cancel', 'cancelled'],
  ['success', 'cancel', null],
  ['cancelled', 'cancel', null],
  ['required', 'extendDeadline', 'required'],
  ['pending', 'extendDeadline', 'pending'],
  ['success', 'extendDeadline', null],
  ['cancelled', 'extendDeadline', null],
  ['required', 'lowerAmountDue', 'required'],
  ['pending', 'lowerAmountDue', 'pending'],
  ['success', 'lowerAmountDue', null],
  ['cancelled', 'lowerAmountDue', null],
  ['required', 'raiseAmountDue', 'required'],
  ['pending', 'raiseAmountDue', null],
  ['success', 'raiseAmountDue', null],
  ['cancelled', 'raiseAmountDue', null],
  ['required', 'addWalletPayment', null],
  ['pending', 'addWalletPayment', null],
  ['success', 'addWalletPayment', 'success'],
  ['cancelled', 'addWalletPayment', null],
];
