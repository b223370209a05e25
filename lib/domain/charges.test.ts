import { computeCharges, formatTaxRate, sumCharges, taxOn, taxRatesFromConfig, type Charges, type TaxRates } from './charges';

const DEFAULT: TaxRates = { cgstTenths: 25, sgstTenths: 25, perDeliveryCharge: 5000 };

describe('taxRatesFromConfig', () => {
  test.each<[string, Record<string, string | undefined>, TaxRates]>([
    ['missing keys fall back to 2.5 % and ₹50', {}, DEFAULT],
    ['undefined values fall back', { cgst: undefined, sgst: undefined, deliveryCharge: undefined }, DEFAULT],
    ['empty and non-numeric fall back', { cgst: '', sgst: 'abc', deliveryCharge: 'fifty' }, DEFAULT],
    ['negative values fall back', { cgst: '-5', sgst: '-25', deliveryCharge: '-10' }, DEFAULT],
    ['fractional tenths fall back', { cgst: '2.5', sgst: '25.0' }, DEFAULT],
    ['configured values, spaces trimmed', { cgst: '90', sgst: ' 60 ', deliveryCharge: '40' }, { cgstTenths: 90, sgstTenths: 60, perDeliveryCharge: 4000 }],
    ['zero is a real value', { cgst: '0', sgst: '0', deliveryCharge: '0' }, { cgstTenths: 0, sgstTenths: 0, perDeliveryCharge: 0 }],
    ['delivery charge with paise', { deliveryCharge: '49.50' }, { ...DEFAULT, perDeliveryCharge: 4950 }],
  ])('%s', (_case, config, rates) => {
    expect(taxRatesFromConfig(config)).toEqual(rates);
  });
});

test.each([
  [20, 25, 1], // 0.5 paise rounds up
  [19, 25, 0], // 0.475 rounds down
  [1020, 25, 26], // 25.5: rupee-first floating point gives 25.4999… and would round down
  [12345, 90, 1111], // 1111.05
  [0, 25, 0],
  [100000, 0, 0],
])('tax on %i paise at %i tenths of a percent is %i paise', (amount, tenths, tax) => {
  expect(taxOn(amount, tenths)).toBe(tax);
});

describe('computeCharges', () => {
  test.each<[string, { price: number; quantity: number }[], number, TaxRates, Omit<Charges, 'perDeliveryCharge'>]>([
    ['one line, one date, 2.5 % fallback', [{ price: 10000, quantity: 2 }], 1, DEFAULT,
      { subTotal: 20000, cGST: 500, sGST: 500, deliveryCharges: 5000, total: 26000, totalNumberOfItem: 2 }],
    ['subtotal and delivery multiply by dates', [{ price: 10000, quantity: 2 }, { price: 4500, quantity: 1 }], 3, DEFAULT,
      { subTotal: 73500, cGST: 1838, sGST: 1838, deliveryCharges: 15000, total: 92176, totalNumberOfItem: 3 }],
    ['half a paisa rounds up', [{ price: 20, quantity: 1 }], 1, DEFAULT,
      { subTotal: 20, cGST: 1, sGST: 1, deliveryCharges: 5000, total: 5022, totalNumberOfItem: 1 }],
    ['under half a paisa rounds down', [{ price: 19, quantity: 1 }], 1, DEFAULT,
      { subTotal: 19, cGST: 0, sGST: 0, deliveryCharges: 5000, total: 5019, totalNumberOfItem: 1 }],
    ['custom rates, free delivery', [{ price: 12345, quantity: 1 }], 1, { cgstTenths: 90, sgstTenths: 60, perDeliveryCharge: 0 },
      { subTotal: 12345, cGST: 1111, sGST: 741, deliveryCharges: 0, total: 14197, totalNumberOfItem: 1 }],
    ['zero and negative quantities ignored', [{ price: 10000, quantity: 0 }, { price: 5000, quantity: -1 }, { price: 2500, quantity: 2 }], 1, DEFAULT,
      { subTotal: 5000, cGST: 125, sGST: 125, deliveryCharges: 5000, total: 10250, totalNumberOfItem: 2 }],
    ['zero dates: nothing charged yet', [{ price: 10000, quantity: 2 }], 0, DEFAULT,
      { subTotal: 0, cGST: 0, sGST: 0, deliveryCharges: 0, total: 0, totalNumberOfItem: 2 }],
  ])('%s', (_case, lines, dates, rates, expected) => {
    expect(computeCharges(lines, dates, rates)).toEqual({ ...expected, perDeliveryCharge: rates.perDeliveryCharge });
  });
});

describe('sumCharges', () => {
  test('an order adds up its suborders', () => {
    const meals = computeCharges([{ price: 10000, quantity: 2 }], 3, DEFAULT);
    const treats = computeCharges([{ price: 20, quantity: 1 }], 1, DEFAULT);
    expect(sumCharges([meals, treats])).toEqual({
      subTotal: 60020,
      cGST: 1501,
      sGST: 1501,
      deliveryCharges: 20000,
      perDeliveryCharge: 5000,
      total: 83022,
      totalNumberOfItem: 3,
    });
  });

  test('no suborders is all zeros', () => {
    expect(sumCharges([])).toEqual({ subTotal: 0, cGST: 0, sGST: 0, deliveryCharges: 0, perDeliveryCharge: 0, total: 0, totalNumberOfItem: 0 });
  });
});

test.each([
  [25, '2.5 %'],
  [90, '9 %'],
  [0, '0 %'],
  [125, '12.5 %'],
  [180, '18 %'],
])('formatTaxRate(%i) = %s', (tenths, shown) => {
  expect(formatTaxRate(tenths)).toBe(shown);
});
