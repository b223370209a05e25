// The store's settings as the owner edits them at /admin/settings: every
// configuration key the app reads, in groups, each with its label, how it is typed and checked, and
// how the typed text is stored. updateConfigurations checks each value with settingProblem (an
// invalid one is BAD_USER_INPUT naming the key) and stores normalizeSetting's result; the form shows
// the same messages beside the field before sending.
//
// Keys whose `table` is 'message' live in the Message table (the payment message), the rest in
// Configuration. Keys not listed here cannot be written through the API (Prisma Studio stays for
// operations staff).
import { gstinProblem, normalizeGstin } from './gstin';
import { MAX_DEADLINE_EXTENSION_HOURS } from './payment-deadline';
import { isValidIndianPin } from './pincodes';
import { taxSettingProblem } from './tax-settings';
import { MAX_GST_RATE_TENTHS } from './gst';
import { latLngProblem } from './routes';
import { couriersProblem } from './couriers';
import { onTimeByProblem } from './drops';

export type SettingKind =
  | 'rupees'
  /** stored in tenths of a percent ('25'), typed as a percent ('2.5') */
  | 'percentTenths'
  | 'wholeNumber'
  | 'upiId'
  | 'pincodes'
  | 'gstin'
  | 'email'
  | 'phone'
  | 'ifsc'
  | 'accountNumber'
  | 'text'
  | 'longText'
  /** latitude, longitude ('12.9716, 77.5946') */
  | 'latLng'
  /** 24-hour time of day ('13:00') */
  | 'timeOfDay'
  /** a JSON list of { name, trackingUrl } (lib/domain/couriers.ts) */
  | 'couriers'
  /** one "HSN code: description" a line (lib/domain/tax-settings.ts parseHsnDescriptions) */
  | 'hsnDescriptions'
  | 'custom';

export type SettingField = {
  key: string;
  label: string;
  kind: SettingKind;
  help?: string;
  /** may be left empty (the app then uses its default or leaves the line out) */
  optional?: boolean;
  /** whole numbers: the allowed range */
  min?: number;
  max?: number;
  table?: 'configuration' | 'message';
};

export type SettingGroup = { id: string; title: string; description: string; fields: SettingField[] };

