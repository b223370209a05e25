// Confirming an email address over the real /api/graphql: a link per saved address, 24 hours, one
// use, only for the address it was sent to; asking again is limited.
import { useTestDatabase } from '@/testing/test-database';
import { graphqlRequest } from '@/testing/graphql-request';
import { loginAs } from '@/testing/login';
import { setClock } from '@/lib/clock';
import { verificationToken } from './verification-token';

const t = useTestDatabase();
const T0 = new Date('2026-11-20T04:30:00Z');
let now = T0;
let restore = () => {};
beforeEach(() => {
  now = T0;
  restore = setClock({ now: () => now });
});
afterEach(() => restore());

const UPDATE = 'mutation($id: ID!, $e: String) { updateUser(id: $id, email: $e) { email emailVerified } }';
const REQUEST = 'mutation { requestEmailVerification { statusCode message } }';
const VERIFY = 'mutation($t: String!) { verifyEmail(token: $t) { statusCode message } }';

let phone = 9876541000;
async function customerWithEmail(email: string) {
  const { cookie, user } = await loginAs(String(++phone));
  const res = await graphqlRequest<{ updateUser: { email: string; emailVerified: boolean } }>(UPDATE, { id: user.id, e: email }, { cookie });
  expect(res.data?.updateUser).toEqual({ email, emailVerified: false });
  return { cookie, userId: user.id };
}
const links = (userId: string) => t.db().emailVerification.findMany({ where: { userId }, orderBy: { createdAt: 'asc' } });
const tokenOf = async (userId: string) => verificationToken((await links(userId)).at(-1)!.id);
const emailVerified = async (userId: string) => !!(await t.db().user.findUniqueOrThrow({ where: { id: userId } })).emailVerifiedAt;

test('saving an address sends one link (an EMAIL_VERIFICATION email in the outbox), valid for 24 hours', async () => {
  const { userId } = await customerWithEmail('one@example.test');
  const [link] = await links(userId);
  expect(link).toMatchObject({ email: 'one@example.test', usedAt: null, expiresAt: new Date(T0.getTime() + 24 * 3600_000) });
  expect(await t.db().notification.findUniqueOrThrow({ where: { id: link.notificationId } })).toMatchObject({ kind: 'EMAIL_VERIFICATION', channel: 'EMAIL', status: 'QUEUED' });
  // Saving the same address again sends nothing new.
  const { cookie } = await loginAs(String(phone));
  await graphqlRequest(UPDATE, { id: userId, e: 'one@example.test' }, { cookie });
  expect(await links(userId)).toHaveLength(1);
});

test('the link works once, until its 24 hours are over', async () => {
  const { userId } = await customerWithEmail('two@example.test');
  const token = await tokenOf(userId);
  now = new Date(T0.getTime() + 24 * 3600_000);
  const late = await graphqlRequest(VERIFY, { t: token });
  expect(late.errors?.[0]).toMatchObject({ message: 'This link has expired. Ask for a new one on your profile.', extensions: { code: 'BAD_USER_INPUT', field: 'token' } });
  expect(await emailVerified(userId)).toBe(false);
  now = new Date(T0.getTime() + 24 * 3600_000 - 1_000);
  expect((await graphqlRequest(VERIFY, { t: token })).data).toEqual({ verifyEmail: { statusCode: 200, message: 'Thank you: two@example.test is confirmed.' } });
  expect(await emailVerified(userId)).toBe(true);
});

test('a link for an address changed since does not confirm the new one; changing the address unconfirms it', async () => {
  const { cookie, userId } = await customerWithEmail('old@example.test');
  const oldToken = await tokenOf(userId);
  await graphqlRequest(UPDATE, { id: userId, e: 'new@example.test' }, { cookie });
  const res = await graphqlRequest(VERIFY, { t: oldToken });
  expect(res.errors?.[0].message).toMatch(/for an address you have since changed/);
  expect((await graphqlRequest(VERIFY, { t: await tokenOf(userId) })).errors).toBeUndefined();
  expect(await emailVerified(userId)).toBe(true);
  const changed = await graphqlRequest<{ updateUser: { emailVerified: boolean } }>(UPDATE, { id: userId, e: 'newer@example.test' }, { cookie });
  expect(changed.data?.updateUser.emailVerified).toBe(false);
});

test.each([
  ['not a token', 'hello'],
  ['a forged signature', () => 'eyJ4IjoiMSJ9.AAAA'],
  ['a token for another purpose', 'x.y.z'],
])('%s: BAD_USER_INPUT on the token, nothing changes', async (_name, token) => {
  const res = await graphqlRequest(VERIFY, { t: typeof token === 'function' ? token() : token });
  expect(res.errors?.[0]).toMatchObject({ message: 'This link is not valid. Ask for a new one on your profile.', extensions: { code: 'BAD_USER_INPUT', field: 'token' } });
});

test('asking again: at most one a minute and five a day; none without an address; none once confirmed', async () => {
  const { cookie, userId } = await customerWithEmail('again@example.test');
  const soon = await graphqlRequest(REQUEST, {}, { cookie });
  expect(soon.errors?.[0].extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: 60 });
  for (let i = 1; i <= 4; i++) {
    now = new Date(T0.getTime() + i * 61_000);
    expect((await graphqlRequest(REQUEST, {}, { cookie })).data).toEqual({ requestEmailVerification: { statusCode: 200, message: 'We sent a link to again@example.test. It works once, for 24 hours.' } });
  }
  now = new Date(T0.getTime() + 10 * 61_000);
  expect((await graphqlRequest(REQUEST, {}, { cookie })).errors?.[0].message).toBe('Five links were sent today. Please try again tomorrow.');
  expect(await links(userId)).toHaveLength(5);
  // Any of the five confirms the address; then there is nothing to ask for.
  expect((await graphqlRequest(VERIFY, { t: verificationToken((await links(userId))[2].id) })).errors).toBeUndefined();
  now = new Date(T0.getTime() + 25 * 3600_000);
  expect((await graphqlRequest(REQUEST, {}, { cookie })).data).toEqual({ requestEmailVerification: { statusCode: 200, message: 'again@example.test is already confirmed.' } });

  const { cookie: noEmail } = await loginAs(String(++phone));
  expect((await graphqlRequest(REQUEST, {}, { cookie: noEmail })).errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'email' });
});
