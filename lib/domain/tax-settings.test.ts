import { hsnDescription } from './gst';
import { parseHsnDescriptions, sellerSettingsMissing, taxSettingProblem, taxSettingsFromConfig } from './tax-settings';

const DEMO_GSTIN = '29AAGCG4321K1ZH';

describe('taxSettingsFromConfig', () => {
  test.each<[string, Record<string, string>, object]>([
    ['nothing set: defaults', {}, { seller: { legalName: 'Store', gstin: '', stateCode: '29', address: '' }, invoicePrefix: 'GDK', creditNotePrefix: 'CN', b2clThreshold: 10000000 }],
    [
      'everything set',
      { 'seller.legalName': ' GDK Foods LLP ', 'seller.gstin': ' 29aagcg4321k1zh', 'seller.address': '1 Road', 'seller.stateCode': '27', 'invoice.prefix': 'inv', 'creditNote.prefix': 'CR', 'gst.b2clThreshold': '250000' },
      { seller: { legalName: 'GDK Foods LLP', gstin: DEMO_GSTIN, stateCode: '27', address: '1 Road' }, invoicePrefix: 'INV', creditNotePrefix: 'CR', b2clThreshold: 25000000 },
    ],
    ['an invalid GSTIN is not printed', { 'seller.gstin': '29AAGCG4321K1Z5' }, { seller: expect.objectContaining({ gstin: '' }) }],
    ['an unknown state code falls back to Karnataka', { 'seller.stateCode': '99' }, { seller: expect.objectContaining({ stateCode: '29' }) }],
    ['a threshold that is not whole rupees falls back', { 'gst.b2clThreshold': '1,00,000' }, { b2clThreshold: 10000000 }],
    ['a prefix too long falls back', { 'invoice.prefix': 'INVOICE' }, { invoicePrefix: 'GDK' }],
  ])('%s', (_name, config, expected) => {
    expect(taxSettingsFromConfig(config, 'Store')).toMatchObject(expected);
  });
});

describe('taxSettingProblem', () => {
  test.each<[string, string, boolean]>([
    ['seller.gstin', DEMO_GSTIN, true],
    ['seller.gstin', '29AAGCG4321K1Z5', false],
    ['seller.gstin', '', false],
    ['seller.stateCode', '29', true],
    ['seller.stateCode', 'KA', false],
    ['seller.legalName', '  ', false],
    ['invoice.prefix', 'GDK', true],
    ['creditNote.prefix', 'C/N', false],
    ['gst.b2clThreshold', '100000', true],
    ['gst.b2clThreshold', '1e5', false],
    ['deliveryCharge', 'anything', true],
  ])('%s = %j: accepted %s', (key, value, ok) => {
    expect(taxSettingProblem(key, value) === null).toBe(ok);
  });
});

test('sellerSettingsMissing names what an owner must set before going live', () => {
  expect(sellerSettingsMissing({})).toEqual(['seller.legalName', 'seller.gstin', 'seller.address']);
  expect(sellerSettingsMissing({ 'seller.legalName': 'X', 'seller.gstin': DEMO_GSTIN, 'seller.address': 'Y' })).toEqual([]);
});

describe('the owner’s HSN descriptions (GSTR-1 table 12 prints each code’s description)', () => {
  test.each<[string, Record<string, string>, boolean]>([
    ['23091000: Dog food, retail packs', { '23091000': 'Dog food, retail packs' }, true],
    ['23091000 = Dog food\n\n1504: Fish oil ', { '23091000': 'Dog food', '1504': 'Fish oil' }, true],
    ['', {}, true],
    ['2309100: seven digits', {}, false],
    ['Dog food', {}, false],
    [`23091000: ${'x'.repeat(101)}`, {}, false],
  ])('%j', (text, descriptions, ok) => {
    const parsed = parseHsnDescriptions(text);
    expect(parsed.problem === null).toBe(ok);
    if (ok) expect(parsed.descriptions).toEqual(descriptions);
  });
  test('read from the settings, and used before the tariff’s words', () => {
    const settings = taxSettingsFromConfig({ 'gst.hsnDescriptions': '23091000: Our meals' }, 'Shop');
    expect(hsnDescription('23091000', settings.hsnDescriptions)).toBe('Our meals');
    expect(hsnDescription('23099090', settings.hsnDescriptions)).toBe('Other preparations of a kind used in animal feeding');
    expect(taxSettingProblem('gst.hsnDescriptions', 'nonsense')).toMatch(/HSN code/);
  });
});
