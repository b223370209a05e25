import { chargeFigures, chargeRows, defaultTaxFromConfig, pricingSettingsFromConfig, sumCharges, type Charges } from './charges';
import { priceParts } from './order-pricing';
import type { PricingSettings } from './order-pricing';

const DEFAULT: PricingSettings = { sellerStateCode: '29', dropCharge: 5000 };

describe('pricingSettingsFromConfig', () => {
  test.each<[string, Record<string, string | undefined>, PricingSettings]>([
    ['missing keys: ₹50 a drop, a seller in Karnataka', {}, DEFAULT],
    ['undefined values fall back', { deliveryCharge: undefined, 'seller.stateCode': undefined }, DEFAULT],
    ['non-numeric and negative charges fall back', { deliveryCharge: 'fifty' }, DEFAULT],
    ['negative charge falls back', { deliveryCharge: '-10' }, DEFAULT],
    ['configured values, spaces trimmed', { deliveryCharge: ' 40 ', 'seller.stateCode': ' 27 ' }, { sellerStateCode: '27', dropCharge: 4000 }],
    ['zero is a real charge', { deliveryCharge: '0' }, { ...DEFAULT, dropCharge: 0 }],
    ['a charge with paise', { deliveryCharge: '49.50' }, { ...DEFAULT, dropCharge: 4950 }],
    ['an unknown state code falls back', { 'seller.stateCode': 'KA' }, DEFAULT],
  ])('%s', (_case, config, settings) => {
    expect(pricingSettingsFromConfig(config)).toEqual(settings);
  });
});

describe('defaultTaxFromConfig', () => {
  test.each<[string, Record<string, string | undefined>, number]>([
    ['missing keys fall back to 2.5 % each', {}, 50],
    ['empty and non-numeric fall back', { cgst: '', sgst: 'abc' }, 50],
    ['fractional tenths fall back', { cgst: '2.5', sgst: '25.0' }, 50],
    ['configured values, spaces trimmed', { cgst: '90', sgst: ' 90 ' }, 180],
    ['zero is a real value', { cgst: '0', sgst: '0' }, 0],
  ])('%s', (_case, config, rate) => {
    expect(defaultTaxFromConfig(config)).toEqual({ gstRate: rate, hsn: '23091000' });
  });
});

describe('sumCharges', () => {
  const part = (over: Partial<Charges>): Charges => ({ subtotal: 0, cgst: 0, sgst: 0, igst: 0, deliveryCharge: 0, perDeliveryCharge: 5000, totalPrice: 0, itemCount: 0, ...over });
  test('an order adds up its suborders, IGST included; the drop charge is a rate, not a sum', () => {
    const meals = part({ subtotal: 60000, cgst: 1500, sgst: 1500, deliveryCharge: 15000, totalPrice: 78000, itemCount: 2 });
    const treats = part({ subtotal: 49800, igst: 2490, deliveryCharge: 5000, totalPrice: 57290, itemCount: 2 });
    expect(sumCharges([meals, treats])).toEqual({ subtotal: 109800, cgst: 1500, sgst: 1500, igst: 2490, deliveryCharge: 20000, perDeliveryCharge: 5000, totalPrice: 135290, itemCount: 4 });
  });

  test('no suborders is all zeros', () => {
    expect(sumCharges([])).toEqual({ subtotal: 0, cgst: 0, sgst: 0, igst: 0, deliveryCharge: 0, perDeliveryCharge: 0, totalPrice: 0, itemCount: 0 });
  });
});

describe('the figures a page shows an order in, added up as its invoice adds them', () => {
  const bowl = { key: 'v', name: 'Bowl', unit: 500, unitType: 'GRAMS' as const, unitPrice: 14000, quantity: 1, gstRate: 50, hsn: '23091000' };
  const dates = ['2026-12-01', '2026-12-02', '2026-12-03'];
  test.each<[string, string, [string, number][]]>([
    [
      'within the seller’s state: items and delivery before GST, then CGST and SGST with the delivery’s tax in them',
      '29',
      [
        ['Items', 42000],
        ['Delivery', 14286],
        ['CGST', 1407],
        ['SGST', 1407],
      ],
    ],
    [
      'to another state: IGST only',
      '27',
      [
        ['Items', 42000],
        ['Delivery', 14286],
        ['IGST', 2814],
      ],
    ],
  ])('%s', (_name, placeOfSupply, rows) => {
    const price = priceParts([{ key: 'p', kind: 'PDM', addressKey: 'a', placeOfSupply, dates, lines: [bowl] }], DEFAULT).p;
    expect(chargeRows(price)).toEqual(rows);
    expect(rows.reduce((n, [, paise]) => n + paise, 0)).toBe(price.totalPrice);
    expect(chargeFigures(price).delivery).toBe(price.deliveryTaxableValue);
  });

  test('an order placed before one charge per drop (delivery untaxed, goods’ tax only): its delivery is its whole charge', () => {
    expect(chargeFigures({ subtotal: 42000, cgst: 1050, sgst: 1050, igst: 0, totalPrice: 59100 })).toEqual({ items: 42000, delivery: 15000, cgst: 1050, sgst: 1050, igst: 0, total: 59100 });
  });
});
