'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { menuPreferences, useMenuPreferences } from '@/lib/client/menu-preferences';
import { pinAnswer } from '@/lib/domain/pincodes';
import { useMenuContext } from './menu-preferences';

// Both appear only after the visitor acts (a PIN checked in this browser, the button pressed), so
// neither is in the menu's first JavaScript: each is a chunk of its own, fetched when it is shown.
const DeliveryWaitlist = dynamic(() => import('./delivery-waitlist').then((m) => m.DeliveryWaitlist), { ssr: false });
const PinCodeDialog = dynamic(() => import('./pin-code-dialog').then((m) => m.PinCodeDialog), { ssr: false });

/**
 * The PIN the visitor checked, what is delivered there, and the dialog to enter or change it.
 * `explainOnPhone={false}` keeps the general delivery sentence for screen readers only on a
 * phone, where the hero above already says it and the first prices must fit the first screen.
 */
export function PinCodeControl({ explainOnPhone = true }: { explainOnPhone?: boolean }) {
  const { validPinCodes } = useMenuContext();
  const { pinCode } = useMenuPreferences();
  const [dialogOpen, setDialogOpen] = useState(false);
  const answer = pinCode ? pinAnswer(pinCode, validPinCodes) : null;
  const summary = answer?.text ?? null;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-brand-100 bg-white p-2 text-sm sm:p-3" data-testid="pin-code-control">
      <p role="status" className={`min-w-0 flex-1 basis-60 ${!summary && !explainOnPhone ? 'max-sm:sr-only' : ''}`}>
        {summary ?? 'Meals and add-ons are delivered in Bengaluru, treats anywhere in India. Check your PIN code to see what reaches you.'}
      </p>
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={() => setDialogOpen(true)} className="min-h-11 rounded-lg border border-brand-700 px-3 font-semibold text-brand-800 hover:bg-brand-50">
          {pinCode ? 'Change PIN code' : 'Check your PIN code'}
        </button>
        {pinCode && (
          <button type="button" onClick={() => menuPreferences.setPinCode(null)} className="min-h-11 rounded-lg px-3 text-stone-700 underline hover:bg-stone-100">
            Clear PIN code<span className="sr-only"> {pinCode}</span>
          </button>
        )}
      </div>
      {pinCode && answer?.offerWaitlist && <DeliveryWaitlist key={pinCode} pinCode={pinCode} />}
      {/* Mounted only while open, so it starts from the saved PIN each time. */}
      {dialogOpen && <PinCodeDialog initial={pinCode ?? ''} onClose={() => setDialogOpen(false)} />}
    </div>
  );
}

