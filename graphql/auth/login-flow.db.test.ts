import { useTestDatabase } from '@/testing/test-database';
import { graphqlRequest } from '@/testing/graphql-request';
import { loginAs } from '@/testing/login';
import { ADMIN_PHONE, DEMO_CUSTOMER_PHONE } from '@/prisma/seed-data';

useTestDatabase();

const ME = '{ me { id firstName phoneNumber role { id roleName } } }';

test('a new phone logs in as NEW, gets a session cookie, creates a profile and is EXISTING next time', async () => {
  const first = await loginAs('9876500001');
  expect(first.typeOfUser).toBe('NEW');
  expect(first.cookie).toMatch(/authjs\.session-token=/);
  const me = await graphqlRequest<{ me: { id: string; phoneNumber: string; role: { roleName: string } } }>(ME, {}, { cookie: first.cookie });
  expect(me.data!.me).toMatchObject({ id: first.user.id, phoneNumber: '+919876500001', role: { roleName: 'CUSTOMER' } });

  const updated = await graphqlRequest<{ updateUser: { firstName: string; lastName: string; email: string } }>(
    'mutation($id: ID!) { updateUser(id: $id, firstName: "Meera", lastName: "Rao", email: "meera@example.in") { firstName lastName email } }',
    { id: first.user.id },
    { cookie: first.cookie },
  );
  expect(updated.data!.updateUser).toEqual({ firstName: 'Meera', lastName: 'Rao', email: 'meera@example.in' });

  const second = await loginAs('9876500001');
  expect(second.typeOfUser).toBe('EXISTING');
  expect(second.user.id).toBe(first.user.id);
});

test('without a session there is no viewer; logout clears the cookie', async () => {
  expect((await graphqlRequest<{ me: null }>(ME)).data!.me).toBeNull();
  const { cookie } = await loginAs(DEMO_CUSTOMER_PHONE);
  const out = await graphqlRequest('mutation { logout { status } }', {}, { cookie });
  expect(out.setCookies.some((c) => /authjs\.session-token=;.*Max-Age=0/.test(c))).toBe(true);
});

test('a forged or tampered cookie is no session', async () => {
  const { cookie } = await loginAs(DEMO_CUSTOMER_PHONE);
  const tampered = cookie.slice(0, -4) + 'AAAA';
  expect((await graphqlRequest<{ me: null }>(ME, {}, { cookie: tampered })).data!.me).toBeNull();
  expect((await graphqlRequest<{ me: null }>(ME, {}, { cookie: 'authjs.session-token=eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.' })).data!.me).toBeNull();
});

test('a blocked user loses access at once, whatever the cookie says', async () => {
  const { cookie, user } = await loginAs('9876500002');
  const { db } = await import('@/lib/database/db');
  await db.user.update({ where: { id: user.id }, data: { status: 'BLOCKED' } });
  expect((await graphqlRequest<{ me: null }>(ME, {}, { cookie })).data!.me).toBeNull();
});

