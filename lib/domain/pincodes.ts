// Where each cart kind can be delivered: meals and add-ons only inside the configured Bengaluru PIN
// codes, treats anywhere in India (architecture.md "Delivery dates").
import type { CategoryCode } from './categories';

const INDIAN_PIN = /^[1-9]\d{5}$/;

export const INVALID_PIN_MESSAGE = 'Please enter a valid 6-digit PIN code.';

export function isValidIndianPin(pin: string): boolean {
  return INDIAN_PIN.test(pin);
}

/** The `pincodes` configuration value (comma- or space-separated); invalid entries are dropped. */
export function parsePincodes(value?: string): Set<string> {
  return new Set((value ?? '').split(/[\s,]+/).filter(isValidIndianPin));
}

/**
 * null when `kind` can be delivered to `pin`; otherwise the message to show the customer. A PIN
 * meals do not reach is answered as the menu's PIN check answers it (pinAnswer), so the cart, the
 * address book and checkout never say something else about the same PIN.
 */
export function deliveryPinError(kind: CategoryCode, pin: string, servicePins: ReadonlySet<string>): string | null {
  const trimmed = pin.trim();
  if (!isValidIndianPin(trimmed)) return INVALID_PIN_MESSAGE;
  if (kind === 'TREATS' || servicePins.has(trimmed)) return null;
  return pinAnswer(trimmed, servicePins)?.text ?? INVALID_PIN_MESSAGE;
}

/** Whether `kind` can be delivered to `pin` (see deliveryPinError). */
export function deliversTo(kind: CategoryCode, pin: string, servicePins: ReadonlySet<string>): boolean {
  return deliveryPinError(kind, pin, servicePins) === null;
}

/** Bengaluru's own PINs all start 560 (Bengaluru Urban); the kitchen serves some of them. */
export function isBengaluruPin(pin: string): boolean {
  return isValidIndianPin(pin) && pin.startsWith('560');
}

/**
 * What the menu says about a PIN a visitor checked, and whether to offer "Tell me when you deliver
 * here": everything is delivered (a served PIN); meals and add-ons do not reach it yet but treats
 * do (a Bengaluru PIN not served yet: the offer); treats only (anywhere else in India). Null for
 * an invalid PIN.
 */
export function pinAnswer(pin: string, servicePins: ReadonlySet<string>): { text: string; offerWaitlist: boolean } | null {
  const trimmed = pin.trim();
  if (!isValidIndianPin(trimmed)) return null;
  if (servicePins.has(trimmed)) return { text: `We deliver everything on the menu to ${trimmed}.`, offerWaitlist: false };
  if (isBengaluruPin(trimmed)) {
    return { text: `Our meals and add-ons don’t reach ${trimmed} yet, but treats do.`, offerWaitlist: true };
  }
  return { text: `Only treats are delivered to ${trimmed}. Meals and add-ons are delivered in Bengaluru only.`, offerWaitlist: false };
}

/** The text of pinAnswer. */
export function pinDeliverySummary(pin: string, servicePins: ReadonlySet<string>): string | null {
  return pinAnswer(pin, servicePins)?.text ?? null;
}
