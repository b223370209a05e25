// What the payment services answer: confirm and reject the move they made (the GraphQL layer builds
// its envelope from it); upload and extend the payment as it is now, in the one shape orders are
// shown in (order-view.ts).
import 'server-only';
import type { Payment } from '@/lib/generated/prisma/client';
import type { PaymentStatus } from '@/lib/domain/payment-status';
import { paymentView, type PaymentView } from '@/lib/orders/order-view';
import type { PaymentTransition } from './transition-payment';

export type PaymentChanged = {
  paymentId: string;
  orderId: string;
  orderNumber: string;
  from: PaymentStatus;
  to: PaymentStatus;
  /** what the payment is for now, paise */
  amount: number;
};

export function paymentChanged(order: { id: string; orderNumber: string }, t: PaymentTransition): PaymentChanged {
  return { paymentId: t.payment.id, orderId: order.id, orderNumber: order.orderNumber, from: t.from, to: t.to, amount: t.payment.amount };
}

/** A payment that has a row (every payment a service has just written). */
export type StoredPaymentView = PaymentView & { id: string };

export function storedPaymentView(p: Payment, screenshot: { id: string; storageKey: string; contentType: string } | null): StoredPaymentView {
  return { ...paymentView({ ...p, screenshot }, p.amount), id: p.id };
}
