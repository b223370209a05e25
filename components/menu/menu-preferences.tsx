'use client';

// The menu's per-visitor parts, decided in the browser over the cached page: the PIN code dialog
// (spec session state displayPinCodeDialog, pinCode, validPinCodes) with a mark on each card
// saying whether it is delivered there, and the veg / non-veg filter that hides cards. The valid
// PINs come with the page as data (the configuration is a cached read, the same for everyone).
import { createContext, useContext, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { menuPreferences, useMenuPreferences } from '@/lib/client/menu-preferences';
import type { CategoryCode } from '@/lib/domain/categories';
import { FOOD_FILTERS, FOOD_FILTER_LABELS, foodFilterStatus, matchesFoodFilter, type FoodType } from '@/lib/domain/food-types';
import { itemsMatching, totalItems, type FoodTypeCounts } from '@/lib/domain/menu-paging';
import { INVALID_PIN_MESSAGE, deliversTo, isValidIndianPin, pinAnswer } from '@/lib/domain/pincodes';
import { DeliveryWaitlist } from './delivery-waitlist';
import { FoodTypeMark } from './food-type-badge';
import { Button } from '@/components/ui/button';

type Context = { validPinCodes: ReadonlySet<string>; foodTypeCounts: FoodTypeCounts };

const MenuContext = createContext<Context>({ validPinCodes: new Set(), foodTypeCounts: { veg: 0, nonveg: 0, unset: 0 } });

/**
 * Wraps the menu: the PINs meals go to, and how many items of the view have each food type (the
 * filter counts the whole view, also the cards not loaded yet).
 */
export function MenuPreferencesProvider({ validPinCodes, foodTypeCounts, children }: { validPinCodes: string[]; foodTypeCounts: FoodTypeCounts; children: ReactNode }) {
  const value = useMemo(() => ({ validPinCodes: new Set(validPinCodes), foodTypeCounts }), [validPinCodes, foodTypeCounts]);
  return <MenuContext.Provider value={value}>{children}</MenuContext.Provider>;
}

/** The view's items by food type (for the menu's "Show more"). */
export function useFoodTypeCounts(): FoodTypeCounts {
  return useContext(MenuContext).foodTypeCounts;
}

/**
 * The PIN the visitor checked, what is delivered there, and the dialog to enter or change it.
 * `explainOnPhone={false}` keeps the general delivery sentence for screen readers only on a
 * phone, where the hero above already says it and the first prices must fit the first screen.
 */
export function PinCodeControl({ explainOnPhone = true }: { explainOnPhone?: boolean }) {
  const { validPinCodes } = useContext(MenuContext);
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

function PinCodeDialog({ initial, onClose }: { initial: string; onClose: () => void }) {
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

/** On a card: whether its kind is delivered to the PIN the visitor checked (nothing until they do). */
export function DeliveryMark({ kind }: { kind: CategoryCode }) {
  const { validPinCodes } = useContext(MenuContext);
  const { pinCode } = useMenuPreferences();
  if (!pinCode) return null;
  const ok = deliversTo(kind, pinCode, validPinCodes);
  return (
    <p className={`text-sm font-medium ${ok ? 'text-green-800' : 'text-red-800'}`} data-testid="delivery-mark" data-delivers={ok}>
      <span aria-hidden="true">{ok ? '✓ ' : '✕ '}</span>
      {ok ? `Delivered to ${pinCode}` : `Not delivered to ${pinCode}`}
    </p>
  );
}

/** All / Veg / Non-veg as radio buttons; hides the other cards and says how many are shown. */
export function FoodTypeFilter() {
  const id = useId();
  const { foodTypeCounts } = useContext(MenuContext);
  const { foodFilter } = useMenuPreferences();
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="sr-only">Show</legend>
        <span aria-hidden="true" className="text-sm font-medium text-stone-800">
          Show
        </span>
        {FOOD_FILTERS.map((filter) => (
          <label
            key={filter}
            htmlFor={`${id}-${filter}`}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-brand-100 bg-white px-4 text-sm font-medium text-brand-800 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-700 has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700"
          >
            <input
              id={`${id}-${filter}`}
              type="radio"
              name={`${id}-food-filter`}
              value={filter}
              checked={foodFilter === filter}
              onChange={() => menuPreferences.setFoodFilter(filter)}
              className="sr-only"
            />
            {filter !== 'all' && <FoodTypeMark foodType={filter} />}
            {FOOD_FILTER_LABELS[filter]}
          </label>
        ))}
      </fieldset>
      {/* "Showing all N items" is for screen readers on a phone, where the first screen is for dishes */}
      <p role="status" className={`text-sm text-stone-700 ${foodFilter === 'all' ? 'max-sm:sr-only' : ''}`} data-testid="food-filter-status">
        {foodFilterStatus(itemsMatching(foodTypeCounts, foodFilter), totalItems(foodTypeCounts), foodFilter)}
      </p>
    </div>
  );
}

/** One card's place in the grid, hidden when the filter leaves it out. */
export function MenuGridItem({ foodType, children }: { foodType: FoodType | null; children: ReactNode }) {
  const { foodFilter } = useMenuPreferences();
  const shown = matchesFoodFilter(foodType, foodFilter);
  // A class, not the hidden attribute: the item's own `flex` would override [hidden]. The card fills
  // its cell (*:flex-1): sized by its content it came out narrower than the grid in a short last row.
  return <li className={shown ? 'menu-cell' : 'hidden'}>{children}</li>;
}
