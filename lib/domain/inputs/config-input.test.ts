import { settingsGroupForm, updateConfigurationsInput } from './config-input';
import { settingProblem, type SettingGroup } from '../settings';

const group: SettingGroup = {
  id: 'test',
  title: 'Test',
  description: '',
  fields: [
    { key: 'deliveryCharge', label: 'Delivery charge', kind: 'rupees', help: '' },
    { key: 'pincodes', label: 'PIN codes', kind: 'pincodes', help: '' },
  ],
};
const problems = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => (r.success ? [] : r.error!.issues.map((i) => [i.path.join('.'), i.message]));

// One row per rule of a group's form: each value is checked by its key's own rule, beside its place in the group.
test.each([
  ['every value right', ['50', '560001'], []],
  ['a bad amount, beside the first field', ['fifty', '560001'], [['values.0', settingProblem('deliveryCharge', 'fifty')]]],
  ['a bad PIN, beside the second field', ['50', '56000'], [['values.1', settingProblem('pincodes', '56000')]]],
  ['both, each beside its own', ['fifty', '56000'], [['values.0', settingProblem('deliveryCharge', 'fifty')], ['values.1', settingProblem('pincodes', '56000')]]],
  ['a value left out is checked as empty', ['50'], [['values.1', settingProblem('pincodes', '')]]],
])('%s', (_name, values, expected) => {
  expect(expected.every(([, m]) => typeof m === 'string')).toBe(true);
  expect(problems(settingsGroupForm(group).safeParse({ values }))).toEqual(expected);
});

test('what is sent: each key with its value on one line', () => {
  expect(settingsGroupForm(group).parse({ values: ['50', ' 560001\n560002 \r\n 560003 '] })).toEqual({
    values: [
      { key: 'deliveryCharge', value: '50' },
      { key: 'pincodes', value: '560001 560002 560003' },
    ],
  });
});

test.each([
  ['a key and a value', { values: [{ key: 'deliveryCharge', value: '50' }] }, true],
  ['an empty key', { values: [{ key: ' ', value: '50' }] }, false],
  ['more than 50 values', { values: Array.from({ length: 51 }, (_, i) => ({ key: `k${i}`, value: '' })) }, false],
])('updateConfigurations: %s', (_name, args, ok) => {
  expect(updateConfigurationsInput.safeParse(args).success).toBe(ok);
});
