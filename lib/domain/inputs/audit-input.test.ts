import { auditFilterFormSchema } from './audit-input';
import { INVALID_MOBILE_MESSAGE } from '../phone';

// One row per rule of the audit log's filter form: what is typed, and the problem beside which field.
test.each([
  ['no filter at all', { customer: '', admin: '' }, null],
  ['a mobile number as typed, with spaces', { customer: ' 98765 43210 ', admin: '' }, null],
  ['a mobile number with +91', { customer: '+919876543210', admin: 'admin-1' }, null],
  ['a number that is not an Indian mobile', { customer: '12345', admin: '' }, ['customer', INVALID_MOBILE_MESSAGE]],
  ['letters for a number', { customer: 'Asha', admin: '' }, ['customer', INVALID_MOBILE_MESSAGE]],
  ['an admin id too long to be one', { customer: '', admin: 'a'.repeat(65) }, ['admin', expect.any(String)]],
])('%s', (_name, form, problem) => {
  const checked = auditFilterFormSchema.safeParse(form);
  if (problem === null) return expect(checked.success).toBe(true);
  expect(checked.success).toBe(false);
  expect(checked.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([problem]);
});

test('the number is read trimmed', () => {
  expect(auditFilterFormSchema.parse({ customer: ' 98765 43210 ', admin: '' })).toEqual({ customer: '98765 43210', admin: '' });
});
