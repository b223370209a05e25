import { addDays, type IsoDay } from './calendar';
import { CATEGORY_LABELS } from './categories';
import { formatPaise } from './money';
import { deliveryCredit, deliveryLine, describeDelivery, planDrops, priceParts, principalSupply, sumPartPrices, type GoodsLineInput, type PricingPart, type SupplyLine } from './order-pricing';

const KARNATAKA = '29';
const MAHARASHTRA = '27';
const settings = { sellerStateCode: KARNATAKA, dropCharge: 5000 };

const weekdays = (from: IsoDay, count: number): IsoDay[] => {
  const out: IsoDay[] = [];
  for (let d = from; out.length < count; d = addDays(d, 1)) if (![0, 6].includes(new Date(`${d}T00:00:00Z`).getUTCDay())) out.push(d);
  return out;
};
const days = (from: IsoDay, count: number): IsoDay[] => Array.from({ length: count }, (_, i) => addDays(from, i));

const line = (over: Partial<GoodsLineInput> = {}): GoodsLineInput => ({
  key: 'v-bowl',
  name: 'Chicken & Rice Bowl',
  unit: 500,
  unitType: 'GRAMS',
  unitPrice: 14000,
  quantity: 1,
  gstRate: 50,
  hsn: '23091000',
  ...over,
});
const part = (over: Partial<PricingPart>): PricingPart => ({ key: 'PDM', kind: 'PDM', addressKey: 'home', placeOfSupply: KARNATAKA, dates: [], lines: [line()], ...over });

const sums = (lines: SupplyLine[]) =>
  lines.reduce((s, l) => ({ taxableValue: s.taxableValue + l.taxableValue, cgst: s.cgst + l.cgst, sgst: s.sgst + l.sgst, igst: s.igst + l.igst, total: s.total + l.total }), { taxableValue: 0, cgst: 0, sgst: 0, igst: 0, total: 0 });

