import { addressLines, addressOneLine, addressSnapshotOf, namedSnapshot, readAddressSnapshot, sameAddressCopy } from './address-snapshot';

const saved = {
  id: 'a1',
  title: 'Home',
  lineOne: '12, 4th Cross',
  linetwo: 'Indiranagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  zipCode: '560038',
  country: 'India',
  latitude: 12.97,
  longitude: 77.64,
  dropNote: 'Gate 2',
};

test('a snapshot written at order time reads back the same', () => {
  expect(readAddressSnapshot(JSON.parse(JSON.stringify(addressSnapshotOf(saved))))).toEqual(saved);
});

test.each([
  ['null', null],
  ['an array', []],
  ['a string', 'Home'],
  ['an object without a first line', { title: 'Home', city: 'Bengaluru' }],
  ['a first line that is not text', { lineOne: 42 }],
])('%s is not an address', (_case, json) => {
  expect(readAddressSnapshot(json)).toBeNull();
});

test('an old snapshot with only some fields still reads, with empty parts left out of its lines', () => {
  const a = readAddressSnapshot({ lineOne: '7 MG Road', zipCode: '560001' })!;
  expect(a).toMatchObject({ id: null, title: null, city: '', country: 'India' });
  expect(addressLines(a)).toEqual(['7 MG Road', '560001']);
});

test.each([
  ['a copy with its id and title', saved, saved],
  ['no copy', null, null],
  ['a copy without an id', { ...saved, id: null }, null],
  ['a copy without a title', { ...saved, title: null }, null],
])('namedSnapshot: %s', (_case, a, named) => {
  expect(namedSnapshot(a)).toEqual(named);
});

test.each([
  [saved, ['Home', '12, 4th Cross', 'Indiranagar', 'Bengaluru, Karnataka 560038'], '12, 4th Cross, Indiranagar, Bengaluru, Karnataka 560038'],
  [{ ...saved, title: '', linetwo: null }, ['12, 4th Cross', 'Bengaluru, Karnataka 560038'], '12, 4th Cross, Bengaluru, Karnataka 560038'],
])('lines of %#', (a, lines, oneLine) => {
  expect(addressLines(addressSnapshotOf(a))).toEqual(lines);
  expect(addressOneLine(addressSnapshotOf(a))).toBe(oneLine);
});

describe('sameAddressCopy', () => {
  const home = { id: 'a1', title: 'Home', lineOne: '12, 5th Cross', linetwo: null, city: 'Bengaluru', state: 'Karnataka', zipCode: '560038', country: 'India', latitude: null, longitude: null, dropNote: null };
  test.each<[string, Parameters<typeof sameAddressCopy>[1], boolean]>([
    ['the same copy', { ...home }, true],
    ['a moved pin or note is the same place to read', { ...home, latitude: 12.9, longitude: 77.6, dropNote: 'Gate 2' }, true],
    ['another street', { ...home, lineOne: '12, 6th Cross' }, false],
    ['another title', { ...home, title: 'Office' }, false],
    ['another PIN', { ...home, zipCode: '560001' }, false],
  ])('%s', (_case, other, expected) => {
    expect(sameAddressCopy(home, other)).toBe(expected);
  });
});
