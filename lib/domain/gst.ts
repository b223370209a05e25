// GST on a supply (docs/decisions.md, "Money that adds up"): each menu item has its own rate (total
// GST, tenths of a percent: 50 = 5 %); within the seller's state it is charged as CGST + SGST, half
// each, to another state as IGST at the full rate (IGST Act s.7/s.8: the place of supply is where
// the goods are delivered). Amounts are integer paise; each figure is rounded half up to the paisa
// once, per invoice line, with integer arithmetic.

export type TaxSplit = { cgst: number; sgst: number; igst: number };
export type TaxedAmount = TaxSplit & { taxableValue: number; total: number };

/** Rates the settings and the menu editor accept: whole tenths of a percent from 0 to 40 %. */
export const MAX_GST_RATE_TENTHS = 400;
export function gstRateProblem(tenths: number): string | null {
  if (!Number.isInteger(tenths) || tenths < 0 || tenths > MAX_GST_RATE_TENTHS) return 'A GST rate is a percentage from 0 to 40, in steps of 0.1.';
  return null;
}

/** 50 -> "5%", 25 -> "2.5%", 180 -> "18%" */
export function formatGstRate(tenths: number): string {
  return `${tenths / 10}%`;
}

/** amount x numerator / denominator, rounded half up, for non-negative integers (no floating point). */
function mulDivHalfUp(amount: number, numerator: number, denominator: number): number {
  const scaled = amount * numerator * 2 + denominator;
  return Math.floor(scaled / (2 * denominator));
}

/** Different states: IGST. The same state, or a place of supply not known yet (a cart without an address): CGST + SGST. */
export function isInterState(sellerStateCode: string, placeOfSupplyCode: string | null | undefined): boolean {
  return Boolean(placeOfSupplyCode) && placeOfSupplyCode !== sellerStateCode;
}

/** The tax on a taxable value (a price before tax). CGST and SGST are each half the rate, rounded alike. */
export function taxOnTaxable(taxableValue: number, rateTenths: number, interState: boolean): TaxedAmount {
  if (interState) {
    const igst = mulDivHalfUp(taxableValue, rateTenths, 1000);
    return { taxableValue, cgst: 0, sgst: 0, igst, total: taxableValue + igst };
  }
  const half = mulDivHalfUp(taxableValue, rateTenths, 2000);
  return { taxableValue, cgst: half, sgst: half, igst: 0, total: taxableValue + 2 * half };
}

/**
 * A tax-inclusive amount (the delivery charge) taken apart: the taxes are computed on the value
 * before tax and the taxable value is what is left, so the parts always add up to `gross` exactly
 * and CGST equals SGST.
 */
export function splitInclusive(gross: number, rateTenths: number, interState: boolean): TaxedAmount {
  const estimate = mulDivHalfUp(gross, 1000, 1000 + rateTenths);
  const tax = taxOnTaxable(estimate, rateTenths, interState);
  return { ...tax, taxableValue: gross - tax.cgst - tax.sgst - tax.igst, total: gross };
}

/** What to subtract from `a` to get `b`, figure by figure (a credit is the difference of two prices). */
export function difference<T extends TaxedAmount>(a: T, b: T): TaxedAmount {
  return { taxableValue: a.taxableValue - b.taxableValue, cgst: a.cgst - b.cgst, sgst: a.sgst - b.sgst, igst: a.igst - b.igst, total: a.total - b.total };
}

export function sumTaxed(list: readonly TaxedAmount[]): TaxedAmount {
  return list.reduce<TaxedAmount>(
    (s, x) => ({ taxableValue: s.taxableValue + x.taxableValue, cgst: s.cgst + x.cgst, sgst: s.sgst + x.sgst, igst: s.igst + x.igst, total: s.total + x.total }),
    { taxableValue: 0, cgst: 0, sgst: 0, igst: 0, total: 0 },
  );
}

/** An HSN code: 4, 6 or 8 digits (4 suffice below ₹5 crore of turnover, Notification 78/2020-CT). */
export function hsnProblem(hsn: string): string | null {
  return /^(\d{4}|\d{6}|\d{8})$/.test(hsn) ? null : 'An HSN code is 4, 6 or 8 digits.';
}

/** HSN 2309 10 00: "Dog or cat food, put up for retail sale" (Customs Tariff, chapter 23). */
export const DEFAULT_HSN = '23091000';

/** What an HSN code is called in GSTR-1's HSN summary (the tariff's own words for the codes the menu uses). */
export const HSN_DESCRIPTIONS: Record<string, string> = {
  '23091000': 'Dog or cat food, put up for retail sale',
  '23099090': 'Other preparations of a kind used in animal feeding',
};
/** The owner's description of the code (setting gst.hsnDescriptions) when there is one, else the tariff's words above. */
export function hsnDescription(hsn: string, own: Readonly<Record<string, string>> = {}): string {
  return own[hsn] ?? HSN_DESCRIPTIONS[hsn] ?? HSN_DESCRIPTIONS[hsn.slice(0, 4).padEnd(8, '0')] ?? '';
}
