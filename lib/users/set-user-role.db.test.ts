// Roles: addUser and importUsers make customers only; making someone an admin is setUserRole,
// audited, and it ends the person's sessions (their cookies carry the old role).
import { useTestDatabase } from '@/testing/test-database';
import { graphqlRequest } from '@/testing/graphql-request';
import { loginAs } from '@/testing/login';
import { ADMIN_PHONE } from '@/prisma/seed-data';
import { PERSON_MESSAGES } from '@/lib/domain/customer-import';
import { ROLE_MESSAGES } from './set-user-role';

const t = useTestDatabase();

const SET_ROLE = 'mutation($u: ID!, $r: Int!) { setUserRole(userId: $u, roleId: $r) { id role { id roleName } } }';
const ME = '{ me { id role { roleName } } }';

test('addUser and importUsers refuse roleId 1: the customer tools make customers only', async () => {
  const { cookie } = await loginAs(ADMIN_PHONE);
  const added = await graphqlRequest('mutation { addUser(phoneNumber: "9876500401", roleId: 1) { id } }', {}, { cookie });
  expect(added.errors?.[0]).toMatchObject({ message: PERSON_MESSAGES.role, extensions: { code: 'BAD_USER_INPUT', field: 'roleId' } });
  const imported = await graphqlRequest<{ importUsers: { userCount: number; rows: { status: string; message: string }[] } }>(
    'mutation($u: [UserImportInput!]!) { importUsers(users: $u) { userCount rows { status message } } }',
    { u: [{ phoneNumber: '9876500402', roleId: 1 }, { phoneNumber: '9876500403', roleId: 2 }, { phoneNumber: '9876500404' }] },
    { cookie },
  );
  expect(imported.data!.importUsers.userCount).toBe(2);
  expect(imported.data!.importUsers.rows[0]).toEqual({ status: 'INVALID', message: PERSON_MESSAGES.role });
  expect(await t.db().user.count({ where: { phoneNumber: { in: ['+919876500401', '+919876500402'] } } })).toBe(0);
  expect(await t.db().user.count({ where: { phoneNumber: { in: ['+919876500403', '+919876500404'] }, roleId: 2 } })).toBe(2);
});

test('an admin makes a customer an admin and back: audited, and their old sessions end', async () => {
  const admin = await loginAs(ADMIN_PHONE);
  const person = await loginAs('9876500410');
  const promoted = await graphqlRequest<{ setUserRole: { role: { roleName: string } } }>(SET_ROLE, { u: person.user.id, r: 1 }, { cookie: admin.cookie });
  expect(promoted.errors).toBeUndefined();
  expect(promoted.data!.setUserRole.role.roleName).toBe('ADMIN');
  // Their cookie said "customer": it no longer counts.
  expect((await graphqlRequest<{ me: null }>(ME, {}, { cookie: person.cookie })).data!.me).toBeNull();
  const again = await loginAs('9876500410');
  expect((await graphqlRequest<{ me: { role: { roleName: string } } }>(ME, {}, { cookie: again.cookie })).data!.me.role.roleName).toBe('ADMIN');

  const demoted = await graphqlRequest<{ setUserRole: { role: { roleName: string } } }>(SET_ROLE, { u: person.user.id, r: 2 }, { cookie: admin.cookie });
  expect(demoted.data!.setUserRole.role.roleName).toBe('CUSTOMER');
  expect((await graphqlRequest<{ me: null }>(ME, {}, { cookie: again.cookie })).data!.me).toBeNull();

  const audit = await t.db().auditLog.findMany({ where: { subjectUserId: person.user.id, action: 'setUserRole' }, orderBy: { createdAt: 'asc' } });
  expect(audit.map((a) => a.data)).toEqual([{ from: 2, to: 1 }, { from: 1, to: 2 }]);
  expect(audit.every((a) => a.actorId === admin.user.id)).toBe(true);
});

test.each<[string, (ids: { self: string; other: string }) => Record<string, unknown>, string, string]>([
  ['their own role', ({ self }) => ({ u: self, r: 2 }), 'BAD_USER_INPUT', ROLE_MESSAGES.ownRole],
  ['a role that does not exist', ({ other }) => ({ u: other, r: 3 }), 'BAD_USER_INPUT', ROLE_MESSAGES.unknownRole],
  ['someone who does not exist', () => ({ u: 'cknobodyknobodyknobody00', r: 1 }), 'NOT_FOUND', 'User was not found.'],
])('an admin cannot change %s', async (_label, vars, code, message) => {
  const admin = await loginAs(ADMIN_PHONE);
  const other = await loginAs('9876500420');
  const res = await graphqlRequest(SET_ROLE, vars({ self: admin.user.id, other: other.user.id }), { cookie: admin.cookie });
  expect(res.errors?.[0]).toMatchObject({ message, extensions: { code } });
  expect((await t.db().user.findUniqueOrThrow({ where: { id: admin.user.id } })).roleId).toBe(1);
});
