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
      { subtotal: 20000, cgst: 500, sgst: 500, deliveryCharge: 5000, totalPrice: 26000, itemCount: 2 }],
    ['subtotal and delivery multiply by dates', [{ price: 10000, quantity: 2 }, { price: 4500, quantity: 1 }], 3, DEFAULT,
      { subtotal: 73500, cgst: 1838, sgst: 1838, deliveryCharge: 15000, totalPrice: 92176, itemCount: 3 }],
    ['half a paisa rounds up', [{ price: 20, quantity: 1 }], 1, DEFAULT,
      { subtotal: 20, cgst: 1, sgst: 1, deliveryCharge: 5000, totalPrice: 5022, itemCount: 1 }],
    ['under half a paisa rounds down', [{ price: 19, quantity: 1 }], 1, DEFAULT,
      { subtotal: 19, cgst: 0, sgst: 0, deliveryCharge: 5000, totalPrice: 5019, itemCount: 1 }],
    ['custom rates, free delivery', [{ price: 12345, quantity: 1 }], 1, { cgstTenths: 90, sgstTenths: 60, perDeliveryCharge: 0 },
      { subtotal: 12345, cgst: 1111, sgst: 741, deliveryCharge: 0, totalPrice: 14197, itemCount: 1 }],
    ['zero and negative quantities ignored', [{ price: 10000, quantity: 0 }, { price: 5000, quantity: -1 }, { price: 2500, quantity: 2 }], 1, DEFAULT,
      { subtotal: 5000, cgst: 125, sgst: 125, deliveryCharge: 5000, totalPrice: 10250, itemCount: 2 }],
    ['zero dates: nothing charged yet', [{ price: 10000, quantity: 2 }], 0, DEFAULT,
      { subtotal: 0, cgst: 0, sgst: 0, deliveryCharge: 0, totalPrice: 0, itemCount: 2 }],
  ])('%s', (_case, lines, dates, rates, expected) => {
    expect(computeCharges(lines, dates, rates)).toEqual({ ...expected, perDeliveryCharge: rates.perDeliveryCharge });
  });
});

describe('sumCharges', () => {
  test('an order adds up its suborders', () => {
    const meals = computeCharges([{ price: 10000, quantity: 2 }], 3, DEFAULT);
    const treats = computeCharges([{ price: 20, quantity: 1 }], 1, DEFAULT);
    expect(sumCharges([meals, treats])).toEqual({
      subtotal: 60020,
      cgst: 1501,
      sgst: 1501,
      deliveryCharge: 20000,
      perDeliveryCharge: 5000,
      totalPrice: 83022,
      itemCount: 3,
    });
  });

  test('no suborders is all zeros', () => {
    expect(sumCharges([])).toEqual({ subtotal: 0, cgst: 0, sgst: 0, deliveryCharge: 0, perDeliveryCharge: 0, totalPrice: 0, itemCount: 0 });
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
