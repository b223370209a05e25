import { invoiceLines, summariseDeliveryDates } from './invoice';

describe('invoiceLines', () => {
  const items = [
    {
      id: 'i1',
      name: 'Chicken rice',
      unitType: 'GRAMS' as const,
      variants: [
        { id: 'v1', price: 15000, quantity: 2, unit: 500 },
        { id: 'v2', price: 28000, quantity: 1, unit: 1000 },
        { id: 'v3', price: 9000, quantity: 0, unit: 250 },
      ],
    },
    { id: 'i2', name: 'Bone broth', unitType: 'ML' as const, variants: [{ id: 'v4', price: 12345, quantity: 3, unit: 200 }] },
  ];

  test.each([
    ['one delivery date: price x quantity', 1, [30000, 28000, 37035]],
    ['three dates: every line three times', 3, [90000, 84000, 111105]],
    ['no dates: nothing is charged', 0, [0, 0, 0]],
  ])('%s', (_, dates, amounts) => {
    expect(invoiceLines(items, dates).map((l) => l.amount)).toEqual(amounts);
  });

  test('a line per ordered variant, with its unit and stored price; zero quantities are left out', () => {
    expect(invoiceLines(items, 2)).toEqual([
      { key: 'v1', name: 'Chicken rice', unit: '500 g', quantity: 2, unitPrice: 15000, amount: 60000 },
      { key: 'v2', name: 'Chicken rice', unit: '1 kg', quantity: 1, unitPrice: 28000, amount: 56000 },
      { key: 'v4', name: 'Bone broth', unit: '200 ml', quantity: 3, unitPrice: 12345, amount: 74070 },
    ]);
  });
});

describe('summariseDeliveryDates', () => {
  test.each([
    ['one date', ['2026-11-23'], 'list', 'Mon, 23 Nov 2026'],
    ['dates are sorted', ['2026-11-25', '2026-11-23'], 'list', 'Mon, 23 Nov 2026; Wed, 25 Nov 2026'],
    ['seven dates are still listed', ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'], 'list', /^Mon, 23 Nov 2026; .*Sun, 29 Nov 2026$/],
    [
      'eight or more become first, last and count',
      ['2026-11-30', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'],
      'range',
      '8 deliveries from Mon, 23 Nov 2026 to Mon, 30 Nov 2026',
    ],
    ['no dates', [], 'list', ''],
  ])('%s', (_, days, kind, text) => {
    const s = summariseDeliveryDates(days as string[]);
    expect(s.kind).toBe(kind);
    expect(s.count).toBe((days as string[]).length);
    if (text instanceof RegExp) expect(s.text).toMatch(text);
    else expect(s.text).toBe(text);
  });
});
