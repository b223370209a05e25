'use client';

import type { Ref } from 'react';
import { Button } from '@/components/ui/button';
import { formatPaise } from '@/lib/domain/money';
import { closedNotice, type StoreStatus } from '@/lib/domain/store-status';
import type { walletSplit } from '@/lib/domain/wallet';

type Props = {
  barRef: Ref<HTMLDivElement>;
  store: StoreStatus;
  isLoggedIn: boolean;
  walletBalance: number;
  useWallet: boolean;
  onUseWallet: (use: boolean) => void;
  /** everything is chosen, so the figures are worth showing */
  showTotal: boolean;
  split: ReturnType<typeof walletSplit>;
  /** " · ₹…" after the button's words once the total can be shown, else '' */
  priced: string;
  /** what is still to choose (all of it), or null */
  missing: string | null;
  error: string | null;
  busy: boolean;
  onPlaceOrder: () => void;
};

/** The bar that floats over the cart: the store's closed note, the wallet, the failure and "Place order". */
export function CheckoutBar({ barRef, store, isLoggedIn, walletBalance, useWallet, onUseWallet, showTotal, split, priced, missing, error, busy, onPlaceOrder }: Props) {
  return (
    // Kept short (the note above it is out of it): it floats over the cart while scrolling, and the
    // room it takes is reserved for focused fields (useReserveRoomForStickyBar). z-10: above the
    // calendar's month heading, which react-day-picker lifts with a z-index of its own.
    <div ref={barRef} data-testid="checkout-bar" className="sticky bottom-16 z-10 rounded-xl border border-brand-700 bg-white p-3 shadow-lg min-[901px]:bottom-2">
      {!store.openStatus && (
        <p id="store-closed-note" className="mb-2 rounded-lg border border-amber-700 bg-amber-50 p-2 text-sm font-medium text-amber-900" data-testid="checkout-closed">
          {closedNotice(store)}
        </p>
      )}
      {isLoggedIn && walletBalance > 0 && (
        <div className="mb-2 flex flex-wrap items-center justify-between gap-2 text-sm" data-testid="checkout-wallet">
          <label className="inline-flex min-h-11 items-center gap-2">
            <input type="checkbox" checked={useWallet} onChange={(e) => onUseWallet(e.target.checked)} className="h-5 w-5" />
            Use wallet credit ({formatPaise(walletBalance)} available)
          </label>
          {useWallet && showTotal && (
            <span>
              −{formatPaise(split.walletAmount)} from the wallet{split.upiAmount === 0 ? ': nothing to pay by UPI' : `, ${formatPaise(split.upiAmount)} by UPI`}
            </span>
          )}
        </div>
      )}
      {error && <p role="alert" className="mb-2 text-sm font-medium text-red-800">{error}</p>}
      {/* The server refuses a closed store's orders anyway; the button only saves a pointless try. */}
      {/* Until everything is chosen the button says what is missing (all of it) instead of a ₹0.00
          total; logged out it still leads to the login. */}
      <Button
        onClick={onPlaceOrder}
        size="lg"
        fullWidth
        busy={busy}
        busyLabel="Placing your order…"
        disabled={!store.openStatus || (isLoggedIn && missing !== null)}
        aria-describedby={store.openStatus ? undefined : 'store-closed-note'}
        data-testid="place-order"
      >
        {!isLoggedIn ? `Log in to order${priced}` : (missing ?? `Place order${priced}`)}
      </Button>
    </div>
  );
}