export const SETTING_GROUPS: SettingGroup[] = [
  {
    id: 'delivery-tax',
    title: 'Delivery and tax',
    description: 'The delivery charge per drop and the GST of menu items that have no rate of their own.',
    fields: [
      { key: 'deliveryCharge', label: 'Delivery charge per drop (₹, GST included)', kind: 'rupees', help: 'For example 50 or 49.50.' },
      { key: 'cgst', label: 'Default CGST (%)', kind: 'percentTenths', help: 'Half the GST rate, e.g. 2.5 for 5 % GST.' },
      { key: 'sgst', label: 'Default SGST (%)', kind: 'percentTenths', help: 'The other half, e.g. 2.5.' },
      { key: 'seller.stateCode', label: 'Seller’s GST state code', kind: 'custom', help: 'Two digits: 29 for Karnataka.' },
      { key: 'invoice.prefix', label: 'Invoice number prefix', kind: 'custom', help: 'Letters and digits, e.g. GDK.' },
      { key: 'creditNote.prefix', label: 'Credit note number prefix', kind: 'custom', help: 'Letters and digits, e.g. CN.' },
      { key: 'gst.b2clThreshold', label: 'B2CL threshold (₹)', kind: 'custom', help: 'Inter-state invoices above this go into GSTR-1’s B2CL table (1,00,000 since August 2024).' },
      {
        key: 'gst.hsnDescriptions',
        label: 'HSN descriptions',
        kind: 'hsnDescriptions',
        optional: true,
        help: 'One a line, e.g. 23091000: Dog food, put up for retail sale. GSTR-1’s HSN summary prints them; a code left out gets the tariff’s words.',
      },
    ],
  },
  {
    id: 'payment',
    title: 'Payment',
    description: 'Where customers pay, and how long an order may stay unpaid.',
    fields: [
      { key: 'payment.upi.id', label: 'UPI id', kind: 'upiId', help: 'As your bank gave it, e.g. dogmeals@okaxis. Every payment link and QR code uses it.' },
      { key: 'vpa.name', label: 'Name shown in UPI apps', kind: 'text', max: 60 },
      { key: 'payment.expiry.hours', label: 'Hours an order may stay unpaid', kind: 'wholeNumber', min: 1, max: MAX_DEADLINE_EXTENSION_HOURS, help: 'A reminder is sent at half-time; then the order expires.' },
      { key: 'payment.maxDeadlineDays', label: 'Latest payment deadline (days after ordering)', kind: 'wholeNumber', min: 1, max: 90, optional: true, help: 'Extensions cannot go beyond this. Empty: 14 days.' },
      { key: 'bank.accountName', label: 'Bank account name', kind: 'text', max: 100, optional: true },
      { key: 'bank.accountNumber', label: 'Bank account number', kind: 'accountNumber', optional: true },
      { key: 'bank.ifsc', label: 'IFSC', kind: 'ifsc', optional: true, help: '11 characters, e.g. HDFC0000123.' },
      { key: 'bank.name', label: 'Bank and branch', kind: 'text', max: 100, optional: true },
    ],
  },
  {
    id: 'service-area',
    title: 'Service area',
    description: 'The PIN codes meals are delivered to (add-ons go everywhere the meals go).',
    fields: [{ key: 'pincodes', label: 'PIN codes', kind: 'pincodes', help: '6-digit PIN codes separated by commas, spaces or new lines. Duplicates are removed.' }],
  },
  {
    id: 'deliveries',
    title: 'Deliveries',
    description: 'Where the riders start, by when a drop counts as on time, and the couriers for parcels beyond the riders’ area.',
    fields: [
      {
        key: 'kitchen.location',
        label: 'Kitchen location',
        kind: 'latLng',
        optional: true,
        help: 'Latitude, longitude, e.g. 12.9784, 77.6408 (in Google Maps, long-press the kitchen). Each rider’s route starts here, nearest drop first.',
      },
      { key: 'delivery.onTimeBy', label: 'On time if delivered by', kind: 'timeOfDay', optional: true, help: '24-hour time, e.g. 13:00 (the default). The dashboard’s on-time rate counts against it.' },
      {
        key: 'couriers',
        label: 'Couriers',
        kind: 'couriers',
        optional: true,
        help: 'A JSON list: [{"name": "Delhivery", "trackingUrl": "https://www.delhivery.com/track/package/{awb}"}]. {awb} is replaced by the airway bill number in the customer’s tracking link.',
      },
    ],
  },
  {
    id: 'subscriptions',
    title: 'Subscriptions',
    description: 'How long a subscription runs.',
    fields: [{ key: 'subscription.months', label: 'Subscription length (months)', kind: 'wholeNumber', min: 1, max: 12 }],
  },
  {
    id: 'seller',
    title: 'Seller details',
    description: 'Printed on invoices and on the legal pages.',
    fields: [
      { key: 'seller.legalName', label: 'Legal name', kind: 'text', max: 120 },
      { key: 'seller.gstin', label: 'GSTIN', kind: 'gstin', help: '15 characters, e.g. 29AAGCG4321K1ZH.' },
      { key: 'seller.address', label: 'Registered address', kind: 'longText', max: 300 },
      { key: 'contact.email', label: 'Contact email', kind: 'email' },
      { key: 'support.whatsapp', label: 'Support WhatsApp number', kind: 'phone', optional: true, help: 'A support line, not a login number: this is public.' },
      { key: 'grievance.name', label: 'Grievance officer', kind: 'text', max: 100, optional: true },
      { key: 'grievance.email', label: 'Grievance officer’s email', kind: 'email', optional: true },
      { key: 'grievance.phone', label: 'Grievance officer’s phone', kind: 'phone', optional: true },
    ],
  },
  {
    id: 'messages',
    title: 'Messages',
    description: 'What customers read on the payment page.',
    fields: [{ key: 'paymentMessage', label: 'Payment instructions', kind: 'longText', max: 500, table: 'message' }],
  },
];

export const SETTING_FIELDS: ReadonlyMap<string, SettingField> = new Map(SETTING_GROUPS.flatMap((g) => g.fields.map((f) => [f.key, f] as const)));

const UPI_ID = /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9.-]{1,63}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;

/** The PIN codes in a typed list: split on commas, spaces and new lines, in the order first typed, duplicates dropped. */
export function parsePinList(value: string): { pins: string[]; invalid: string[]; duplicates: number } {
  const parts = value.split(/[\s,;]+/).filter(Boolean);
  const pins: string[] = [];
  const invalid: string[] = [];
  for (const p of parts) {
    if (!isValidIndianPin(p)) invalid.push(p);
    else if (!pins.includes(p)) pins.push(p);
  }
  return { pins, invalid, duplicates: parts.length - invalid.length - pins.length };
}

