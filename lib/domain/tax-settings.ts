// The settings the tax documents are issued with (configuration keys; docs/api-additions.md):
//   seller.legalName, seller.gstin, seller.address, seller.stateCode   who issues the invoices
//   invoice.prefix, creditNote.prefix                                   the two series' prefixes
//   gst.b2clThreshold                                                   rupees (whole): an inter-state
//                                                                       invoice above it is reported
//                                                                       one by one (B2CL)
//   gst.hsnDescriptions                                                 each HSN code's description
//                                                                       in GSTR-1's HSN summary, one
//                                                                       "code: description" a line
// Rupees, like deliveryCharge: the settings an owner types are in rupees, never paise.
import { stateByCode } from './gst-states';
import { hsnProblem } from './gst';
import { gstinProblem, normalizeGstin } from './gstin';
import { DEFAULT_B2CL_THRESHOLD } from './gstr1';
import { documentPrefix, prefixProblem, PREFIX_KEY } from './tax-documents';

/** Karnataka: the kitchen is in Bengaluru. */
export const DEFAULT_SELLER_STATE_CODE = '29';

export const TAX_SETTING_KEYS = ['seller.legalName', 'seller.gstin', 'seller.address', 'seller.stateCode', 'invoice.prefix', 'creditNote.prefix', 'gst.b2clThreshold', 'gst.hsnDescriptions'] as const;
export type TaxSettingKey = (typeof TAX_SETTING_KEYS)[number];

export type Seller = { legalName: string; gstin: string; stateCode: string; address: string };

export type TaxSettings = {
  seller: Seller;
  invoicePrefix: string;
  creditNotePrefix: string;
  /** paise */
  b2clThreshold: number;
  /** the owner's description of each HSN code (lib/domain/gst.ts hsnDescription falls back to the tariff's words) */
  hsnDescriptions: Record<string, string>;
};

/** At most this many characters of an HSN code's description (the offline tool's limit is 30 for B2B; the summary's, 100 here). */
export const MAX_HSN_DESCRIPTION_LENGTH = 100;

/**
 * The owner's HSN descriptions, one "code: description" a line ("23091000: Dog food, retail
 * packs"), and what is wrong with the text (null when every line reads).
 */
export function parseHsnDescriptions(text: string): { descriptions: Record<string, string>; problem: string | null } {
  const descriptions: Record<string, string> = {};
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const m = /^(\d+)\s*[:=-]\s*(.+)$/.exec(line);
    if (!m || hsnProblem(m[1])) return { descriptions, problem: `Write each line as an HSN code (4, 6 or 8 digits), a colon and its description: "${line.slice(0, 40)}" is not.` };
    if (m[2].trim().length > MAX_HSN_DESCRIPTION_LENGTH) return { descriptions, problem: `The description of ${m[1]} is longer than ${MAX_HSN_DESCRIPTION_LENGTH} characters.` };
    descriptions[m[1]] = m[2].trim();
  }
  return { descriptions, problem: null };
}

/** The tax settings from the configuration map; a missing or invalid value reads as its default. */
export function taxSettingsFromConfig(config: Record<string, string | undefined>, fallbackName: string): TaxSettings {
  const stateCode = config['seller.stateCode']?.trim() ?? '';
  const gstin = normalizeGstin(config['seller.gstin'] ?? '');
  const threshold = config['gst.b2clThreshold']?.trim() ?? '';
  return {
    seller: {
      legalName: config['seller.legalName']?.trim() || fallbackName,
      gstin: gstinProblem(gstin) ? '' : gstin,
      stateCode: stateByCode(stateCode) ? stateCode : DEFAULT_SELLER_STATE_CODE,
      address: config['seller.address']?.trim() ?? '',
    },
    invoicePrefix: documentPrefix('INVOICE', config[PREFIX_KEY.INVOICE]),
    creditNotePrefix: documentPrefix('CREDIT_NOTE', config[PREFIX_KEY.CREDIT_NOTE]),
    b2clThreshold: /^\d{1,9}$/.test(threshold) ? Number(threshold) * 100 : DEFAULT_B2CL_THRESHOLD,
    hsnDescriptions: parseHsnDescriptions(config['gst.hsnDescriptions'] ?? '').descriptions,
  };
}

/** null when `value` may be stored under `key`; otherwise what is wrong, fit to show. Other keys: null. */
export function taxSettingProblem(key: string, value: string): string | null {
  switch (key) {
    case 'seller.legalName':
      return value.trim() ? null : 'The seller needs a legal name.';
    case 'seller.gstin':
      return gstinProblem(value);
    case 'seller.stateCode':
      return stateByCode(value.trim()) ? null : 'A state code is the two digits of a GST state (29 for Karnataka).';
    case 'invoice.prefix':
    case 'creditNote.prefix':
      return prefixProblem(value.trim().toUpperCase());
    case 'gst.b2clThreshold':
      return /^\d{1,9}$/.test(value.trim()) ? null : 'The B2CL threshold is a whole number of rupees.';
    case 'gst.hsnDescriptions':
      return parseHsnDescriptions(value).problem;
    default:
      return null;
  }
}

/** What is missing before invoices can be issued properly (the tax page warns about each). */
export function sellerSettingsMissing(config: Record<string, string | undefined>): TaxSettingKey[] {
  const missing: TaxSettingKey[] = [];
  if (!config['seller.legalName']?.trim()) missing.push('seller.legalName');
  if (gstinProblem(config['seller.gstin'] ?? '')) missing.push('seller.gstin');
  if (!config['seller.address']?.trim()) missing.push('seller.address');
  return missing;
}
