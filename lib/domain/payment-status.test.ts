import {
  CANCELLED_PAYMENT,
  PAYMENT_EVENTS,
  PAYMENT_STATUSES,
  OUTSTANDING_PAYMENT_STATUSES,
  awaitsCustomerPayment,
  awaitsReview,
  isFinalPayment,
  isPaid,
  isPayable,
  paymentAfter,
  paymentEventError,
  paymentStatusOf,
  rejectionToShow,
} from './payment-status';
import { EXPECTED_PAYMENT_TRANSITIONS as TRANSITIONS } from '@/testing/payment-transitions';

test.each(TRANSITIONS)('%s --%s--> %s', (from, event, to) => {
  expect(paymentAfter(from, event)).toBe(to);
  const error = paymentEventError(from, event);
  if (to === null) expect(error).toEqual(expect.any(String));
  else expect(error).toBeNull();
});

test('every status and event has a row', () => {
  expect(TRANSITIONS).toHaveLength(PAYMENT_STATUSES.length * PAYMENT_EVENTS.length);
});

test.each([
  ['required', true, false, true, false, false],
  ['pending', true, false, false, true, false],
  ['success', false, true, false, false, true],
  ['cancelled', false, true, false, false, false],
] as const)('%s: payable %s, final %s, awaits the customer %s, awaits review %s, paid %s', (status, payable, final, customer, review, paid) => {
  expect(isPaid(status)).toBe(paid);
  expect(isPayable(status)).toBe(payable);
  expect(isFinalPayment(status)).toBe(final);
  expect(awaitsCustomerPayment(status)).toBe(customer);
  expect(awaitsReview(status)).toBe(review);
});

test('outstanding statuses are the payable ones', () => {
  expect([...OUTSTANDING_PAYMENT_STATUSES].sort()).toEqual(['pending', 'required']);
});

test('an order without a payment row still has to be paid', () => {
  expect(paymentStatusOf(null)).toBe('required');
  expect(paymentStatusOf(undefined)).toBe('required');
  expect(paymentStatusOf({ status: 'pending' })).toBe('pending');
});

test('refusals say why in words a customer or admin understands', () => {
  expect(paymentEventError('success', 'uploadProof')).toBe('This order is already paid.');
  expect(paymentEventError('required', 'reject')).toMatch(/not uploaded/);
});

test('every state a cancellation may leave goes to the cancelled state', () => {
  for (const s of PAYMENT_STATUSES) {
    const to = paymentAfter(s, 'cancel');
    if (to !== null) expect(to).toBe(CANCELLED_PAYMENT);
  }
});

test.each([
  ['required', 'Amount does not match', 'Amount does not match'],
  ['required', '  Blurry screenshot  ', 'Blurry screenshot'],
  ['required', null, null],
  ['required', '   ', null],
  // answered: a new proof is waiting, or the payment was confirmed or cancelled after all
  ['pending', 'Amount does not match', null],
  ['success', 'Amount does not match', null],
  ['cancelled', 'Amount does not match', null],
] as const)('a %s payment rejected with %p shows %p', (status, rejectionReason, shown) => {
  expect(rejectionToShow({ status, rejectionReason })).toBe(shown);
});
