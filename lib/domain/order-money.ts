// What an order's money comes to, as every page shows it: one place adds up what was paid, what
// skipped deliveries took off, what is refunded and what is still to pay (decisions.md, "What is
// owed is the payment's amount"). Pure: the order's figures come in, the sums come out.
//
//   total + added − from the wallet − credited = the payment's amount (by UPI): still to pay while
//   payable; once confirmed, the payment's amount and the wallet's part are what was paid (total +
//   added, less what was credited before paying). "added" is what changes of items that cost more
//   (changeDeliveryItems) put on the order after it was placed: the total stays what it was placed for.
//   refunds (skipped deliveries of a paid order) are due until an admin pays them back
import { isPaid, isPayable, type PaymentStatus } from './payment-status';

export const REFUND_STATUSES = ['DUE', 'PAID'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export type OrderMoneyInput = {
  /** what the order was placed for, paise */
  totalPrice: number;
  /** the payment as shown (an order without a payment row owes its total) */
  payment: { status: PaymentStatus; amount: number; walletAmount?: number };
  refunds: readonly { status: RefundStatus; amount: number }[];
};

/** paise */
export type OrderMoney = {
  total: number;
  /** paid from the wallet at checkout (given back if the order expires unpaid) */
  fromWallet: number;
  /** what changes of items that cost more added after the order was placed (net of what came off before paying) */
  added: number;
  /** skipped unpaid deliveries taken off the amount due (while it is still owed) */
  credited: number;
  /** still to pay: the payment's amount while payable, else 0 */
  toPay: number;
  /** received: the payment's amount once confirmed, else 0 */
  paid: number;
  /** refunds still to be paid back to the customer */
  refundsDue: number;
  /** refunds already paid back */
  refundsPaid: number;
};

/** The sum of the refunds in `status`. */
export function refundsTotal(refunds: readonly { status: RefundStatus; amount: number }[], status: RefundStatus): number {
  return refunds.reduce((sum, r) => (r.status === status ? sum + r.amount : sum), 0);
}

export function orderMoney({ totalPrice, payment, refunds }: OrderMoneyInput): OrderMoney {
  const payable = isPayable(payment.status);
  const fromWallet = payment.walletAmount ?? 0;
  const charged = fromWallet + payment.amount;
  return {
    total: totalPrice,
    fromWallet,
    added: payment.status === 'cancelled' ? 0 : Math.max(0, charged - totalPrice),
    credited: payable ? Math.max(0, totalPrice - charged) : 0,
    toPay: payable ? payment.amount : 0,
    paid: isPaid(payment.status) ? payment.amount + fromWallet : 0,
    refundsDue: refundsTotal(refunds, 'DUE'),
    refundsPaid: refundsTotal(refunds, 'PAID'),
  };
}
