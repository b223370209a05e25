// Bulk import from a customer file: the admin's preview writes nothing, the import adds each new
// number once (a rerun adds nobody), and only admins may do either.
import { useTestDatabase } from '@/testing/test-database';
import { graphqlRequest } from '@/testing/graphql-request';
import { loginAs } from '@/testing/login';
import { ADMIN_PHONE, DEMO_CUSTOMER_PHONE } from '@/prisma/seed-data';
import { parseCustomerCsv } from '@/lib/domain/customer-csv';
import { PERSON_MESSAGES } from '@/lib/domain/customer-import';

const t = useTestDatabase();

const ROW = 'row status phoneNumber firstName lastName message';
const PREVIEW = `query($u: [UserImportInput!]!) { previewImportUsers(users: $u) { summary newCount existingCount refusedCount rows { ${ROW} } } }`;
const IMPORT = `mutation($u: [UserImportInput!]!) { importUsers(users: $u) { success message userCount existingCount refusedCount errors { row message } rows { ${ROW} } } }`;

type Row = { row: number; status: string; phoneNumber: string; firstName: string | null; lastName: string | null; message: string | null };
type Preview = { summary: string; newCount: number; existingCount: number; refusedCount: number; rows: Row[] };
type Result = { success: boolean; message: string; userCount: number; existingCount: number; refusedCount: number; errors: { row: number; message: string }[]; rows: Row[] };

/** The rows the /user-list page sends for a file: papaparse's reading of it. */
function rowsOf(csv: string) {
  const parsed = parseCustomerCsv(csv);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.rows.map((r) => ({ phoneNumber: r.phoneNumber, firstName: r.firstName, lastName: r.lastName, countryCode: '+91' }));
}

// A UTF-8 BOM, CRLF line ends, a quoted comma and a quoted quote, a bad number and a known customer.
const FILE =
  '\uFEFFphoneNumber,firstName,lastName\r\n' +
  '9876511001,"Rao, Divya",Kumar\r\n' +
  '98765 11002,Anu,"O""Brien"\r\n' +
  '12345,Bad,Number\r\n' +
  `${DEMO_CUSTOMER_PHONE},Ravi,Again\r\n` +
  '+91 98765 11001,Divya,Repeat\r\n';

const usersCount = () => t.db().user.count();
const code = (res: { errors?: { extensions?: { code?: string } }[] }) => res.errors?.[0]?.extensions?.code;

let admin: { cookie: string; user: { id: string } };
beforeAll(async () => {
  admin = await loginAs(ADMIN_PHONE);
});

test('the preview says what each row would do and writes nothing', async () => {
  const before = { users: await usersCount(), audit: await t.db().auditLog.count(), settings: await t.db().userSettings.count() };
  const res = await graphqlRequest<{ previewImportUsers: Preview }>(PREVIEW, { u: rowsOf(FILE) }, { cookie: admin.cookie });
  expect(res.errors).toBeUndefined();
  const preview = res.data!.previewImportUsers;
  expect(preview.rows.map((r) => [r.row, r.status, r.phoneNumber, r.firstName, r.lastName, r.message])).toEqual([
    [1, 'NEW', '+919876511001', 'Rao, Divya', 'Kumar', null],
    [2, 'NEW', '+919876511002', 'Anu', 'O"Brien', null],
    [3, 'INVALID', '12345', 'Bad', 'Number', PERSON_MESSAGES.invalidPhone],
    [4, 'EXISTING', DEMO_CUSTOMER_PHONE, 'Ravi', 'Again', 'Already a customer'],
    [5, 'DUPLICATE', '+919876511001', 'Divya', 'Repeat', 'Same mobile number as row 1'],
  ]);
  expect(preview).toMatchObject({ newCount: 2, existingCount: 1, refusedCount: 2 });
  expect(preview.summary).toBe('2 customers will be added; 1 is already a customer and will be skipped; 2 rows have problems and will be skipped.');
  expect({ users: await usersCount(), audit: await t.db().auditLog.count(), settings: await t.db().userSettings.count() }).toEqual(before);
});

