'use client';

// A change that costs more on a paid order than the wallet holds is held (lib/orders/held-change.ts):
// its answer carries the top-up for the rest (`payByUpi`), paid on that top-up's page like any
// top-up. Every change button that may be held takes the customer there the same way.
import { useRouter } from 'next/navigation';
import { topUpHref } from '@/lib/domain/wallet';

/** Goes to the top-up page when a change's answer is held for a UPI payment; does nothing otherwise. */
export function usePayHeldChange(): (payByUpi: { id: string } | null | undefined) => void {
  const router = useRouter();
  return (payByUpi) => {
    if (payByUpi) router.push(topUpHref(payByUpi.id));
  };
}
