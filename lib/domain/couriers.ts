// Couriers for what goes beyond the riders' area (treats to other states): the setting `couriers`
// is a JSON list of { name, trackingUrl } whose URL holds {awb} where the airway bill number goes.
// The customer's tracking link is made from it (order page, message); setShipment accepts only a
// courier on the list.

export type Courier = { name: string; trackingUrl: string };

export const AWB_PATTERN = /^[A-Za-z0-9-]{4,30}$/;
export const AWB_MESSAGE = 'An airway bill number is 4 to 30 letters, digits or dashes.';

function problemOf(list: unknown): string | null {
  if (!Array.isArray(list)) return 'Enter a list, e.g. [{"name": "Delhivery", "trackingUrl": "https://www.delhivery.com/track/package/{awb}"}].';
  const names = new Set<string>();
  for (const [i, c] of list.entries()) {
    const where = `Courier ${i + 1}`;
    if (typeof c !== 'object' || c === null) return `${where} must be {"name": …, "trackingUrl": …}.`;
    const { name, trackingUrl } = c as Record<string, unknown>;
    // the name goes into the customer's SMS, whose variables hold 30 characters
    if (typeof name !== 'string' || !name.trim() || name.trim().length > 30) return `${where} needs a name of at most 30 characters.`;
    if (names.has(name.trim().toLowerCase())) return `${name.trim()} is on the list twice.`;
    names.add(name.trim().toLowerCase());
    if (typeof trackingUrl !== 'string' || !/^https:\/\/[^\s]+$/.test(trackingUrl) || !trackingUrl.includes('{awb}')) {
      return `${name.trim()}: the tracking link must start with https:// and hold {awb} where the number goes.`;
    }
  }
  return null;
}

/** The settings form's check of `couriers`: null when it may be stored. */
export function couriersProblem(value: string): string | null {
  try {
    return problemOf(JSON.parse(value));
  } catch {
    return 'Enter the couriers as JSON, e.g. [{"name": "Delhivery", "trackingUrl": "https://www.delhivery.com/track/package/{awb}"}].';
  }
}

/** The stored setting read back; an unset or broken one is no couriers. */
export function parseCouriers(value: string | undefined): Courier[] {
  if (!value || couriersProblem(value)) return [];
  return (JSON.parse(value) as Courier[]).map((c) => ({ name: c.name.trim(), trackingUrl: c.trackingUrl }));
}

/** The courier of that name (case does not count), or null. */
export function findCourier(couriers: readonly Courier[], name: string): Courier | null {
  const wanted = name.trim().toLowerCase();
  return couriers.find((c) => c.name.toLowerCase() === wanted) ?? null;
}

/** The customer's tracking link: the courier's template with the AWB in place of {awb}. */
export function trackingUrl(courier: Courier, awb: string): string {
  return courier.trackingUrl.split('{awb}').join(encodeURIComponent(awb.trim()));
}
