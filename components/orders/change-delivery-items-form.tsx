'use client';

import { useRef } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import type { CategoryCode } from '@/lib/domain/categories';
import type { ItemOption } from '@/lib/domain/delivery-items';
import { ChangePreviewNote } from './change-preview';
import { ChangeItemsQuantities } from './change-items-quantities';
import { useChangeDeliveryItems } from './use-change-delivery-items';

/**
 * "Change" on a coming delivery: how many of each variant it brings (0: none; all 0 skips the
 * day), optionally for every later delivery too. Each quantity is checked with the server's own rule
 * (lib/domain/inputs/change-items-form.ts), its problem beside it and the first one focused. The
 * server checks everything again (cutoff, category, capacity, money) and its refusal shows beside the
 * quantities. The parts: the dialog's state (use-change-delivery-items.ts) and the quantities
 * (change-items-quantities.tsx).
 */
export function ChangeDeliveryItemsForm({ deliveryId, day, category, current, hasLater }: { deliveryId: string; day: string; category: CategoryCode; current: ItemOption[]; hasLater: boolean }) {
  const { kit, open, setOpen, options, start, submit, busy, preview } = useChangeDeliveryItems({ deliveryId, category, current });
  const keepRef = useRef<HTMLButtonElement>(null);
  const firstRef = useRef<HTMLInputElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);

  return (
    <>
      <button
        ref={openerRef}
        type="button"
        onClick={() => void start()}
        className="min-h-11 rounded-lg border border-brand-700 bg-white px-3 text-sm font-semibold text-brand-800 hover:bg-brand-100"
      >
        Change<span className="sr-only"> the delivery of {day}</span>
      </button>
      <Dialog
        open={open}
        onClose={busy ? () => {} : () => setOpen(false)}
        title={`Change the delivery of ${day}`}
        description={<p>Set how many of each the day brings. A change that costs more is paid from your wallet first and the rest added to what you pay; once the order is paid, your wallet pays all of it. One that costs less comes off what you pay, or goes to your wallet once paid. All 0 skips the day.</p>}
        initialFocusRef={firstRef}
        returnFocusRef={openerRef}
      >
        <form noValidate onSubmit={submit}>
          <ChangeItemsQuantities deliveryId={deliveryId} options={options} kit={kit} firstRef={firstRef} />
          {hasLater && (
            <label className="mt-2 flex min-h-11 items-center gap-2 text-sm">
              <input type="checkbox" {...kit.form.register('applyToLaterDeliveries')} />
              Also change every later delivery
            </label>
          )}
          <ChangePreviewNote state={preview} />
          <DialogActions cancelRef={keepRef} cancelLabel="Keep it" onCancel={() => setOpen(false)} actionLabel="Save change" busyLabel="Saving…" onAction={() => void submit()} busy={busy} />
        </form>
      </Dialog>
    </>
  );
}
