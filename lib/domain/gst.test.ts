import { formatGstRate, gstRateProblem, hsnProblem, isInterState, splitInclusive, taxOnTaxable } from './gst';
import { gstinCheckCharacter, gstinProblem, normalizeGstin } from './gstin';
import { ADDRESS_STATES, GST_STATES, placeOfSupplyLabel, stateByCode, stateByName } from './gst-states';

describe('tax on a price before tax: CGST + SGST within the state, IGST across (IGST Act s.7/s.8)', () => {
  test.each<[string, number, number, boolean, { cgst: number; sgst: number; igst: number; total: number }]>([
    ['₹2,400 of meals at 5 % in Karnataka', 240000, 50, false, { cgst: 6000, sgst: 6000, igst: 0, total: 252000 }],
    ['₹2,400 of treats at 5 % to Maharashtra', 240000, 50, true, { cgst: 0, sgst: 0, igst: 12000, total: 252000 }],
    ['₹239 at 5 %: 5.975 rounds up to ₹5.98 each', 23900, 50, false, { cgst: 598, sgst: 598, igst: 0, total: 25096 }],
    ['₹239 at 5 % across states: 11.95', 23900, 50, true, { cgst: 0, sgst: 0, igst: 1195, total: 25095 }],
    ['₹1.01 at 18 %: 0.0909 -> 9 paise each', 101, 180, false, { cgst: 9, sgst: 9, igst: 0, total: 119 }],
    ['half a paisa rounds up: ₹0.10 at 5 % (0.25 paise each half)', 10, 50, false, { cgst: 0, sgst: 0, igst: 0, total: 10 }],
    ['₹0.30 at 5 %: 0.75 paise each half rounds to 1', 30, 50, false, { cgst: 1, sgst: 1, igst: 0, total: 32 }],
    ['0 %: no tax', 99900, 0, true, { cgst: 0, sgst: 0, igst: 0, total: 99900 }],
  ])('%s', (_name, taxable, rate, inter, expected) => {
    expect(taxOnTaxable(taxable, rate, inter)).toEqual({ taxableValue: taxable, ...expected });
  });
});

describe('a GST-inclusive charge taken apart (the delivery charge): parts add up to what was paid', () => {
  test.each<[string, number, number, boolean, { taxableValue: number; cgst: number; sgst: number; igst: number }]>([
    ['₹50 at 5 % in the state', 5000, 50, false, { taxableValue: 4762, cgst: 119, sgst: 119, igst: 0 }],
    ['₹50 at 5 % across states', 5000, 50, true, { taxableValue: 4762, cgst: 0, sgst: 0, igst: 238 }],
    ['20 drops of ₹50 at 5 %', 100000, 50, false, { taxableValue: 95238, cgst: 2381, sgst: 2381, igst: 0 }],
    ['₹50 at 18 %', 5000, 180, false, { taxableValue: 4238, cgst: 381, sgst: 381, igst: 0 }],
    ['₹50 at 0 %', 5000, 0, false, { taxableValue: 5000, cgst: 0, sgst: 0, igst: 0 }],
  ])('%s', (_name, gross, rate, inter, expected) => {
    const split = splitInclusive(gross, rate, inter);
    expect(split).toEqual({ ...expected, total: gross });
    expect(split.taxableValue + split.cgst + split.sgst + split.igst).toBe(gross);
  });

  test('for every gross from 1 paisa to ₹100 at every common rate, the parts add up and CGST = SGST', () => {
    for (const rate of [0, 1, 30, 50, 120, 180, 280, 400]) {
      for (let gross = 1; gross <= 10000; gross += 7) {
        const s = splitInclusive(gross, rate, false);
        expect(s.taxableValue + s.cgst + s.sgst).toBe(gross);
        expect(s.cgst).toBe(s.sgst);
        expect(s.taxableValue).toBeGreaterThanOrEqual(0);
      }
    }
  });
});

test.each<[string, string | null, boolean]>([
  ['Karnataka to Karnataka', '29', false],
  ['Karnataka to Maharashtra', '27', true],
  ['no address chosen yet: priced as within the state', null, false],
])('seller in 29, place of supply %s', (_name, pos, inter) => {
  expect(isInterState('29', pos)).toBe(inter);
});

test.each<[number, string | null, string]>([
  [50, null, '5%'],
  [25, null, '2.5%'],
  [180, null, '18%'],
  [0, null, '0%'],
  [400, null, '40%'],
  [401, 'A GST rate is a percentage from 0 to 40, in steps of 0.1.', '40.1%'],
  [-5, 'A GST rate is a percentage from 0 to 40, in steps of 0.1.', '-0.5%'],
  [2.5, 'A GST rate is a percentage from 0 to 40, in steps of 0.1.', '0.25%'],
])('GST rate %p tenths', (tenths, problem, label) => {
  expect(gstRateProblem(tenths)).toBe(problem);
  expect(formatGstRate(tenths)).toBe(label);
});

