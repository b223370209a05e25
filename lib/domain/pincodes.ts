// Where each cart kind can be delivered: meals and add-ons only inside the configured Bengaluru PIN
// codes, treats anywhere in India (architecture.md "Delivery dates").
import type { CategoryCode } from './categories';

const INDIAN_PIN = /^[1-9]\d{5}$/;

export const INVALID_PIN_MESSAGE = 'Please enter a valid 6-digit PIN code.';
export const OUTSIDE_AREA_MESSAGE = 'Sorry, we deliver meals and add-ons only in Bengaluru. This PIN code is outside our delivery area.';

export function isValidIndianPin(pin: string): boolean {
  return INDIAN_PIN.test(pin);
}

/** The `pincodes` configuration value (comma- or space-separated); invalid entries are dropped. */
export function parsePincodes(value?: string): Set<string> {
  return new Set((value ?? '').split(/[\s,]+/).filter(isValidIndianPin));
}

/** null when `kind` can be delivered to `pin`; otherwise the message to show the customer. */
export function deliveryPinError(kind: CategoryCode, pin: string, servicePins: ReadonlySet<string>): string | null {
  const trimmed = pin.trim();
  if (!isValidIndianPin(trimmed)) return INVALID_PIN_MESSAGE;
  if (kind === 'TREATS') return null;
  return servicePins.has(trimmed) ? null : OUTSIDE_AREA_MESSAGE;
}

/** Whether `kind` can be delivered to `pin` (see deliveryPinError). */
export function deliversTo(kind: CategoryCode, pin: string, servicePins: ReadonlySet<string>): boolean {
  return deliveryPinError(kind, pin, servicePins) === null;
}

/**
 * What the menu says about a PIN a visitor checked: everything is delivered there (inside the
 * configured Bengaluru PINs), or treats only (anywhere else in India); null for an invalid PIN.
 */
export function pinDeliverySummary(pin: string, servicePins: ReadonlySet<string>): string | null {
  const trimmed = pin.trim();
  if (!isValidIndianPin(trimmed)) return null;
  return servicePins.has(trimmed)
    ? `We deliver everything on the menu to ${trimmed}.`
    : `Only treats are delivered to ${trimmed}. Meals and add-ons are delivered in Bengaluru only.`;
}
