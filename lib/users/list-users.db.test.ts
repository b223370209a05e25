// The customer list (/user-list and getUsers) shows customers only: an admin is never listed among
// them, whether the list is searched or not, and the count agrees with the rows.
import { useTestDatabase } from '@/testing/test-database';
import { graphqlRequest } from '@/testing/graphql-request';
import { loginAs } from '@/testing/login';
import { ADMIN_PHONE, DEMO_CUSTOMER_PHONE } from '@/prisma/seed-data';
import { ROLE_ADMIN } from '@/lib/domain/roles';

const t = useTestDatabase();

type Listed = { count: number; users: { phoneNumber: string; role: { roleName: string } }[] };
const LIST = 'query($q: String) { getUsers(skip: 0, limit: 100, searchQuery: $q) { count users { phoneNumber role { roleName } } } }';

async function list(cookie: string, searchQuery?: string) {
  const res = await graphqlRequest<{ getUsers: Listed }>(LIST, { q: searchQuery ?? null }, { cookie });
  expect(res.errors).toBeUndefined();
  return res.data!.getUsers;
}

const digitsOf = (e164: string) => e164.replace(/^\+91/, '');

test('admins are not listed among customers; a second admin neither; customers are', async () => {
  const admin = await loginAs(digitsOf(ADMIN_PHONE));
  // A second admin, made one after signing up (as the store does it: by the database).
  const other = await loginAs('9876533001');
  await t.db().user.update({ where: { id: other.user.id }, data: { roleId: ROLE_ADMIN, firstName: 'Staffer' } });
  const customer = await loginAs('9876533002');
  await t.db().user.update({ where: { id: customer.user.id }, data: { firstName: 'Staffer' } });

  const all = await list(admin.cookie);
  const phones = all.users.map((u) => u.phoneNumber);
  expect(phones).toContain(DEMO_CUSTOMER_PHONE);
  expect(phones).toContain('+919876533002');
  expect(phones).not.toContain(ADMIN_PHONE);
  expect(phones).not.toContain('+919876533001');
  expect(new Set(all.users.map((u) => u.role.roleName))).toEqual(new Set(['CUSTOMER']));
  expect(all.count).toBe(await t.db().user.count({ where: { role: { roleName: 'CUSTOMER' } } }));

  // Searching by a name both share, or by the admin's own number, finds only the customer.
  expect((await list(admin.cookie, 'staffer')).users.map((u) => u.phoneNumber)).toEqual(['+919876533002']);
  expect(await list(admin.cookie, digitsOf(ADMIN_PHONE))).toEqual({ count: 0, users: [] });
});
