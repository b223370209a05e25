import { couriersProblem, findCourier, parseCouriers, trackingUrl } from './couriers';

const DELHIVERY = { name: 'Delhivery', trackingUrl: 'https://www.delhivery.com/track/package/{awb}' };

test.each<[string, string, string | null]>([
  ['a list of one', JSON.stringify([DELHIVERY]), null],
  ['an empty list (no couriers)', '[]', null],
  ['not JSON', 'Delhivery https://x/{awb}', 'Enter the couriers as JSON, e.g. [{"name": "Delhivery", "trackingUrl": "https://www.delhivery.com/track/package/{awb}"}].'],
  ['not a list', JSON.stringify(DELHIVERY), 'Enter a list, e.g. [{"name": "Delhivery", "trackingUrl": "https://www.delhivery.com/track/package/{awb}"}].'],
  ['no name', JSON.stringify([{ trackingUrl: DELHIVERY.trackingUrl }]), 'Courier 1 needs a name of at most 30 characters.'],
  ['no {awb} in the link', JSON.stringify([{ name: 'DTDC', trackingUrl: 'https://dtdc.example/track' }]), 'DTDC: the tracking link must start with https:// and hold {awb} where the number goes.'],
  ['plain http', JSON.stringify([{ name: 'DTDC', trackingUrl: 'http://dtdc.example/{awb}' }]), 'DTDC: the tracking link must start with https:// and hold {awb} where the number goes.'],
  ['the same name twice', JSON.stringify([DELHIVERY, { ...DELHIVERY, name: 'delhivery ' }]), 'delhivery is on the list twice.'],
])('couriersProblem: %s', (_name, value, expected) => {
  expect(couriersProblem(value)).toBe(expected);
});

test('the tracking link puts the AWB where {awb} is, escaped', () => {
  const [c] = parseCouriers(JSON.stringify([DELHIVERY]));
  expect(trackingUrl(c, ' 1234567890 ')).toBe('https://www.delhivery.com/track/package/1234567890');
  expect(trackingUrl({ name: 'X', trackingUrl: 'https://x.example/t?awb={awb}&again={awb}' }, 'AB 1')).toBe('https://x.example/t?awb=AB%201&again=AB%201');
});

test('couriers are found by name whatever the case; a broken setting is none', () => {
  const couriers = parseCouriers(JSON.stringify([DELHIVERY]));
  expect(findCourier(couriers, 'DELHIVERY')).toEqual(DELHIVERY);
  expect(findCourier(couriers, 'Blue Dart')).toBeNull();
  expect(parseCouriers('{')).toEqual([]);
  expect(parseCouriers(undefined)).toEqual([]);
});
