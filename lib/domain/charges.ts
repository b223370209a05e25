// Cart and order totals (architecture.md "Money and tax"). Everything is integer paise; taxes are
// computed with integer arithmetic so that 2.5 % of an odd amount rounds the same way everywhere.
export type TaxRates = {
  cgstTenths: number; // tenths of a percent: 25 = 2.5 %
  sgstTenths: number;
  perDeliveryCharge: number; // paise per delivery date
};

// The names are the order's columns (Order and Suborder: subtotal, cgst, sgst, deliveryCharge,
// totalPrice), so a computed figure is stored as it is named. The API's spellings (subTotal, cGST,
// total, totalNumberOfItem…) are given at the edge, in graphql/carts.
export type Charges = {
  subtotal: number;
  cgst: number;
  sgst: number;
  deliveryCharge: number;
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

// Rupees, optionally with paise ('49.50').
function readRupeesAsPaise(value: string | undefined, fallbackRupees: number): number {
  const trimmed = value?.trim() ?? '';
  const rupees = /^\d+(\.\d{1,2})?$/.test(trimmed) ? Number(trimmed) : fallbackRupees;
  return Math.round(rupees * 100);
}

/** Reads the `cgst`, `sgst` and `deliveryCharge` configuration values. */
export function taxRatesFromConfig(config: Record<string, string | undefined>): TaxRates {
  return {
    cgstTenths: readTenths(config.cgst),
    sgstTenths: readTenths(config.sgst),
    perDeliveryCharge: readRupeesAsPaise(config.deliveryCharge, DEFAULT_DELIVERY_CHARGE_RUPEES),
  };
}

/** 25 tenths -> '2.5 %' */
export function formatTaxRate(tenths: number): string {
  const whole = Math.floor(tenths / 10);
  const tenth = tenths % 10;
  return `${whole}${tenth ? `.${tenth}` : ''} %`;
}

/** amount x tenths / 1000, rounded half up to the paisa, without floating point. */
export function taxOn(amount: number, tenths: number): number {
  const scaled = amount * tenths + 500;
  return (scaled - (scaled % 1000)) / 1000;
}

/** Charges of one cart (one suborder): its lines are delivered on each of `deliveryDateCount` dates. */
export function computeCharges(lines: { price: number; quantity: number }[], deliveryDateCount: number, rates: TaxRates): Charges {
  const ordered = lines.filter((l) => l.quantity > 0);
  const perDelivery = ordered.reduce((sum, l) => sum + l.price * l.quantity, 0);
  const itemCount = ordered.reduce((sum, l) => sum + l.quantity, 0);
  const dates = Math.max(0, deliveryDateCount);
  const subtotal = perDelivery * dates;
  const cgst = taxOn(subtotal, rates.cgstTenths);
  const sgst = taxOn(subtotal, rates.sgstTenths);
  const deliveryCharge = rates.perDeliveryCharge * dates;
  return {
    subtotal,
    cgst,
    sgst,
    deliveryCharge,
    perDeliveryCharge: rates.perDeliveryCharge,
    totalPrice: subtotal + cgst + sgst + deliveryCharge,
    itemCount,
  };
}

/** An order's charges: the sum over its suborders. perDeliveryCharge is the rate, not a sum, so the highest is kept. */
export function sumCharges(list: Charges[]): Charges {
  const zero: Charges = { subtotal: 0, cgst: 0, sgst: 0, deliveryCharge: 0, perDeliveryCharge: 0, totalPrice: 0, itemCount: 0 };
  return list.reduce(
    (acc, c) => ({
      subtotal: acc.subtotal + c.subtotal,
      cgst: acc.cgst + c.cgst,
      sgst: acc.sgst + c.sgst,
      deliveryCharge: acc.deliveryCharge + c.deliveryCharge,
      perDeliveryCharge: Math.max(acc.perDeliveryCharge, c.perDeliveryCharge),
      totalPrice: acc.totalPrice + c.totalPrice,
      itemCount: acc.itemCount + c.itemCount,
    }),
    zero,
  );
}
