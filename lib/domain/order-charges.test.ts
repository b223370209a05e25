import { addDays, type IsoDay } from './calendar';
import { chargedLines, creditLines, type ChargeBasis, type DocumentLine, type PlacedPart } from './order-charges';
import { priceParts, type GoodsLineInput } from './order-pricing';

const basis: ChargeBasis = { sellerStateCode: '29', dropCharge: 5000, legacy: false };
const days = (from: IsoDay, n: number) => Array.from({ length: n }, (_, i) => addDays(from, i));

const bowl: GoodsLineInput = { key: 'v-bowl', name: 'Chicken Bowl', unit: 500, unitType: 'GRAMS', unitPrice: 14000, quantity: 1, gstRate: 50, hsn: '23091000' };
const chew: GoodsLineInput = { key: 'v-chew', name: 'Dental Chew', unit: 1, unitType: 'PIECES', unitPrice: 5000, quantity: 2, gstRate: 180, hsn: '23099090' };

const part = (over: Partial<PlacedPart> & Pick<PlacedPart, 'key' | 'kind' | 'dates'>): PlacedPart => ({ addressKey: 'home', placeOfSupply: '29', lines: [bowl], charged: over.dates, ...over });

const sum = (lines: readonly DocumentLine[]) =>
  lines.reduce((s, l) => ({ taxableValue: s.taxableValue + l.taxableValue, cgst: s.cgst + l.cgst, sgst: s.sgst + l.sgst, igst: s.igst + l.igst, total: s.total + l.total }), { taxableValue: 0, cgst: 0, sgst: 0, igst: 0, total: 0 });
const all = (byPart: Record<string, DocumentLine[]>) => Object.values(byPart).flat();

const meals = part({ key: 'PDM', kind: 'PDM', dates: days('2026-12-01', 3) });
const addOn = part({ key: 'ADON', kind: 'ADON', dates: days('2026-12-01', 3), lines: [chew] });

test('nothing given back: the order is charged exactly what it was priced at, line for line', () => {
  const charged = chargedLines([meals, addOn], basis);
  const priced = priceParts([meals, addOn], basis);
  for (const key of ['PDM', 'ADON']) {
    expect(charged[key]).toEqual(priced[key].lines.map((l) => expect.objectContaining(l)));
  }
  expect(charged.PDM.map((l) => [l.kind, l.uqc, l.quantityMilli])).toEqual([
    ['GOODS', 'KGS', 1500],
    ['DELIVERY', 'OTH', 3000],
  ]);
  expect(charged.ADON.map((l) => [l.kind, l.uqc, l.quantityMilli])).toEqual([['GOODS', 'NOS', 6000]]);
});

test.each<[string, { part: string; date: IsoDay }[], [string, string, number, number][]]>([
  ['a meal skipped while its add-on still comes: its goods only', [{ part: 'PDM', date: '2026-12-02' }], [['PDM', 'GOODS', 1, 14700]]],
  [
    'then the add-on of that day too: its goods, and the drop (carried by the meals, at the meal\'s 5 %: the line of highest value)',
    [
      { part: 'PDM', date: '2026-12-02' },
      { part: 'ADON', date: '2026-12-02' },
    ],
    [
      ['PDM', 'GOODS', 1, 14700],
      ['ADON', 'GOODS', 2, 11800],
      ['PDM', 'DELIVERY', 1, 5000],
    ],
  ],
  ['a slot already given back gives nothing more', [{ part: 'PDM', date: '2026-12-02' }, { part: 'PDM', date: '2026-12-02' }], [['PDM', 'GOODS', 1, 14700]]],
  ['a date the part never had gives nothing', [{ part: 'PDM', date: '2026-12-25' }], []],
])('%s', (_name, going, expected) => {
  const lines = creditLines([meals, addOn], going, basis);
  expect(lines.map((l) => [l.partKey, l.kind, l.quantity, l.total])).toEqual(expected);
});

