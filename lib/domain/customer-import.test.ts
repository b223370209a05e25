import {
  MAX_NAME_LENGTH,
  PERSON_MESSAGES,
  checkNewPerson,
  countPlan,
  importSummary,
  planImport,
  previewSummary,
  type ImportCounts,
  type NewPersonInput,
  type PersonCheck,
} from './customer-import';

const long = 'x'.repeat(MAX_NAME_LENGTH + 1);

test.each<[NewPersonInput, PersonCheck]>([
  [{ phoneNumber: '9876543210' }, { ok: true, person: { phoneNumber: '+919876543210', roleId: 2, firstName: null, lastName: null } }],
  [{ phoneNumber: '+91 98765 43210', firstName: ' Ravi ', lastName: '' }, { ok: true, person: { phoneNumber: '+919876543210', roleId: 2, firstName: 'Ravi', lastName: null } }],
  [{ phoneNumber: '098765-43210', countryCode: '+91', roleId: 2 }, { ok: true, person: { phoneNumber: '+919876543210', roleId: 2, firstName: null, lastName: null } }],
  // customers only: an admin is made with setUserRole, audited, never through the customer tools
  [{ phoneNumber: '9876543210', roleId: 1 }, { ok: false, field: 'roleId', message: PERSON_MESSAGES.role }],
  [{ phoneNumber: '  ' }, { ok: false, field: 'phoneNumber', message: PERSON_MESSAGES.missingPhone }],
  [{ phoneNumber: '12345' }, { ok: false, field: 'phoneNumber', message: PERSON_MESSAGES.invalidPhone }],
  [{ phoneNumber: '5876543210' }, { ok: false, field: 'phoneNumber', message: PERSON_MESSAGES.invalidPhone }],
  [{ phoneNumber: '9876543210', countryCode: '+1' }, { ok: false, field: 'phoneNumber', message: PERSON_MESSAGES.invalidPhone }],
  [{ phoneNumber: '9876543210', roleId: 3 }, { ok: false, field: 'roleId', message: PERSON_MESSAGES.role }],
  [{ phoneNumber: '9876543210', firstName: long }, { ok: false, field: 'firstName', message: PERSON_MESSAGES.firstNameTooLong }],
  [{ phoneNumber: '9876543210', lastName: long }, { ok: false, field: 'lastName', message: PERSON_MESSAGES.lastNameTooLong }],
])('checkNewPerson(%j)', (input, expected) => {
  expect(checkNewPerson(input)).toEqual(expected);
});

test('planImport: new, already a customer, a repeat in the file, and a bad number, each with its row', () => {
  const plan = planImport(
    [
      { phoneNumber: '9876543210', firstName: 'Ravi' },
      { phoneNumber: '9000000002', firstName: 'Known' },
      { phoneNumber: '+91 98765 43210', firstName: 'Again' },
      { phoneNumber: '123', firstName: 'Bad' },
      { phoneNumber: '9123456789', lastName: 'Rao' },
    ],
    new Set(['+919000000002']),
  );
  expect(plan.map((r) => [r.row, r.status, r.phoneNumber, r.message])).toEqual([
    [1, 'NEW', '+919876543210', null],
    [2, 'EXISTING', '+919000000002', 'Already a customer'],
    [3, 'DUPLICATE', '+919876543210', 'Same mobile number as row 1'],
    [4, 'INVALID', '123', PERSON_MESSAGES.invalidPhone],
    [5, 'NEW', '+919123456789', null],
  ]);
  expect(plan[0].person).toEqual({ phoneNumber: '+919876543210', roleId: 2, firstName: 'Ravi', lastName: null });
  expect(plan.filter((r) => r.person).map((r) => r.row)).toEqual([1, 5]);
  expect(countPlan(plan)).toEqual({ added: 2, existing: 1, refused: 2 });
});

test('a repeat of an existing customer is reported once as existing, then as a repeat', () => {
  const plan = planImport([{ phoneNumber: '9000000002' }, { phoneNumber: '9000000002' }], new Set(['+919000000002']));
  expect(plan.map((r) => r.status)).toEqual(['EXISTING', 'DUPLICATE']);
});

test.each<[ImportCounts, string]>([
  [{ added: 2, existing: 0, refused: 0 }, '2 customers will be added.'],
  [{ added: 1, existing: 1, refused: 1 }, '1 customer will be added; 1 is already a customer and will be skipped; 1 row has a problem and will be skipped.'],
  [{ added: 0, existing: 3, refused: 2 }, 'Nobody new to add; 3 are already customers and will be skipped; 2 rows have problems and will be skipped.'],
])('previewSummary(%j)', (counts, text) => {
  expect(previewSummary(counts)).toBe(text);
});

test.each<[ImportCounts, string]>([
  [{ added: 3, existing: 0, refused: 0 }, '3 customers imported.'],
  [{ added: 1, existing: 2, refused: 1 }, '1 customer imported; 2 already customers, skipped; 1 row with problems, skipped.'],
  [{ added: 0, existing: 3, refused: 0 }, 'Nothing new to import: all 3 are already customers.'],
  [{ added: 0, existing: 1, refused: 0 }, 'Nothing new to import: this person is already a customer.'],
  [{ added: 0, existing: 1, refused: 1 }, '0 customers imported; 1 already a customer, skipped; 1 row with problems, skipped.'],
])('importSummary(%j)', (counts, text) => {
  expect(importSummary(counts)).toBe(text);
});