test.each<[string, boolean]>([
  ['2309', true],
  ['230910', true],
  ['23091000', true],
  ['230', false],
  ['23091', false],
  ['2309100', false],
  ['2309 10', false],
  ['ABCD', false],
])('HSN %s valid: %p', (hsn, ok) => {
  expect(hsnProblem(hsn) === null).toBe(ok);
});

describe('GSTIN: format, state code and check character (Luhn mod 36)', () => {
  // 27AAPFU0939F1ZV is the sample GSTIN in GSTN's published API documentation.
  test.each<[string, string | null]>([
    ['27AAPFU0939F1ZV', null],
    ['27aapfu0939f1zv', null],
    [' 27AAPFU0939F1ZV ', null],
    ['29AAACP7879D1Z0', null],
    ['33AAACH7409R1Z8', null],
    ['27AAPFU0939F1ZW', 'That GSTIN has a typo: its last character does not match the others.'],
    ['27AAPFU0939F1V', 'A GSTIN has 15 characters.'],
    ['27AAPFU0939F1YV', 'That is not a GSTIN: it is a 2-digit state code, a 10-character PAN, an entity number, Z and a check character.'],
    ['2AAAPFU0939F1ZV', 'That is not a GSTIN: it is a 2-digit state code, a 10-character PAN, an entity number, Z and a check character.'],
    ['27AAPF00939F1ZV', 'That is not a GSTIN: it is a 2-digit state code, a 10-character PAN, an entity number, Z and a check character.'],
    ['27AAPFU0939F0ZV', 'That is not a GSTIN: it is a 2-digit state code, a 10-character PAN, an entity number, Z and a check character.'],
    ['40AAPFU0939F1ZV', 'A GSTIN starts with a state code; 40 is not one.'],
  ])('%s', (gstin, problem) => {
    expect(gstinProblem(gstin)).toBe(problem);
  });

  test('the check character of a typo differs (one character changed anywhere is caught)', () => {
    const good = '27AAPFU0939F1ZV';
    for (let i = 2; i < 14; i++) {
      const alphabet = /\d/.test(good[i]) ? '0123456789' : 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
      const changed = good.slice(0, i) + alphabet[(alphabet.indexOf(good[i]) + 1) % alphabet.length] + good.slice(i + 1, 14);
      expect(gstinCheckCharacter(changed)).not.toBe('V');
    }
    expect(normalizeGstin(' 27aapfu0939f1zv')).toBe(good);
  });
});

describe('states and union territories with their GST codes (GST portal state code list)', () => {
  test.each<[string, string]>([
    ['01', 'Jammu and Kashmir'],
    ['07', 'Delhi'],
    ['26', 'Dadra and Nagar Haveli and Daman and Diu'],
    ['27', 'Maharashtra'],
    ['29', 'Karnataka'],
    ['33', 'Tamil Nadu'],
    ['36', 'Telangana'],
    ['37', 'Andhra Pradesh'],
    ['38', 'Ladakh'],
  ])('%s is %s', (code, name) => {
    expect(stateByCode(code)?.name).toBe(name);
    expect(stateByName(name)?.code).toBe(code);
  });

  test.each<[string, string | null]>([
    ['karnataka', '29'],
    ['  KARNATAKA ', '29'],
    ['Tamilnadu', '33'],
    ['Orissa', '21'],
    ['New Delhi', '07'],
    ['Pondicherry', '34'],
    ['Jammu & Kashmir', '01'],
    ['Andaman & Nicobar Islands', '35'],
    ['Bengaluru', null],
    ['', null],
  ])('an address saying %p is in %p', (text, code) => {
    expect(stateByName(text)?.code ?? null).toBe(code);
  });

  test('place of supply is printed as GSTR-1 spells it', () => {
    expect(placeOfSupplyLabel(stateByCode('27')!)).toBe('27-Maharashtra');
    expect(placeOfSupplyLabel(stateByCode('29')!)).toBe('29-Karnataka');
    expect(placeOfSupplyLabel(stateByCode('35')!)).toBe('35-Andaman & Nicobar Islands');
    expect(placeOfSupplyLabel(stateByCode('26')!)).toBe('26-Dadra & Nagar Haveli & Daman & Diu');
  });

  test('an address may be in any current state or union territory: 36 of them', () => {
    expect(ADDRESS_STATES).toHaveLength(36);
    expect(new Set(GST_STATES.map((s) => s.code)).size).toBe(GST_STATES.length);
  });
});
