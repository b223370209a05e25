'use client';

import { useState } from 'react';
import { ConfirmPaymentDialog } from './confirm-payment-dialog';

type Props = { orderId: string; orderNumber: string; amount: string; customerName: string };

/**
 * Admin, on the order page: mark the order paid once the screenshot or bank statement shows the
 * money arrived. The button only opens the dialog that names the order and amount; one stray tap
 * no longer confirms a payment.
 */
export function ConfirmPaymentButton({ orderId, orderNumber, amount, customerName }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className="min-h-11 self-start rounded-lg bg-green-800 px-4 text-sm font-semibold text-white hover:bg-green-900">
        Confirm payment of {amount} received
      </button>
      <ConfirmPaymentDialog open={open} onClose={() => setOpen(false)} orderId={orderId} orderNumber={orderNumber} amount={amount} customerName={customerName} />
    </>
  );
}