describe('worked examples', () => {
  test('Bengaluru PDM subscription: Mon–Fri, 20 deliveries of a ₹140 bowl at 5 %, ₹50 per drop', () => {
    const price = priceParts([part({ dates: weekdays('2026-12-01', 20) })], settings).PDM;
    // the taxes are every line's, the delivery's included, as the invoice charges them
    expect(price).toMatchObject({ subtotal: 280000, cgst: 9380, sgst: 9380, igst: 0, deliveryTaxableValue: 95240, deliveryCharge: 100000, drops: 20, totalPrice: 394000 });
    expect(price.lines).toEqual([
      expect.objectContaining({ kind: 'GOODS', description: 'Chicken & Rice Bowl (500 g)', hsn: '23091000', quantity: 20, unitPrice: 14000, taxableValue: 280000, gstRate: 50, cgst: 7000, sgst: 7000, igst: 0, total: 294000 }),
      // one drop of ₹50, GST included, is 47.62 + 1.19 + 1.19; the line is 20 of them
      expect.objectContaining({ kind: 'DELIVERY', description: 'Delivery charges (20 drops)', hsn: '23091000', quantity: 20, unitPrice: 4762, taxableValue: 95240, gstRate: 50, cgst: 2380, sgst: 2380, igst: 0, total: 100000 }),
    ]);
    // The invoice's lines add up to what the customer pays, and to the figures the cart shows.
    expect(sums(price.lines)).toEqual({ taxableValue: 375240, cgst: 9380, sgst: 9380, igst: 0, total: price.totalPrice });
    expect(price.subtotal + price.deliveryTaxableValue + price.cgst + price.sgst + price.igst).toBe(price.totalPrice);
  });

  test('treats couriered to Mumbai: IGST only', () => {
    const treats = part({ key: 'TREATS', kind: 'TREATS', addressKey: 'aunt', placeOfSupply: MAHARASHTRA, dates: ['2026-12-10'], lines: [line({ key: 'v-jerky', name: 'Chicken Jerky', unit: 100, unitPrice: 24900, quantity: 2 })] });
    const price = priceParts([treats], settings).TREATS;
    expect(price).toMatchObject({ subtotal: 49800, cgst: 0, sgst: 0, igst: 2728, deliveryTaxableValue: 4762, deliveryCharge: 5000, totalPrice: 57290 });
    expect(price.lines.map((l) => [l.kind, l.taxableValue, l.cgst, l.sgst, l.igst])).toEqual([
      ['GOODS', 49800, 0, 0, 2490],
      ['DELIVERY', 4762, 0, 0, 238],
    ]);
  });

  test('a Karnataka address: CGST + SGST', () => {
    const price = priceParts([part({ dates: ['2026-12-10'] })], settings).PDM;
    expect(price).toMatchObject({ cgst: 469, sgst: 469, igst: 0 });
  });

  test('a 5 % meal and an 18 % add-on to one door: the shared drop goes with the meal, the line of highest value (CGST Act s.8(a))', () => {
    const dates = days('2026-12-01', 3);
    const prices = priceParts(
      [part({ dates }), part({ key: 'ADON', kind: 'ADON', dates, lines: [line({ key: 'v-chew', name: 'Dental Chew', unit: 1, unitType: 'PIECES', unitPrice: 5000, gstRate: 180, hsn: '23099090' })] })],
      settings,
    );
    expect(prices.PDM.lines).toEqual([
      expect.objectContaining({ kind: 'GOODS', taxableValue: 42000, gstRate: 50, cgst: 1050, sgst: 1050 }),
      // 3 drops of ₹50 at the meal's 5 %, under the meal's HSN: 3 x (47.62 + 1.19 + 1.19)
      expect.objectContaining({ kind: 'DELIVERY', quantity: 3, unitPrice: 4762, taxableValue: 14286, gstRate: 50, hsn: '23091000', cgst: 357, sgst: 357, total: 15000 }),
    ]);
    expect(prices.ADON.lines).toEqual([expect.objectContaining({ kind: 'GOODS', taxableValue: 15000, gstRate: 180, cgst: 1350, sgst: 1350 })]);
    expect(prices.ADON).toMatchObject({ deliveryCharge: 0, drops: 0, ridingAlong: 3, sharedWith: ['PDM'] });
  });

  test('an order placed under the old rule keeps it: the highest rate of the drop, its drops split together', () => {
    const dates = days('2026-12-01', 3);
    const prices = priceParts(
      [part({ dates }), part({ key: 'ADON', kind: 'ADON', dates, lines: [line({ key: 'v-chew', name: 'Dental Chew', unit: 1, unitType: 'PIECES', unitPrice: 5000, gstRate: 180, hsn: '23099090' })] })],
      { ...settings, deliveryTaxRule: 'HIGHEST_RATE' },
    );
    // 3 drops of ₹50 at 18 %: 127.12 + 11.44 + 11.44, under the add-on's HSN
    expect(prices.PDM.lines[1]).toEqual(expect.objectContaining({ kind: 'DELIVERY', quantity: 3, taxableValue: 12712, gstRate: 180, hsn: '23099090', cgst: 1144, sgst: 1144, total: 15000 }));
  });

  test('a meal and an add-on to one address for the same 20 days pay 20 delivery charges, not 40', () => {
    const dates = days('2026-12-01', 20);
    const prices = priceParts([part({ dates }), part({ key: 'ADON', kind: 'ADON', dates, lines: [line({ key: 'v-egg', name: 'Boiled Egg', unit: 1, unitType: 'PIECES', unitPrice: 1500 })] })], settings);
    const order = sumPartPrices(Object.values(prices), settings.dropCharge);
    expect(order.deliveryCharge).toBe(20 * 5000);
    expect(prices.PDM).toMatchObject({ drops: 20, deliveryCharge: 100000, sharedWith: ['ADON'] });
    expect(prices.ADON).toMatchObject({ drops: 0, deliveryCharge: 0, ridingAlong: 20 });
    expect(describeDelivery(prices.PDM, CATEGORY_LABELS, formatPaise)).toBe('₹50.00 × 20 days, shared with Add ons');
    expect(describeDelivery(prices.ADON, CATEGORY_LABELS, formatPaise)).toBe('Shared with Pet Dog Meals');
  });

  test('a credit note for one skipped day of a one-time order: its goods and, as its drop no longer happens, its delivery', () => {
    const meals = part({ dates: days('2026-12-01', 5) });
    const credit = deliveryCredit(meals, 5, settings, { placeOfSupply: KARNATAKA, chargedDrops: 5, gstRate: 50, hsn: '23091000' });
    expect(credit).toEqual([
      expect.objectContaining({ kind: 'GOODS', quantity: 1, taxableValue: 14000, cgst: 350, sgst: 350, total: 14700 }),
      expect.objectContaining({ kind: 'DELIVERY', quantity: 1, description: 'Delivery charge (1 drop)', unitPrice: 4762, taxableValue: 4762, cgst: 119, sgst: 119, total: 5000 }),
    ]);
    expect(sums(credit).total).toBe(19700);
  });
});

