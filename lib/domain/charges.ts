// Cart and order totals (architecture.md "Money and tax"). Everything is integer paise; taxes are
// computed with integer arithmetic so that 2.5 % of an odd amount rounds the same way everywhere.
export type TaxRates = {
  cgstTenths: number; // tenths of a percent: 25 = 2.5 %
  sgstTenths: number;
  perDeliveryCharge: number; // paise per delivery date
};

export type Charges = {
  subTotal: number;
  cGST: number;
  sGST: number;
  deliveryCharges: number;
  perDeliveryCharge: number;
  total: number;
  totalNumberOfItem: number;
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
  const totalNumberOfItem = ordered.reduce((sum, l) => sum + l.quantity, 0);
  const dates = Math.max(0, deliveryDateCount);
  const subTotal = perDelivery * dates;
  const cGST = taxOn(subTotal, rates.cgstTenths);
  const sGST = taxOn(subTotal, rates.sgstTenths);
  const deliveryCharges = rates.perDeliveryCharge * dates;
  return {
    subTotal,
    cGST,
    sGST,
    deliveryCharges,
    perDeliveryCharge: rates.perDeliveryCharge,
    total: subTotal + cGST + sGST + deliveryCharges,
    totalNumberOfItem,
  };
}

/** An order's charges: the sum over its suborders. perDeliveryCharge is the rate, not a sum, so the highest is kept. */
export function sumCharges(list: Charges[]): Charges {
  const zero: Charges = { subTotal: 0, cGST: 0, sGST: 0, deliveryCharges: 0, perDeliveryCharge: 0, total: 0, totalNumberOfItem: 0 };
  return list.reduce(
    (acc, c) => ({
      subTotal: acc.subTotal + c.subTotal,
      cGST: acc.cGST + c.cGST,
      sGST: acc.sGST + c.sGST,
      deliveryCharges: acc.deliveryCharges + c.deliveryCharges,
      perDeliveryCharge: Math.max(acc.perDeliveryCharge, c.perDeliveryCharge),
      total: acc.total + c.total,
      totalNumberOfItem: acc.totalNumberOfItem + c.totalNumberOfItem,
    }),
    zero,
  );
}
