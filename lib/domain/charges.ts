// Cart and order totals as every page shows them, and the configuration they are priced with. How
// each figure is computed (per-item rates, one delivery charge per drop, CGST + SGST or IGST) is
// lib/domain/order-pricing.ts; this file names the figures and reads the settings.
import { DEFAULT_HSN } from './gst';
import type { PricingSettings } from './order-pricing';
import { DEFAULT_SELLER_STATE_CODE } from './tax-settings';
import { stateByCode } from './gst-states';
import { parseRupees } from './money';

// The names are the order's columns (Order and Suborder: subtotal, cgst, sgst, igst,
// deliveryCharge, totalPrice), so a computed figure is stored as it is named. The API's spellings
// (subTotal, cGST, iGST, total, totalNumberOfItem…) are given at the edge, in graphql/carts.
export type Charges = {
  /** goods before tax */
  subtotal: number;
  /** the tax of every line, the delivery's included, as the invoice charges it */
  cgst: number;
  sgst: number;
  /** to another state than the seller's */
  igst: number;
  /** what the drops this part carries cost, GST included */
  deliveryCharge: number;
  /** the charge of one drop (address and date), GST included */
  perDeliveryCharge: number;
  totalPrice: number;
  /** pieces across every line, for one delivery */
  itemCount: number;
};

export const DEFAULT_TAX_TENTHS = 25;
export const DEFAULT_DELIVERY_CHARGE_RUPEES = 50;

// Whole tenths only; anything else (missing, '', 'abc', '-5', '2.5') falls back, as the spec's
// "fall back to 2.5 percent" asks, rather than guessing what an odd value meant.
function readTenths(value: string | undefined): number {
  const trimmed = value?.trim() ?? '';
  return /^\d+$/.test(trimmed) ? Number(trimmed) : DEFAULT_TAX_TENTHS;
}

// Rupees, optionally with paise ('49.50'); anything else falls back.
function readRupeesAsPaise(value: string | undefined, fallbackRupees: number): number {
  return parseRupees(value ?? '') ?? Math.round(fallbackRupees * 100);
}

/** The `deliveryCharge` (rupees per drop, GST included) and `seller.stateCode` configuration values. */
export function pricingSettingsFromConfig(config: Record<string, string | undefined>): PricingSettings {
  const state = config['seller.stateCode']?.trim() ?? '';
  return {
    sellerStateCode: stateByCode(state) ? state : DEFAULT_SELLER_STATE_CODE,
    dropCharge: readRupeesAsPaise(config.deliveryCharge, DEFAULT_DELIVERY_CHARGE_RUPEES),
  };
}

/**
 * The rate and HSN code of a menu item nobody has set one for: the configured `cgst` + `sgst` (the
 * rate every item had before items had their own), and dog food's HSN code.
 */
export function defaultTaxFromConfig(config: Record<string, string | undefined>): { gstRate: number; hsn: string } {
  return { gstRate: readTenths(config.cgst) + readTenths(config.sgst), hsn: DEFAULT_HSN };
}

/** An order's charges: the sum over its suborders. perDeliveryCharge is the rate, not a sum, so the highest is kept. */
export function sumCharges(list: readonly Charges[]): Charges {
  const zero: Charges = { subtotal: 0, cgst: 0, sgst: 0, igst: 0, deliveryCharge: 0, perDeliveryCharge: 0, totalPrice: 0, itemCount: 0 };
  return list.reduce(
    (acc, c) => ({
      subtotal: acc.subtotal + c.subtotal,
      cgst: acc.cgst + c.cgst,
      sgst: acc.sgst + c.sgst,
      igst: acc.igst + c.igst,
      deliveryCharge: acc.deliveryCharge + c.deliveryCharge,
      perDeliveryCharge: Math.max(acc.perDeliveryCharge, c.perDeliveryCharge),
      totalPrice: acc.totalPrice + c.totalPrice,
      itemCount: acc.itemCount + c.itemCount,
    }),
    zero,
  );
}

/**
 * The figures every page shows an order's or a cart's money in (the cart, the order page, a
 * suborder, the pro forma), added up as its tax invoice adds them: goods and delivery before tax,
 * then each tax, then the total. The delivery's own taxable value is what is left of the total
 * (its tax is inside cgst/sgst/igst), so the rows always add up to the total.
 */
export type ChargeFigures = { items: number; delivery: number; cgst: number; sgst: number; igst: number; total: number };
export function chargeFigures(c: Pick<Charges, 'subtotal' | 'cgst' | 'sgst' | 'igst' | 'totalPrice'>): ChargeFigures {
  return { items: c.subtotal, delivery: c.totalPrice - c.subtotal - c.cgst - c.sgst - c.igst, cgst: c.cgst, sgst: c.sgst, igst: c.igst, total: c.totalPrice };
}

/** The rows of those figures as [label, paise]: CGST and SGST within the seller's state, IGST to another (both when an order has both). */
export function chargeRows(c: Pick<Charges, 'subtotal' | 'cgst' | 'sgst' | 'igst' | 'totalPrice'>, deliveryLabel = 'Delivery'): [string, number][] {
  const f = chargeFigures(c);
  const local = f.cgst !== 0 || f.sgst !== 0 || f.igst === 0;
  return [
    ['Items', f.items],
    [deliveryLabel, f.delivery],
    ...(local
      ? ([
          ['CGST', f.cgst],
          ['SGST', f.sgst],
        ] as [string, number][])
      : []),
    ...(f.igst !== 0 ? ([['IGST', f.igst]] as [string, number][]) : []),
  ];
}
