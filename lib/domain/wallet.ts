// The wallet (store credit): what moves a balance, which way, and how an order's total splits
// between the wallet and UPI. Pure rules; the ledger itself is lib/wallet/post-wallet-entry.ts.
import { formatPaise } from './money';
import { parseRepeatInfo, type Repeat } from './repeat';

export const WALLET_ENTRY_KINDS = ['SKIP_CREDIT', 'CANCEL_CREDIT', 'TOP_UP', 'ADMIN_CREDIT', 'ORDER_DEBIT', 'PAYOUT', 'EXPIRY_RETURN'] as const;
export type WalletEntryKind = (typeof WALLET_ENTRY_KINDS)[number];

/** Debits take money out of the wallet (their entries are negative); every other kind puts it in. */
const DEBITS: readonly WalletEntryKind[] = ['ORDER_DEBIT', 'PAYOUT'];

export function isDebit(kind: WalletEntryKind): boolean {
  return DEBITS.includes(kind);
}

/** The signed amount an entry of `kind` for `paise` (> 0) is stored with. */
export function signedAmount(kind: WalletEntryKind, paise: number): number {
  return isDebit(kind) ? -paise : paise;
}

export const WALLET_ENTRY_LABELS: Record<WalletEntryKind, string> = {
  SKIP_CREDIT: 'Skipped delivery',
  CANCEL_CREDIT: 'Cancelled delivery',
  TOP_UP: 'Added by UPI',
  ADMIN_CREDIT: 'Goodwill credit',
  ORDER_DEBIT: 'Paid for an order',
  PAYOUT: 'Paid out to UPI',
  EXPIRY_RETURN: 'Returned from an unpaid order',
};

/**
 * What a wallet line says: its kind's label and its note. A change of items that lowers a price is
 * recorded as a CANCEL_CREDIT whose note starts "Items changed" (lib/orders/change-delivery-items.ts);
 * nothing was cancelled, so it reads as the items change it was, not "Cancelled delivery".
 */
export function walletEntryWords(kind: WalletEntryKind, note: string | null): { label: string; note: string | null } {
  if (kind === 'CANCEL_CREDIT' && note && /^Items changed\b/.test(note)) {
    return { label: 'Items changed', note: note.replace(/^Items changed\s*/, '') || null };
  }
  return { label: WALLET_ENTRY_LABELS[kind], note };
}

/** Why a balance cannot take an entry, fit to show; null when it can. */
export function walletEntryError(balance: number, kind: WalletEntryKind, paise: number): string | null {
  if (!Number.isInteger(paise) || paise <= 0) return 'The amount must be more than zero.';
  if (isDebit(kind) && paise > balance) return `Your wallet has only ${formatPaise(balance)}.`;
  return null;
}

/**
 * How an order's total is paid: from the wallet as far as it goes (when the customer uses it), the
 * rest by UPI. The server works this out under the wallet's lock; the client's figure is a preview.
 */
export function walletSplit(total: number, balance: number, useWallet: boolean): { walletAmount: number; upiAmount: number } {
  const walletAmount = useWallet ? Math.max(0, Math.min(total, balance)) : 0;
  return { walletAmount, upiAmount: total - walletAmount };
}

/** Where money given back goes: the wallet at once (the default), or a refund to the customer's UPI id. */
export const REFUND_DESTINATIONS = ['WALLET', 'UPI'] as const;
export type RefundDestination = (typeof REFUND_DESTINATIONS)[number];
export const DEFAULT_REFUND_DESTINATION: RefundDestination = 'WALLET';

/** The promise made for a refund to UPI, and when one is overdue against it. */
export const REFUND_PROMISE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days since a refund was due. */
export function refundAgeDays(createdAt: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - createdAt.getTime()) / DAY_MS));
}

export function isRefundOverdue(createdAt: Date, now: Date): boolean {
  return refundAgeDays(createdAt, now) > REFUND_PROMISE_DAYS;
}

/** What the customer is told about money given back, per destination. */
export function moneyBackText(paise: number, to: RefundDestination): string {
  return to === 'WALLET'
    ? `${formatPaise(paise)} was added to your wallet and is used at your next checkout.`
    : `${formatPaise(paise)} will be refunded to your UPI id within ${REFUND_PROMISE_DAYS} days.`;
}

/** Top-ups: at least ₹100, at most ₹50,000 at a time (paise). */
export const MIN_TOP_UP = 10_000;
export const MAX_TOP_UP = 5_000_000;

export function topUpAmountError(paise: number): string | null {
  if (!Number.isInteger(paise)) return 'Please enter a whole amount.';
  if (paise < MIN_TOP_UP) return `The smallest top-up is ${formatPaise(MIN_TOP_UP)}.`;
  if (paise > MAX_TOP_UP) return `The largest top-up is ${formatPaise(MAX_TOP_UP)}.`;
  return null;
}

/**
 * "A month of my subscription": what the customer's latest subscription costs per delivery, times
 * the deliveries its schedule has in 30 days (every day: 30; Mon+Thu: round(2 × 30 / 7) = 9).
 * Null when there is no subscription to go by. Rounded up to whole rupees.
 */
export function monthOfSubscription(sub: { totalPrice: number; deliveries: number } & Repeat): number | null {
  if (sub.deliveries <= 0) return null;
  const days = parseRepeatInfo(sub);
  if (!days || days.length === 0) return null;
  const perWeek = days.includes('EVERYDAY') ? 7 : days.length;
  const perMonth = Math.round((perWeek * 30) / 7);
  const paise = Math.round((sub.totalPrice / sub.deliveries) * perMonth);
  return Math.min(MAX_TOP_UP, Math.max(MIN_TOP_UP, Math.ceil(paise / 100) * 100));
}

const TOP_UP_IN_TEXT = /\bTU(\d{10})\b/g;

/** The top-up numbers a bank narration names (our UPI link carries the number in tn and tr). */
export function topUpNumbersIn(text: string): string[] {
  return [...new Set([...text.toUpperCase().matchAll(TOP_UP_IN_TEXT)].map((m) => `TU${m[1]}`))];
}

/** Whether a payment's number is a wallet top-up's (TU…) rather than an order's. */
export function isTopUpNumber(number: string): boolean {
  return /^TU\d{10}$/.test(number);
}

/**
 * A payment by its number: 'order DM261120-K7Q2M' or 'wallet top-up TU0000000042' (as a sentence
 * starts it with `start`: 'Order …', 'Wallet top-up …').
 */
export function paymentName(number: string, start = false): string {
  const noun = isTopUpNumber(number) ? 'wallet top-up' : 'order';
  return `${start ? noun[0].toUpperCase() + noun.slice(1) : noun} ${number}`;
}

/** The page where a top-up is paid (its UPI link, QR code and proof): a wallet top-up's, or the rest of a held change's. */
export function topUpHref(topUpId: string): string {
  return `/profile/wallet/top-up?id=${encodeURIComponent(topUpId)}`;
}

/** Top-up numbers: what the UPI link carries in tn/tr ("TU" and 10 digits), so a bank narration names it. */
export function topUpNumber(serial: number): string {
  return `TU${String(serial).padStart(10, '0')}`;
}
