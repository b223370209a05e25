import { addDays, type IsoDay } from './calendar';
import { CATEGORY_LABELS } from './categories';
import { formatPaise } from './money';
import { deliveryCredit, describeDelivery, planDrops, priceParts, sumPartPrices, type GoodsLineInput, type PricingPart, type SupplyLine } from './order-pricing';

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
    expect(price).toMatchObject({ subtotal: 280000, cgst: 7000, sgst: 7000, igst: 0, deliveryCharge: 100000, drops: 20, totalPrice: 394000 });
    expect(price.lines).toEqual([
      expect.objectContaining({ kind: 'GOODS', description: 'Chicken & Rice Bowl (500 g)', hsn: '23091000', quantity: 20, unitPrice: 14000, taxableValue: 280000, gstRate: 50, cgst: 7000, sgst: 7000, igst: 0, total: 294000 }),
      // ₹1,000 of delivery, GST included: 952.38 + 23.81 + 23.81
      expect.objectContaining({ kind: 'DELIVERY', description: 'Delivery charges (20 drops)', hsn: '23091000', quantity: 20, taxableValue: 95238, gstRate: 50, cgst: 2381, sgst: 2381, igst: 0, total: 100000 }),
    ]);
    // The invoice's lines add up to what the customer pays.
    expect(sums(price.lines)).toEqual({ taxableValue: 375238, cgst: 9381, sgst: 9381, igst: 0, total: price.totalPrice });
  });

  test('treats couriered to Mumbai: IGST only', () => {
    const treats = part({ key: 'TREATS', kind: 'TREATS', addressKey: 'aunt', placeOfSupply: MAHARASHTRA, dates: ['2026-12-10'], lines: [line({ key: 'v-jerky', name: 'Chicken Jerky', unit: 100, unitPrice: 24900, quantity: 2 })] });
    const price = priceParts([treats], settings).TREATS;
    expect(price).toMatchObject({ subtotal: 49800, cgst: 0, sgst: 0, igst: 2490, deliveryCharge: 5000, totalPrice: 57290 });
    expect(price.lines.map((l) => [l.kind, l.taxableValue, l.cgst, l.sgst, l.igst])).toEqual([
      ['GOODS', 49800, 0, 0, 2490],
      ['DELIVERY', 4762, 0, 0, 238],
    ]);
  });

  test('a Karnataka address: CGST + SGST', () => {
    const price = priceParts([part({ dates: ['2026-12-10'] })], settings).PDM;
    expect(price).toMatchObject({ cgst: 350, sgst: 350, igst: 0 });
  });

  test('two rates in one order: a 5 % meal and an 18 % add-on to one door; the shared drop is taxed at 18 %', () => {
    const dates = days('2026-12-01', 3);
    const prices = priceParts(
      [part({ dates }), part({ key: 'ADON', kind: 'ADON', dates, lines: [line({ key: 'v-chew', name: 'Dental Chew', unit: 1, unitType: 'PIECES', unitPrice: 5000, gstRate: 180, hsn: '23099090' })] })],
      settings,
    );
    expect(prices.PDM.lines).toEqual([
      expect.objectContaining({ kind: 'GOODS', taxableValue: 42000, gstRate: 50, cgst: 1050, sgst: 1050 }),
      // 3 drops of ₹50 at 18 %: 127.12 + 11.44 + 11.44, under the add-on's HSN
      expect.objectContaining({ kind: 'DELIVERY', quantity: 3, taxableValue: 12712, gstRate: 180, hsn: '23099090', cgst: 1144, sgst: 1144, total: 15000 }),
    ]);
    expect(prices.ADON.lines).toEqual([expect.objectContaining({ kind: 'GOODS', taxableValue: 15000, gstRate: 180, cgst: 1350, sgst: 1350 })]);
    expect(prices.ADON).toMatchObject({ deliveryCharge: 0, drops: 0, ridingAlong: 3, sharedWith: ['PDM'] });
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
      expect.objectContaining({ kind: 'DELIVERY', quantity: 1, description: 'Delivery charge (1 drop)', taxableValue: 4762, cgst: 119, sgst: 119, total: 5000 }),
    ]);
    expect(sums(credit).total).toBe(19700);
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
