import { MAX_CAPACITY_OVERRIDES, MAX_PORTIONS_PER_DAY } from '../capacity';
import { capacityForm, DATE_TWICE_MESSAGE, OVERRIDES_MESSAGE, PORTIONS_MESSAGE, setCapacityInput } from './capacity-input';

const problems = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => (r.success ? [] : r.error!.issues.map((i) => [i.path.join('.'), i.message]));
const days = (n: number) => Array.from({ length: n }, (_, i) => `2027-01-${String((i % 28) + 1).padStart(2, '0')}`.replace(/^2027/, String(2027 + Math.floor(i / 28))));

// One row per rule of the capacity form, as the admin types it; each problem beside its field.
test.each([
  ['a maximum and a date with its own', { maxPerDay: ' 80 ', overrides: [{ date: '2026-12-25', max: '0' }] }, []],
  ['empty: no limit', { maxPerDay: '', overrides: [{ date: '2026-12-25', max: '' }] }, []],
  ['a maximum in words', { maxPerDay: 'eighty', overrides: [] }, [['maxPerDay', PORTIONS_MESSAGE]]],
  ['a fractional maximum', { maxPerDay: '2.5', overrides: [] }, [['maxPerDay', PORTIONS_MESSAGE]]],
  ['a negative maximum', { maxPerDay: '-1', overrides: [] }, [['maxPerDay', PORTIONS_MESSAGE]]],
  ['a maximum over the ceiling', { maxPerDay: String(MAX_PORTIONS_PER_DAY + 1), overrides: [] }, [['maxPerDay', PORTIONS_MESSAGE]]],
  ["a date's portions in words", { maxPerDay: '', overrides: [{ date: '2026-12-25', max: 'lots' }] }, [['overrides.0.max', PORTIONS_MESSAGE]]],
  ['a row without a date', { maxPerDay: '', overrides: [{ date: ' ', max: '' }] }, [['overrides.0.date', 'Choose a date, or remove the row.']]],
  ['a date that is not one', { maxPerDay: '', overrides: [{ date: '31/12/2026', max: '' }] }, [['overrides.0.date', 'Use a date as YYYY-MM-DD.']]],
  ['a date twice, named at its second row', { maxPerDay: '', overrides: [{ date: '2026-12-25', max: '1' }, { date: '2026-12-25', max: '2' }] }, [['overrides.1.date', DATE_TWICE_MESSAGE]]],
  ['too many dates', { maxPerDay: '', overrides: days(MAX_CAPACITY_OVERRIDES + 1).map((date) => ({ date, max: '' })) }, [['overrides', OVERRIDES_MESSAGE]]],
])('the form: %s', (_name, form, expected) => {
  expect(problems(capacityForm.safeParse(form))).toEqual(expected);
});

test('the form sends numbers, null for no limit', () => {
  expect(capacityForm.parse({ maxPerDay: ' 80 ', overrides: [{ date: ' 2026-12-25 ', max: '' }] })).toEqual({ maxPerDay: 80, overrides: [{ date: '2026-12-25', max: null }] });
});

// setCapacity refuses the same things in the same words (its arguments are numbers already).
test.each([
  ['a good call, overrides kept', { categoryId: 'c1', maxPerDay: null }, []],
  ['a negative maximum', { categoryId: 'c1', maxPerDay: -1 }, [['maxPerDay', PORTIONS_MESSAGE]]],
  ['a fractional maximum', { categoryId: 'c1', maxPerDay: 2.5 }, [['maxPerDay', PORTIONS_MESSAGE]]],
  ['a date that is not one', { categoryId: 'c1', overrides: [{ date: '31/12/2026', max: 1 }] }, [['overrides.0.date', 'Use a date as YYYY-MM-DD.']]],
  ['a date twice', { categoryId: 'c1', overrides: [{ date: '2026-12-01', max: 1 }, { date: ' 2026-12-01', max: 2 }] }, [['overrides.1.date', DATE_TWICE_MESSAGE]]],
  ['too many dates', { categoryId: 'c1', overrides: days(MAX_CAPACITY_OVERRIDES + 1).map((date) => ({ date, max: null })) }, [['overrides', OVERRIDES_MESSAGE]]],
])('setCapacity: %s', (_name, args, expected) => {
  expect(problems(setCapacityInput.safeParse(args))).toEqual(expected);
});
