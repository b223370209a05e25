// The admin sees a customer's login waits on their page and clears them (audited).
import { useTestDatabase } from '@/testing/test-database';
import { graphqlRequest } from '@/testing/graphql-request';
import { loginAs } from '@/testing/login';
import { ADMIN_PHONE } from '@/prisma/seed-data';
import { ROLE_ADMIN } from '@/lib/auth/viewer';
import { setClock } from '@/lib/clock';
import { getLoginLocks } from './get-login-locks';

const t = useTestDatabase();
const CLEAR = 'mutation($u: ID!) { clearLoginLock(userId: $u) { statusCode message cleared } }';

test('the waits after wrong codes show on the customer page and an admin clears them, audited; the customer may ask for a code again', async () => {
  const admin = await loginAs(ADMIN_PHONE);
  const customer = await loginAs('9876500501', '10.3.3.3');
  const phone = '+919876500501';
  const later = new Date(Date.now() + 20 * 60 * 60_000);
  await t.db().loginGuard.createMany({
    data: [
      { phoneNumber: phone, network: '203.0.113.5', consecutiveFailures: 9, lockedUntil: later },
      { phoneNumber: phone, network: '*', consecutiveFailures: 25, lockedUntil: later },
    ],
  });
  const adminViewer = { id: admin.user.id, roleId: ROLE_ADMIN, firstName: 'Asha' };
  expect(await getLoginLocks(adminViewer, customer.user.id)).toEqual([
    { network: null, consecutiveFailures: 25, lockedUntil: later.toISOString() },
    { network: '203.0.113.5', consecutiveFailures: 9, lockedUntil: later.toISOString() },
  ]);
  // Past the login limits' own spacing (loginAs runs its clock ahead), well inside the waits.
  const restore = setClock(new Date(Date.now() + 2 * 60 * 60_000));
  // From a network it never logged in from, the customer must wait for the phone.
  const waiting = await graphqlRequest('mutation { sendOtp(phoneNumber: "9876500501") { id } }', {}, { ip: '198.51.100.9' });
  expect(waiting.errors?.[0].extensions?.code).toBe('RATE_LIMITED');

  const cleared = await graphqlRequest<{ clearLoginLock: { statusCode: number; cleared: number } }>(CLEAR, { u: customer.user.id }, { cookie: admin.cookie });
  expect(cleared.data!.clearLoginLock).toMatchObject({ statusCode: 200, cleared: 2 });
  expect(await getLoginLocks(adminViewer, customer.user.id)).toEqual([]);
  expect((await graphqlRequest('mutation { sendOtp(phoneNumber: "9876500501") { id } }', {}, { ip: '198.51.100.9' })).errors).toBeUndefined();
  restore();
  // The network it logs in from is still known.
  expect((await t.db().loginGuard.findUniqueOrThrow({ where: { phoneNumber_network: { phoneNumber: phone, network: '10.3.3.3' } } })).lastSuccessAt).not.toBeNull();
  const audit = await t.db().auditLog.findFirstOrThrow({ where: { subjectUserId: customer.user.id, action: 'clearLoginLock' } });
  expect(audit).toMatchObject({ actorId: admin.user.id, data: { waiting: 2, cleared: 2 } });
});

test('a customer cannot clear anyone\'s lock, their own included', async () => {
  const customer = await loginAs('9876500502');
  const res = await graphqlRequest(CLEAR, { u: customer.user.id }, { cookie: customer.cookie });
  expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN');
});
