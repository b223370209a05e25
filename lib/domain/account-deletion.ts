// What deleting an account (deleteMyAccount) leaves behind, and when the store refuses it.
// India's DPDP Act 2023 gives a customer the right to erasure, except for what another law makes
// us keep: GST law keeps invoices, credit notes and the accounts behind them for 72 months, so
// orders stay, with the buyer anonymised (docs/decisions.md, "The customer's data rights").
import { compareDays, formatDay, type IsoDay } from './calendar';
import { formatPaise } from './money';
import { isFinalStatus, type OrderStatus } from './order-status';
import { awaitsCustomerPayment, awaitsReview, type PaymentStatus } from './payment-status';
import type { AddressSnapshot } from './address-snapshot';

/** The buyer's name on every order, invoice and list once the account is deleted. */
export const DELETED_CUSTOMER_NAME = 'Deleted customer';

/** What an order's address copy says where the street address was. */
export const REMOVED_ADDRESS_LINE = 'Address removed at the customer’s request';

const DELETED_PHONE_PREFIX = 'deleted:';

/**
 * The number a deleted account keeps in its (unique, required) phone column: not a phone number,
 * so the real one is free for a new sign-up, and unique per account.
 */
export function deletedPhoneNumber(userId: string): string {
  return `${DELETED_PHONE_PREFIX}${userId}`;
}

/** A deleted account's placeholder, which documents print as nothing (there is no number to call). */
export function isDeletedPhoneNumber(phoneNumber: string): boolean {
  return phoneNumber.startsWith(DELETED_PHONE_PREFIX);
}

/**
 * An order's address copy with the person taken out: city, state, PIN code and country stay (the
 * place of supply an invoice must show, and no one's doorstep); the street, the title, the map pin
 * and the note for the driver go.
 */
export function anonymisedSnapshot(a: AddressSnapshot | null): AddressSnapshot {
  return {
    id: null,
    title: null,
    lineOne: REMOVED_ADDRESS_LINE,
    linetwo: null,
    city: a?.city ?? '',
    state: a?.state ?? '',
    zipCode: a?.zipCode ?? '',
    country: a?.country ?? 'India',
    latitude: null,
    longitude: null,
    dropNote: null,
  };
}

/** What the store still has going with the customer when they ask to delete their account. */
export type DeletionFacts = {
  /** today in Kolkata */
  today: IsoDay;
  /** their deliveries (any status; final and past ones are ignored) */
  deliveries: { orderNumber: string; date: IsoDay; status: OrderStatus }[];
  /** the payments of their orders */
  payments: { orderNumber: string; status: PaymentStatus; amount: number }[];
  /** refunds the store owes them and has not paid */
  refundsDue: { orderNumber: string; amount: number }[];
  /** paise in their store wallet (0 until the wallet exists) */
  walletBalance: number;
};

export type DeletionBlockerKind = 'DELIVERIES_TO_COME' | 'PAYMENT_DUE' | 'PAYMENT_IN_REVIEW' | 'REFUND_DUE' | 'WALLET_BALANCE';
export type DeletionBlocker = { kind: DeletionBlockerKind; message: string };

const orders = (numbers: string[]) => {
  const unique = [...new Set(numbers)];
  return unique.length === 1 ? `order ${unique[0]}` : `orders ${unique.slice(0, -1).join(', ')} and ${unique[unique.length - 1]}`;
};
const sum = (xs: { amount: number }[]) => xs.reduce((n, x) => n + x.amount, 0);
const capital = (s: string) => s[0].toUpperCase() + s.slice(1);

/**
 * Why the account cannot be deleted yet, in the order the customer should deal with them; empty
 * when it can. A serious store does not erase someone while it still owes them food or money, or
 * they owe it money: the deliveries would have no address and no one to call, the payment no one
 * to match it to, the refund no one to pay. Past deliveries an admin never closed do not count
 * (the food went out or it did not; that is the store's bookkeeping, not the customer's).
 */
export function accountDeletionBlockers(f: DeletionFacts): DeletionBlocker[] {
  const blockers: DeletionBlocker[] = [];
  const coming = f.deliveries
    .filter((d) => !isFinalStatus(d.status) && compareDays(d.date, f.today) >= 0)
    .sort((a, b) => compareDays(a.date, b.date));
  if (coming.length) {
    const numbers = coming.map((d) => d.orderNumber);
    const one = coming.length === 1;
    blockers.push({
      kind: 'DELIVERIES_TO_COME',
      message: `${capital(orders(numbers))} still ${new Set(numbers).size === 1 ? 'has' : 'have'} ${one ? 'a delivery' : 'deliveries'} to come (the next on ${formatDay(coming[0].date)}). Skip ${one ? 'it' : 'them'} or wait until ${one ? 'it is' : 'they are'} delivered.`,
    });
  }
  const due = f.payments.filter((p) => awaitsCustomerPayment(p.status) && p.amount > 0);
  if (due.length) {
    blockers.push({ kind: 'PAYMENT_DUE', message: `${formatPaise(sum(due))} is still to be paid for ${orders(due.map((p) => p.orderNumber))}.` });
  }
  const inReview = f.payments.filter((p) => awaitsReview(p.status));
  if (inReview.length) {
    blockers.push({ kind: 'PAYMENT_IN_REVIEW', message: `We are still checking your payment for ${orders(inReview.map((p) => p.orderNumber))}.` });
  }
  const refunds = f.refundsDue.filter((r) => r.amount > 0);
  if (refunds.length) {
    blockers.push({ kind: 'REFUND_DUE', message: `We still owe you a refund of ${formatPaise(sum(refunds))} for ${orders(refunds.map((r) => r.orderNumber))}; we pay it first.` });
  }
  if (f.walletBalance > 0) {
    blockers.push({ kind: 'WALLET_BALANCE', message: `Your wallet holds ${formatPaise(f.walletBalance)}; ask us to pay it out first.` });
  }
  return blockers;
}

/** The refusal the customer reads: every blocker, then what to do. */
export function deletionRefusal(blockers: DeletionBlocker[]): string {
  return `Your account cannot be deleted yet. ${blockers.map((b) => b.message).join(' ')} Then try again, or write to us.`;
}