// CGST Act 2017 s.2(30) and s.8(a): a composite supply (goods delivered, with their delivery) is
// taxed as its principal supply. A drop's principal supply is its line of highest value.
describe('the principal supply of a drop', () => {
  const meal = line({ key: 'meal', unitPrice: 14000, quantity: 1, gstRate: 50, hsn: '23091000' });
  const fishOil = line({ key: 'oil', unitPrice: 9000, quantity: 1, gstRate: 180, hsn: '15041020' });
  const egg = line({ key: 'egg', unitPrice: 1500, quantity: 1, gstRate: 0, hsn: '04072900' });
  test.each<[string, GoodsLineInput[], { gstRate: number; hsn: string }]>([
    ['a meal with fish oil at 18 %: the meal, the dearer line, at 5 %', [fishOil, meal], { gstRate: 50, hsn: '23091000' }],
    ['three jars of oil outweigh one meal: 18 %, under the oil’s HSN', [meal, { ...fishOil, quantity: 3 }], { gstRate: 180, hsn: '15041020' }],
    ['only nil-rated eggs: 0 %', [egg], { gstRate: 0, hsn: '04072900' }],
    ['equal values: the higher rate, whatever the order given', [{ ...egg, unitPrice: 14000 }, meal], { gstRate: 50, hsn: '23091000' }],
    ['equal values and rates: the lower HSN', [{ ...meal, hsn: '23099090' }, meal], { gstRate: 50, hsn: '23091000' }],
    ['nothing brought: no tax, dog food’s HSN', [], { gstRate: 0, hsn: '23091000' }],
  ])('%s', (_name, lines, expected) => {
    expect(principalSupply(lines)).toEqual(expected);
  });

  test.each([1, 2, 3, 7, 13, 31])('%i drops at 18 %: quantity x unit price is the taxable value, and the line comes to the drops’ charge', (count) => {
    const d = deliveryLine(count, { gstRate: 180, hsn: '23091000' }, 5000, false);
    expect(d.quantity * d.unitPrice).toBe(d.taxableValue);
    expect(d.total).toBe(count * 5000);
    expect(d.cgst).toBe(d.sgst);
  });
});

describe('drops', () => {
  test.each<[string, PricingPart[], [string, number, number][]]>([
    ['one cart: every date is its own drop', [part({ dates: days('2026-12-01', 3) })], [['PDM', 3, 0]]],
    [
      'two carts, same address, overlapping dates: shared where they overlap',
      [part({ dates: days('2026-12-01', 3) }), part({ key: 'ADON', kind: 'ADON', dates: days('2026-12-02', 3) })],
      [
        ['PDM', 3, 0],
        ['ADON', 1, 2],
      ],
    ],
    [
      'two carts, different addresses: each pays its own',
      [part({ dates: days('2026-12-01', 2) }), part({ key: 'ADON', kind: 'ADON', addressKey: 'office', dates: days('2026-12-01', 2) })],
      [
        ['PDM', 2, 0],
        ['ADON', 2, 0],
      ],
    ],
    [
      'carts without an address yet share nothing',
      [part({ addressKey: null, dates: ['2026-12-01'] }), part({ key: 'ADON', kind: 'ADON', addressKey: null, dates: ['2026-12-01'] })],
      [
        ['PDM', 1, 0],
        ['ADON', 1, 0],
      ],
    ],
    [
      'meals carry before add-ons before treats, whatever the order given',
      [part({ key: 'TREATS', kind: 'TREATS', dates: ['2026-12-11'] }), part({ key: 'ADON', kind: 'ADON', dates: ['2026-12-11'] }), part({ key: 'CDM', kind: 'CDM', dates: ['2026-12-11'] })],
      [
        ['TREATS', 0, 1],
        ['ADON', 0, 1],
        ['CDM', 1, 0],
      ],
    ],
    ['an empty cart makes no drop', [part({ dates: ['2026-12-01'], lines: [line({ quantity: 0 })] })], [['PDM', 0, 0]]],
    ['a date listed twice is one drop', [part({ dates: ['2026-12-01', '2026-12-01'] })], [['PDM', 1, 0]]],
  ])('%s', (_name, parts, expected) => {
    const prices = priceParts(parts, settings);
    expect(expected.map(([key]) => [key, prices[key].drops, prices[key].ridingAlong])).toEqual(expected);
    const order = sumPartPrices(Object.values(prices), settings.dropCharge);
    expect(order.deliveryCharge).toBe(planDrops(parts).length * settings.dropCharge);
  });
});

describe('credits add up to what was charged, skipped in any order', () => {
  test('skipping every delivery of a one-time order, one by one, credits exactly its total', () => {
    const odd = part({ dates: days('2026-12-01', 7), lines: [line({ unitPrice: 23900, quantity: 3 }), line({ key: 'v2', unitPrice: 101, quantity: 1, gstRate: 180 })] });
    const total = priceParts([odd], settings).PDM.totalPrice;
    let credited = 0;
    for (let charged = 7; charged >= 1; charged--) {
      credited += sums(deliveryCredit(odd, charged, settings, { placeOfSupply: KARNATAKA, chargedDrops: charged, gstRate: 180, hsn: '23091000' })).total;
    }
    expect(credited).toBe(total);
  });

  test('a skipped add-on whose drop still happens (the meal still comes) credits only its goods', () => {
    const addOn = part({ key: 'ADON', kind: 'ADON', dates: ['2026-12-01'] });
    expect(deliveryCredit(addOn, 1, settings, null).map((l) => l.kind)).toEqual(['GOODS']);
  });
});