test('importing adds the new numbers once; the same file again adds nobody and says so', async () => {
  const before = await usersCount();
  const first = await graphqlRequest<{ importUsers: Result }>(IMPORT, { u: rowsOf(FILE) }, { cookie: admin.cookie });
  expect(first.errors).toBeUndefined();
  expect(first.data!.importUsers).toMatchObject({
    success: true,
    userCount: 2,
    existingCount: 1,
    refusedCount: 2,
    message: '2 customers imported; 1 already a customer, skipped; 2 rows with problems, skipped.',
    errors: [
      { row: 3, message: PERSON_MESSAGES.invalidPhone },
      { row: 4, message: 'Already a customer' },
      { row: 5, message: 'Same mobile number as row 1' },
    ],
  });
  expect(await usersCount()).toBe(before + 2);
  const divya = await t.db().user.findUniqueOrThrow({ where: { phoneNumber: '+919876511001' }, include: { settings: true } });
  expect(divya).toMatchObject({ firstName: 'Rao, Divya', lastName: 'Kumar', roleId: 2, status: 'ACTIVE' });
  expect(divya.settings).not.toBeNull();
  expect((await t.db().user.findUniqueOrThrow({ where: { phoneNumber: '+919876511002' } })).lastName).toBe('O"Brien');
  // Each added customer has an entry of their own in the audit log, and the file one in total.
  const entries = await t.db().auditLog.findMany({ where: { actorId: admin.user.id, action: { in: ['importUser', 'importUsers'] } } });
  expect(entries.filter((e) => e.action === 'importUser').map((e) => e.subjectUserId)).toContain(divya.id);
  expect(entries.filter((e) => e.action === 'importUsers')).toHaveLength(1);

  const again = await graphqlRequest<{ importUsers: Result }>(IMPORT, { u: rowsOf(FILE) }, { cookie: admin.cookie });
  // Nothing went in and two rows are still wrong: not a success, but nothing was added twice.
  expect(again.data!.importUsers).toMatchObject({ success: false, userCount: 0, existingCount: 3, refusedCount: 2 });
  expect(again.data!.importUsers.rows.map((r) => r.status)).toEqual(['EXISTING', 'EXISTING', 'INVALID', 'EXISTING', 'DUPLICATE']);
  expect(await usersCount()).toBe(before + 2);

  const onlyKnown = await graphqlRequest<{ importUsers: Result }>(IMPORT, { u: rowsOf('phone\r\n9876511001\r\n9876511002\r\n') }, { cookie: admin.cookie });
  expect(onlyKnown.data!.importUsers).toMatchObject({ success: true, userCount: 0, message: 'Nothing new to import: all 2 are already customers.' });
});

test('two imports of one file at the same time add each person once, without an error', async () => {
  const rows = rowsOf('phone,firstName\n9876511101,A\n9876511102,B\n9876511103,C\n');
  const before = await usersCount();
  const [a, b] = await Promise.all([
    graphqlRequest<{ importUsers: Result }>(IMPORT, { u: rows }, { cookie: admin.cookie }),
    graphqlRequest<{ importUsers: Result }>(IMPORT, { u: rows }, { cookie: admin.cookie }),
  ]);
  expect([a.errors, b.errors]).toEqual([undefined, undefined]);
  expect(a.data!.importUsers.userCount + b.data!.importUsers.userCount).toBe(3);
  expect(a.data!.importUsers.existingCount + b.data!.importUsers.existingCount).toBe(3);
  expect(await usersCount()).toBe(before + 3);
});

test('a file of only bad rows is not a success; one bad cell never refuses the whole file', async () => {
  const res = await graphqlRequest<{ importUsers: Result }>(
    IMPORT,
    { u: [{ phoneNumber: '' }, { phoneNumber: '9876511201', firstName: 'x'.repeat(61) }, { phoneNumber: '9876511202', roleId: 7 }] },
    { cookie: admin.cookie },
  );
  expect(res.errors).toBeUndefined();
  expect(res.data!.importUsers).toMatchObject({ success: false, userCount: 0, refusedCount: 3 });
  expect(res.data!.importUsers.errors.map((e) => e.message)).toEqual([PERSON_MESSAGES.missingPhone, PERSON_MESSAGES.firstNameTooLong, PERSON_MESSAGES.role]);
  expect(await t.db().user.count({ where: { phoneNumber: { in: ['+919876511201', '+919876511202'] } } })).toBe(0);
});

test('an empty list or more than 1000 rows is refused whole', async () => {
  expect(code(await graphqlRequest(PREVIEW, { u: [] }, { cookie: admin.cookie }))).toBe('BAD_USER_INPUT');
  expect(code(await graphqlRequest(IMPORT, { u: [] }, { cookie: admin.cookie }))).toBe('BAD_USER_INPUT');
  const many = Array.from({ length: 1001 }, (_, i) => ({ phoneNumber: String(9000100000 + i) }));
  expect(code(await graphqlRequest(PREVIEW, { u: many }, { cookie: admin.cookie }))).toBe('BAD_USER_INPUT');
});

test('a customer is refused both (FORBIDDEN) and a visitor must log in (UNAUTHENTICATED); nothing is written', async () => {
  const customer = await loginAs(DEMO_CUSTOMER_PHONE);
  const rows = rowsOf('phone\n9876511301\n');
  for (const query of [PREVIEW, IMPORT]) {
    expect(code(await graphqlRequest(query, { u: rows }, { cookie: customer.cookie }))).toBe('FORBIDDEN');
    expect(code(await graphqlRequest(query, { u: rows }))).toBe('UNAUTHENTICATED');
  }
  expect(await t.db().user.count({ where: { phoneNumber: '+919876511301' } })).toBe(0);
});
