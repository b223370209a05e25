import { distanceKm, keepStopsTogether, latLngProblem, orderRoute, parseLatLng, stopKeyOf, type LatLng, type RoutableDrop } from './routes';

// Points in Bengaluru, roughly along a line east of the kitchen (Indiranagar) and one to the south.
const KITCHEN: LatLng = { latitude: 12.9784, longitude: 77.6408 };
const P = {
  near: { latitude: 12.9784, longitude: 77.65 }, // ~1 km east
  mid: { latitude: 12.9784, longitude: 77.67 }, // ~3 km east
  far: { latitude: 12.9784, longitude: 77.7 }, // ~6.4 km east
  south: { latitude: 12.96, longitude: 77.6408 }, // ~2 km south
};
const drop = (id: string, point: LatLng | null, stopKey = id, zipCode: string | null = '560038'): RoutableDrop => ({ id, stopKey, point, zipCode });

describe('orderRoute', () => {
  test.each<[string, RoutableDrop[], LatLng | null, string[]]>([
    ['nothing to order', [], KITCHEN, []],
    ['nearest first from the kitchen, then nearest to that', [drop('far', P.far), drop('near', P.near), drop('mid', P.mid)], KITCHEN, ['near', 'mid', 'far']],
    // from the kitchen the south stop (2 km) is nearer than mid (3 km east)
    ['the nearest first, whichever way it lies', [drop('mid', P.mid), drop('south', P.south)], KITCHEN, ['south', 'mid']],
    ['drops of one stop together, ids in order', [drop('b2', P.far, 'B'), drop('a', P.near, 'A'), drop('b1', P.far, 'B')], KITCHEN, ['a', 'b1', 'b2']],
    ['a stop whose first drop has no pin takes the point of another', [drop('b1', null, 'B'), drop('b2', P.near, 'B'), drop('c', P.mid)], KITCHEN, ['b1', 'b2', 'c']],
    ['stops without coordinates last, by PIN code', [drop('x', null, 'x', '560095'), drop('y', null, 'y', '560001'), drop('n', P.near)], KITCHEN, ['n', 'y', 'x']],
    ['no kitchen set: starts at the located stop first by PIN code', [drop('far', P.far, 'far', '560001'), drop('near', P.near, 'near', '560038')], null, ['far', 'near']],
    ['equal distances: the earlier stop key first, every time', [drop('b', P.near), drop('a', P.near)], KITCHEN, ['a', 'b']],
  ])('%s', (_name, drops, start, expected) => {
    expect(orderRoute(drops, start)).toEqual(expected);
  });
});

describe('keepStopsTogether', () => {
  const known = [
    { id: 'a', stopKey: 'A' },
    { id: 'b1', stopKey: 'B' },
    { id: 'b2', stopKey: 'B' },
    { id: 'c', stopKey: 'C' },
  ];
  test.each<[string, string[], string[]]>([
    ['the order asked', ['c', 'a', 'b1', 'b2'], ['c', 'a', 'b1', 'b2']],
    ['a stop moves whole, at its first drop', ['b2', 'c', 'a', 'b1'], ['b2', 'b1', 'c', 'a']],
    ['drops left out go last in their old order', ['c'], ['c', 'a', 'b1', 'b2']],
    ['unknown ids are ignored', ['zz', 'c', 'a', 'b1', 'b2'], ['c', 'a', 'b1', 'b2']],
  ])('%s', (_name, ids, expected) => {
    expect(keepStopsTogether(ids, known)).toEqual(expected);
  });
});

test.each<[string, LatLng | null]>([
  ['12.9716, 77.5946', { latitude: 12.9716, longitude: 77.5946 }],
  ['12.9716,77.5946', { latitude: 12.9716, longitude: 77.5946 }],
  ['-33.8,151.2', { latitude: -33.8, longitude: 151.2 }],
  ['91, 10', null],
  ['12.97 77.59', null],
  ['', null],
])('parseLatLng(%j)', (typed, expected) => {
  expect(parseLatLng(typed)).toEqual(expected);
  expect(latLngProblem(typed) === null).toBe(expected !== null);
});

test('distanceKm: about 1 km for 0.0092° of longitude at Bengaluru, 0 to itself', () => {
  expect(distanceKm(KITCHEN, P.near)).toBeCloseTo(1.0, 1);
  expect(distanceKm(KITCHEN, KITCHEN)).toBe(0);
});

test.each<[string, Parameters<typeof stopKeyOf>[1], string]>([
  ['a saved address: its id', { id: 'addr1', title: 'Home', lineOne: '12, 4th Cross', linetwo: null, city: 'Bengaluru', state: 'Karnataka', zipCode: '560038', country: 'India', latitude: null, longitude: null, dropNote: null }, 'u1|addr1'],
  ['an old copy without id: its one line, lower case', { id: null, title: null, lineOne: '12,  4th Cross', linetwo: null, city: 'Bengaluru', state: 'Karnataka', zipCode: '560038', country: 'India', latitude: null, longitude: null, dropNote: null }, 'u1|12, 4th cross, bengaluru, karnataka 560038'],
  ['no address', null, 'u1|no address'],
])('stopKeyOf: %s', (_name, address, expected) => {
  expect(stopKeyOf('u1', address)).toBe(expected);
});
