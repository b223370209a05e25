import { fullName } from './people';

test.each([
  [{ firstName: 'Ravi', lastName: 'Kumar' }, undefined, 'Ravi Kumar'],
  [{ firstName: 'Ravi', lastName: null }, undefined, 'Ravi'],
  [{ firstName: null, lastName: 'Kumar' }, undefined, 'Kumar'],
  [{ firstName: '  Ravi ', lastName: ' ' }, undefined, 'Ravi'],
  [{ firstName: null, lastName: null }, undefined, 'Unnamed customer'],
  [{ firstName: '', lastName: '' }, '—', '—'],
])('fullName(%o) = %s', (person, fallback, shown) => {
  expect(fullName(person, fallback)).toBe(shown);
});
