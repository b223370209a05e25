import Link from 'next/link';
import { formatPaise } from '@/lib/domain/money';
import { awaitsCustomerPayment } from '@/lib/domain/payment-status';
import { topUpHref } from '@/lib/domain/wallet';
import type { HeldChangeWaiting } from '@/lib/wallet/top-up-wallet';

/**
 * The changes of an order held for the rest of their cost by UPI (a paid order, too little in the
 * wallet: lib/orders/held-change.ts), each with a link to its top-up's page: "₹47.00 to pay by UPI
 * for your change", or while its proof is checked, that it is being checked. Nothing when none waits.
 */
export function HeldChangesNote({ waiting }: { waiting: readonly HeldChangeWaiting[] }) {
  if (waiting.length === 0) return null;
  return (
    <ul className="flex flex-col gap-2" data-testid="held-changes">
      {waiting.map((t) => {
        const amount = formatPaise(t.amount);
        const toPay = awaitsCustomerPayment(t.status);
        return (
          <li key={t.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
            <span className="flex-1 font-medium">
              {toPay ? `${amount} to pay by UPI for your change. It is made when your payment is confirmed.` : `Your payment of ${amount} for your change is being checked. The change is made when it is confirmed.`}
            </span>
            <Link prefetch={false} href={topUpHref(t.id)} className="inline-flex min-h-11 items-center text-brand-700 underline">
              {toPay ? `Pay ${amount} by UPI` : 'See the payment'}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
