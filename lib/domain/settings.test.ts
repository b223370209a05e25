import { displaySetting, normalizeSetting, parsePinList, settingProblem, SETTING_GROUPS } from './settings';

test.each([
  ['payment.upi.id', 'dogmeals@okaxis', null],
  ['payment.upi.id', 'dogmeals okaxis', 'A UPI id looks like name@bank, e.g. dogmeals@okaxis.'],
  ['payment.upi.id', 'dogmeals@', 'A UPI id looks like name@bank, e.g. dogmeals@okaxis.'],
  ['pincodes', '560001, 560002\n560001', null],
  ['pincodes', '560001, 56002, 060001', 'Not 6-digit Indian PIN codes: 56002, 060001.'],
  ['pincodes', ' ', 'Please enter the PIN codes.'],
  ['deliveryCharge', '49.50', null],
  ['deliveryCharge', '49.555', 'Enter an amount in rupees, e.g. 50 or 49.50.'],
  ['deliveryCharge', '-5', 'Enter an amount in rupees, e.g. 50 or 49.50.'],
  ['cgst', '2.5', null],
  ['cgst', '2.55', 'Enter a percentage from 0 to 20, in steps of 0.1, e.g. 2.5.'],
  ['subscription.months', '3', null],
  ['subscription.months', '13', 'Enter a whole number from 1 to 12.'],
  ['subscription.months', '1.5', 'Enter a whole number from 1 to 12.'],
  ['payment.maxDeadlineDays', '', null],
  ['seller.gstin', '29AAGCG4321K1ZH', null],
  ['seller.gstin', '29AAGCG4321K1ZX', 'That GSTIN has a typo: its last character does not match the others.'],
  ['bank.ifsc', 'hdfc0000123', null],
  ['bank.ifsc', 'HDFC1000123', 'An IFSC is 4 letters, a 0 and 6 letters or digits, e.g. HDFC0000123.'],
  ['invoice.prefix', 'gdk', null],
  ['invoice.prefix', 'GOODDOG', 'A document prefix is 1 to 4 capital letters or digits.'],
  ['contact.email', 'care@example', 'Enter an email address, e.g. care@example.in.'],
  ['kitchen.location', '12.9784, 77.6408', null],
  ['kitchen.location', '', null],
  ['kitchen.location', 'Indiranagar', 'Enter the latitude and longitude separated by a comma, e.g. 12.9716, 77.5946.'],
  ['delivery.onTimeBy', '13:00', null],
  ['delivery.onTimeBy', '1 pm', 'Enter a time of day, 24-hour, e.g. 13:00.'],
  ['couriers', '[{"name": "Delhivery", "trackingUrl": "https://www.delhivery.com/track/package/{awb}"}]', null],
  ['couriers', '[{"name": "Delhivery", "trackingUrl": "https://www.delhivery.com/track"}]', 'Delhivery: the tracking link must start with https:// and hold {awb} where the number goes.'],
  ['somethingElse', 'x', 'This is not a setting the app can change.'],
])('%s = %j', (key, value, problem) => {
  expect(settingProblem(key, value)).toBe(problem);
});

test('stored forms: PINs without duplicates, percent in tenths, upper-case codes', () => {
  expect(normalizeSetting('pincodes', '560001, 560002\n560001 ')).toBe('560001,560002');
  expect(normalizeSetting('cgst', '2.5')).toBe('25');
  expect(displaySetting('cgst', '25')).toBe('2.5');
  expect(normalizeSetting('seller.gstin', '29aagcg4321k1zh')).toBe('29AAGCG4321K1ZH');
  expect(normalizeSetting('invoice.prefix', 'gdk')).toBe('GDK');
  expect(parsePinList('560001 560001 56')).toEqual({ pins: ['560001'], invalid: ['56'], duplicates: 1 });
});

test('every key the app reads is a setting, in one group only', () => {
  const keys = SETTING_GROUPS.flatMap((g) => g.fields.map((f) => f.key));
  expect(new Set(keys).size).toBe(keys.length);
  for (const key of ['deliveryCharge', 'cgst', 'sgst', 'payment.upi.id', 'vpa.name', 'pincodes', 'subscription.months', 'payment.expiry.hours', 'payment.maxDeadlineDays', 'contact.email', 'grievance.name', 'grievance.email', 'grievance.phone', 'support.whatsapp', 'bank.accountName', 'bank.accountNumber', 'bank.ifsc', 'bank.name', 'seller.stateCode', 'seller.legalName', 'seller.gstin', 'seller.address', 'invoice.prefix', 'creditNote.prefix', 'gst.b2clThreshold', 'paymentMessage', 'kitchen.location', 'delivery.onTimeBy', 'couriers']) {
    expect(keys).toContain(key);
  }
});
