import type { CategoryCode } from './categories';
import { deliveryPinError, deliversTo, isValidIndianPin, parsePincodes, pinAnswer, pinDeliverySummary } from './pincodes';

test.each([
  ['560001', true],
  ['110001', true],
  ['999999', true],
  ['060001', false],
  ['56000', false],
  ['5600011', false],
  ['56000a', false],
  ['560 001', false],
  ['', false],
])('isValidIndianPin(%p) is %p', (pin, ok) => {
  expect(isValidIndianPin(pin)).toBe(ok);
});

test.each<[string | undefined, string[]]>([
  [undefined, []],
  ['', []],
  ['560001', ['560001']],
  ['560001,560002', ['560001', '560002']],
  [' 560001 , 560002,, 560003 ', ['560001', '560002', '560003']],
  ['560001 560002\n560003', ['560001', '560002', '560003']],
  ['560001,abc,56000,060001,560001', ['560001']],
])('parsePincodes(%p)', (value, pins) => {
  expect([...parsePincodes(value)]).toEqual(pins);
});

const BENGALURU = parsePincodes('560001,560034,560102');
const INVALID = 'Please enter a valid 6-digit PIN code.';
const OUTSIDE = (pin: string) => `Only treats are delivered to ${pin}. Meals and add-ons are delivered in Bengaluru only.`;
const NOT_YET = (pin: string) => `Our meals and add-ons don’t reach ${pin} yet, but treats do.`;

test.each<[CategoryCode, string, string | null]>([
  ['CDM', '560034', null],
  ['PDM', '560001', null],
  ['ADON', '560102', null],
  ['PDM', ' 560001 ', null],
  ['CDM', '110001', OUTSIDE('110001')],
  ['PDM', '400001', OUTSIDE('400001')],
  // a Bengaluru PIN not served yet reads as the menu's PIN check says it, in the cart too
  ['ADON', '560999', NOT_YET('560999')],
  ['CDM', ' 560035 ', NOT_YET('560035')],
  ['TREATS', '110001', null],
  ['TREATS', '560034', null],
  ['TREATS', '012345', INVALID],
  ['CDM', '5600', INVALID],
  ['PDM', '', INVALID],
])('%s to %p: %p', (kind, pin, message) => {
  expect(deliveryPinError(kind, pin, BENGALURU)).toBe(message);
});

test.each(['560035', '110001', '400001'])('a PIN meals do not reach gets the menu answer\'s words: %s', (pin) => {
  expect(deliveryPinError('PDM', pin, BENGALURU)).toBe(pinAnswer(pin, BENGALURU)?.text);
});

test('meals cannot be delivered anywhere when no PIN codes are configured', () => {
  expect(deliveryPinError('PDM', '560001', parsePincodes(undefined))).toBe(NOT_YET('560001'));
});

test.each<[CategoryCode, string, boolean]>([
  ['CDM', '560034', true],
  ['PDM', '560001', true],
  ['ADON', '560102', true],
  ['TREATS', '560034', true],
  ['CDM', '110001', false],
  ['PDM', '110001', false],
  ['ADON', '110001', false],
  ['TREATS', '110001', true],
  ['TREATS', '12', false],
])('deliversTo(%p, %p) is %p', (kind, pin, ok) => {
  expect(deliversTo(kind, pin, BENGALURU)).toBe(ok);
});

test.each<[string, string | null]>([
  ['560034', 'We deliver everything on the menu to 560034.'],
  [' 560001 ', 'We deliver everything on the menu to 560001.'],
  ['110001', 'Only treats are delivered to 110001. Meals and add-ons are delivered in Bengaluru only.'],
  // a Bengaluru PIN not served yet must not read "Bengaluru only"
  ['560035', 'Our meals and add-ons don’t reach 560035 yet, but treats do.'],
  ['060001', null],
  ['5600', null],
])('pinDeliverySummary(%p)', (pin, text) => {
  expect(pinDeliverySummary(pin, BENGALURU)).toBe(text);
});

test.each<[string, boolean | null]>([
  ['560034', false],
  ['560035', true],
  ['562110', false],
  ['110001', false],
  ['12', null],
])('pinAnswer(%p) offers "Tell me when you deliver here": %p', (pin, offer) => {
  expect(pinAnswer(pin, BENGALURU)?.offerWaitlist ?? null).toBe(offer);
});