test('credits and what is still charged always add up to what was charged, whatever is given back in whatever order', () => {
  const treats = part({ key: 'TREATS', kind: 'TREATS', addressKey: 'aunt', placeOfSupply: '27', dates: ['2026-12-03', '2026-12-09'], lines: [{ ...bowl, key: 'v-jerky', unitPrice: 24900, quantity: 3 }] });
  const parts = [meals, addOn, treats];
  const slots = parts.flatMap((p) => p.dates.map((date) => ({ part: p.key, date })));
  const before = sum(all(chargedLines(parts, basis)));
  // a fixed shuffle
  const order = [5, 0, 7, 2, 6, 1, 4, 3].map((i) => slots[i]);
  let credited = sum([]);
  let state = parts;
  for (const slot of order) {
    const credit = sum(creditLines(state, [slot], basis));
    credited = { taxableValue: credited.taxableValue + credit.taxableValue, cgst: credited.cgst + credit.cgst, sgst: credited.sgst + credit.sgst, igst: credited.igst + credit.igst, total: credited.total + credit.total };
    state = state.map((p) => (p.key === slot.part ? { ...p, charged: p.charged.filter((d) => d !== slot.date) } : p));
    const now = sum(all(chargedLines(state, basis)));
    expect(now.total + credited.total).toBe(before.total);
    expect([now.cgst + credited.cgst, now.sgst + credited.sgst, now.igst + credited.igst]).toEqual([before.cgst, before.sgst, before.igst]);
  }
  expect(sum(all(chargedLines(state, basis))).total).toBe(0);
  expect(credited).toEqual(before);
});

test.each(['PRINCIPAL_SUPPLY', 'HIGHEST_RATE'] as const)('under %s, every slot given back one by one credits exactly what was charged, tax by tax', (rule) => {
  const ruled: ChargeBasis = { ...basis, deliveryTaxRule: rule };
  const parts = [meals, addOn];
  const before = sum(all(chargedLines(parts, ruled)));
  expect(before.total).toBe(Object.values(priceParts(parts, ruled)).reduce((n, p) => n + p.totalPrice, 0));
  let state = parts;
  let credited = sum([]);
  for (const slot of parts.flatMap((p) => p.dates.map((date) => ({ part: p.key, date })))) {
    const c = sum(creditLines(state, [slot], ruled));
    credited = { taxableValue: credited.taxableValue + c.taxableValue, cgst: credited.cgst + c.cgst, sgst: credited.sgst + c.sgst, igst: credited.igst + c.igst, total: credited.total + c.total };
    state = state.map((p) => (p.key === slot.part ? { ...p, charged: p.charged.filter((d) => d !== slot.date) } : p));
  }
  expect(credited).toEqual(before);
});

test('treats to Maharashtra are credited with IGST only', () => {
  const treats = part({ key: 'TREATS', kind: 'TREATS', addressKey: 'aunt', placeOfSupply: '27', dates: ['2026-12-10'] });
  expect(creditLines([treats], [{ part: 'TREATS', date: '2026-12-10' }], basis).map((l) => [l.kind, l.cgst, l.sgst, l.igst])).toEqual([
    ['GOODS', 0, 0, 700],
    ['DELIVERY', 0, 0, 238],
  ]);
});

describe('an order placed before one charge per drop (legacy)', () => {
  const legacy: ChargeBasis = { ...basis, legacy: true };
  // Its goods as one line per suborder (tax was rounded on the whole), delivery untaxed, per cart per date.
  const old = (key: 'PDM' | 'ADON') => part({ key, kind: key, dates: days('2026-12-01', 3), lines: [{ ...bowl, key: `goods:${key}`, unit: 1, unitType: 'PIECES' }] });

  test('is charged as it was: 2.5 % + 2.5 % on the goods, ₹50 a date per cart without tax', () => {
    const charged = chargedLines([old('PDM'), old('ADON')], legacy);
    expect(charged.PDM.map((l) => [l.kind, l.taxableValue, l.cgst, l.sgst, l.gstRate])).toEqual([
      ['GOODS', 42000, 1050, 1050, 50],
      ['DELIVERY', 15000, 0, 0, 0],
    ]);
    expect(sum(all(charged)).total).toBe(2 * 59100);
  });

  test('one skipped day gives back what the old rule did (₹197.00)', () => {
    expect(sum(creditLines([old('PDM'), old('ADON')], [{ part: 'PDM', date: '2026-12-02' }], legacy)).total).toBe(19700);
  });
});