/** 'Name shown in UPI apps' -> 'name shown in UPI apps'; 'PIN codes' stays (an acronym). */
function inSentence(label: string): string {
  return /^[A-Z][A-Z]/.test(label) ? label : label.charAt(0).toLowerCase() + label.slice(1);
}

/** The stored form of a typed value (before it is checked or stored). */
export function normalizeSetting(key: string, typed: string): string {
  const field = SETTING_FIELDS.get(key);
  const value = typed.trim();
  switch (field?.kind) {
    case 'percentTenths':
      return /^\d{1,2}(\.\d)?$/.test(value) ? String(Math.round(Number(value) * 10)) : value;
    case 'pincodes':
      return parsePinList(value).pins.join(',');
    case 'gstin':
      return value ? normalizeGstin(value) : value;
    case 'ifsc':
      return value.toUpperCase();
    case 'upiId':
      return value.toLowerCase();
    case 'rupees':
      return value.replace(/,/g, '');
    case 'custom':
      return key.endsWith('.prefix') ? value.toUpperCase() : value;
    default:
      return value;
  }
}

/** How a stored value is shown in the form (the reverse of normalizeSetting where they differ). */
export function displaySetting(key: string, stored: string | undefined): string {
  const field = SETTING_FIELDS.get(key);
  const value = stored ?? '';
  if (field?.kind === 'percentTenths' && /^\d+$/.test(value)) return String(Number(value) / 10);
  if (field?.kind === 'pincodes') return value.split(',').filter(Boolean).join(', ');
  return value;
}

/**
 * null when the typed `value` may be stored under `key`; otherwise what is wrong, fit to show
 * beside the field. A key that is not a setting is refused.
 */
export function settingProblem(key: string, typed: string): string | null {
  const field = SETTING_FIELDS.get(key);
  if (!field) return 'This is not a setting the app can change.';
  const value = typed.trim();
  if (!value) return field.optional ? null : `Please enter the ${inSentence(field.label.replace(/ \(.*\)$/, ''))}.`;
  switch (field.kind) {
    case 'rupees':
      return /^\d{1,6}(\.\d{1,2})?$/.test(value.replace(/,/g, '')) ? null : 'Enter an amount in rupees, e.g. 50 or 49.50.';
    case 'percentTenths': {
      const ok = /^\d{1,2}(\.\d)?$/.test(value) && Number(value) * 10 <= MAX_GST_RATE_TENTHS / 2;
      return ok ? null : 'Enter a percentage from 0 to 20, in steps of 0.1, e.g. 2.5.';
    }
    case 'wholeNumber': {
      const n = /^\d{1,6}$/.test(value) ? Number(value) : NaN;
      return n >= (field.min ?? 0) && n <= (field.max ?? 999_999) ? null : `Enter a whole number from ${field.min ?? 0} to ${field.max ?? 999_999}.`;
    }
    case 'upiId':
      return UPI_ID.test(value) ? null : 'A UPI id looks like name@bank, e.g. dogmeals@okaxis.';
    case 'pincodes': {
      const { pins, invalid } = parsePinList(value);
      if (invalid.length) return `Not 6-digit Indian PIN codes: ${invalid.slice(0, 5).join(', ')}${invalid.length > 5 ? ` and ${invalid.length - 5} more` : ''}.`;
      return pins.length ? null : 'Enter at least one PIN code.';
    }
    case 'gstin':
      return gstinProblem(normalizeGstin(value));
    case 'email':
      return EMAIL.test(value) && value.length <= 254 ? null : 'Enter an email address, e.g. care@example.in.';
    case 'phone':
      return /^\+?[\d\s-]{10,16}$/.test(value) && value.replace(/\D/g, '').length >= 10 ? null : 'Enter a phone number with at least 10 digits.';
    case 'ifsc':
      return IFSC.test(value.toUpperCase()) ? null : 'An IFSC is 4 letters, a 0 and 6 letters or digits, e.g. HDFC0000123.';
    case 'accountNumber':
      return /^\d{9,18}$/.test(value) ? null : 'A bank account number is 9 to 18 digits.';
    case 'text':
    case 'longText':
      return value.length <= (field.max ?? 200) ? null : `At most ${field.max ?? 200} characters.`;
    case 'latLng':
      return latLngProblem(value);
    case 'timeOfDay':
      return onTimeByProblem(value);
    case 'couriers':
      return couriersProblem(value);
    case 'hsnDescriptions':
      return taxSettingProblem(key, value);
    case 'custom':
      return taxSettingProblem(key, value);
  }
}
