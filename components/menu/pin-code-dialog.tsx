'use client';

import { useId, useRef, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { Button } from '@/components/ui/button';
import { menuPreferences } from '@/lib/client/menu-preferences';
import { INVALID_PIN_MESSAGE, isValidIndianPin } from '@/lib/domain/pincodes';

/** Enter or change the visitor's PIN code: six digits, kept in this browser. */
export function PinCodeDialog({ initial, onClose }: { initial: string; onClose: () => void }) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const pin = value.trim();
    if (!isValidIndianPin(pin)) {
      setError(INVALID_PIN_MESSAGE);
      inputRef.current?.focus();
      return;
    }
    menuPreferences.setPinCode(pin);
    onClose();
  }

  return (
    <Dialog open onClose={onClose} title="Check delivery to your PIN code" description="Meals and add-ons go to Bengaluru PIN codes; treats anywhere in India." initialFocusRef={inputRef}>
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-pin`} className="text-sm font-medium">
            6-digit PIN code
          </label>
          <input
            ref={inputRef}
            id={`${id}-pin`}
            name="pinCode"
            value={value}
            onChange={(e) => {
              setValue(e.target.value.replace(/\D/g, '').slice(0, 6));
              setError(null);
            }}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className="min-h-11 rounded-lg border border-stone-400 px-3 text-lg tracking-widest aria-[invalid]:border-red-700"
          />
          {error && (
            <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit">Check</Button>
        </div>
      </form>
    </Dialog>
  );
}