describe('authorization', () => {
  test('a customer cannot call admin operations', async () => {
    const { cookie } = await loginAs(DEMO_CUSTOMER_PHONE);
    for (const [query, vars] of [
      ['{ getUsers { count } }', {}],
      ['mutation { addUser(phoneNumber: "9876500099", firstName: "X") { id } }', {}],
      ['mutation { importUsers(users: [{ phoneNumber: "9876500098" }]) { userCount } }', {}],
      ['mutation($id: ID!) { selectCustomer(userId: $id) { id } }', { id: 'x' }],
    ] as const) {
      const res = await graphqlRequest(query, vars, { cookie });
      expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
  });

  test('logged out, admin operations say UNAUTHENTICATED', async () => {
    const res = await graphqlRequest('{ getUsers { count } }');
    expect(res.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  test('a request that claims to skip the route guard is still refused', async () => {
    const { cookie } = await loginAs(DEMO_CUSTOMER_PHONE);
    const res = await graphqlRequest('{ getUsers { count } }', {}, { cookie, headers: { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' } });
    expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  test('user A cannot read or change user B', async () => {
    const a = await loginAs('9876500003');
    const b = await loginAs('9876500004');
    const read = await graphqlRequest('query($id: ID!) { getUser(id: $id) { id phoneNumber } }', { id: b.user.id }, { cookie: a.cookie });
    expect(read.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(read.data).toBeNull();
    const write = await graphqlRequest('mutation($id: ID!) { updateUser(id: $id, firstName: "Mallory") { id } }', { id: b.user.id }, { cookie: a.cookie });
    expect(write.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  test('a customer cannot change their own phone number', async () => {
    const a = await loginAs('9876500005');
    const res = await graphqlRequest('mutation($id: ID!) { updateUser(id: $id, phoneNumber: "9876500006") { id } }', { id: a.user.id }, { cookie: a.cookie });
    expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  test('an admin lists, adds (409 on a duplicate), imports, reads anyone and selects a customer', async () => {
    const admin = await loginAs(ADMIN_PHONE);
    expect(admin.typeOfUser).toBe('EXISTING');
    const list = await graphqlRequest<{ getUsers: { count: number; users: { phoneNumber: string }[] } }>(
      '{ getUsers(limit: 5, searchQuery: "Ravi") { count users { phoneNumber firstName totalOrders activeOrders payMentDue } } }',
      {},
      { cookie: admin.cookie },
    );
    expect(list.data!.getUsers.users.map((u) => u.phoneNumber)).toContain(DEMO_CUSTOMER_PHONE);

    const added = await graphqlRequest<{ addUser: { id: string } }>('mutation { addUser(phoneNumber: "9876500010", countryCode: "+91", roleId: 2, firstName: "Anu") { id } }', {}, { cookie: admin.cookie });
    expect(added.data!.addUser.id).toBeTruthy();
    const dup = await graphqlRequest('mutation { addUser(phoneNumber: "9876500010", firstName: "Anu") { id } }', {}, { cookie: admin.cookie });
    expect(dup.status).toBe(409);
    expect(dup.errors?.[0].message).toBe('Phone number has already existed');

    const imported = await graphqlRequest<{ importUsers: { success: boolean; userCount: number; errors: { row: number; message: string }[] } }>(
      'mutation($u: [UserImportInput!]!) { importUsers(users: $u) { success message userCount errors { row message } } }',
      { u: [{ phoneNumber: '9876500011', firstName: 'B' }, { phoneNumber: '123' }, { phoneNumber: '9876500010' }, { phoneNumber: '9876500012' }] },
      { cookie: admin.cookie },
    );
    expect(imported.data!.importUsers.userCount).toBe(2);
    expect(imported.data!.importUsers.errors.map((e) => e.row)).toEqual([2, 3]);

    const customer = await graphqlRequest<{ getUser: { phoneNumber: string } }>('query($id: ID!) { getUser(id: $id) { phoneNumber } }', { id: added.data!.addUser.id }, { cookie: admin.cookie });
    expect(customer.data!.getUser.phoneNumber).toBe('+919876500010');

    const selected = await graphqlRequest<{ selectCustomer: { firstName: string } }>('mutation($id: ID!) { selectCustomer(userId: $id) { id firstName } }', { id: added.data!.addUser.id }, { cookie: admin.cookie });
    expect(selected.data!.selectCustomer.firstName).toBe('Anu');
    expect(selected.setCookies[0]).toMatch(/authjs\.session-token=/);
  });
});

test('in production without an SMS sender, sendOtp answers 503 SERVICE_UNAVAILABLE saying so, not an internal error', async () => {
  const saved = { APP_ENV: process.env.APP_ENV, ...Object.fromEntries(Object.keys(process.env).filter((k) => k.startsWith('TWILIO_')).map((k) => [k, process.env[k]])) };
  process.env.APP_ENV = 'production';
  for (const k of Object.keys(saved)) if (k.startsWith('TWILIO_')) delete process.env[k];
  const log = jest.spyOn(console, 'error').mockImplementation(() => {});
  try {
    const res = await graphqlRequest('mutation { sendOtp(phoneNumber: "9876500091") { id } }');
    expect(res.status).toBe(503);
    expect(res.errors).toEqual([expect.objectContaining({ message: expect.stringMatching(/SMS is not set up/), extensions: { code: 'SERVICE_UNAVAILABLE' } })]);
    // and the server log names what to set
    expect(log.mock.calls.flat().join(' ')).toMatch(/TWILIO_ACCOUNT_SID/);
  } finally {
    log.mockRestore();
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
});
